import { PATHS } from '../../app/paths';
import { queryClient } from '../../app/query-client';
import { currentUserQuery } from '../../hooks/api/auth';
import { detailPageConfigQuery } from '../../hooks/api/detail-page';
import { productDetailQuery } from '../../hooks/api/products';
import { session } from '../../lib/session';
import { editorScreenLoader } from './editor-screen-loader';
import { productKeyOf } from './product-key';

/**
 * The /editor popup's first paint (issue 10 §6: < 1 s for a 2 MB page) must not wait for the app to boot,
 * render its guard, ask for the user, load the screen's code and only then ask for the product, one after
 * the other. Called as the app's modules start, this asks for the product, the user and the template and
 * loads the screen's code all at once; the screen's hooks then find them in the query
 * cache (same query keys, same requests). Without a session nothing is asked: the guard sends the visitor
 * to the login screen.
 *
 * Answers when the screen's code is in (never rejecting), or null when this is no editor popup: the boot
 * waits for it beside its own first reads, so the route renders the screen at once instead of behind a
 * Suspense fallback.
 */
export function preloadEditorPopup(location: Pick<Location, 'pathname' | 'search'>): Promise<void> | null {
  if (location.pathname !== PATHS.editor || session.getTokens() == null) {
    return null;
  }
  const params = new URLSearchParams(location.search);
  const key = productKeyOf(params.get('site'), params.get('productNumber'));
  // Errors stay in the cache for the screen to show (a failed load leaves the editor empty, spec §8).
  if (key) {
    void queryClient.prefetchQuery(productDetailQuery(key));
  }
  void queryClient.prefetchQuery(currentUserQuery());
  void queryClient.prefetchQuery(detailPageConfigQuery());
  // The same loader the route renders from. A failure here is reported by the route's own load (its error
  // screen). The rich-text editor's code is not started here: evaluating it would hold the main thread
  // while the page arrives; the screen loads it once the page is painted.
  return editorScreenLoader.load().then(
    () => undefined,
    () => undefined,
  );
}
