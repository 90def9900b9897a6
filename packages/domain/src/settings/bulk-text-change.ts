import { z } from '../zod';
import { TEXT_CHANGE_MODES, type TextChangeMode } from '../constants';
import { DomainError } from '../errors';
import { processProductName } from '../name/process-product-name';
import { withParticle } from '../text/particle';

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

/** What the seller calls the two words in each mode's form (the bulk dialog's labels), not the field names. */
const WORD_NAMES: Record<TextChangeMode | 'unknown', [string, string]> = {
  Slogan: ['앞에 붙일 문구', '뒤에 붙일 문구'],
  Replace: ['찾을 단어', '바꿀 단어'],
  unknown: ['첫 번째 단어', '두 번째 단어'],
};

/** Spec §5: valid only with mode Slogan or Replace and both word1 and word2. */
export function validateBulkTextChange(payload: {
  word1?: string | null;
  word2?: string | null;
  mode?: string | null;
}): BulkTextChangeCheck {
  const problems: string[] = [];
  const mode = isTextChangeMode(payload.mode) ? payload.mode : 'unknown';
  if (mode === 'unknown') {
    problems.push('변경 방식은 Slogan 또는 Replace여야 합니다.');
  }
  const [first, second] = WORD_NAMES[mode];
  if (!isPresent(payload.word1)) {
    problems.push(`${withParticle(first, '을/를')} 입력해주세요.`);
  }
  if (!isPresent(payload.word2)) {
    problems.push(`${withParticle(second, '을/를')} 입력해주세요.`);
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
