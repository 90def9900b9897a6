import crypto from 'node:crypto';
import os from 'node:os';
import { gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workerHeartbeats } from '../db/schema/index';

export const HEARTBEAT_INTERVAL_MS = 10_000;
/** A worker that has not beaten for this long is considered gone. */
export const HEARTBEAT_STALE_MS = 30_000;

/** Records that this worker is alive every few seconds until stopped. */
export async function startHeartbeat(
  db: Database,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const startedAt = new Date();
  const beat = async () => {
    const now = new Date();
    await db
      .insert(workerHeartbeats)
      .values({ workerId, hostname: os.hostname(), pid: process.pid, startedAt, lastSeenAt: now })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: now } });
  };
  await beat();
  const timer = setInterval(() => void beat().catch(onError), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db.delete(workerHeartbeats).where(sql`${workerHeartbeats.workerId} = ${workerId}`);
  };
}

export async function isWorkerAlive(db: Database): Promise<boolean> {
  const since = new Date(Date.now() - HEARTBEAT_STALE_MS);
  const rows = await db
    .select({ workerId: workerHeartbeats.workerId })
    .from(workerHeartbeats)
    .where(gt(workerHeartbeats.lastSeenAt, since))
    .limit(1);
  return rows.length > 0;
}
