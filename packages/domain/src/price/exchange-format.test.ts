import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { toKrw } from './exchange';
import { formatWon } from './format-won';
import { ROUND_DIGITS } from '../constants';
import { roundModelFor } from './round-model';

describe('toKrw', () => {
  it.each([
    ['27.45', 'CNY', 200, 5490],
    [27.45, 'CNY', 200, 5490],
    ['0.1', 'CNY', 195.5, 20],
    ['0.1', 'CNY', 194.9, 19],
    ['99.99', 'cny', 191.37, 19_135],
    ['0.125', 'CNY', 200, 25],
    ['12900', 'KRW', 200, 12_900],
    ['12900.5', 'KRW', 1, 12_901],
    ['0', 'USD', 1400, 0],
    ['1e2', 'USD', 1400.5, 140_050],
  ] as const)('%s %s × %d = %d won (nearest won, halves up)', (price, currency, rate, expected) => {
    expect(toKrw(price, currency, rate)).toBe(expected);
  });

  it('is exact where float multiplication is not', () => {
    expect(Math.round(1.005 * 1000)).toBe(1005);
    expect(0.285 * 100).not.toBe(28.5);
    expect(toKrw('0.285', 'CNY', 100)).toBe(29);
  });

  it.each([
    [['abc', 'CNY', 200], 'INVALID_PRICE'],
    [['-1', 'CNY', 200], 'INVALID_PRICE'],
    [['1', 'GBP', 200], 'UNSUPPORTED_CURRENCY'],
    [['1', 'CNY', 0], 'PRICE_SETTINGS_INVALID'],
    [['1', 'CNY', Number.NaN], 'PRICE_SETTINGS_INVALID'],
  ] satisfies [Parameters<typeof toKrw>, string][])('refuses %j with %s', (args, reason) => {
    try {
      toKrw(...args);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).reason).toBe(reason);
    }
  });
});

describe('formatWon', () => {
  it.each([
    [27_400, '₩27,400'],
    [0, '₩0'],
    [999, '₩999'],
    [1000, '₩1,000'],
    [1_234_567, '₩1,234,567'],
    [-1500, '-₩1,500'],
    [1999.99, '₩1,999'],
    [Number.MAX_SAFE_INTEGER, '₩9,007,199,254,740,991'],
    [1e21, '₩1,000,000,000,000,000,000,000'],
  ])('%d → %s', (value, text) => {
    expect(formatWon(value)).toBe(text);
  });

  it('refuses what is not a number', () => {
    expect(() => formatWon(Number.POSITIVE_INFINITY)).toThrow(DomainError);
  });
});

describe('round model', () => {
  it('previews the §9 sample price 27450 at each digit', () => {
    expect(
      ROUND_DIGITS.map((digit) => roundModelFor(digit)).map((model) => [
        model.digit,
        model.realPrice,
        model.realPriceText,
      ]),
    ).toEqual([
      [1, 27_450, '₩27,450'],
      [2, 27_400, '₩27,400'],
      [3, 27_000, '₩27,000'],
      [4, 20_000, '₩20,000'],
    ]);
  });

  it('previews any price', () => {
    expect(roundModelFor(3, 1_234_567)).toEqual({
      digit: 3,
      price: 1_234_567,
      realPrice: 1_234_000,
      realPriceText: '₩1,234,000',
    });
  });
});
