import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../src/deps';

/**
 * Starts `requests` while `table` is locked against every read and write, and lets go once `waiting`
 * statements wait for it (PostgreSQL) or after a pause (PGlite, where the held transaction blocks every
 * other statement). The requests then reach the table together, so a check-then-write that is not atomic
 * loses the race every time instead of now and then.
 */
export async function startTogetherOn<T>(
  deps: AppDeps,
  table: string,
  waiting: number,
  requests: () => Promise<T>,
): Promise<T> {
  let started: Promise<T> | undefined;
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`));
    started = requests();
    if (deps.database.driver === 'pglite') {
      await sleep(500);
      return;
    }
    const deadline = Date.now() + 10_000;
    for (;;) {
      // Both drivers answer `{ rows }`; the shared Database type leaves the result untyped.
      const result = (await tx.execute(sql`select count(*)::int as n from pg_locks where not granted`)) as {
        rows: { n: number }[];
      };
      if ((result.rows[0]?.n ?? 0) >= waiting || Date.now() > deadline) {
        return;
      }
      await sleep(20);
    }
  });
  return started as Promise<T>;
}

/** Collects what the server logs at error level while `action` runs. */
export async function errorsLoggedDuring<T>(
  deps: AppDeps,
  action: () => Promise<T>,
): Promise<{ result: T; errors: string[] }> {
  const errors: string[] = [];
  const original = deps.log.error;
  deps.log.error = function (this: unknown, ...args: unknown[]) {
    errors.push(JSON.stringify(args));
    return (original as (...a: unknown[]) => void).apply(this, args);
  } as typeof original;
  try {
    return { result: await action(), errors };
  } finally {
    deps.log.error = original;
  }
}
