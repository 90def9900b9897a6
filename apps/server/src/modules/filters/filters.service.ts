import type { FilterMode } from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';
import type { Database } from '../../infra/db/client';
import { lockForTransaction } from '../../infra/db/locks';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import {
  countFilterWords,
  deleteFilterWords,
  listFilterWords,
  upsertFilterWords,
} from './filters.repository';

/** A seller keeps at most this many words per mode. */
export const MAX_FILTER_WORDS = 5000;

/** SetCollectFillter: adds words, or updates the replacement of words already there (case-insensitive). */
export async function setFilters(
  db: Database,
  ctx: RequestContext,
  body: { mode: FilterMode; words: { targetWord: string; convertWord: string }[] },
): Promise<{ added: number; updated: number }> {
  // The last entry wins when the same word is pasted twice.
  const unique = new Map(body.words.map((w) => [w.targetWord.toLowerCase(), w]));
  return db.transaction(async (tx) => {
    // Count and insert under the seller's lock: concurrent saves must not all pass the same count.
    await lockForTransaction(tx, 'collectFilters', ctx.userId);
    // Words already stored only get a new replacement; only the new ones count against the cap.
    const { count, existing } = await countFilterWords(tx, ctx.userId, body.mode, [...unique.keys()]);
    if (count + unique.size - existing > MAX_FILTER_WORDS) {
      throw new AppError(
        'VALIDATION_FAILED',
        `필터 단어는 모드별로 ${MAX_FILTER_WORDS}개까지 등록할 수 있습니다.`,
      );
    }
    return upsertFilterWords(tx, ctx.userId, body.mode, [...unique.values()]);
  });
}

/** RemoveCollectFillter: deletes the caller's own words only. */
export async function removeFilters(
  db: Database,
  ctx: RequestContext,
  body: { mode: FilterMode; ids: string[] },
): Promise<{ removed: number }> {
  return { removed: await deleteFilterWords(db, ctx.userId, body.mode, body.ids) };
}

/** GetCollectFillter?mode. */
export async function listFilters(
  db: Database,
  ctx: RequestContext,
  mode: FilterMode,
): Promise<FilterWord[]> {
  const rows = await listFilterWords(db, ctx.userId, mode);
  return rows.map((r) => ({
    id: r.id,
    mode: r.mode,
    targetWord: r.targetWord,
    convertWord: r.convertWord,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Every word of the seller, as collection applies them to titles. */
export function loadFilterWords(db: Database, userId: string) {
  return listFilterWords(db, userId);
}
