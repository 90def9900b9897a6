import crypto from 'node:crypto';
import { WORK_SITES, type WorkSite } from '@sellerdesk/domain';
import * as z from 'zod';
import type { AppDeps } from '../../deps';
import { defineJob, type JobDefinition } from '../../infra/jobs/queue';
import { processCollectItem } from './collect-item';

const payload = z.object({
  itemId: z.uuid(),
  /** The item's job generation when queued; a job of an older one does nothing. Absent in older jobs. */
  generation: z.number().int().min(0).optional(),
});
type Payload = z.infer<typeof payload>;

/** Transient failures are retried this many times, 5 s apart and doubling. */
export const COLLECT_RETRY_LIMIT = 3;

function collectJob(
  site: WorkSite,
  concurrency: (deps: AppDeps) => number,
): JobDefinition<Payload, AppDeps> & {
  concurrencyFor: (deps: AppDeps) => number;
} {
  return {
    ...defineJob<Payload, AppDeps>({
      name: `collect.${site}`,
      payload,
      retryLimit: COLLECT_RETRY_LIMIT,
      retryDelaySeconds: 5,
      // Placeholder replaced at worker start from configuration (see concurrencyFor).
      concurrency: 1,
      expireInSeconds: 10 * 60,
      handle: (deps, { itemId, generation }, job) =>
        processCollectItem(deps, itemId, {
          generation,
          workerId: job.workerId,
          isLastAttempt: job.retryCount >= COLLECT_RETRY_LIMIT,
        }),
    }),
    concurrencyFor: concurrency,
  };
}

type CollectJob = ReturnType<typeof collectJob>;

/** Items of one work list processed at once per worker: `COLLECT_CONCURRENCY_<SITE>`. */
function concurrencyOf(deps: AppDeps, site: WorkSite): number {
  return deps.config[`COLLECT_CONCURRENCY_${site.toUpperCase() as Uppercase<WorkSite>}`];
}

/** One queue per work list, so a slow site (Taobao) never holds up a fast one (Costco). */
export const COLLECT_JOBS: Readonly<Record<WorkSite, CollectJob>> = Object.fromEntries(
  WORK_SITES.map((site) => [site, collectJob(site, (deps) => concurrencyOf(deps, site))]),
) as Record<WorkSite, CollectJob>;

/** A stable job id per (item, generation): enqueueing twice is harmless, a retry gets a new id. */
export function collectJobId(itemId: string, generation: number): string {
  const hex = crypto.createHash('sha256').update(`${itemId}:${generation}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function enqueueCollectItems(
  deps: AppDeps,
  site: WorkSite,
  items: readonly { id: string; jobGeneration: number }[],
): Promise<void> {
  await deps.queue.insertMany(
    COLLECT_JOBS[site],
    items.map((item) => ({
      id: collectJobId(item.id, item.jobGeneration),
      payload: { itemId: item.id, generation: item.jobGeneration },
    })),
  );
}

/** The collection jobs with their configured concurrency, for the worker. */
export function collectJobsFor(deps: AppDeps): JobDefinition<Payload, AppDeps>[] {
  return Object.values(COLLECT_JOBS).map((job) => ({ ...job, concurrency: job.concurrencyFor(deps) }));
}
