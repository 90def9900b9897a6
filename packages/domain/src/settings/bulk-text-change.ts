import { TEXT_CHANGE_MODES, type TextChangeMode } from '../constants';
import { withParticle } from '../text/particle';

/**
 * A bulk title change (spec §3, §7 ProductTextChange?mode): Slogan puts word1 in front of and word2
 * behind each title, Replace turns word1 into word2. The request schema takes incomplete payloads too,
 * because the web app sends the call even when it marked the payload invalid (§5);
 * validateBulkTextChange says whether it is complete.
 */

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
