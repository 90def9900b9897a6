import type { Market } from '@sellerdesk/domain';
import { and, desc, eq, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import {
  listings,
  marketAccounts,
  marketRegistrations,
  products,
  uploadItems,
  uploadWorks,
  workItems,
  works,
  type StoredListingState,
  type UploadTarget,
} from '../../infra/db/schema/index';

// Every query of uploads: the upload rows of the pipeline's works and items, the listings, and the daily
// registration counts. The product list joins the catalogue and the accounts read-only, because its
// filters ("not listed yet", "changed since the upload") are conditions on listings of products.

export type ListingRow = typeof listings.$inferSelect;
export type UploadItemRow = typeof uploadItems.$inferSelect;

export async function insertUploadWork(tx: Database, id: string, targets: UploadTarget[]): Promise<void> {
  await tx.insert(uploadWorks).values({ id, targets });
}

export async function insertUploadItems(
  tx: Database,
  rows: {
    id: string;
    userId: string;
    workId: string;
    productId: string;
    accountId: string;
    market: Market;
  }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(uploadItems).values(rows.slice(start, start + 1000));
  }
}

/** An upload item with its work's target for the item's account, and every target of the work. */
export async function uploadItemWithTarget(
  db: Database,
  itemId: string,
): Promise<{ item: UploadItemRow; target: UploadTarget | undefined; targets: UploadTarget[] } | undefined> {
  const [row] = await db
    .select({ item: uploadItems, targets: uploadWorks.targets })
    .from(uploadItems)
    .innerJoin(uploadWorks, eq(uploadWorks.id, uploadItems.workId))
    .where(eq(uploadItems.id, itemId));
  if (!row) {
    return undefined;
  }
  return {
    item: row.item,
    target: row.targets.find((t) => t.accountId === row.item.accountId),
    targets: row.targets,
  };
}

export async function findListing(
  db: Database,
  userId: string,
  accountId: string,
  productId: string,
): Promise<ListingRow | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(
      and(eq(listings.userId, userId), eq(listings.accountId, accountId), eq(listings.productId, productId)),
    );
  return row;
}

/**
 * Whether an earlier upload item (not `exceptItemId`) put the product on the account: the account has had
 * the listing before, even when its stored row was lost since.
 */
export async function uploadedBefore(
  db: Database,
  key: { userId: string; accountId: string; productId: string },
  exceptItemId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadItems.id })
    .from(uploadItems)
    .where(
      and(
        eq(uploadItems.userId, key.userId),
        eq(uploadItems.accountId, key.accountId),
        eq(uploadItems.productId, key.productId),
        sql`${uploadItems.marketProductId} is not null`,
        sql`${uploadItems.id} <> ${exceptItemId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type PushedListing = {
  userId: string;
  productId: string;
  accountId: string;
  market: Market;
  marketProductId: string;
  channelProductId: string | null;
  itemIds: Record<string, string>;
  state: StoredListingState;
  url: string | null;
  pushedVersion: string;
  /** What the market holds after the push (read back, else what was sent). */
  title: string;
  salePrice: number;
  stock: number;
  /** The product's main and detail-page images this push sent. */
  pushedImages: { main: string[]; detail: string[] };
};

/** Stores a successful push: the one listing of the product on the account is created or replaced. */
export async function saveListing(tx: Database, listing: PushedListing): Promise<void> {
  const now = new Date();
  const values = { ...listing, pushedAt: now, lastSeenAt: now, lastError: null };
  await tx
    .insert(listings)
    .values(values)
    .onConflictDoUpdate({
      target: [listings.accountId, listings.productId],
      set: { ...values, updatedAt: new Date() },
    });
}

/** Records a failed upload on the listing (a listing that never existed is kept as `failed`). */
export async function saveListingFailure(
  tx: Database,
  key: { userId: string; productId: string; accountId: string; market: Market },
  reason: string,
): Promise<void> {
  await tx
    .insert(listings)
    .values({ ...key, state: 'failed', lastError: reason })
    .onConflictDoUpdate({
      target: [listings.accountId, listings.productId],
      set: { lastError: reason, updatedAt: new Date() },
    });
}

export async function saveUploadItemResult(
  tx: Database,
  itemId: string,
  result: { marketProductId: string; url: string | null; created: boolean; firstForAccount: boolean },
): Promise<void> {
  await tx.update(uploadItems).set(result).where(eq(uploadItems.id, itemId));
}

export async function uploadTargetsByWork(
  db: Database,
  workIds: readonly string[],
): Promise<Map<string, UploadTarget[]>> {
  if (workIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select()
    .from(uploadWorks)
    .where(inArray(uploadWorks.id, [...workIds]));
  return new Map(rows.map((row) => [row.id, row.targets]));
}

const stateCounts = {
  total: sql<number>`count(*)::int`,
  queued: sql<number>`count(*) filter (where ${workItems.state} = 'queued')::int`,
  running: sql<number>`count(*) filter (where ${workItems.state} = 'running')::int`,
  succeeded: sql<number>`count(*) filter (where ${workItems.state} = 'succeeded')::int`,
  failed: sql<number>`count(*) filter (where ${workItems.state} = 'failed')::int`,
  skipped: sql<number>`count(*) filter (where ${workItems.state} = 'skipped')::int`,
};
export type StateCounts = { [K in keyof typeof stateCounts]: number };

/** Item counts per work and account (the progress bar per market). */
export async function countsByAccount(
  db: Database,
  workIds: readonly string[],
): Promise<Map<string, StateCounts>> {
  if (workIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ workId: uploadItems.workId, accountId: uploadItems.accountId, ...stateCounts })
    .from(uploadItems)
    .innerJoin(workItems, eq(workItems.id, uploadItems.id))
    .where(inArray(uploadItems.workId, [...workIds]))
    .groupBy(uploadItems.workId, uploadItems.accountId);
  return new Map(rows.map(({ workId, accountId, ...counts }) => [`${workId}|${accountId}`, counts]));
}

export async function uploadItemsById(
  db: Database,
  itemIds: readonly string[],
): Promise<Map<string, UploadItemRow>> {
  if (itemIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select()
    .from(uploadItems)
    .where(inArray(uploadItems.id, [...itemIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every upload item of one product of the seller, newest first, with its pipeline state. */
export async function productUploadItems(db: Database, userId: string, productId: string) {
  return db
    .select({
      item: uploadItems,
      workNumber: works.workNumber,
      position: workItems.position,
      state: workItems.state,
      reason: workItems.reason,
      attempts: workItems.attempts,
      finishedAt: workItems.finishedAt,
      createdAt: workItems.createdAt,
    })
    .from(uploadItems)
    .innerJoin(workItems, eq(workItems.id, uploadItems.id))
    .innerJoin(works, eq(works.id, workItems.workId))
    .where(and(eq(uploadItems.userId, userId), eq(uploadItems.productId, productId)))
    .orderBy(desc(workItems.createdAt))
    .limit(200);
}

export type ListingWithAccount = ListingRow & { accountLabel: string; productUpdatedAt: string };

/** The listings of these products of the seller, with the account's label and the product's version. */
export async function listingsOfProducts(
  db: Database,
  userId: string,
  productIds: readonly string[],
): Promise<ListingWithAccount[]> {
  if (productIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      listing: listings,
      accountLabel: marketAccounts.label,
      productUpdatedAt: sql<string>`${products.detail}->>'updatedAt'`,
    })
    .from(listings)
    .innerJoin(marketAccounts, eq(marketAccounts.id, listings.accountId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.userId, userId), inArray(listings.productId, [...productIds])))
    .orderBy(listings.market, marketAccounts.label);
  return rows.map((row) => ({
    ...row.listing,
    accountLabel: row.accountLabel,
    productUpdatedAt: row.productUpdatedAt,
  }));
}

export type UploadListFilter = {
  keyword: string;
  market?: Market;
  accountId?: string;
  status: 'all' | 'listed' | 'notListed' | 'failed' | 'changed';
};

function listingMatch(userId: string, filter: UploadListFilter, extra?: SQL): SQL | undefined {
  return and(
    eq(listings.productId, products.id),
    eq(listings.userId, userId),
    filter.market ? eq(listings.market, filter.market) : undefined,
    filter.accountId ? eq(listings.accountId, filter.accountId) : undefined,
    extra,
  );
}

/** A page of the seller's live products for the upload screen, newest first, filtered by listings. */
export async function uploadProductPage(
  db: Database,
  userId: string,
  filter: UploadListFilter,
  page: { page: number; maxRow: number },
) {
  const listed = (extra?: SQL) =>
    sql`exists (select 1 from ${listings} where ${listingMatch(userId, filter, extra)})`;
  const statusCondition: Record<UploadListFilter['status'], SQL | undefined> = {
    all: undefined,
    listed: listed(sql`${listings.marketProductId} is not null`),
    notListed: notExists(
      db
        .select({ one: sql`1` })
        .from(listings)
        .where(listingMatch(userId, filter, sql`${listings.marketProductId} is not null`)),
    ),
    failed: listed(sql`${listings.lastError} is not null`),
    changed: listed(
      sql`${listings.marketProductId} is not null and ${listings.pushedVersion} is distinct from ${products.detail}->>'updatedAt'`,
    ),
  };
  const keyword = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    eq(products.userId, userId),
    isNull(products.deletedAt),
    keyword ? or(ilike(products.title, keyword), eq(products.code, filter.keyword)) : undefined,
    statusCondition[filter.status],
  );
  const [totalRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select({
      id: products.id,
      site: products.site,
      code: products.code,
      title: products.title,
      image: products.image,
      priceMinKrw: products.priceMinKrw,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.maxRow)
    .offset((page.page - 1) * page.maxRow);
  return { rows, total: totalRow?.n ?? 0 };
}

/** The seller's listing counts: live on a market, and whose last upload failed. */
export async function listingCounts(
  db: Database,
  userId: string,
): Promise<{ listed: number; failed: number }> {
  const [row] = await db
    .select({
      listed: sql<number>`count(*) filter (where ${listings.marketProductId} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${listings.lastError} is not null)::int`,
    })
    .from(listings)
    .where(eq(listings.userId, userId));
  return { listed: row?.listed ?? 0, failed: row?.failed ?? 0 };
}

export async function countRegistrations(db: Database, accountKey: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: marketRegistrations.count })
    .from(marketRegistrations)
    .where(and(eq(marketRegistrations.accountKey, accountKey), eq(marketRegistrations.day, day)));
  return row?.count ?? 0;
}

/** One more new listing today: one statement, so concurrent workers never lose a count. */
export async function recordRegistration(db: Database, accountKey: string, day: string): Promise<void> {
  await db
    .insert(marketRegistrations)
    .values({ accountKey, day, count: 1 })
    .onConflictDoUpdate({
      target: [marketRegistrations.accountKey, marketRegistrations.day],
      set: { count: sql`${marketRegistrations.count} + 1` },
    });
}

/** Which of these products already have a listing on the account (an upload updates those). */
export async function listedProductIds(
  db: Database,
  userId: string,
  accountId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ productId: listings.productId })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.accountId, accountId),
        sql`${listings.productId} = any(${`{${productIds.join(',')}}`}::uuid[])`,
        sql`${listings.marketProductId} is not null`,
      ),
    );
  return new Set(rows.map((row) => row.productId));
}

/** The target of the latest upload of a product to an account (its template and category fallback). */
export async function lastUploadTarget(
  db: Database,
  userId: string,
  productId: string,
  accountId: string,
): Promise<UploadTarget | undefined> {
  const [row] = await db
    .select({ targets: uploadWorks.targets })
    .from(uploadItems)
    .innerJoin(uploadWorks, eq(uploadWorks.id, uploadItems.workId))
    .innerJoin(workItems, eq(workItems.id, uploadItems.id))
    .where(
      and(
        eq(uploadItems.userId, userId),
        eq(uploadItems.productId, productId),
        eq(uploadItems.accountId, accountId),
      ),
    )
    .orderBy(desc(workItems.createdAt))
    .limit(1);
  return row?.targets.find((target) => target.accountId === accountId);
}
