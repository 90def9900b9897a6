import { z } from '../zod';
import { TEXT_CHANGE_MODES, type TextChangeMode } from '../constants';
import { DomainError } from '../errors';
import { processProductName } from '../name/process-product-name';

/**
 * A bulk title change (spec §3, §7 ProductTextChange?mode): Slogan puts word1 in front of and word2
 * behind each title, Replace turns word1 into word2. The schema takes incomplete payloads too, because
 * the web app sends the call even when it marked the payload invalid (§5); validateBulkTextChange says
 * whether it is complete.
 */
export const BulkTextChangePayload = z.object({
  word1: z.string().max(100).nullable().default(''),
  word2: z.string().max(100).nullable().default(''),
  codes: z.array(z.string().trim().min(1).max(100)).max(10_000).default([]),
  mode: z.string().max(20).nullable().default(''),
});
export type BulkTextChangePayload = z.infer<typeof BulkTextChangePayload>;

export type BulkTextChangeCheck = { valid: boolean; problems: string[] };

function isTextChangeMode(mode: string | null | undefined): mode is TextChangeMode {
  return (TEXT_CHANGE_MODES as readonly (string | null | undefined)[]).includes(mode);
}

function isPresent(word: string | null | undefined): boolean {
  return typeof word === 'string' && word.trim() !== '';
}

/** Spec §5: valid only with mode Slogan or Replace and both word1 and word2. */
export function validateBulkTextChange(payload: {
  word1?: string | null;
  word2?: string | null;
  mode?: string | null;
}): BulkTextChangeCheck {
  const problems: string[] = [];
  if (!isTextChangeMode(payload.mode)) {
    problems.push('변경 방식은 Slogan 또는 Replace여야 합니다.');
  }
  if (!isPresent(payload.word1)) {
    problems.push('첫 번째 단어(word1)를 입력해주세요.');
  }
  if (!isPresent(payload.word2)) {
    problems.push('두 번째 단어(word2)를 입력해주세요.');
  }
  return { valid: problems.length === 0, problems };
}

/** One title after the change, through processProductName so it stays within the name limit. */
export function applyBulkTextChange(
  title: string,
  payload: { word1?: string | null; word2?: string | null; mode?: string | null },
  limit?: number,
): string {
  const check = validateBulkTextChange(payload);
  if (!check.valid) {
    throw new DomainError('BULK_TEXT_CHANGE_INVALID', check.problems.join(' '));
  }
  const word1 = payload.word1 ?? '';
  const word2 = payload.word2 ?? '';
  return payload.mode === 'Slogan'
    ? processProductName(title, { limit, prefix: word1, suffix: word2 })
    : processProductName(title, { limit, replaceWords: [{ targetWord: word1, convertWord: word2 }] });
}
