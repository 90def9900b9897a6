import { DEFAULT_PRICE_RANGE_MODEL, type PriceRangeModel } from '@sellerdesk/domain';
import { describe, expect, it } from 'vitest';
import { previewCollectPrice, roundingUnitText } from './price-preview';

describe('previewCollectPrice (default price settings: CNY × 200, cut under ₩100)', () => {
  it('converts and cuts exactly as collection does', () => {
    // The emulator's keyboard costs 139 yuan and is stored at ₩27,800.
    expect(previewCollectPrice('139', DEFAULT_PRICE_RANGE_MODEL)).toEqual({
      ok: true,
      base: 27_800,
      price: 27_800,
      baseText: '₩27,800',
      priceText: '₩27,800',
    });
    expect(previewCollectPrice('29.9', DEFAULT_PRICE_RANGE_MODEL)).toMatchObject({
      base: 5980,
      price: 5900,
      priceText: '₩5,900',
    });
    // Exact decimals: 0.555 × 200 is 111, not 110.99999999999999.
    expect(previewCollectPrice('0.555', DEFAULT_PRICE_RANGE_MODEL)).toMatchObject({ base: 111, price: 100 });
    expect(previewCollectPrice(' 1,234.5 ', DEFAULT_PRICE_RANGE_MODEL)).toMatchObject({
      base: 246_900,
      priceText: '₩246,900',
    });
  });

  it('applies a seller model when given one (margin × 1.3 + ₩2,000, cut under ₩1,000)', () => {
    const model: PriceRangeModel = {
      ...DEFAULT_PRICE_RANGE_MODEL,
      digit: 3,
      simpleModel: { mainType: '*', mainValue: 1.3, subType: '+', subValue: 2000 },
    };
    // 139 × 200 = 27,800 → × 1.3 = 36,140 → + 2,000 = 38,140 → 38,000.
    expect(previewCollectPrice('139', model)).toMatchObject({ base: 27_800, price: 38_000 });
    expect(roundingUnitText(model)).toBe('₩1,000');
    expect(roundingUnitText(DEFAULT_PRICE_RANGE_MODEL)).toBe('₩100');
  });

  it('says what is wrong with the input instead of guessing', () => {
    expect(previewCollectPrice('', DEFAULT_PRICE_RANGE_MODEL)).toBeNull();
    expect(previewCollectPrice('   ', DEFAULT_PRICE_RANGE_MODEL)).toBeNull();
    expect(previewCollectPrice('abc', DEFAULT_PRICE_RANGE_MODEL)).toEqual({
      ok: false,
      problem: 'notANumber',
    });
    expect(previewCollectPrice('-5', DEFAULT_PRICE_RANGE_MODEL)).toEqual({
      ok: false,
      problem: 'notANumber',
    });
    expect(previewCollectPrice('1.2.3', DEFAULT_PRICE_RANGE_MODEL)).toEqual({
      ok: false,
      problem: 'notANumber',
    });
    expect(previewCollectPrice('12345678901', DEFAULT_PRICE_RANGE_MODEL)).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
  });
});
