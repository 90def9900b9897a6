import * as z from 'zod';
import type { AppDeps } from '../deps';
import type { Database } from '../infra/db/client';
import type { JobDefinition, QueueSpec } from '../infra/jobs/queue';
import { ClaimLost, type Claim } from './claim';
import { itemJobId } from './job-ids';
import type { AnyBatchKind } from './kinds';
import type { WorkKind } from '../infra/db/schema/index';
import { AppError } from '../infra/http/errors';
import {
  claimItem,
  findWork,
  finishItem,
  finishWorkIfDone,
  requeueFailedItems,
  requeueHeldItem,
  type ItemOutcome,
  type QueuedItem,
} from './works.repository';
import { finalFailureReason } from './failure-reason';

const itemPayload = z.object({
  itemId: z.uuid(),
  /** The item's job generation when queued; a job of an older one does nothing. Absent in older jobs. */
  generation: z.number().int().min(0).optional(),
});
export type ItemPayload = z.infer<typeof itemPayload>;

/** The item and generation a job of an item queue was sent for, or null for any other job. */
export function itemOfJob(job: {
  name: string;
  data: unknown;
}): { id: string; queue: string; generation: number } | null {
  const parsed = itemPayload.safeParse(job.data);
  if (!parsed.success || parsed.data.generation == null) {
    return null;
  }
  return { id: parsed.data.itemId, queue: job.name, generation: parsed.data.generation };
}

/** Transient failures are retried this many times, 5 s apart and doubling. */
export const ITEM_RETRY_LIMIT = 3;
const ITEM_RETRY_DELAY_SECONDS = 5;
/** Longer than an item may take; the queue retries a job still active after this. */
const ITEM_EXPIRE_SECONDS = 10 * 60;

/** The queue of item jobs named `name`, as enqueueing and cancelling see it. */
export function itemQueue(name: string): QueueSpec<ItemPayload> {
  return {
    name,
    payload: itemPayload,
    retryLimit: ITEM_RETRY_LIMIT,
    retryDelaySeconds: ITEM_RETRY_DELAY_SECONDS,
    expireInSeconds: ITEM_EXPIRE_SECONDS,
  };
}

function groupByQueue<T extends { queue: string }>(rows: readonly T[]): Map<string, T[]> {
  const byQueue = new Map<string, T[]>();
  for (const row of rows) {
    byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row]);
  }
  return byQueue;
}

/** One job per item under its (item, generation) id: enqueueing an item twice does nothing. */
export async function enqueueItems(deps: AppDeps, items: readonly QueuedItem[]): Promise<void> {
  for (const [queue, rows] of groupByQueue(items)) {
    await deps.queue.insertMany(
      itemQueue(queue),
      rows.map((item) => ({
        id: itemJobId(item.id, item.jobGeneration),
        payload: { itemId: item.id, generation: item.jobGeneration },
      })),
    );
  }
}

/** Cancels the jobs of these (item, generation)s that have not finished. */
export async function cancelItemJobs(
  deps: AppDeps,
  items: readonly { id: string; queue: string; generation: number }[],
): Promise<void> {
  for (const [queue, rows] of groupByQueue(items)) {
    await deps.queue.cancel(
      itemQueue(queue),
      rows.map((item) => itemJobId(item.id, item.generation)),
    );
  }
}

/**
 * Finishes the item if this run still holds it (otherwise the run that does will), with `alongside`
 * (the kind's own columns) in the same transaction, and then its work once no item is left.
 */
export async function settle(
  deps: AppDeps,
  claim: Claim,
  outcome: ItemOutcome,
  alongside?: (tx: Database) => Promise<void>,
): Promise<void> {
  const held = await deps.db.transaction(async (tx) => {
    if (!(await finishItem(tx, claim, outcome))) {
      return false;
    }
    await alongside?.(tx);
    return true;
  });
  if (held) {
    await finishWorkIfDone(deps.db, claim.workId);
  }
}

/** The queue retries a job that throws this; the item is queued again meanwhile. */
class RetryLater extends Error {}

/**
 * Runs one job of an item of `kind`. Idempotent: a finished item is left alone, and a job of an older
 * generation than the item's does nothing. Transient failures throw so the queue retries them with
 * backoff; on the last attempt, and for permanent failures, the item fails with its Korean reason.
 */
export async function runItem(
  deps: AppDeps,
  kind: AnyBatchKind,
  itemId: string,
  run: { generation?: number; workerId: string; isLastAttempt: boolean },
): Promise<void> {
  const claim = await claimItem(deps.db, itemId, run);
  if (!claim) {
    // Finished meanwhile, or this job was replaced by a newer generation (retry, reclaim).
    return;
  }
  try {
    await kind.handle(deps, claim);
  } catch (error) {
    if (error instanceof ClaimLost) {
      // Another run has the item now (this worker was taken for dead, or the queue re-ran the job).
      deps.log.info({ itemId, kind: kind.kind }, 'work item taken over by another run; this run is dropped');
      return;
    }
    const failure = kind.failure(error);
    if (!failure.expected) {
      deps.log.error({ err: error, itemId, kind: kind.kind }, 'work item failed unexpectedly');
    }
    if (failure.transient && !run.isLastAttempt) {
      if (!(await requeueHeldItem(deps.db, claim, `다시 시도합니다: ${failure.message}`))) {
        // Another run holds the item: the retry is its business, not this job's.
        return;
      }
      throw new RetryLater(failure.message);
    }
    // After the last attempt nothing retries on its own: say so instead of promising a retry.
    const reason = failure.transient ? finalFailureReason(failure.message, claim.attempt) : failure.message;
    await settle(deps, claim, { state: 'failed', reason });
  }
}

/** The worker's jobs of the given kinds: one per queue, with its configured concurrency. */
export function itemJobs(
  deps: AppDeps,
  kinds: readonly AnyBatchKind[],
): JobDefinition<ItemPayload, AppDeps>[] {
  return kinds.flatMap((kind) =>
    kind.queues(deps).map((queue) => ({
      ...itemQueue(queue.name),
      concurrency: queue.concurrency,
      handle: (
        jobDeps: AppDeps,
        { itemId, generation }: ItemPayload,
        job: { retryCount: number; workerId: string },
      ) =>
        runItem(jobDeps, kind, itemId, {
          generation,
          workerId: job.workerId,
          isLastAttempt: job.retryCount >= ITEM_RETRY_LIMIT,
        }),
    })),
  );
}

/** Retries failed items of a seller's work (all, or the given ones): each gets a new job generation and job. */
export async function retryFailedItems(
  deps: AppDeps,
  userId: string,
  kind: WorkKind,
  body: { workNumber: number; itemIds?: readonly string[] },
): Promise<{ retried: number }> {
  const work = await findWork(deps.db, userId, kind, body.workNumber);
  if (!work) {
    throw new AppError('WORK_NOT_FOUND');
  }
  const rows = await requeueFailedItems(deps.db, work.id, body.itemIds);
  await enqueueItems(deps, rows);
  return { retried: rows.length };
}
