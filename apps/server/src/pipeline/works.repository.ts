import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../infra/db/client';
import { workCounters, workItems, workNumberSeries, works, type WorkKind } from '../infra/db/schema/index';
import type { WorkerIdentity } from '../infra/jobs/heartbeat';
import { ranByGoneWorker } from '../infra/jobs/recovery';
import type { Claim } from './claim';
import type { ItemCounts } from './work-state';

// Every query on the pipeline's tables (`works`, `work_items`). A kind's repository joins these tables
// with its own rows of the same id; it never writes them.

export type WorkRow = typeof works.$inferSelect;
export type ItemRow = typeof workItems.$inferSelect;
/** What enqueueing an item needs: its id, the queue that runs it and its job generation. */
export type QueuedItem = { id: string; queue: string; jobGeneration: number };
export type ItemOutcome = { state: 'succeeded' | 'failed' | 'skipped'; reason: string | null };
export type NewItem = {
  id: string;
  queue: string;
  position: number;
  /** Items known to be skipped at creation (already collected, repeated) start finished. */
  skipReason: string | null;
};

/**
 * Creates a work with the seller's next number of its kind. The counter row is taken with an upsert,
 * which locks it until the creating transaction ends: two works created at once wait for each other
 * instead of reading the same last number, and a rolled-back creation gives its number back.
 */
export async function insertWork(
  tx: Database,
  work: { userId: string; kind: WorkKind; total: number; finished: boolean },
): Promise<WorkRow> {
  const [counter] = await tx
    .insert(workCounters)
    .values({ userId: work.userId, series: workNumberSeries(work.kind), lastNumber: 1 })
    .onConflictDoUpdate({
      target: [workCounters.userId, workCounters.series],
      set: { lastNumber: sql`${workCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: workCounters.lastNumber });
  if (!counter) {
    throw new Error('work counter upsert returned nothing');
  }
  const [row] = await tx
    .insert(works)
    .values({
      userId: work.userId,
      kind: work.kind,
      workNumber: counter.lastNumber,
      total: work.total,
      finishedAt: work.finished ? new Date() : null,
    })
    .returning();
  if (!row) {
    throw new Error('work insert returned nothing');
  }
  return row;
}

/**
 * Sets a work's total inside its creating transaction, for kinds that learn it only after the work row
 * exists (a bulk work resolves its selection into rows keyed by the work's id).
 */
export async function setWorkTotal(tx: Database, workId: string, total: number): Promise<void> {
  await tx.update(works).set({ total }).where(eq(works.id, workId));
}

/** Inserts a work's items; answers the queued ones, to be enqueued after commit. */
export async function insertItems(
  tx: Database,
  work: { id: string; userId: string; kind: WorkKind },
  items: readonly NewItem[],
): Promise<QueuedItem[]> {
  if (items.length === 0) {
    return [];
  }
  const rows = await tx
    .insert(workItems)
    .values(
      items.map((item) => ({
        id: item.id,
        workId: work.id,
        userId: work.userId,
        kind: work.kind,
        queue: item.queue,
        position: item.position,
        state: item.skipReason ? ('skipped' as const) : ('queued' as const),
        reason: item.skipReason,
        finishedAt: item.skipReason ? new Date() : null,
      })),
    )
    .returning({
      id: workItems.id,
      state: workItems.state,
      queue: workItems.queue,
      jobGeneration: workItems.jobGeneration,
    });
  return rows.filter((r) => r.state === 'queued');
}

/**
 * Adds items to a running work (inside the transaction of the item that found them: a source sync's
 * product adds one push per listing) and counts them in its total; answers the queued ones.
 */
export async function addItemsToWork(
  tx: Database,
  work: { id: string; userId: string; kind: WorkKind },
  items: readonly NewItem[],
): Promise<QueuedItem[]> {
  if (items.length === 0) {
    return [];
  }
  const queued = await insertItems(tx, work, items);
  await tx
    .update(works)
    .set({ total: sql`${works.total} + ${items.length}` })
    .where(eq(works.id, work.id));
  return queued;
}

/** Items of a seller's works of a kind still waiting or running (the collection limit counts them). */
export async function countPendingItems(tx: Database, userId: string, kind: WorkKind): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workItems)
    .where(
      and(
        eq(workItems.userId, userId),
        eq(workItems.kind, kind),
        inArray(workItems.state, ['queued', 'running']),
      ),
    );
  return row?.n ?? 0;
}

/** Items of a kind failed since `since` and still in progress, for a seller's dashboard. */
export async function itemActivity(
  db: Database,
  userId: string,
  kind: WorkKind,
  since: Date,
): Promise<{ failedSince: number; inProgress: number }> {
  const [row] = await db
    .select({
      failedSince: sql<number>`count(*) filter (where ${workItems.state} = 'failed' and ${workItems.finishedAt} >= ${since})::int`,
      inProgress: sql<number>`count(*) filter (where ${workItems.state} in ('queued', 'running'))::int`,
    })
    .from(workItems)
    .where(and(eq(workItems.userId, userId), eq(workItems.kind, kind)));
  return { failedSince: row?.failedSince ?? 0, inProgress: row?.inProgress ?? 0 };
}

/**
 * Takes an item for this run: marks it running by this worker and counts the attempt. Answers null when
 * the item finished meanwhile or `generation` (the job's) is no longer the item's — the job was replaced.
 * Without a generation (jobs queued before generations were checked) any queued or running item is taken.
 */
export async function claimItem(
  db: Database,
  itemId: string,
  run: { generation?: number; workerId: string },
): Promise<Claim | null> {
  const [taken] = await db
    .update(workItems)
    .set({
      state: 'running',
      workerId: run.workerId,
      attempts: sql`${workItems.attempts} + 1`,
      startedAt: sql`now()`,
      reason: null,
    })
    .from(works)
    .where(
      and(
        eq(works.id, workItems.workId),
        eq(workItems.id, itemId),
        inArray(workItems.state, ['queued', 'running']),
        run.generation == null ? undefined : eq(workItems.jobGeneration, run.generation),
      ),
    )
    .returning({
      workId: workItems.workId,
      workNumber: works.workNumber,
      attempts: workItems.attempts,
      startedAt: workItems.startedAt,
    });
  if (!taken?.startedAt) {
    return null;
  }
  return {
    itemId,
    workId: taken.workId,
    workNumber: taken.workNumber,
    attempt: taken.attempts,
    startedAt: taken.startedAt,
  };
}

/** Rows of the item while this run still holds it. */
function heldBy(claim: Claim): SQL | undefined {
  return and(
    eq(workItems.id, claim.itemId),
    eq(workItems.state, 'running'),
    eq(workItems.attempts, claim.attempt),
  );
}

/** Locks the item row until `tx` commits if this run still holds it, so a reclaim cannot take it mid-save. */
export async function lockHeldItem(tx: Database, claim: Claim): Promise<boolean> {
  const held = await tx.select({ id: workItems.id }).from(workItems).where(heldBy(claim)).for('update');
  return held.length > 0;
}

/** Writes the item's outcome if this run still holds it; answers false when it does not. */
export async function finishItem(db: Database, claim: Claim, outcome: ItemOutcome): Promise<boolean> {
  const rows = await db
    .update(workItems)
    .set({ ...outcome, workerId: null, finishedAt: sql`now()` })
    .where(heldBy(claim))
    .returning({ id: workItems.id });
  return rows.length > 0;
}

/** Puts the item back in line for the queue's retry, if this run still holds it. */
export async function requeueHeldItem(db: Database, claim: Claim, reason: string): Promise<boolean> {
  const rows = await db
    .update(workItems)
    .set({ state: 'queued', workerId: null, reason })
    .where(heldBy(claim))
    .returning({ id: workItems.id });
  return rows.length > 0;
}

/** Marks the work finished once none of its items is queued or running. */
export async function finishWorkIfDone(db: Database, workId: string): Promise<void> {
  await db
    .update(works)
    .set({ finishedAt: new Date() })
    .where(
      and(
        eq(works.id, workId),
        isNull(works.finishedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(workItems)
            .where(and(eq(workItems.workId, workId), inArray(workItems.state, ['queued', 'running']))),
        ),
      ),
    );
}

/** Failed items of a work (all, or the given ones) back in line under a new generation, in one step. */
export async function requeueFailedItems(
  db: Database,
  workId: string,
  itemIds?: readonly string[],
): Promise<QueuedItem[]> {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(workItems)
      .set({
        state: 'queued',
        reason: null,
        finishedAt: null,
        jobGeneration: sql`${workItems.jobGeneration} + 1`,
      })
      .where(
        and(
          eq(workItems.workId, workId),
          eq(workItems.state, 'failed'),
          itemIds ? inArray(workItems.id, [...itemIds]) : undefined,
        ),
      )
      .returning({ id: workItems.id, queue: workItems.queue, jobGeneration: workItems.jobGeneration });
    if (retried.length > 0) {
      await tx.update(works).set({ finishedAt: null }).where(eq(works.id, workId));
    }
    return retried;
  });
}

/**
 * The items a gone worker was running: those cut short `maxInterruptions` times fail, the others go back
 * in line under a new generation. Conditional updates, so concurrent reclaimers each get an item once.
 * Answers the failed ones (with their work) and the requeued ones (with their new generation).
 */
export async function reclaimOrphanedItems(
  db: Database,
  self: WorkerIdentity,
  rule: { maxInterruptions: number; failReason: string; requeueReason: string },
): Promise<{ failed: (QueuedItem & { workId: string })[]; requeued: QueuedItem[] }> {
  const orphaned = and(eq(workItems.state, 'running'), ranByGoneWorker(workItems.workerId, self));
  const failed = await db
    .update(workItems)
    .set({
      state: 'failed',
      reason: rule.failReason,
      workerId: null,
      interruptions: sql`${workItems.interruptions} + 1`,
      finishedAt: sql`now()`,
    })
    .where(and(orphaned, gte(workItems.interruptions, rule.maxInterruptions - 1)))
    .returning({
      id: workItems.id,
      workId: workItems.workId,
      queue: workItems.queue,
      jobGeneration: workItems.jobGeneration,
    });
  const requeued = await db
    .update(workItems)
    .set({
      state: 'queued',
      reason: rule.requeueReason,
      workerId: null,
      interruptions: sql`${workItems.interruptions} + 1`,
      jobGeneration: sql`${workItems.jobGeneration} + 1`,
    })
    .where(orphaned)
    .returning({ id: workItems.id, queue: workItems.queue, jobGeneration: workItems.jobGeneration });
  return { failed, requeued };
}

/** Next job generation for the items still queued under the given one (conditional); answers them. */
export async function renewQueuedItems(
  db: Database,
  items: readonly { id: string; generation: number }[],
): Promise<QueuedItem[]> {
  if (items.length === 0) {
    return [];
  }
  return db
    .update(workItems)
    .set({ jobGeneration: sql`${workItems.jobGeneration} + 1` })
    .where(
      and(
        eq(workItems.state, 'queued'),
        or(
          ...items.map((item) =>
            and(eq(workItems.id, item.id), eq(workItems.jobGeneration, item.generation)),
          ),
        ),
      ),
    )
    .returning({ id: workItems.id, queue: workItems.queue, jobGeneration: workItems.jobGeneration });
}

/** Items queued for longer than `graceMs` (their job may have been lost). */
export async function staleQueuedItems(db: Database, graceMs: number, limit: number): Promise<QueuedItem[]> {
  return db
    .select({ id: workItems.id, queue: workItems.queue, jobGeneration: workItems.jobGeneration })
    .from(workItems)
    .where(and(eq(workItems.state, 'queued'), lt(workItems.updatedAt, new Date(Date.now() - graceMs))))
    .limit(limit);
}

/** Fails items running for longer than `limitMs` (their worker died without being noticed). */
export async function failHungItems(db: Database, limitMs: number, reason: string): Promise<number> {
  const failed = await db
    .update(workItems)
    .set({ state: 'failed', reason, finishedAt: new Date() })
    .where(and(eq(workItems.state, 'running'), lt(workItems.updatedAt, new Date(Date.now() - limitMs))))
    .returning({ id: workItems.id });
  return failed.length;
}

const itemCountColumns = {
  queued: sql<number>`count(*) filter (where ${workItems.state} = 'queued')::int`,
  running: sql<number>`count(*) filter (where ${workItems.state} = 'running')::int`,
  succeeded: sql<number>`count(*) filter (where ${workItems.state} = 'succeeded')::int`,
  failed: sql<number>`count(*) filter (where ${workItems.state} = 'failed')::int`,
  skipped: sql<number>`count(*) filter (where ${workItems.state} = 'skipped')::int`,
};

/** Item counts per work. */
export async function countItems(
  db: Database,
  workRows: readonly WorkRow[],
): Promise<Map<string, ItemCounts>> {
  if (workRows.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ workId: workItems.workId, ...itemCountColumns })
    .from(workItems)
    .where(
      inArray(
        workItems.workId,
        workRows.map((w) => w.id),
      ),
    )
    .groupBy(workItems.workId);
  const byWork = new Map(rows.map((r) => [r.workId, r]));
  return new Map(
    workRows.map((work) => {
      const c = byWork.get(work.id);
      return [
        work.id,
        {
          total: work.total,
          queued: c?.queued ?? 0,
          running: c?.running ?? 0,
          succeeded: c?.succeeded ?? 0,
          failed: c?.failed ?? 0,
          skipped: c?.skipped ?? 0,
        },
      ];
    }),
  );
}

/** A seller's works of a kind, newest first, paged; `filter` narrows by the kind's own rows. */
export async function listWorks(
  db: Database,
  userId: string,
  kind: WorkKind,
  page: { page: number; maxRow: number },
  filter?: SQL,
): Promise<{ works: WorkRow[]; total: number }> {
  const where = and(eq(works.userId, userId), eq(works.kind, kind), filter);
  const [totalRow] = await db.select({ total: count() }).from(works).where(where);
  const rows = await db
    .select()
    .from(works)
    .where(where)
    .orderBy(desc(works.createdAt), desc(works.workNumber))
    .limit(page.maxRow)
    .offset((page.page - 1) * page.maxRow);
  return { works: rows, total: totalRow?.total ?? 0 };
}

export async function findWork(
  db: Database,
  userId: string,
  kind: WorkKind,
  workNumber: number,
): Promise<WorkRow | undefined> {
  const [work] = await db
    .select()
    .from(works)
    .where(and(eq(works.userId, userId), eq(works.kind, kind), eq(works.workNumber, workNumber)));
  return work;
}

export async function listItems(db: Database, workId: string): Promise<ItemRow[]> {
  return db.select().from(workItems).where(eq(workItems.workId, workId)).orderBy(asc(workItems.position));
}
