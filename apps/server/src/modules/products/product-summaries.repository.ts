import type { Market } from '@sellerdesk/domain';
import type { ListingSummaryState, ProductSummary } from '@sellerdesk/domain/api';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { listings, products } from '../../infra/db/schema/index';

type ProductRow = typeof products.$inferSelect;

// A product's catalogue line (ProductSummary): its list columns and its upload states. The upload states
// are the catalogue's read of the upload module's `listings` (read only; uploads write them), with the
// "uploaded or not" filter. A listing counts as uploaded while the market has
// its product number and it was not deleted there.

const uploadedListing = sql`${listings.marketProductId} is not null and ${listings.state} <> 'deleted'`;

export type ListingSummary = { market: Market; state: ListingSummaryState };

/** The upload state per market of the caller's products among `ids` (one query for a list page). */
export async function listingStates(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, ListingSummary[]>> {
  const out = new Map<string, ListingSummary[]>();
  if (ids.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      productId: listings.productId,
      market: listings.market,
      uploaded: sql<boolean>`bool_or(${uploadedListing})`,
    })
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.productId, [...ids])))
    .groupBy(listings.productId, listings.market)
    .orderBy(listings.productId, listings.market);
  for (const row of rows) {
    const state: ListingSummaryState = row.uploaded ? 'uploaded' : 'failed';
    out.set(row.productId, [...(out.get(row.productId) ?? []), { market: row.market, state }]);
  }
  return out;
}

/** The catalogue filter: products uploaded to some market (`true`) or to none (`false`). */
export function uploadedCondition(userId: string, uploaded: boolean): SQL {
  const listed = sql`exists (select 1 from ${listings} where ${listings.userId} = ${userId} and ${listings.productId} = ${products.id} and ${uploadedListing})`;
  return uploaded ? listed : sql`not ${listed}`;
}

export function toSummary(
  row: Omit<ProductRow, 'detail' | 'detailHtml'>,
  listings: readonly ListingSummary[],
): ProductSummary {
  return {
    id: row.id,
    site: row.site,
    code: row.code,
    title: row.title,
    sourceTitle: row.sourceTitle,
    image: row.image,
    optionCount: row.optionCount,
    priceMinKrw: row.priceMinKrw,
    priceMaxKrw: row.priceMaxKrw,
    sourceUrl: row.sourceUrl,
    groupName: row.groupName,
    memo: row.memo,
    needsTranslation: row.needsTranslation,
    soldOut: row.soldOut,
    tags: row.tags,
    workNumber: row.workNumber,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    sourcePrice: row.sourcePrice,
    sourceCurrency: row.sourceCurrency,
    listings: [...listings],
  };
}

/** One product's catalogue line, with its upload states. */
export async function summaryOf(
  db: Database,
  userId: string,
  row: Omit<ProductRow, 'detail' | 'detailHtml'>,
): Promise<ProductSummary> {
  const states = await listingStates(db, userId, [row.id]);
  return toSummary(row, states.get(row.id) ?? []);
}
