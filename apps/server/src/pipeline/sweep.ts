import type { WorkSite } from '@sellerdesk/domain/api';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { collectItems, collectWorks } from '../infra/db/schema/index';
import type { AppDeps } from '../deps';
import type { WorkerIdentity } from '../infra/jobs/heartbeat';
import { ranByGoneWorker, type Reclaimer } from '../infra/jobs/recovery';
import { finishWorkIfDone } from './claim';
import { COLLECT_JOBS, collectJobId, enqueueCollectItems } from '../modules/collect/collect.jobs';

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

function groupBySite<T extends { site: WorkSite }>(rows: readonly T[]): Map<WorkSite, T[]> {
  const bySite = new Map<WorkSite, T[]>();
  for (const row of rows) {
    bySite.set(row.site, [...(bySite.get(row.site) ?? []), row]);
  }
  return bySite;
}

/**
 * Puts the items a gone worker was running back in line, at once: each gets a new job generation and a
 * new job, and its old job (still "active" in the queue until its expiry) is cancelled — were it to run
 * anyway, its generation no longer matches and it does nothing. The conditional update makes this safe
 * when several workers reclaim together: each item is returned to exactly one of them.
 */
export async function reclaimCollectItems(deps: AppDeps, self: WorkerIdentity): Promise<number> {
  const orphaned = and(eq(collectItems.state, 'running'), ranByGoneWorker(collectItems.workerId, self));
  const failed = await deps.db
    .update(collectItems)
    .set({
      state: 'failed',
      reason: '처리 중 작업이 여러 번 중단되어 멈췄습니다. 다시 시도해주세요.',
      workerId: null,
      interruptions: sql`${collectItems.interruptions} + 1`,
      finishedAt: sql`now()`,
    })
    .from(collectWorks)
    .where(
      and(
        eq(collectWorks.id, collectItems.workId),
        orphaned,
        gte(collectItems.interruptions, MAX_INTERRUPTIONS - 1),
      ),
    )
    .returning({
      id: collectItems.id,
      workId: collectItems.workId,
      jobGeneration: collectItems.jobGeneration,
      site: collectWorks.site,
    });
  const requeued = await deps.db
    .update(collectItems)
    .set({
      state: 'queued',
      reason: '작업이 중단되어 다시 시도합니다.',
      workerId: null,
      interruptions: sql`${collectItems.interruptions} + 1`,
      jobGeneration: sql`${collectItems.jobGeneration} + 1`,
    })
    .from(collectWorks)
    .where(and(eq(collectWorks.id, collectItems.workId), orphaned))
    .returning({ id: collectItems.id, jobGeneration: collectItems.jobGeneration, site: collectWorks.site });

  for (const workId of new Set(failed.map((item) => item.workId))) {
    await finishWorkIfDone(deps, workId);
  }
  const staleJobs = [
    ...failed.map((item) => ({ ...item, generation: item.jobGeneration })),
    ...requeued.map((item) => ({ ...item, generation: item.jobGeneration - 1 })),
  ];
  for (const [site, items] of groupBySite(staleJobs)) {
    await deps.queue.cancel(
      COLLECT_JOBS[site],
      items.map((item) => collectJobId(item.id, item.generation)),
    );
  }
  for (const [site, items] of groupBySite(requeued)) {
    await enqueueCollectItems(deps, site, items);
  }
  return failed.length + requeued.length;
}

export const collectItemsReclaimer: Reclaimer<AppDeps> = {
  name: 'collect items',
  reclaim: reclaimCollectItems,
};

/**
 * Makes sure no item is lost: queued items get their job again (job ids are deterministic, so an
 * existing job is not duplicated) and items stuck running are failed with a reason the seller can retry.
 */
export async function sweepCollectItems(deps: AppDeps): Promise<{ requeued: number; failed: number }> {
  const stale = await deps.db
    .select({ id: collectItems.id, jobGeneration: collectItems.jobGeneration, site: collectWorks.site })
    .from(collectItems)
    .innerJoin(collectWorks, eq(collectWorks.id, collectItems.workId))
    .where(
      and(
        eq(collectItems.state, 'queued'),
        lt(collectItems.updatedAt, new Date(Date.now() - QUEUED_GRACE_MS)),
      ),
    )
    .limit(2000);
  for (const [site, items] of groupBySite(stale)) {
    await enqueueCollectItems(deps, site, items);
  }
  const failed = await deps.db
    .update(collectItems)
    .set({ state: 'failed', reason: '처리가 중단되었습니다. 다시 시도해주세요.', finishedAt: new Date() })
    .where(
      and(
        eq(collectItems.state, 'running'),
        lt(collectItems.updatedAt, new Date(Date.now() - RUNNING_LIMIT_MS)),
      ),
    )
    .returning({ id: collectItems.id });
  return { requeued: stale.length, failed: failed.length };
}

/** Runs the sweep now and every minute; answers a stop function. */
export function startCollectSweeper(deps: AppDeps): () => void {
  const run = () =>
    void sweepCollectItems(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'collect sweep failed'),
    );
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
