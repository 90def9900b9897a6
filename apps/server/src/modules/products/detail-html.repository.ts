import type { ProductDetail } from '@sellerdesk/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { lockForTransaction } from '../../infra/db/locks';
import { products } from '../../infra/db/schema/index';
import { withDetailHtml } from './product-rows.repository';
import { summaryColumns } from './summary-columns';

// The product queries of "상세페이지 다시 처리" (modules/detail-content) besides ownedProductIds:
// the product to process, and writing the processed page back. Scoped by owner, live rows only.

const owned = (userId: string) => and(eq(products.userId, userId), isNull(products.deletedAt));

/** The caller's live product by id (with its model), or undefined. */
export async function productForDetail(
  db: Database,
  userId: string,
  id: string,
): Promise<{ id: string; site: string; code: string; detail: ProductDetail } | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      site: products.site,
      code: products.code,
      detail: products.detail,
      detailHtml: products.detailHtml,
    })
    .from(products)
    .where(and(owned(userId), eq(products.id, id)))
    .limit(1);
  return row && withDetailHtml(row);
}

/**
 * Writes a processed detail page and the translation flag, under the product lock collection and the
 * editor save under, only if the page is still the one processed (`from`): an edit or a re-collect that
 * happened meanwhile wins, and the caller processes again. Answers 'written', 'changed' or 'gone'.
 */
export async function writeDetailHtml(
  db: Database,
  userId: string,
  id: string,
  change: { from: string; html: string; needsTranslation: boolean },
): Promise<'written' | 'changed' | 'gone'> {
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select({ site: products.site, code: products.code })
      .from(products)
      .where(and(owned(userId), eq(products.id, id)));
    if (!key) {
      return 'gone';
    }
    await lockForTransaction(tx, 'product', `${userId}:${key.site}:${key.code}`);
    const [row] = await tx
      .select({ detail: products.detail, detailHtml: products.detailHtml })
      .from(products)
      .where(and(owned(userId), eq(products.id, id)))
      .for('update');
    if (!row) {
      return 'gone';
    }
    if (row.detailHtml !== change.from) {
      return 'changed';
    }
    const detail = {
      ...row.detail,
      flags: { ...row.detail.flags, needsTranslation: change.needsTranslation },
      updatedAt: new Date().toISOString(),
    };
    await tx
      .update(products)
      .set({
        detail,
        detailHtml: change.html,
        ...summaryColumns(detail),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    return 'written';
  });
}
