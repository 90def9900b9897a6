import { PATHS } from '../app/paths';
import { EDITOR_WINDOW } from '../ui-constants';

/** The /editor address of one product (spec §2: query `site` and `productNumber`). */
export function editorUrl(product: { site: string; code: string }): string {
  const query = new URLSearchParams({ site: product.site, productNumber: product.code });
  return `${PATHS.editor}?${query.toString()}`;
}

/** Opens the detail-page editor popup (1245×800) for one product; it keeps `window.opener`. */
export function openDetailEditor(product: { site: string; code: string }): void {
  window.open(
    editorUrl(product),
    `sellerdesk-editor-${product.site}-${product.code}`,
    `popup,width=${EDITOR_WINDOW.width},height=${EDITOR_WINDOW.height}`,
  );
}
