import crypto from 'node:crypto';
import type { SourceSite } from '@sellerdesk/domain';
import type { WorkSite } from '@sellerdesk/domain/api';
import * as z from 'zod';
import type { AppDeps } from '../../deps';
import { defineJob, type JobDefinition } from '../../jobs/queue';
import { processCollectItem } from './collect-item';

const payload = z.object({ itemId: z.uuid() });
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
      handle: (deps, { itemId }, job) =>
        processCollectItem(deps, itemId, { isLastAttempt: job.retryCount >= COLLECT_RETRY_LIMIT }),
    }),
    concurrencyFor: concurrency,
  };
}

/** One queue per site, so a slow site (Taobao) never holds up a fast one (Costco). */
export const COLLECT_JOBS = {
  costco: collectJob('costco', (deps) => deps.config.COLLECT_CONCURRENCY_COSTCO),
  taobao: collectJob('taobao', (deps) => deps.config.COLLECT_CONCURRENCY_TAOBAO),
  '1688': collectJob('1688', (deps) => deps.config.COLLECT_CONCURRENCY_1688),
} as const;

export function workSiteOf(site: SourceSite): WorkSite {
  return site === 'tmall' ? 'taobao' : site;
}

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
    items.map((item) => ({ id: collectJobId(item.id, item.jobGeneration), payload: { itemId: item.id } })),
  );
}

/** The collection jobs with their configured concurrency, for the worker. */
export function collectJobsFor(deps: AppDeps): JobDefinition<Payload, AppDeps>[] {
  return Object.values(COLLECT_JOBS).map((job) => ({ ...job, concurrency: job.concurrencyFor(deps) }));
}
