import type { Market } from '@sellerdesk/domain';
import type {
  SourceSyncCounts,
  SourceSyncMode,
  SourceSyncOutcome,
  SourceSyncProductReport,
  SourceSyncPushAction,
  SourceSyncSchedule,
} from '@sellerdesk/domain/api';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import {
  listings,
  marketAccounts,
  products,
  sourceSyncItems,
  sourceSyncSettings,
  sourceSyncWorks,
  workItems,
  works,
} from '../../infra/db/schema/index';

// Every query of the source sync: the seller's settings, the sync works and their items, the report, and
// the listings a sync covers (read only: the listing rows are written by uploads and product control).

export type SyncSettingsRow = typeof sourceSyncSettings.$inferSelect;
export type SyncItemRow = typeof sourceSyncItems.$inferSelect;

export async function findSettings(db: Database, userId: string): Promise<SyncSettingsRow | undefined> {
  const [row] = await db.select().from(sourceSyncSettings).where(eq(sourceSyncSettings.userId, userId));
  return row;
}

export async function saveSettings(
  db: Database,
  userId: string,
  settings: { schedule: SourceSyncSchedule; mode: SourceSyncMode },
): Promise<SyncSettingsRow> {
  const [row] = await db
    .insert(sourceSyncSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({
      target: sourceSyncSettings.userId,
      set: { ...settings, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Sellers whose sync runs on a schedule (the sweep decides which are due). */
export async function scheduledSellers(db: Database): Promise<SyncSettingsRow[]> {
  return db.select().from(sourceSyncSettings).where(ne(sourceSyncSettings.schedule, 'off'));
}

/** Listings on the market (a product number, not deleted or failed) of live products. */
const onMarket = and(isNotNull(listings.marketProductId), notInArray(listings.state, ['deleted', 'failed']));

/** The seller's live products that have a listing on a market, oldest first; only `ids` when given. */
export async function listedProductIds(
  db: Database,
  userId: string,
  ids?: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: listings.productId, createdAt: products.createdAt })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(listings.userId, userId),
        eq(products.userId, userId),
        isNull(products.deletedAt),
        onMarket,
        ids ? sql`${listings.productId} = any(${`{${ids.join(',')}}`}::uuid[])` : undefined,
      ),
    )
    .orderBy(asc(products.createdAt), asc(listings.productId));
  return rows.map((row) => row.id);
}

/** A product's listings on the markets, with the account's label. */
export async function listingsOfProduct(db: Database, userId: string, productId: string) {
  return db
    .select({
      id: listings.id,
      market: listings.market,
      accountLabel: marketAccounts.label,
    })
    .from(listings)
    .innerJoin(marketAccounts, eq(marketAccounts.id, listings.accountId))
    .where(and(eq(listings.userId, userId), eq(listings.productId, productId), onMarket))
    .orderBy(asc(listings.market), asc(listings.id));
}

/** The seller's sync work not yet finished, if any. */
export async function unfinishedSync(db: Database, userId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.userId, userId), eq(works.kind, 'source-sync'), isNull(works.finishedAt)))
    .limit(1);
  return row;
}

export async function insertSyncWork(
  tx: Database,
  row: {
    id: string;
    userId: string;
    mode: SourceSyncMode;
    trigger: 'manual' | 'schedule';
    slot: string | null;
  },
): Promise<void> {
  await tx.insert(sourceSyncWorks).values(row);
}

export async function slotTaken(db: Database, userId: string, slot: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sourceSyncWorks.id })
    .from(sourceSyncWorks)
    .where(and(eq(sourceSyncWorks.userId, userId), eq(sourceSyncWorks.slot, slot)));
  return Boolean(row);
}

/** When the seller's last sync started, scheduled or not, and the slot of the last scheduled one. */
export async function lastSync(db: Database, userId: string) {
  const [row] = await db
    .select({ createdAt: works.createdAt, slot: sourceSyncWorks.slot })
    .from(sourceSyncWorks)
    .innerJoin(works, eq(works.id, sourceSyncWorks.id))
    .where(eq(sourceSyncWorks.userId, userId))
    .orderBy(desc(works.createdAt))
    .limit(1);
  const [scheduled] = await db
    .select({ slot: sourceSyncWorks.slot })
    .from(sourceSyncWorks)
    .innerJoin(works, eq(works.id, sourceSyncWorks.id))
    .where(and(eq(sourceSyncWorks.userId, userId), isNotNull(sourceSyncWorks.slot)))
    .orderBy(desc(works.createdAt))
    .limit(1);
  return { lastRunAt: row?.createdAt ?? null, lastSlot: scheduled?.slot ?? null };
}

export type NewSyncItem = {
  id: string;
  userId: string;
  workId: string;
  productId: string;
  listingId?: string;
  market?: Market;
  accountLabel?: string;
  action?: SourceSyncPushAction;
};

export async function insertSyncItems(tx: Database, rows: readonly NewSyncItem[]): Promise<void> {
  if (rows.length > 0) {
    await tx.insert(sourceSyncItems).values([...rows]);
  }
}

/**
 * A sync item with its work's mode and, while the product is live in the seller's catalogue, the product's
 * source (site and code: what a read needs before it locks the product).
 */
export async function loadSyncItem(db: Database, itemId: string) {
  const [row] = await db
    .select({
      item: sourceSyncItems,
      mode: sourceSyncWorks.mode,
      product: { site: products.site, code: products.code },
    })
    .from(sourceSyncItems)
    .innerJoin(sourceSyncWorks, eq(sourceSyncWorks.id, sourceSyncItems.workId))
    .leftJoin(
      products,
      and(
        eq(products.id, sourceSyncItems.productId),
        eq(products.userId, sourceSyncItems.userId),
        isNull(products.deletedAt),
      ),
    )
    .where(eq(sourceSyncItems.id, itemId));
  return row;
}

export async function saveOutcome(
  tx: Database,
  itemId: string,
  outcome: {
    outcome: SourceSyncOutcome;
    oldPrice: number | null;
    newPrice: number | null;
    priceKept: boolean;
    soldOut: string[];
    restocked: string[];
  },
): Promise<void> {
  await tx.update(sourceSyncItems).set(outcome).where(eq(sourceSyncItems.id, itemId));
}

export type SyncWorkRow = {
  id: string;
  workNumber: number;
  total: number;
  createdAt: Date;
  finishedAt: Date | null;
  mode: SourceSyncMode;
  trigger: 'manual' | 'schedule';
};

const workColumns = {
  id: works.id,
  workNumber: works.workNumber,
  total: works.total,
  createdAt: works.createdAt,
  finishedAt: works.finishedAt,
  mode: sourceSyncWorks.mode,
  trigger: sourceSyncWorks.trigger,
};

export async function findSyncWork(
  db: Database,
  userId: string,
  workNumber: number,
): Promise<SyncWorkRow | undefined> {
  const [row] = await db
    .select(workColumns)
    .from(works)
    .innerJoin(sourceSyncWorks, eq(sourceSyncWorks.id, works.id))
    .where(and(eq(works.userId, userId), eq(works.kind, 'source-sync'), eq(works.workNumber, workNumber)));
  return row;
}

export async function listSyncWorks(
  db: Database,
  userId: string,
  page: { page: number; maxRow: number },
): Promise<{ rows: SyncWorkRow[]; total: number }> {
  const where = and(eq(works.userId, userId), eq(works.kind, 'source-sync'));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(works)
    .where(where);
  const rows = await db
    .select(workColumns)
    .from(works)
    .innerJoin(sourceSyncWorks, eq(sourceSyncWorks.id, works.id))
    .where(where)
    .orderBy(desc(works.createdAt), desc(works.workNumber))
    .limit(page.maxRow)
    .offset((page.page - 1) * page.maxRow);
  return { rows, total: count?.n ?? 0 };
}

/** Item counts of works by state, and products by outcome and pushes by result. */
export async function syncCounts(
  db: Database,
  workIds: readonly string[],
): Promise<Map<string, Omit<SourceSyncCounts, 'total'>>> {
  if (workIds.length === 0) {
    return new Map();
  }
  const isPush = sql`${sourceSyncItems.listingId} is not null`;
  const rows = await db
    .select({
      workId: sourceSyncItems.workId,
      queued: sql<number>`count(*) filter (where ${workItems.state} = 'queued')::int`,
      running: sql<number>`count(*) filter (where ${workItems.state} = 'running')::int`,
      succeeded: sql<number>`count(*) filter (where ${workItems.state} = 'succeeded')::int`,
      failed: sql<number>`count(*) filter (where ${workItems.state} = 'failed')::int`,
      skipped: sql<number>`count(*) filter (where ${workItems.state} = 'skipped')::int`,
      changed: sql<number>`count(*) filter (where ${sourceSyncItems.outcome} = 'changed')::int`,
      gone: sql<number>`count(*) filter (where ${sourceSyncItems.outcome} = 'gone')::int`,
      unchanged: sql<number>`count(*) filter (where ${sourceSyncItems.outcome} = 'unchanged')::int`,
      pushed: sql<number>`count(*) filter (where ${isPush} and ${workItems.state} = 'succeeded')::int`,
      pushFailed: sql<number>`count(*) filter (where ${isPush} and ${workItems.state} = 'failed')::int`,
    })
    .from(sourceSyncItems)
    .innerJoin(workItems, eq(workItems.id, sourceSyncItems.id))
    .where(inArray(sourceSyncItems.workId, [...workIds]))
    .groupBy(sourceSyncItems.workId);
  return new Map(rows.map(({ workId, ...counts }) => [workId, counts]));
}

/**
 * One page of a work's products: with `changes`, those that changed, are gone or failed (the report);
 * else all. Each with its pushes.
 */
export async function reportPage(
  db: Database,
  workId: string,
  filter: 'changes' | 'all',
  page: { page: number; maxRow: number },
): Promise<{ items: SourceSyncProductReport[]; total: number }> {
  const where = and(
    eq(sourceSyncItems.workId, workId),
    isNull(sourceSyncItems.listingId),
    filter === 'changes'
      ? sql`(${sourceSyncItems.outcome} in ('changed', 'gone') or ${workItems.state} = 'failed')`
      : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sourceSyncItems)
    .innerJoin(workItems, eq(workItems.id, sourceSyncItems.id))
    .where(where);
  const rows = await db
    .select({
      item: sourceSyncItems,
      state: workItems.state,
      reason: workItems.reason,
      title: products.title,
    })
    .from(sourceSyncItems)
    .innerJoin(workItems, eq(workItems.id, sourceSyncItems.id))
    .leftJoin(products, eq(products.id, sourceSyncItems.productId))
    .where(where)
    .orderBy(asc(workItems.position))
    .limit(page.maxRow)
    .offset((page.page - 1) * page.maxRow);
  const productIds = rows.map((row) => row.item.productId);
  const pushes =
    productIds.length === 0
      ? []
      : await db
          .select({ item: sourceSyncItems, state: workItems.state, reason: workItems.reason })
          .from(sourceSyncItems)
          .innerJoin(workItems, eq(workItems.id, sourceSyncItems.id))
          .where(
            and(
              eq(sourceSyncItems.workId, workId),
              isNotNull(sourceSyncItems.listingId),
              inArray(sourceSyncItems.productId, productIds),
            ),
          )
          .orderBy(asc(workItems.position));
  return {
    total: count?.n ?? 0,
    items: rows.map((row) => ({
      productId: row.item.productId,
      title: row.title,
      state: row.state,
      outcome: row.item.outcome,
      oldPrice: row.item.oldPrice,
      newPrice: row.item.newPrice,
      priceKept: row.item.priceKept,
      soldOut: row.item.soldOut,
      restocked: row.item.restocked,
      message: row.reason,
      pushes: pushes
        .filter((push) => push.item.productId === row.item.productId)
        .map((push) => ({
          listingId: push.item.listingId!,
          market: push.item.market!,
          accountLabel: push.item.accountLabel ?? '',
          action: push.item.action!,
          state: push.state,
          message: push.reason,
        })),
    })),
  };
}
