import type { SourceSite } from '../shared/sites';

/** What the page-world function hands back (all plain JSON; `data` is the global as JSON text). */
export type RawCapture = {
  url: string;
  title: string;
  text: string;
  /** Whether the page's product data global is there (whichever form is sent). */
  hasData: boolean;
  data: string | null;
  html: string | null;
  /** When this document's navigation started (epoch ms), to tell it from the tab's previous page. */
  documentStartedAt: number;
};

/**
 * Runs in the page's MAIN world (chrome.scripting.executeScript with world 'MAIN'), where the sites'
 * globals are visible. Only this function's source is sent to the page, so it must not use anything
 * from outside its own body. Reads `__ICE_APP_CONTEXT__` (Taobao/Tmall, when it carries a product
 * under `loaderData`) or `__INIT_DATA` (1688).
 *
 * What is sent: the global as data, except on Taobao/Tmall pages whose HTML assigns the context in an
 * inline script: there the HTML goes instead, because the server reads the same context from it and
 * the description the page rendered as well (from data alone it needs the seller's Taobao session
 * cookie to fetch the description). Without the global, the whole HTML with its inline scripts.
 */
export async function capturePageInMainWorld(site: SourceSite, waitMs: number): Promise<RawCapture> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value != null && typeof value === 'object' && !Array.isArray(value);
  const read = (): unknown => {
    const globals = window as unknown as Record<string, unknown>;
    if (site === '1688') {
      const init = globals.__INIT_DATA;
      return isObject(init) && (isObject(init.data) || isObject(init.globalData)) ? init : null;
    }
    const context = globals.__ICE_APP_CONTEXT__;
    if (!isObject(context) || !isObject(context.loaderData)) {
      return null;
    }
    const routes = Object.values(context.loaderData);
    const hasItem = routes.some((route) => {
      const data = isObject(route) ? route.data : null;
      const res = isObject(data) ? data.res : null;
      return isObject(res) && isObject(res.item);
    });
    return hasItem ? context : null;
  };
  const deadline = Date.now() + waitMs;
  let value = read();
  while (value == null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = read();
  }
  const inlineContext =
    site !== '1688' &&
    [...document.scripts].some(
      (script) =>
        !script.src && script.text.includes('__ICE_APP_CONTEXT__') && script.text.includes('loaderData'),
    );
  let data: string | null = null;
  if (value != null && !inlineContext) {
    try {
      data = JSON.stringify(value);
    } catch {
      data = null;
    }
  }
  const body = document.body as HTMLElement | null;
  return {
    url: location.href,
    title: document.title,
    text: (body?.innerText ?? '').slice(0, 4000),
    hasData: value != null,
    data,
    html: data == null ? `<!DOCTYPE html>\n${document.documentElement.outerHTML}` : null,
    documentStartedAt: performance.timeOrigin,
  };
}
