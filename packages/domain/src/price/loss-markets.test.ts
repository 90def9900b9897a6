import { describe, expect, it } from 'vitest';
import { MARKETS } from '../constants';
import { collectedWonPrice, krwEntryFor } from '../options/derive-price';
import { lossMarkets } from './margin';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from './price-settings';

const seller: PriceSettings = {
  ...DEFAULT_PRICE_SETTINGS,
  priceRangeModel: {
    ...DEFAULT_PRICE_SETTINGS.priceRangeModel,
    exchangeBase: 195,
    simpleModel: { mainType: '*', mainValue: 1.3, subType: '+', subValue: 3000 },
  },
};

describe('collectedWonPrice', () => {
  it('is the won price collection stores (the collect preview calls it)', () => {
    // ¥23.54 × 195 = 4,590 → × 1.3 + 3,000 = 8,967 → cut under ₩100: ₩8,900.
    expect(collectedWonPrice('23.54', 'CNY', seller.priceRangeModel)).toBe(8900);
    expect(krwEntryFor({ salePrice: '23.54', originalPrice: '30' }, 'CNY', seller.priceRangeModel)).toEqual({
      currency: 'KRW',
      salePrice: 8900,
      originalPrice: collectedWonPrice('30', 'CNY', seller.priceRangeModel),
    });
    // The defaults add no margin: ₩4,700.
    expect(collectedWonPrice('23.54', 'CNY', DEFAULT_PRICE_SETTINGS.priceRangeModel)).toBe(4700);
  });
});

describe('lossMarkets', () => {
  it('names every market for the defaults (no margin after the fees) and none for a margin that covers them', () => {
    expect(lossMarkets(DEFAULT_PRICE_SETTINGS)).toEqual([...MARKETS]);
    expect(lossMarkets(seller)).toEqual([]);
  });
});
