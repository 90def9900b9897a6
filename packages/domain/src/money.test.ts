import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  addDecimals,
  compareAmounts,
  DecimalAmount,
  decimalToInteger,
  decimalToString,
  fromMinorUnits,
  maxAmount,
  multiplyDecimals,
  normalizeDecimal,
  parseDecimal,
  parseMoneyText,
  readAmount,
} from './money';

describe('decimals', () => {
  it.each([
    ['27.45', '27.45'],
    ['0164.50', '164.5'],
    [' 3 ', '3'],
    [0.1, '0.1'],
    [1e-7, '0.0000001'],
    [1.5e21, '1500000000000000000000'],
    ['-0.50', '-0.5'],
    ['1E3', '1000'],
  ])('%j reads as %s', (value, text) => {
    expect(normalizeDecimal(value)).toBe(text);
  });

  it.each(['', 'abc', '1.2.3', '1,000', '.5', 'NaN'])('refuses %j', (value) => {
    expect(() => parseDecimal(value)).toThrow(DomainError);
  });

  it('adds without drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(normalizeDecimal(0.3)).toBe('0.3');
    expect(decimalToString(addDecimals(parseDecimal(0.1), parseDecimal(0.2)))).toBe('0.3');
    expect(decimalToString(multiplyDecimals(parseDecimal('27.45'), parseDecimal(200)))).toBe('5490');
  });

  it.each([
    ['2.5', 'down', 2n],
    ['2.5', 'halfUp', 3n],
    ['2.49', 'halfUp', 2n],
    ['-2.5', 'down', -3n],
    ['-2.5', 'halfUp', -3n],
    ['-2.4', 'halfUp', -2n],
    ['7', 'down', 7n],
  ] as const)('%s rounded %s is %s', (value, mode, expected) => {
    expect(decimalToInteger(parseDecimal(value), mode)).toBe(expected);
  });

  it('compares exactly', () => {
    expect(compareAmounts('10.10', '10.1')).toBe(0);
    expect(compareAmounts('9.99', '10')).toBe(-1);
    expect(maxAmount('3.60', '3.42')).toBe('3.6');
  });
});

describe('minor units', () => {
  it('reads fen back', () => {
    expect(fromMinorUnits('16400', 'CNY')).toBe('164');
    expect(fromMinorUnits(5, 'CNY')).toBe('0.05');
    expect(fromMinorUnits(12_900n, 'KRW')).toBe('12900');
    expect(() => fromMinorUnits('16.4', 'CNY')).toThrow(DomainError);
  });
});

describe('price texts', () => {
  it.each([
    ['₩12,900', '12900'],
    ['¥ 164.00', '164'],
    ['164起', '164'],
    ['2.30-20.52', '2.3'],
    ['가격 없음', null],
  ])('%s → %s', (text, amount) => {
    expect(parseMoneyText(text)).toBe(amount);
  });

  it.each([
    ['164起', '164'],
    ['¥29.90', '29.9'],
    ['￥ 1,299.00', '1299'],
    ['35,990원', '35990'],
    ['0.05', '0.05'],
    ['007.50', '7.5'],
    [3.6, '3.6'],
    [35990, '35990'],
  ])('reads the one amount %j as %s', (input, expected) => {
    expect(readAmount(input)).toBe(expected);
  });

  it.each([['2.30-20.52'], [''], ['abc'], [-1], [Number.NaN], [Infinity], [null], ['1.2.3'], ['-5']])(
    'reads no amount from %j',
    (input) => {
      expect(readAmount(input)).toBeNull();
    },
  );

  it('DecimalAmount takes non-negative decimal strings only', () => {
    expect(['0', '164', '27.45', '164.00'].every((value) => DecimalAmount.safeParse(value).success)).toBe(
      true,
    );
    expect(
      ['-1', '01', '1.', '.5', '1e3', ' 1'].some((value) => DecimalAmount.safeParse(value).success),
    ).toBe(false);
  });
});
