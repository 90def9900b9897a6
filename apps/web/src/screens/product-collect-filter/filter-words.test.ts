import { installKoreanValidationMessages } from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_WORDS_PER_REQUEST, checkWord, parseBulkWords, searchWords } from './filter-words';

beforeAll(() => installKoreanValidationMessages());

function saved(mode: FilterWord['mode'], targetWord: string, convertWord = ''): FilterWord {
  return {
    id: `${mode}-${targetWord}`,
    mode,
    targetWord,
    convertWord,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('parseBulkWords: Remove words, one per line', () => {
  it('takes each non-blank line as a word, trimmed, and tells new words from saved ones (ignoring case)', () => {
    const result = parseBulkWords('무료배송\n\n  정품  \nNIKE\n', 'Remove', [saved('Remove', 'nike')]);
    expect(result.rows).toEqual([
      { line: 1, text: '무료배송', status: 'new', targetWord: '무료배송', convertWord: '' },
      { line: 3, text: '정품', status: 'new', targetWord: '정품', convertWord: '' },
      { line: 4, text: 'NIKE', status: 'unchanged', targetWord: 'NIKE', convertWord: '' },
    ]);
    expect(result.words).toEqual([
      { targetWord: '무료배송', convertWord: '' },
      { targetWord: '정품', convertWord: '' },
    ]);
    expect(result.tooMany).toBe(false);
  });

  it('keeps the last of repeated lines, as the server does, and refuses words over 100 characters', () => {
    const result = parseBulkWords(`당일발송\n${'가'.repeat(101)}\n당일발송`, 'Remove', []);
    expect(result.rows.map((row) => [row.line, row.status])).toEqual([
      [1, 'duplicate'],
      [2, 'invalid'],
      [3, 'new'],
    ]);
    expect(result.rows[1]).toMatchObject({ problem: '100자 이하로 입력해주세요.', field: 'targetWord' });
    expect(result.words).toEqual([{ targetWord: '당일발송', convertWord: '' }]);
  });
});

describe('parseBulkWords: Replace words, `원래말,바꿀말` or tab separated', () => {
  it('splits at the first tab, else the first comma, and marks changed replacements as updates', () => {
    const text = ['오버핏,루즈핏', '남성\t남자', '1,2개\t한두 개', '순면, 면 100%', '티셔츠,티'].join('\n');
    const result = parseBulkWords(text, 'Replace', [
      saved('Replace', '티셔츠', '티'),
      saved('Replace', '순면', '코튼'),
    ]);
    expect(
      result.rows.map((row) =>
        row.status === 'invalid' ? row : [row.status, row.targetWord, row.convertWord],
      ),
    ).toEqual([
      ['new', '오버핏', '루즈핏'],
      ['new', '남성', '남자'],
      ['new', '1,2개', '한두 개'],
      ['update', '순면', '면 100%'],
      ['unchanged', '티셔츠', '티'],
    ]);
    expect(result.words).toHaveLength(4);
  });

  it('refuses a line without a replacement or without an original', () => {
    const result = parseBulkWords('무료배송\n,바꿀말\n무료배송,', 'Replace', []);
    expect(result.rows).toEqual([
      {
        line: 1,
        text: '무료배송',
        status: 'invalid',
        problem: '바꿀 단어를 입력해주세요.',
        field: 'convertWord',
      },
      { line: 2, text: ',바꿀말', status: 'invalid', problem: '값을 입력해주세요.', field: 'targetWord' },
      {
        line: 3,
        text: '무료배송,',
        status: 'invalid',
        problem: '바꿀 단어를 입력해주세요.',
        field: 'convertWord',
      },
    ]);
    expect(result.words).toEqual([]);
  });

  it('flags more words than one request takes', () => {
    const text = Array.from({ length: MAX_WORDS_PER_REQUEST + 1 }, (_, i) => `단어${i},바꿈${i}`).join('\n');
    const result = parseBulkWords(text, 'Replace', []);
    expect(result.words).toHaveLength(1001);
    expect(result.tooMany).toBe(true);
  });
});

describe('checkWord and searchWords', () => {
  it('checks a single word with the domain rule', () => {
    expect(checkWord('Remove', { targetWord: '  정품 ', convertWord: '' })).toEqual({
      word: { targetWord: '정품', convertWord: '' },
    });
    expect(checkWord('Replace', { targetWord: '정품', convertWord: ' ' })).toEqual({
      problem: '바꿀 단어를 입력해주세요.',
      field: 'convertWord',
    });
  });

  it('finds words by their original or replacement, ignoring case', () => {
    const words = [saved('Replace', 'Nike', '나이키'), saved('Replace', '오버핏', '루즈핏')];
    expect(searchWords(words, 'nike').map((word) => word.targetWord)).toEqual(['Nike']);
    expect(searchWords(words, '루즈').map((word) => word.targetWord)).toEqual(['오버핏']);
    expect(searchWords(words, '  ')).toHaveLength(2);
    expect(searchWords(words, '없는말')).toEqual([]);
  });
});
