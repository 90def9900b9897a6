import crypto from 'node:crypto';
import os from 'node:os';
import { desc, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workerHeartbeats } from '../db/schema/index';

export const HEARTBEAT_INTERVAL_MS = 5_000;
/**
 * A worker that has not beaten for this long is considered gone and its running work is reclaimed.
 * Several missed beats, so a slow moment (a busy database, a long pause of the event loop) is not taken
 * for a death.
 */
export const HEARTBEAT_STALE_MS = 20_000;

/** Who a worker process is: the id its heartbeat and the work it runs are recorded under. */
export type WorkerIdentity = { workerId: string; hostname: string; pid: number };

export function newWorkerIdentity(): WorkerIdentity {
  const hostname = os.hostname();
  return {
    workerId: `${hostname}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`,
    hostname,
    pid: process.pid,
  };
}

/**
 * Records that this worker is alive every few seconds until stopped. Times are the database's clock
 * (`now()`), so workers on hosts whose clocks differ still judge each other's heartbeats alike.
 */
export async function startHeartbeat(
  db: Database,
  self: WorkerIdentity,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const beat = async () => {
    await db
      .insert(workerHeartbeats)
      .values({
        workerId: self.workerId,
        hostname: self.hostname,
        pid: self.pid,
        startedAt: sql`now()`,
        lastSeenAt: sql`now()`,
      })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: sql`now()` } });
  };
  await beat();
  const timer = setInterval(() => void beat().catch(onError), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db.delete(workerHeartbeats).where(sql`${workerHeartbeats.workerId} = ${self.workerId}`);
  };
}

/** SQL for "a heartbeat recent enough to count the worker alive". */
export function heartbeatIsFresh(): SQL {
  return gt(workerHeartbeats.lastSeenAt, sql`now() - ${HEARTBEAT_STALE_MS}::int * interval '1 millisecond'`);
}

export async function isWorkerAlive(db: Database): Promise<boolean> {
  const rows = await db
    .select({ workerId: workerHeartbeats.workerId })
    .from(workerHeartbeats)
    .where(heartbeatIsFresh())
    .limit(1);
  return rows.length > 0;
}

/** When any worker last beat, or null when none ever did (or all stopped cleanly). */
export async function latestHeartbeat(db: Database): Promise<Date | null> {
  const [latest] = await db
    .select({ lastSeenAt: workerHeartbeats.lastSeenAt })
    .from(workerHeartbeats)
    .orderBy(desc(workerHeartbeats.lastSeenAt))
    .limit(1);
  return latest?.lastSeenAt ?? null;
}
