import type { WorkSite } from '@sellerdesk/domain/api';
import { and, eq, lt } from 'drizzle-orm';
import { collectItems, collectWorks } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { enqueueCollectItems } from './collect.jobs';

/** A queued item older than this may have missed its job (enqueueing failed after the commit). */
const QUEUED_GRACE_MS = 2 * 60_000;
/** Longer than a job may run (10 min) plus its retries: the worker died while handling it. */
const RUNNING_LIMIT_MS = 45 * 60_000;
const SWEEP_INTERVAL_MS = 60_000;

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
  const bySite = new Map<WorkSite, { id: string; jobGeneration: number }[]>();
  for (const row of stale) {
    bySite.set(row.site, [...(bySite.get(row.site) ?? []), row]);
  }
  for (const [site, items] of bySite) {
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
