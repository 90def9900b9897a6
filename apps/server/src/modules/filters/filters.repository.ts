import type { FilterMode } from '@sellerdesk/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { collectFilters } from '../../infra/db/schema/index';

export type FilterRow = typeof collectFilters.$inferSelect;

/** How many words the seller has in a mode, and which of `keys` (lower-cased words) are among them. */
export async function countFilterWords(
  tx: Database,
  userId: string,
  mode: FilterMode,
  keys: readonly string[],
): Promise<{ count: number; existing: number }> {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(collectFilters)
    .where(and(eq(collectFilters.userId, userId), eq(collectFilters.mode, mode)));
  const existing =
    keys.length === 0
      ? []
      : await tx
          .select({ targetKey: collectFilters.targetKey })
          .from(collectFilters)
          .where(
            and(
              eq(collectFilters.userId, userId),
              eq(collectFilters.mode, mode),
              inArray(collectFilters.targetKey, [...keys]),
            ),
          );
  return { count, existing: existing.length };
}

/** Adds words or updates the replacement of words already there; answers how many were new. */
export async function upsertFilterWords(
  tx: Database,
  userId: string,
  mode: FilterMode,
  words: readonly { targetWord: string; convertWord: string }[],
): Promise<{ added: number; updated: number }> {
  const rows = await tx
    .insert(collectFilters)
    .values(
      words.map((w) => ({
        userId,
        mode,
        targetWord: w.targetWord,
        targetKey: w.targetWord.toLowerCase(),
        convertWord: mode === 'Replace' ? w.convertWord : '',
      })),
    )
    .onConflictDoUpdate({
      target: [collectFilters.userId, collectFilters.mode, collectFilters.targetKey],
      set: { convertWord: sql`excluded.convert_word` },
    })
    // xmax = 0 only for freshly inserted rows: tells additions from updates in one statement.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const added = rows.filter((r) => r.inserted).length;
  return { added, updated: rows.length - added };
}

/** Deletes the seller's own words only; answers how many. */
export async function deleteFilterWords(
  db: Database,
  userId: string,
  mode: FilterMode,
  ids: readonly string[],
): Promise<number> {
  const rows = await db
    .delete(collectFilters)
    .where(
      and(
        eq(collectFilters.userId, userId),
        eq(collectFilters.mode, mode),
        inArray(collectFilters.id, [...ids]),
      ),
    )
    .returning({ id: collectFilters.id });
  return rows.length;
}

/** The seller's words of one mode, oldest first; of every mode without one. */
export async function listFilterWords(db: Database, userId: string, mode?: FilterMode): Promise<FilterRow[]> {
  return db
    .select()
    .from(collectFilters)
    .where(and(eq(collectFilters.userId, userId), mode ? eq(collectFilters.mode, mode) : undefined))
    .orderBy(asc(collectFilters.createdAt), asc(collectFilters.targetWord));
}
