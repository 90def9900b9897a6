import type { AppDeps } from '../deps';
import type { WorkerIdentity } from '../infra/jobs/heartbeat';
import { lostFetchCutoff, type Reclaimer } from '../infra/jobs/recovery';
import { cancelItemJobs, enqueueItems, itemOfJob } from './runner';
import {
  failHungItems,
  finishWorkIfDone,
  reclaimOrphanedItems,
  renewQueuedItems,
  staleQueuedItems,
} from './works.repository';

/** A queued item older than this may have missed its job (enqueueing failed after the commit). */
const QUEUED_GRACE_MS = 2 * 60_000;
/** Longer than a job may run (10 min) plus its retries: the worker died while handling it. */
const RUNNING_LIMIT_MS = 45 * 60_000;
const SWEEP_INTERVAL_MS = 60_000;
/**
 * An item whose worker died this many times while running it fails instead of running again: something
 * in it (a huge page, an image that exhausts memory) may be what kills the worker.
 */
export const MAX_INTERRUPTIONS = 3;

/**
 * Puts the items a gone worker was running back in line, at once: each gets a new job generation and a
 * new job, and its old job (still "active" in the queue until its expiry) is cancelled — were it to run
 * anyway, its generation no longer matches and it does nothing. The conditional update makes this safe
 * when several workers reclaim together: each item is returned to exactly one of them.
 */
export async function reclaimWorkItems(deps: AppDeps, self: WorkerIdentity): Promise<number> {
  const { failed, requeued } = await reclaimOrphanedItems(deps.db, self, {
    maxInterruptions: MAX_INTERRUPTIONS,
    failReason: '처리 중 작업이 여러 번 중단되어 멈췄습니다. 다시 시도해주세요.',
    requeueReason: '작업이 중단되어 다시 시도합니다.',
  });
  for (const workId of new Set(failed.map((item) => item.workId))) {
    await finishWorkIfDone(deps.db, workId);
  }
  await cancelItemJobs(deps, [
    ...failed.map((item) => ({ ...item, generation: item.jobGeneration })),
    ...requeued.map((item) => ({ ...item, generation: item.jobGeneration - 1 })),
  ]);
  await enqueueItems(deps, requeued);
  return failed.length + requeued.length + (await renewLostFetches(deps));
}

/**
 * Puts back in line the items whose job a gone worker fetched but never got to claim the item for: the
 * item is still queued and its job stays "active" until its expiry, minutes away. Each gets a new job
 * generation and job; the old job is cancelled. Not an interruption: the item never started.
 */
async function renewLostFetches(deps: AppDeps): Promise<number> {
  const lost = await deps.queue.activeJobsFetchedBefore(await lostFetchCutoff(deps.db));
  const renewed = await renewQueuedItems(
    deps.db,
    lost.flatMap((job) => itemOfJob(job) ?? []),
  );
  await cancelItemJobs(
    deps,
    renewed.map((item) => ({ ...item, generation: item.jobGeneration - 1 })),
  );
  await enqueueItems(deps, renewed);
  return renewed.length;
}

export const workItemsReclaimer: Reclaimer<AppDeps> = {
  name: 'work items',
  reclaim: reclaimWorkItems,
};

/**
 * Makes sure no item is lost: queued items older than `queuedGraceMs` get their job again (job ids are
 * deterministic, so an existing job is not duplicated) and items stuck running are failed with a reason
 * the seller can retry.
 */
export async function sweepWorkItems(
  deps: AppDeps,
  queuedGraceMs = QUEUED_GRACE_MS,
): Promise<{ requeued: number; failed: number }> {
  const stale = await staleQueuedItems(deps.db, queuedGraceMs, 2000);
  await enqueueItems(deps, stale);
  const failed = await failHungItems(deps.db, RUNNING_LIMIT_MS, '처리가 중단되었습니다. 다시 시도해주세요.');
  return { requeued: stale.length, failed };
}

/**
 * Runs the sweep now and every minute; answers a stop function. The first sweep, as a worker starts,
 * gives every queued item its job whatever its age: a process killed between writing a work and sending
 * its jobs leaves items with none, and they resume with the restart, not after the grace.
 */
export async function startSweeper(deps: AppDeps): Promise<() => void> {
  const sweep = (graceMs?: number) =>
    sweepWorkItems(deps, graceMs).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'work sweep failed'),
    );
  await sweep(0);
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
