import { FilterWord as FilterWordRule, type FilterMode } from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';

/** The server takes at most this many words per request (SetCollectFillter). */
export const MAX_WORDS_PER_REQUEST = 1000;

export type WordInput = { targetWord: string; convertWord: string };

/**
 * One pasted line: a new word, a change of an existing word's replacement, a word already there as it is,
 * a line repeated further down (the last one wins, as on the server), or a line that cannot be a word.
 */
export type BulkRow = { line: number; text: string } & (
  | { status: 'new' | 'update' | 'unchanged' | 'duplicate'; targetWord: string; convertWord: string }
  | { status: 'invalid'; problem: string; field: keyof WordInput | null }
);

export type BulkParse = { rows: BulkRow[]; words: WordInput[]; tooMany: boolean };

const key = (word: string) => word.toLowerCase();

/** Checks one word with the domain's rule (trimmed, 1–100 characters, a Replace word needs its replacement). */
export function checkWord(
  mode: FilterMode,
  input: WordInput,
): { word: WordInput } | { problem: string; field: keyof WordInput | null } {
  const parsed = FilterWordRule.safeParse({ mode, ...input });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    return {
      problem: issue?.message ?? '',
      field: field === 'targetWord' || field === 'convertWord' ? field : null,
    };
  }
  return { word: { targetWord: parsed.data.targetWord, convertWord: parsed.data.convertWord } };
}

/** A Replace line is `원래말,바꿀말` or `원래말<Tab>바꿀말` (a tab wins, so words may hold commas then). */
function splitLine(mode: FilterMode, text: string): WordInput {
  if (mode === 'Remove') {
    return { targetWord: text, convertWord: '' };
  }
  const separator = text.includes('\t') ? '\t' : ',';
  const at = text.indexOf(separator);
  return at < 0
    ? { targetWord: text, convertWord: '' }
    : { targetWord: text.slice(0, at), convertWord: text.slice(at + 1) };
}

/**
 * Reads a bulk paste, one word per line, against the words already saved (matched ignoring case, as the
 * server does). `words` is what to send: new words and changed replacements, once each.
 */
export function parseBulkWords(text: string, mode: FilterMode, existing: readonly FilterWord[]): BulkParse {
  const saved = new Map(existing.map((word) => [key(word.targetWord), word]));
  const rows: BulkRow[] = [];
  const lastLineOf = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const checked = raw.trim() ? checkWord(mode, splitLine(mode, raw.trim())) : null;
    if (checked && 'word' in checked) {
      lastLineOf.set(key(checked.word.targetWord), index + 1);
    }
  });
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (!text) {
      return;
    }
    const line = index + 1;
    const checked = checkWord(mode, splitLine(mode, text));
    if ('problem' in checked) {
      rows.push({ line, text, status: 'invalid', problem: checked.problem, field: checked.field });
      return;
    }
    const { word } = checked;
    const before = saved.get(key(word.targetWord));
    let status: 'new' | 'update' | 'unchanged' | 'duplicate' = 'new';
    if (lastLineOf.get(key(word.targetWord)) !== line) {
      status = 'duplicate';
    } else if (before) {
      status = mode === 'Replace' && before.convertWord !== word.convertWord ? 'update' : 'unchanged';
    }
    rows.push({ line, text, status, ...word });
  });
  const words = rows.flatMap((row) =>
    row.status === 'new' || row.status === 'update'
      ? [{ targetWord: row.targetWord, convertWord: row.convertWord }]
      : [],
  );
  return { rows, words, tooMany: words.length > MAX_WORDS_PER_REQUEST };
}

/** Words whose original or replacement contains the query, ignoring case. */
export function searchWords(words: readonly FilterWord[], query: string): FilterWord[] {
  const needle = query.trim().toLowerCase();
  if (!needle) {
    return [...words];
  }
  return words.filter(
    (word) =>
      word.targetWord.toLowerCase().includes(needle) || word.convertWord.toLowerCase().includes(needle),
  );
}
