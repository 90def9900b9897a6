import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../infra/db/client';
import { collectItems, collectWorks } from '../infra/db/schema/index';
import type { AppDeps } from '../deps';

/**
 * One run's hold on an item. `attempt` is the item's attempt count this run set when it took the item;
 * any later run (a reclaim after a worker died, a queue retry after an expiry) changes state or count, so
 * the hold is lost and this run's results are dropped instead of overwriting the newer run's.
 */
export type Claim = { itemId: string; workId: string; attempt: number; startedAt: Date };

/** This run no longer holds its item: another run took it over. */
export class ClaimLost extends Error {}

/**
 * Takes an item for this run: marks it running by this worker and counts the attempt. Answers null when
 * the item finished meanwhile or `generation` (the job's) is no longer the item's — the job was replaced.
 * Without a generation (jobs queued before generations were checked) any queued or running item is taken.
 */
export async function claimItem(
  db: Database,
  item: { itemId: string; workId: string },
  run: { generation?: number; workerId: string },
): Promise<Claim | null> {
  const [taken] = await db
    .update(collectItems)
    .set({
      state: 'running',
      workerId: run.workerId,
      attempts: sql`${collectItems.attempts} + 1`,
      startedAt: sql`now()`,
      reason: null,
    })
    .where(
      and(
        eq(collectItems.id, item.itemId),
        inArray(collectItems.state, ['queued', 'running']),
        run.generation == null ? undefined : eq(collectItems.jobGeneration, run.generation),
      ),
    )
    .returning({ attempts: collectItems.attempts, startedAt: collectItems.startedAt });
  if (!taken?.startedAt) {
    return null;
  }
  return { ...item, attempt: taken.attempts, startedAt: taken.startedAt };
}

/** Rows of the item while this run still holds it. */
export function heldBy(claim: Claim) {
  return and(
    eq(collectItems.id, claim.itemId),
    eq(collectItems.state, 'running'),
    eq(collectItems.attempts, claim.attempt),
  );
}

/** Writes the item's outcome if this run still holds it; answers false when it does not. */
export async function finishItem(
  db: Database,
  claim: Claim,
  values: Partial<typeof collectItems.$inferInsert>,
): Promise<boolean> {
  // A failed item keeps what the extension sent, so retrying it can parse the page again.
  const payload = values.state === 'failed' ? {} : { payload: null };
  const rows = await db
    .update(collectItems)
    .set({ ...values, ...payload, workerId: null, finishedAt: sql`now()` })
    .where(heldBy(claim))
    .returning({ id: collectItems.id });
  return rows.length > 0;
}

/** Marks the work finished once none of its items is queued or running. */
export async function finishWorkIfDone(deps: AppDeps, workId: string): Promise<void> {
  await deps.db
    .update(collectWorks)
    .set({ finishedAt: new Date() })
    .where(
      and(
        eq(collectWorks.id, workId),
        isNull(collectWorks.finishedAt),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(collectItems)
            .where(and(eq(collectItems.workId, workId), inArray(collectItems.state, ['queued', 'running']))),
        ),
      ),
    );
}

/** Finishes the item (if this run still holds it; otherwise the run that does will) and then its work. */
export async function settle(
  deps: AppDeps,
  claim: Claim,
  values: Partial<typeof collectItems.$inferInsert>,
): Promise<void> {
  if (await finishItem(deps.db, claim, values)) {
    await finishWorkIfDone(deps, claim.workId);
  }
}
