import { inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import { workerHeartbeats } from '../db/schema/index';
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_STALE_MS,
  heartbeatIsFresh,
  type WorkerIdentity,
} from './heartbeat';

/**
 * Gives back the work of dead workers: a module whose rows record the worker running them (a `worker_id`
 * column) puts the rows of gone workers back in line and re-sends their jobs. It must be idempotent —
 * several workers may reclaim at once — and answer how many rows it reclaimed.
 */
export type Reclaimer<Deps> = {
  name: string;
  reclaim: (deps: Deps, self: WorkerIdentity) => Promise<number>;
};

type RecoveryDeps = { db: Database; database: DatabaseHandle; log: FastifyBaseLogger };

/**
 * SQL: the worker named in `column` is set, is not this worker, and has no fresh heartbeat — it was
 * killed, lost its database connection or stopped. A worker never reclaims its own work.
 */
export function ranByGoneWorker(column: AnyPgColumn, self: WorkerIdentity): SQL {
  return sql`${column} is not null and ${column} <> ${self.workerId} and not exists (
    select 1 from ${workerHeartbeats}
    where ${workerHeartbeats.workerId} = ${column} and ${heartbeatIsFresh()})`;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start, forgets the workers known to be dead without waiting for their heartbeat to go stale, so their
 * work is reclaimed at once after a crash and restart: on the embedded database every other worker (only
 * one process can open it), and on this host the workers whose process is gone (or had this very pid — an
 * earlier life of this process, as in a restarted container). Answers the ids it forgot.
 */
export async function forgetDeadWorkers(deps: RecoveryDeps, self: WorkerIdentity): Promise<string[]> {
  const others = await deps.db
    .select()
    .from(workerHeartbeats)
    .where(ne(workerHeartbeats.workerId, self.workerId));
  const dead = others
    .filter(
      (worker) =>
        deps.database.driver === 'pglite' ||
        (worker.hostname === self.hostname && (worker.pid === self.pid || !processExists(worker.pid))),
    )
    .map((worker) => worker.workerId);
  if (dead.length > 0) {
    await deps.db.delete(workerHeartbeats).where(inArray(workerHeartbeats.workerId, dead));
  }
  return dead;
}

/**
 * A live worker claims what it fetched within milliseconds; a job still unclaimed after this long was
 * fetched by a worker that died (or stalls like one). Replacing it is harmless either way: the old job's
 * run finds its generation gone and does nothing.
 */
export const LOST_FETCH_MS = HEARTBEAT_STALE_MS;

/**
 * Before when a job still `active` with its work unclaimed was fetched by a gone worker: before every live
 * worker's first beat (a worker beats before it fetches, so none of them fetched it — after a restart this
 * is every job the dead process held, at once), or more than `LOST_FETCH_MS` ago. The database's clock,
 * as text with its full precision, for `JobQueue.activeJobsFetchedBefore`.
 */
export async function lostFetchCutoff(db: Database): Promise<string> {
  // An aggregate without grouping answers one row, heartbeats or none.
  const [row] = await db
    .select({
      cutoff: sql<string>`greatest(
        now() - ${LOST_FETCH_MS}::int * interval '1 millisecond',
        coalesce(min(${workerHeartbeats.startedAt}) filter (where ${heartbeatIsFresh()}), now())
      )::text`,
    })
    .from(workerHeartbeats);
  if (!row) {
    throw new Error('lost fetch cutoff query answered nothing');
  }
  return row.cutoff;
}

/** Removes heartbeats long stale (the workers' work is reclaimed either way; this keeps the table short). */
async function forgetStaleWorkers(db: Database): Promise<void> {
  await db.delete(workerHeartbeats).where(lt(workerHeartbeats.lastSeenAt, sql`now() - interval '1 hour'`));
}

/**
 * Reclaims the work of gone workers now and then every heartbeat interval, so work a worker dies with
 * resumes within seconds of the death being noticed (not when the queue's expiry retries it). Answers a
 * function that stops it.
 */
export async function startRecovery<Deps extends RecoveryDeps>(
  deps: Deps,
  self: WorkerIdentity,
  reclaimers: readonly Reclaimer<Deps>[],
): Promise<() => void> {
  const forgotten = await forgetDeadWorkers(deps, self);
  if (forgotten.length > 0) {
    deps.log.info({ workers: forgotten }, 'forgot dead workers');
  }
  let running: Promise<void> | null = null;
  const pass = async () => {
    await forgetStaleWorkers(deps.db);
    for (const reclaimer of reclaimers) {
      const reclaimed = await reclaimer.reclaim(deps, self);
      if (reclaimed > 0) {
        deps.log.info({ reclaimer: reclaimer.name, reclaimed }, 'reclaimed work of gone workers');
      }
    }
  };
  const run = () => {
    // One pass at a time: a slow database must not pile passes up.
    running ??= pass()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'work recovery failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  await run();
  const timer = setInterval(() => void run(), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
