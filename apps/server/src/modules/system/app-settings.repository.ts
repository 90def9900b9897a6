import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { appSettings } from '../../infra/db/schema/index';

/** An instance-wide value, or undefined when it was never set. */
export async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

/** Sets a value unless one is there; concurrent starters agree, since the first insert wins. */
export async function insertSettingIfAbsent(db: Database, key: string, value: string): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
}

/**
 * Replaces a value only while it still is `expected` (compare and set), so of two starters replacing the
 * same value one wins and the other reads the winner's.
 */
export async function replaceSetting(
  db: Database,
  key: string,
  expected: string,
  next: string,
): Promise<void> {
  await db
    .update(appSettings)
    .set({ value: next })
    .where(and(eq(appSettings.key, key), eq(appSettings.value, expected)));
}

/** Deletes a value only while it still is `expected`. */
export async function deleteSetting(db: Database, key: string, expected: string): Promise<void> {
  await db.delete(appSettings).where(and(eq(appSettings.key, key), eq(appSettings.value, expected)));
}
