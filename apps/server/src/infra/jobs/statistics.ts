import * as z from 'zod';
import type { AppDeps } from '../../deps';
import { uuidV5 } from './uuid-v5';
import { refreshPlannerStatistics } from '../db/statistics';
import { defineJob } from './queue';

/** How often the worker checks for stale planner statistics. */
export const STATISTICS_INTERVAL_MS = 5 * 60_000;
/** A write of at least this many rows asks for the check at once (`requestStatisticsRefresh`). */
export const BULK_WRITE_ROWS = 1000;
/** A fixed, randomly drawn namespace for this job's ids (one job per time slot, whoever enqueues it). */
const STATISTICS_JOB_NAMESPACE = '3b9e2f61-5c7d-4a08-b1e4-9f6a2c8d7e30';

const StatisticsPayload = z.object({ reason: z.enum(['schedule', 'bulk-write']) });

/** `db.statistics`: VACUUM (ANALYZE) the tables whose size moved since their last statistics. */
export const statisticsJob = defineJob<z.infer<typeof StatisticsPayload>, AppDeps>({
  name: 'db.statistics',
  payload: StatisticsPayload,
  retryLimit: 2,
  retryDelaySeconds: 30,
  concurrency: 1,
  expireInSeconds: 15 * 60,
  handle: async (deps, payload) => {
    const refreshed = await refreshPlannerStatistics(deps.database);
    if (refreshed.length > 0) {
      deps.log.debug({ tables: refreshed, reason: payload.reason }, 'planner statistics refreshed');
    }
  },
});

/**
 * Enqueues the check for this time slot. The job id is derived from the slot, so every worker (and every
 * bulk write) within one slot shares one job.
 */
export async function requestStatisticsRefresh(
  deps: Pick<AppDeps, 'queue'>,
  reason: 'schedule' | 'bulk-write',
  now = Date.now(),
): Promise<void> {
  const slotMs = reason === 'schedule' ? STATISTICS_INTERVAL_MS : 60_000;
  const slot = Math.floor(now / slotMs);
  await deps.queue.insertMany(statisticsJob, [
    { id: uuidV5(`${reason}:${slot}`, STATISTICS_JOB_NAMESPACE), payload: { reason } },
  ]);
}

/** Enqueues the check now and every STATISTICS_INTERVAL_MS; answers a stop function. */
export function startStatisticsSchedule(deps: AppDeps): () => void {
  const run = () =>
    void requestStatisticsRefresh(deps, 'schedule').catch((error: unknown) =>
      deps.log.warn({ err: error }, 'statistics job not enqueued'),
    );
  run();
  const timer = setInterval(run, STATISTICS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
