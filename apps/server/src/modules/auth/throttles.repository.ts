import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { throttles } from '../../infra/db/schema/index';

export type ThrottleRow = typeof throttles.$inferSelect;

/** Counter rows untouched for this long (and not locked) are deleted as new hits come in. */
const KEEP_IDLE_MS = 24 * 3_600_000;

export async function findThrottle(db: Database, key: string): Promise<ThrottleRow | undefined> {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key)).limit(1);
  return row;
}

export type HitOptions = {
  /** Hits are counted in a fixed window that starts with the first hit. */
  windowMs: number;
  /** When the count reaches this, the key locks for `lockMs` and the count starts over. */
  lock?: { after: number; forMs: number };
};

export type HitResult = ThrottleRow & {
  /** This hit set the lock. Exactly one of any number of concurrent hits sees it. */
  lockedNow: boolean;
};

/**
 * Counts one hit for `key`. The row is locked for the read-modify-write, so concurrent hits (other
 * requests, other server processes) count exactly and only one of them sets a lock.
 */
export async function recordHit(db: Database, key: string, options: HitOptions): Promise<HitResult> {
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    await tx
      .insert(throttles)
      .values({ key, hits: 0, windowStartedAt: now, lastHitAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(throttles).where(eq(throttles.key, key)).for('update');
    if (!row) {
      throw new Error(`throttle row ${key} vanished inside its transaction`);
    }
    const windowOver = row.windowStartedAt.getTime() <= now.getTime() - options.windowMs;
    const next = {
      hits: windowOver ? 1 : row.hits + 1,
      windowStartedAt: windowOver ? now : row.windowStartedAt,
      lastHitAt: now,
      lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null,
    };
    let lockedNow = false;
    if (options.lock && next.lockedUntil == null && next.hits >= options.lock.after) {
      lockedNow = true;
      next.lockedUntil = new Date(now.getTime() + options.lock.forMs);
      next.hits = 0;
      next.windowStartedAt = now;
    }
    await tx.update(throttles).set(next).where(eq(throttles.key, key));
    return { key, ...next, lockedNow };
  });
  await db
    .delete(throttles)
    .where(
      and(
        lt(throttles.lastHitAt, new Date(now.getTime() - KEEP_IDLE_MS)),
        or(isNull(throttles.lockedUntil), lt(throttles.lockedUntil, now)),
      ),
    );
  return result;
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
