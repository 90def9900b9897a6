import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { calculatePrice, roundDownToDigit, selectPriceRow } from './calculate-price';
import {
  DEFAULT_PRICE_RANGE_MODEL,
  type PriceOperation,
  type PriceRangeModel,
  type PriceRangeRow,
} from './price-model';

function simple(operation: Partial<PriceOperation>, digit: PriceRangeModel['digit'] = 1): PriceRangeModel {
  return {
    ...DEFAULT_PRICE_RANGE_MODEL,
    digit,
    simpleModel: { mainType: '*', mainValue: 0, subType: '+', subValue: 0, ...operation },
  };
}

function row(startRange: number, endRange: number, operation: Partial<PriceOperation>): PriceRangeRow {
  return { startRange, endRange, mainType: '+', mainValue: 0, subType: '+', subValue: 0, ...operation };
}

const DETAIL: PriceRangeModel = {
  ...DEFAULT_PRICE_RANGE_MODEL,
  usableDetail: true,
  digit: 1,
  detailModel: [
    row(0, 10_000, { mainType: '*', mainValue: 2 }),
    row(10_000, 50_000, { mainType: '*', mainValue: 1.5, subType: '+', subValue: 1000 }),
    row(50_001, 100_000, { mainType: '+', mainValue: 5000 }),
    row(-1, -1, { mainType: '*', mainValue: 1.1 }),
  ],
};

describe('calculatePrice, simple mode', () => {
  it.each([
    ['main × then sub +', { mainType: '*', mainValue: 1.3, subType: '+', subValue: 1000 }, 10_000, 14_000],
    [
      'main + then sub ×: order matters',
      { mainType: '+', mainValue: 1000, subType: '*', subValue: 1.3 },
      10_000,
      14_300,
    ],
    ['both +', { mainType: '+', mainValue: 3000, subType: '+', subValue: 500 }, 10_000, 13_500],
    ['both ×', { mainType: '*', mainValue: 2, subType: '*', subValue: 1.5 }, 10_000, 30_000],
    ['empty main (0) skipped', { mainType: '*', mainValue: 0, subType: '+', subValue: 700 }, 10_000, 10_700],
    ['empty sub (0) skipped', { mainType: '*', mainValue: 1.2, subType: '*', subValue: 0 }, 10_000, 12_000],
    ['both empty: base only', { mainType: '*', mainValue: 0, subType: '*', subValue: 0 }, 12_345, 12_340],
    [
      'negative + is a discount',
      { mainType: '+', mainValue: -2000, subType: '+', subValue: 0 },
      10_000,
      8000,
    ],
  ] as const)('%s', (_label, operation, base, expected) => {
    expect(calculatePrice(base, simple(operation))).toBe(expected);
  });

  it('treats form values that are empty ("" or null) as skipped and numeric text as numbers', () => {
    const model = simple({
      mainValue: '' as unknown as number,
      subType: '+',
      subValue: null as unknown as number,
    });
    expect(calculatePrice(5555, model)).toBe(5550);
    expect(calculatePrice(1000, simple({ mainValue: '1.5' as unknown as number }))).toBe(1500);
  });

  it('is exact where floating point is not', () => {
    expect(200 * 1.15).toBeLessThan(230);
    expect(calculatePrice(200, simple({ mainValue: 1.15 }))).toBe(230);
    expect(calculatePrice(1000, simple({ mainValue: 1.1 }, 2))).toBe(1100);
    expect(calculatePrice(0.1, simple({ mainType: '+', mainValue: 0.2, subType: '*', subValue: 100 }))).toBe(
      30,
    );
    expect(4.35 * 100).toBeLessThan(435);
    expect(calculatePrice(4.35, simple({ mainValue: 100 }, 1))).toBe(430);
    expect(calculatePrice(43.5, simple({ mainValue: 10 }, 1))).toBe(430);
  });

  it('stays exact past the safe-integer fast path', () => {
    expect(calculatePrice(123_456_789_012, simple({ mainValue: 1.123456789 }, 1))).toBe(138_698_367_760);
  });

  it('refuses settings it cannot compute with', () => {
    expect(() => calculatePrice(Number.NaN, simple({}))).toThrow(DomainError);
    expect(() => calculatePrice(100, { ...simple({}), digit: 5 as 1 })).toThrow(/1~4/);
    expect(() => calculatePrice(100, simple({ mainType: 'x' as '+', mainValue: 2 }))).toThrow(DomainError);
    expect(() => calculatePrice(100, simple({ mainValue: 'abc' as unknown as number }))).toThrow(
      /숫자가 아닙니다/,
    );
  });
});

describe('calculatePrice, rounding down to the selected digit', () => {
  it.each([
    [1, 27_459, 27_450],
    [2, 27_459, 27_400],
    [3, 27_459, 27_000],
    [4, 27_459, 20_000],
    [2, 27_400, 27_400],
    [2, 99, 0],
    [1, -15, -20],
  ] as const)('digit %i: %i → %i', (digit, base, expected) => {
    expect(calculatePrice(base, simple({}, digit))).toBe(expected);
    expect(roundDownToDigit(base, digit)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(calculatePrice(-0, simple({})), 0)).toBe(true);
  });
});

describe('calculatePrice, detail mode', () => {
  it.each([
    ['first row, lower bound inclusive', 0, 0],
    ['first row', 4000, 8000],
    ['first row wins on a shared bound', 10_000, 20_000],
    ['middle row', 20_000, 31_000],
    ['middle row, upper bound inclusive', 50_000, 76_000],
    ['a gap between ranges falls to the last row', 50_000.5, 55_000],
    ['last row above every range', 200_000, 220_000],
    ['later middle row', 60_000, 65_000],
  ] as const)('%s: %d → %d', (_label, base, expected) => {
    expect(calculatePrice(base, DETAIL)).toBe(expected);
  });

  it('uses the last row only when no range matched', () => {
    expect(selectPriceRow(5000, DETAIL.detailModel)).toBe(DETAIL.detailModel[0]);
    expect(selectPriceRow(500_000, DETAIL.detailModel)).toBe(DETAIL.detailModel[3]);
  });

  it('without a last row, an unmatched price is only rounded', () => {
    const model = { ...DETAIL, detailModel: DETAIL.detailModel.slice(0, 3) };
    expect(calculatePrice(123_456, model)).toBe(123_450);
  });

  it('skips rows whose range is empty', () => {
    const model: PriceRangeModel = {
      ...DETAIL,
      detailModel: [
        { ...row(0, 0, { mainType: '*', mainValue: 9 }), startRange: '' as unknown as number },
        row(0, 1000, { mainType: '*', mainValue: 2 }),
      ],
    };
    expect(calculatePrice(500, model)).toBe(1000);
  });

  it('ignores the simple model in detail mode and the rows in simple mode', () => {
    const both: PriceRangeModel = { ...DETAIL, simpleModel: { ...DETAIL.simpleModel, mainValue: 100 } };
    expect(calculatePrice(4000, both)).toBe(8000);
    expect(calculatePrice(4000, { ...both, usableDetail: false })).toBe(400_000);
  });
});

/** The exact value as a fraction n/d, computed independently with bigint. */
function exactValue(base: bigint, steps: readonly [string, bigint][]): [bigint, bigint] {
  let numerator = base;
  let denominator = 1n;
  for (const [type, hundredths] of steps) {
    if (type === '+') {
      numerator = numerator * 100n + hundredths * denominator;
    } else {
      numerator *= hundredths;
    }
    denominator *= 100n;
  }
  return [numerator, denominator];
}

describe('calculatePrice properties', () => {
  const operator = fc.constantFrom<'+' | '*'>('+', '*');
  const hundredths = fc.integer({ min: 1, max: 500_000 });

  it('never rounds up, and rounds down by less than one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        operator,
        hundredths,
        operator,
        hundredths,
        fc.constantFrom(1, 2, 3, 4),
        (base, mainType, main, subType, sub, digit) => {
          const model = simple({ mainType, mainValue: main / 100, subType, subValue: sub / 100 }, digit as 1);
          const result = calculatePrice(base, model);
          const unit = BigInt(10 ** digit);
          const [numerator, denominator] = exactValue(BigInt(base), [
            [mainType, BigInt(main)],
            [subType, BigInt(sub)],
          ]);
          const rounded = BigInt(result);
          expect(rounded % unit).toBe(0n);
          expect(rounded * denominator <= numerator).toBe(true);
          expect(numerator < (rounded + unit) * denominator).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps a result that lands exactly on a unit, where float multiplication falls just below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), hundredths, (thousands, multiplier) => {
        // 1000·n × m/100 = 10·n·m exactly: a whole number of tens.
        const model = simple({ mainType: '*', mainValue: multiplier / 100 }, 1);
        expect(calculatePrice(thousands * 1000, model)).toBe(thousands * multiplier * 10);
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotone in the base price within a row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        operator,
        hundredths,
        operator,
        hundredths,
        (rangeA, rangeB, baseA, baseB, mainType, main, subType, sub) => {
          const [start, end] = rangeA <= rangeB ? [rangeA, rangeB] : [rangeB, rangeA];
          const clamp = (value: number) => start + (value % (end - start + 1));
          const [low, high] = [clamp(baseA), clamp(baseB)].sort((a, b) => a - b) as [number, number];
          const operation = { mainType, mainValue: main / 100, subType, subValue: sub / 100 };
          const model: PriceRangeModel = {
            ...DEFAULT_PRICE_RANGE_MODEL,
            usableDetail: true,
            digit: 2,
            detailModel: [row(start, end, operation), row(-1, -1, { mainType: '*', mainValue: 0.5 })],
          };
          expect(calculatePrice(low, model)).toBeLessThanOrEqual(calculatePrice(high, model));
          const simpleModel = simple(operation, 2);
          expect(calculatePrice(low, simpleModel)).toBeLessThanOrEqual(calculatePrice(high, simpleModel));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
