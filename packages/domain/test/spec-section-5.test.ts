/**
 * Spec §5, sentence by sentence, through the package root as the server and the web app import it.
 * The module tests next to each rule go into the edge cases.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  DEFAULT_PRICE_RANGE_MODEL,
  formatWon,
  NAME_LIMIT,
  normalizePriceSettings,
  processProductName,
  validateBulkTextChange,
  validateImageFile,
  type PriceRangeModel,
} from '../src/index';

const op = (mainType: '+' | '*', mainValue: number, subType: '+' | '*', subValue: number) => ({
  mainType,
  mainValue,
  subType,
  subValue,
});
const simple = (operation: ReturnType<typeof op>, digit: PriceRangeModel['digit'] = 1): PriceRangeModel => ({
  ...DEFAULT_PRICE_RANGE_MODEL,
  digit,
  simpleModel: operation,
});
const detail: PriceRangeModel = {
  ...DEFAULT_PRICE_RANGE_MODEL,
  usableDetail: true,
  digit: 1,
  detailModel: [
    { startRange: 0, endRange: 9999, ...op('*', 2, '+', 0) },
    { startRange: 10_000, endRange: 19_999, ...op('*', 1.5, '+', 0) },
    { startRange: 20_000, endRange: 29_999, ...op('+', 100, '+', 0) },
    { startRange: -1, endRange: -1, ...op('*', 1.1, '+', 0) },
  ],
};

describe('§5 price calculation', () => {
  it.each([
    [
      "the base price is adjusted by a main operation then a sub operation ('+')",
      op('+', 1000, '*', 2),
      5000,
      12_000,
    ],
    [
      "the base price is adjusted by a main operation then a sub operation ('×')",
      op('*', 2, '+', 1000),
      5000,
      11_000,
    ],
  ])('%s', (_sentence, operation, base, expected) => {
    expect(calculatePrice(base, simple(operation))).toBe(expected);
  });

  it.each([
    ['the first row', 5000, 10_000],
    ['middle rows', 15_000, 22_500],
    ['the last middle row', 25_000, 25_100],
    ['the last row when no range matched', 30_000, 33_000],
  ])('in detail mode %s is used', (_rows, base, expected) => {
    expect(calculatePrice(base, detail)).toBe(expected);
  });

  it('the last row applies only if no range matched; a range matches when the price lies between its start and end', () => {
    expect(calculatePrice(9999, detail)).toBe(19_990);
    expect(calculatePrice(10_000, detail)).toBe(15_000);
    expect(calculatePrice(29_999, detail)).toBe(30_090);
  });

  it('empty values are skipped', () => {
    expect(calculatePrice(5000, simple(op('*', 0, '+', 0)))).toBe(5000);
    expect(calculatePrice(5000, simple(op('*', 0, '+', 300)))).toBe(5300);
  });

  it.each([
    [1, '₩27,450'],
    [2, '₩27,400'],
    [3, '₩27,000'],
    [4, '₩20,000'],
  ] as const)(
    'the result is rounded down to the selected digits (%i) and shown with a won prefix',
    (digit, text) => {
      expect(formatWon(calculatePrice(27_459, simple(op('*', 0, '+', 0), digit)))).toBe(text);
    },
  );
});

describe('§5 saving settings', () => {
  const saved = normalizePriceSettings({
    simpleModel: { mainType: '*', mainValue: '', subType: '+', subValue: null },
    detailModel: [
      { startRange: 0, endRange: 1000, mainValue: '2' },
      { startRange: '', endRange: 2000, mainValue: '3' },
      { startRange: -1, endRange: -1, mainValue: '' },
    ],
    roundModel: { digit: 3 },
  });

  it('empty main and sub values become 0', () => {
    expect(saved.simpleModel).toMatchObject({ mainValue: 0, subValue: 0 });
    expect(saved.detailModel.at(-1)).toMatchObject({ mainValue: 0, subValue: 0 });
  });

  it('rows with an empty start or end range are dropped', () => {
    expect(saved.detailModel.map((row) => row.startRange)).toEqual([0, -1]);
  });

  it('the digit comes from the round selection', () => {
    expect(saved.digit).toBe(3);
  });
});

describe('§5 product name', () => {
  it('max 49 characters by default', () => {
    expect(NAME_LIMIT).toBe(49);
    const words = Array.from({ length: 20 }, (_, index) => `상품${index}`).join(' ');
    expect(words.length).toBeGreaterThan(49);
    expect([...processProductName(words)]).toHaveLength(49);
  });

  it('repeated words removed', () => {
    expect(processProductName('원피스 여름 원피스 여름')).toBe('원피스 여름');
  });

  it('double spaces collapsed', () => {
    expect(processProductName('여름   원피스  신상')).toBe('여름 원피스 신상');
  });

  it('cut to the limit', () => {
    expect(processProductName('가나다라마바사', { limit: 4 })).toBe('가나다라');
  });

  it('numbering leaves room for the number suffix', () => {
    expect(processProductName('가나다라마바사', { limit: 6, number: 12 })).toBe('가나다 12');
  });

  it('remove-words match case-insensitively', () => {
    expect(processProductName('NIKE Nike nike 신발', { removeWords: ['nIkE'] })).toBe('신발');
  });
});

describe('§5 image upload', () => {
  it.each([
    ['a.jpeg', 'image/jpeg', 100, true],
    ['a.jpg', 'image/jpeg', 100, true],
    ['a.png', 'image/png', 100, true],
    ['a.gif', 'image/gif', 100, false],
    ['a.png', 'image/png', 209_715_200, true],
    ['a.png', 'image/png', 209_715_201, false],
  ])('jpeg, jpg, png only; max 209715200 bytes: %s %s %i → %s', (name, type, size, valid) => {
    expect(validateImageFile({ name, type, size }).valid).toBe(valid);
  });
});

describe('§5 bulk title/text change', () => {
  it.each([
    [{ mode: 'Slogan', word1: 'a', word2: 'b' }, true],
    [{ mode: 'Replace', word1: 'a', word2: 'b' }, true],
    [{ mode: 'Other', word1: 'a', word2: 'b' }, false],
    [{ mode: 'Replace', word1: 'a', word2: '' }, false],
    [{ mode: 'Slogan', word1: '', word2: 'b' }, false],
  ])('needs mode Slogan or Replace and both word1 and word2: %j → %s', (payload, valid) => {
    expect(validateBulkTextChange(payload).valid).toBe(valid);
  });
});
