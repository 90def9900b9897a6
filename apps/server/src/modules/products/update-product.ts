import {
  assertStoredLength,
  IMAGE_STORE_PATH,
  reconcileSalePrice,
  STORED_HTML_FIELDS,
  type ProductDetail,
  type ProductDetailUpdate,
  type StoredTextField,
} from '@sellerdesk/domain';
import type { ProductDetailResponse } from '@sellerdesk/domain/api';
import { sanitizeDetailHtml } from '@sellerdesk/html';
import { lockForTransaction } from '../../infra/db/locks';
import type { Database } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { cleanDetailHtmlOffLoop } from './detail-html-pool';
import { checkMainImages } from './product-edits';
import * as rows from './product-rows.repository';
import * as repo from './products.repository';
import { summaryColumns } from './summary-columns';

/**
 * The one HTML policy, for HTML about to be stored as `field`. Relative addresses are dropped (the page is
 * shown on other sites), except this server's image store (IMAGE_STORE_PATH), which is checked on
 * `publicUrl` and kept relative. The policy can lengthen the HTML (`&` → `&amp;`, links gain `rel`), so
 * the field's limit is checked on the result: over it, CONTENT_TOO_LONG (400) and nothing is stored.
 */
export function cleanDetailHtml(html: string, publicUrl: string, field: StoredTextField): string {
  const cleaned = sanitizeDetailHtml(html, {
    imageSource: (attributes) => {
      const src = attributes.src?.trim() ?? '';
      return src.startsWith(IMAGE_STORE_PATH) ? `${publicUrl}${src}` : src;
    },
  });
  const stored = cleaned.split(`="${publicUrl}${IMAGE_STORE_PATH}`).join(`="${IMAGE_STORE_PATH}`);
  return assertStoredLength(stored, field);
}

/**
 * An edit based on the product as loaded at `version`: refused with 409 when the product was written
 * since (another window, a bulk action, a re-collection), so the newer change is never silently lost.
 */
export function assertCurrentVersion(current: { version: number }, loaded: number): void {
  if (loaded !== current.version) {
    throw new AppError('PRODUCT_EDIT_CONFLICT');
  }
}

/**
 * UpdateProduct (the catalogue's edit panel and the editor's save): the seller's own product, found by
 * its site + code, replaced by the edited model in one transaction, unless it changed since the
 * `version` the client loaded. The detail HTML goes through the one HTML policy. The editor inserts
 * uploaded images by their server-relative store address (IMAGE_STORE_PATH, like the product's main
 * images), kept relative so the web app shows them from its own origin. The list columns are rewritten
 * from the same model. Main images and memo are part of the model: the edit panel saves everything in
 * this one version-checked request (ProductMainImageEdit and ProductMemoEdit stay for single edits).
 */
export async function updateProduct(
  db: Database,
  userId: string,
  input: ProductDetailUpdate,
  publicUrl: string,
): Promise<ProductDetailResponse> {
  const { version, ...edited } = input;
  // Cleaned (and held to its limit) before the transaction, off the event loop when big: neither the
  // product lock nor (on the embedded database) every other query waits for the policy.
  const detailPageHtml = await cleanDetailHtmlOffLoop(
    input.detailPageHtml,
    publicUrl,
    STORED_HTML_FIELDS.detailPage,
  );
  return db.transaction(async (tx) => {
    // The same lock collection saves under: an edit and a re-collect of one product never interleave.
    await lockForTransaction(tx, 'product', `${userId}:${input.site}:${input.code}`);
    const existing = await rows.lockProductByKey(tx, userId, input.site, input.code);
    if (!existing) {
      throw new AppError('PRODUCT_NOT_FOUND');
    }
    assertCurrentVersion(existing, version);
    // The edit panel saves main images and memo with the rest: the image rules of ProductMainImageEdit
    // apply to a changed list (the memo's limit is the contract's), all in this one transaction.
    await checkMainImages(tx, userId, existing.detail, edited.image);
    // One price model: a new 판매가 moves the options (the cheapest sells at it, the others keep their
    // extra), so the list, the pre-upload check and every market sell what the price tab showed.
    const detail: ProductDetail = {
      ...reconcileSalePrice(edited, existing.detail),
      detailPageHtml,
      // When it was collected is not the editor's to change.
      createdAt: existing.detail.createdAt,
      updatedAt: new Date().toISOString(),
    };
    const row = await rows.writeProduct(tx, userId, existing.id, {
      detail,
      groupName: detail.groupName,
      memo: detail.memo,
      ...summaryColumns(detail),
    });
    if (!row) {
      throw new AppError('PRODUCT_NOT_FOUND');
    }
    return { summary: await repo.summaryOf(tx, userId, row), detail: row.detail };
  });
}
