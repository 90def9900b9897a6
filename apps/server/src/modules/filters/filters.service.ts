import type { FilterMode } from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { lockForTransaction } from '../../infra/db/locks';
import { collectFilters } from '../../infra/db/schema/index';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';

/** A seller keeps at most this many words per mode. */
export const MAX_FILTER_WORDS = 5000;

export type FilterSet = { remove: string[]; replace: { targetWord: string; convertWord: string }[] };

/** SetCollectFillter: adds words, or updates the replacement of words already there (case-insensitive). */
export async function setFilters(
  db: Database,
  ctx: RequestContext,
  body: { mode: FilterMode; words: { targetWord: string; convertWord: string }[] },
): Promise<{ added: number; updated: number }> {
  // The last entry wins when the same word is pasted twice.
  const unique = new Map(body.words.map((w) => [w.targetWord.toLowerCase(), w]));
  const rows = await db.transaction(async (tx) => {
    // Count and insert under the seller's lock: concurrent saves must not all pass the same count.
    await lockForTransaction(tx, 'collectFilters', ctx.userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(collectFilters)
      .where(and(eq(collectFilters.userId, ctx.userId), eq(collectFilters.mode, body.mode)));
    // Words already stored only get a new replacement; only the new ones count against the cap.
    const existing = await tx
      .select({ targetKey: collectFilters.targetKey })
      .from(collectFilters)
      .where(
        and(
          eq(collectFilters.userId, ctx.userId),
          eq(collectFilters.mode, body.mode),
          inArray(collectFilters.targetKey, [...unique.keys()]),
        ),
      );
    if (count + unique.size - existing.length > MAX_FILTER_WORDS) {
      throw new AppError(
        'VALIDATION_FAILED',
        `필터 단어는 모드별로 ${MAX_FILTER_WORDS}개까지 등록할 수 있습니다.`,
      );
    }
    return (
      tx
        .insert(collectFilters)
        .values(
          [...unique.values()].map((w) => ({
            userId: ctx.userId,
            mode: body.mode,
            targetWord: w.targetWord,
            targetKey: w.targetWord.toLowerCase(),
            convertWord: body.mode === 'Replace' ? w.convertWord : '',
          })),
        )
        .onConflictDoUpdate({
          target: [collectFilters.userId, collectFilters.mode, collectFilters.targetKey],
          set: { convertWord: sql`excluded.convert_word` },
        })
        // xmax = 0 only for freshly inserted rows: tells additions from updates in one statement.
        .returning({ inserted: sql<boolean>`(xmax = 0)` })
    );
  });
  const added = rows.filter((r) => r.inserted).length;
  return { added, updated: rows.length - added };
}

/** RemoveCollectFillter: deletes the caller's own words only. */
export async function removeFilters(
  db: Database,
  ctx: RequestContext,
  body: { mode: FilterMode; ids: string[] },
): Promise<{ removed: number }> {
  const rows = await db
    .delete(collectFilters)
    .where(
      and(
        eq(collectFilters.userId, ctx.userId),
        eq(collectFilters.mode, body.mode),
        inArray(collectFilters.id, body.ids),
      ),
    )
    .returning({ id: collectFilters.id });
  return { removed: rows.length };
}

/** GetCollectFillter?mode. */
export async function listFilters(
  db: Database,
  ctx: RequestContext,
  mode: FilterMode,
): Promise<FilterWord[]> {
  const rows = await db
    .select()
    .from(collectFilters)
    .where(and(eq(collectFilters.userId, ctx.userId), eq(collectFilters.mode, mode)))
    .orderBy(asc(collectFilters.createdAt), asc(collectFilters.targetWord));
  return rows.map((r) => ({
    id: r.id,
    mode: r.mode,
    targetWord: r.targetWord,
    convertWord: r.convertWord,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Both lists, as the collection pipeline applies them. */
export async function loadFilterSet(db: Database, userId: string): Promise<FilterSet> {
  const rows = await db.select().from(collectFilters).where(eq(collectFilters.userId, userId));
  return {
    remove: rows.filter((r) => r.mode === 'Remove').map((r) => r.targetWord),
    replace: rows
      .filter((r) => r.mode === 'Replace')
      .map((r) => ({ targetWord: r.targetWord, convertWord: r.convertWord })),
  };
}
