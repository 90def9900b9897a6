import type { BulkAction, BulkProductResult, ItemState } from '@sellerdesk/domain/api';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { productBulkTargets, productBulkWorks, workItems, works } from '../../infra/db/schema/index';

// The bulk catalogue works' own rows (`product_bulk_works`, `product_bulk_targets`). The pipeline's rows
// are only read here (joined for a work's state); products are read and written through `products`.

export async function insertBulkWork(
  tx: Database,
  row: { id: string; userId: string; action: BulkAction; params: Record<string, unknown> },
): Promise<void> {
  await tx.insert(productBulkWorks).values(row);
}

/**
 * Snapshots the selection (`positions`: SQL yielding `(id, position)`, from the products module) into
 * the work's targets, `batchSize` products per batch, in one statement; answers how many.
 */
export async function insertSelectedTargets(
  tx: Database,
  workId: string,
  positions: SQL,
  batchSize: number,
): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${productBulkTargets} (work_id, position, batch, product_id)
      select ${workId}::uuid, s.position, s.position / ${batchSize}::int, s.id from (${positions}) as s
      returning 1
    )
    select count(*)::int as n from inserted`);
  // Both drivers answer `{ rows }`; the driver-neutral type does not say so.
  const { rows } = result as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

/** Targets given one by one (ProductTitleChange: a title per product), in the order given. */
export async function insertTargets(
  tx: Database,
  workId: string,
  targets: readonly { productId: string; value: string }[],
  batchSize: number,
): Promise<void> {
  if (targets.length === 0) {
    return;
  }
  await tx.insert(productBulkTargets).values(
    targets.map((target, position) => ({
      workId,
      position,
      batch: Math.floor(position / batchSize),
      productId: target.productId,
      value: target.value,
    })),
  );
}

/** The bulk work of an item, with the item's batch (its position). */
export async function bulkWorkOfItem(db: Database, itemId: string) {
  const [row] = await db
    .select({
      workId: productBulkWorks.id,
      userId: productBulkWorks.userId,
      action: productBulkWorks.action,
      params: productBulkWorks.params,
      batch: workItems.position,
      total: works.total,
    })
    .from(workItems)
    .innerJoin(productBulkWorks, eq(productBulkWorks.id, workItems.workId))
    .innerJoin(works, eq(works.id, workItems.workId))
    .where(eq(workItems.id, itemId));
  return row;
}

export type PendingTarget = { position: number; productId: string; value: string | null };

/** A batch's products not yet done: a retried batch redoes only these. */
export async function pendingTargets(db: Database, workId: string, batch: number): Promise<PendingTarget[]> {
  return db
    .select({
      position: productBulkTargets.position,
      productId: productBulkTargets.productId,
      value: productBulkTargets.value,
    })
    .from(productBulkTargets)
    .where(
      and(
        eq(productBulkTargets.workId, workId),
        eq(productBulkTargets.batch, batch),
        eq(productBulkTargets.state, 'queued'),
      ),
    )
    .orderBy(asc(productBulkTargets.position));
}

export type TargetOutcome = {
  position: number;
  state: Exclude<ItemState, 'queued' | 'running'>;
  before: string | null;
  after: string | null;
  message: string | null;
};

/**
 * Writes a batch's per-product outcomes in one statement (only rows still queued). An upsert on the
 * primary key, so each row is found through the key whatever the planner knows about this young table.
 */
export async function writeOutcomes(
  tx: Database,
  work: { workId: string; batch: number },
  outcomes: readonly (TargetOutcome & { productId: string })[],
) {
  if (outcomes.length === 0) {
    return;
  }
  await tx.execute(sql`
    insert into ${productBulkTargets} (work_id, position, batch, product_id, state, before, after, message)
    select ${work.workId}::uuid, v.position, ${work.batch}::int, v.product_id, v.state, v.before, v.after, v.message
    from jsonb_to_recordset(${JSON.stringify(outcomes.map(({ productId, ...rest }) => ({ ...rest, product_id: productId })))}::jsonb)
      as v(position integer, product_id uuid, state text, before text, after text, message text)
    on conflict (work_id, position) do update set
      state = excluded.state, before = excluded.before, after = excluded.after, message = excluded.message
    where ${productBulkTargets.state} = 'queued'`);
}

/** A seller's bulk work by its number. */
export async function findBulkWork(db: Database, userId: string, workNumber: number) {
  const [row] = await db
    .select({
      id: works.id,
      workNumber: works.workNumber,
      total: works.total,
      createdAt: works.createdAt,
      finishedAt: works.finishedAt,
      action: productBulkWorks.action,
    })
    .from(works)
    .innerJoin(productBulkWorks, eq(productBulkWorks.id, works.id))
    .where(and(eq(works.userId, userId), eq(works.kind, 'product-bulk'), eq(works.workNumber, workNumber)));
  return row;
}

/**
 * A target's state as the seller sees it: a product still queued in a batch that failed for good
 * failed with the batch's reason.
 */
const shownState = sql<ItemState>`case when ${productBulkTargets.state} = 'queued' and ${workItems.state} = 'failed' then 'failed' when ${productBulkTargets.state} = 'queued' then ${workItems.state} else ${productBulkTargets.state} end`;

/** Per-state product counts and item (batch) counts of a work. */
export async function bulkCounts(db: Database, workId: string) {
  const [products] = await db
    .select({
      succeeded: sql<number>`count(*) filter (where ${shownState} = 'succeeded')::int`,
      failed: sql<number>`count(*) filter (where ${shownState} = 'failed')::int`,
      skipped: sql<number>`count(*) filter (where ${shownState} = 'skipped')::int`,
      pending: sql<number>`count(*) filter (where ${shownState} in ('queued', 'running'))::int`,
      running: sql<number>`count(*) filter (where ${shownState} = 'running')::int`,
    })
    .from(productBulkTargets)
    .innerJoin(
      workItems,
      and(eq(workItems.workId, productBulkTargets.workId), eq(workItems.position, productBulkTargets.batch)),
    )
    .where(eq(productBulkTargets.workId, workId));
  return products ?? { succeeded: 0, failed: 0, skipped: 0, pending: 0, running: 0 };
}

/** The report: failed and skipped products first, then the others, in work order, up to `limit`. */
export async function bulkReport(db: Database, workId: string, limit: number): Promise<BulkProductResult[]> {
  return db
    .select({
      productId: sql<string>`${productBulkTargets.productId}::text`,
      position: productBulkTargets.position,
      state: shownState,
      before: productBulkTargets.before,
      after: productBulkTargets.after,
      message: sql<
        string | null
      >`coalesce(${productBulkTargets.message}, case when ${productBulkTargets.state} = 'queued' then ${workItems.reason} end)`,
    })
    .from(productBulkTargets)
    .innerJoin(
      workItems,
      and(eq(workItems.workId, productBulkTargets.workId), eq(workItems.position, productBulkTargets.batch)),
    )
    .where(eq(productBulkTargets.workId, workId))
    .orderBy(
      sql`case ${shownState} when 'failed' then 0 when 'skipped' then 1 else 2 end`,
      asc(productBulkTargets.position),
    )
    .limit(limit);
}
