import type { Market } from '@sellerdesk/domain';
import type { ListingState, MarketProductSearchBody } from '@sellerdesk/domain/api';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import {
  listingCounts,
  listings,
  listingWorkItems,
  marketAccounts,
  products,
  type StoredListingChange,
} from '../../infra/db/schema/index';

// Product control's queries: the seller's listings page by page with their counts per state (listings
// joined read-only with the catalogue for the picture and code, and with the accounts for the label),
// and the rows of its works (`listing_work_items`, keyed by the pipeline's item ids).

export type ListingFilter = Omit<MarketProductSearchBody, 'page' | 'maxRow' | 'cursor' | 'state'> & {
  keyword: string;
  /** The seller's products the keyword names by code (`productIdsByCode`). */
  productIds: readonly string[];
};

/** The start of a Korean calendar day as an instant. */
function koreanDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+09:00`);
  return new Date(start.getTime() + plusDays * 86_400_000);
}

const SELLER_CODE = /^SD-([A-Za-z0-9]+)-(.+)$/;

/** The seller's products a keyword names by code: its seller management code (SD-<site>-<code>) or source code. */
export async function productIdsByCode(db: Database, userId: string, keyword: string): Promise<string[]> {
  if (!keyword) {
    return [];
  }
  const code = SELLER_CODE.exec(keyword);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.userId, userId),
        // Live products only: the code indexes are partial on them (a listing of a product removed from
        // the catalogue is still found by its title or market number).
        isNull(products.deletedAt),
        code
          ? and(sql`${products.site} = ${code[1]}`, eq(products.code, code[2]!))
          : eq(products.code, keyword),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

/**
 * The keyword: part of the market title (trigram index), a whole market product number (either of the
 * market's numbers), or one of the products named by code (looked up first, so every arm of the OR is
 * an index and the planner can combine them).
 */
function keywordCondition(keyword: string, productIds: readonly string[]): SQL | undefined {
  if (!keyword) {
    return undefined;
  }
  const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(listings.title, pattern),
    eq(listings.marketProductId, keyword),
    eq(listings.channelProductId, keyword),
    productIds.length > 0 ? inArray(listings.productId, [...productIds]) : undefined,
  );
}

function filterConditions(userId: string, filter: ListingFilter): SQL | undefined {
  return and(
    eq(listings.userId, userId),
    filter.market ? eq(listings.market, filter.market) : undefined,
    filter.accountId ? eq(listings.accountId, filter.accountId) : undefined,
    filter.from ? gte(listings.createdAt, koreanDayStart(filter.from)) : undefined,
    filter.to ? lt(listings.createdAt, koreanDayStart(filter.to, 1)) : undefined,
    keywordCondition(filter.keyword, filter.productIds),
  );
}

/** Where a listing stands in the list order (newest first), for the keyset cursor. */
export async function listingPosition(
  db: Database,
  userId: string,
  listingId: string,
): Promise<{ createdAt: Date; id: string } | undefined> {
  const [row] = await db
    .select({ createdAt: listings.createdAt, id: listings.id })
    .from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.id, listingId)));
  return row;
}

/**
 * One page of the seller's listings, newest first: the ids from the index first (skipped rows are never
 * fetched), then those rows with their account and product.
 */
export async function listingPage(
  db: Database,
  userId: string,
  filter: ListingFilter & { state?: ListingState },
  page: { offset: number; limit: number; after?: { createdAt: Date; id: string } },
) {
  const after = page.after
    ? sql`(${listings.createdAt}, ${listings.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  const ids = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        filterConditions(userId, filter),
        filter.state ? eq(listings.state, filter.state) : undefined,
        after,
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(page.limit)
    .offset(page.offset);
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({
      listing: listings,
      accountLabel: marketAccounts.label,
      productTitle: products.title,
      image: products.image,
      site: products.site,
      code: products.code,
    })
    .from(listings)
    .innerJoin(marketAccounts, eq(marketAccounts.id, listings.accountId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(listings.userId, userId),
        inArray(
          listings.id,
          ids.map((row) => row.id),
        ),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id));
}

/**
 * Listings per state under the filter (the state tabs). Market and account filters read the counts the
 * trigger keeps (`listing_counts`); a keyword or dates count the matching listings, at most `cap` of
 * them (`capped` then says the counts are lower bounds).
 */
export async function listingStateCounts(
  db: Database,
  userId: string,
  filter: ListingFilter,
  cap: number,
): Promise<{ counts: Map<ListingState, number>; capped: boolean }> {
  if (!filter.keyword && !filter.from && !filter.to) {
    const rows = await db
      .select({ state: listingCounts.state, n: sql<number>`sum(${listingCounts.count})::int` })
      .from(listingCounts)
      .where(
        and(
          eq(listingCounts.userId, userId),
          filter.market ? eq(listingCounts.market, filter.market) : undefined,
          filter.accountId ? eq(listingCounts.accountId, filter.accountId) : undefined,
        ),
      )
      .groupBy(listingCounts.state);
    return { counts: new Map(rows.map((row) => [row.state, row.n])), capped: false };
  }
  const matching = db
    .select({ state: listings.state })
    .from(listings)
    .where(filterConditions(userId, filter))
    .limit(cap + 1)
    .as('matching');
  const rows = await db
    .select({ state: matching.state, n: sql<number>`count(*)::int` })
    .from(matching)
    .groupBy(matching.state);
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  return { counts: new Map(rows.map((row) => [row.state, row.n])), capped: total > cap };
}

/** The seller's listings among `ids` (others' and unknown ids are left out), in the given order. */
export async function ownedListingIds(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.id, [...ids])));
  const owned = new Set(rows.map((row) => row.id));
  return ids.filter((id) => owned.has(id));
}

/** Every listing of the seller that is on a market (optionally of one account), newest first. */
export async function listedIds(
  db: Database,
  userId: string,
  accountId?: string,
  limit = 50_000,
): Promise<string[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        accountId ? eq(listings.accountId, accountId) : undefined,
        sql`${listings.marketProductId} is not null`,
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertListingWorkItems(
  tx: Database,
  rows: {
    id: string;
    userId: string;
    workId: string;
    listingId: string;
    change: StoredListingChange | null;
  }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(listingWorkItems).values(rows.slice(start, start + 1000));
  }
}

export type ListingWorkItemRow = typeof listingWorkItems.$inferSelect;

export async function listingWorkItem(db: Database, itemId: string): Promise<ListingWorkItemRow | undefined> {
  const [row] = await db.select().from(listingWorkItems).where(eq(listingWorkItems.id, itemId));
  return row;
}

export async function saveListingWorkResult(tx: Database, itemId: string, result: string): Promise<void> {
  await tx.update(listingWorkItems).set({ result }).where(eq(listingWorkItems.id, itemId));
}

/** The items' listings as the work's result shows them. */
export async function listingWorkItemsById(db: Database, userId: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) {
    return new Map<
      string,
      { listingId: string; title: string | null; market: Market | null; marketProductId: string | null }
    >();
  }
  const rows = await db
    .select({
      id: listingWorkItems.id,
      listingId: listingWorkItems.listingId,
      title: listings.title,
      market: listings.market,
      marketProductId: listings.marketProductId,
    })
    .from(listingWorkItems)
    .leftJoin(listings, and(eq(listings.id, listingWorkItems.listingId), eq(listings.userId, userId)))
    .where(inArray(listingWorkItems.id, [...itemIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        listingId: row.listingId,
        title: row.title,
        market: row.market,
        marketProductId: row.marketProductId,
      },
    ]),
  );
}
