import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET_COMMISSIONS } from '../constants';
import { DomainError } from '../errors';
import { ProductDetail } from '../product/product-detail';
import { repriceProduct } from '../product/apply-price-model';
import { krwPriceOf } from '../product/price-entry';
import { commissionOf, exampleRows, lossRows, marginOf, productMargin } from './margin';
import { DEFAULT_PRICE_RANGE_MODEL } from './price-model';
import {
  DEFAULT_PRICE_SETTINGS,
  normalizeSellerPriceSettings,
  rangeProblems,
  withMarginDefaults,
  type PriceSettings,
} from './price-settings';

describe('normalizeSellerPriceSettings', () => {
  it('fills the §9 defaults and the default commissions for an empty form', () => {
    expect(normalizeSellerPriceSettings({})).toEqual({
      ...DEFAULT_PRICE_SETTINGS,
      priceRangeModel: { ...DEFAULT_PRICE_SETTINGS.priceRangeModel, detailModel: [] },
    });
  });

  it('normalises as §5 says and reads the margin costs', () => {
    const settings = normalizeSellerPriceSettings({
      usableDetail: true,
      roundModel: { digit: 3 },
      digit: 1,
      exchangeBase: '195',
      detailModel: [
        { startRange: 0, endRange: '10,000', mainType: '*', mainValue: '1.5', subValue: '' },
        { startRange: '', endRange: 20_000, mainType: '+', mainValue: 9 },
        { startRange: 10_000, endRange: 50_000, mainType: '+', mainValue: 5000 },
        { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.2 },
      ],
      shippingPerItem: '6,000',
      commissions: { Coupang: '11.5', SmartStore: '' },
    });
    expect(settings.priceRangeModel.digit).toBe(3);
    expect(settings.priceRangeModel.exchangeBase).toBe(195);
    expect(settings.priceRangeModel.detailModel.map((row) => [row.startRange, row.endRange])).toEqual([
      [0, 10_000],
      [10_000, 50_000],
      [-1, -1],
    ]);
    expect(settings.priceRangeModel.detailModel[0]).toMatchObject({ mainValue: 1.5, subValue: 0 });
    expect(settings.margin.shippingPerItem).toBe(6000);
    expect(settings.margin.commissions.Coupang).toBe(11.5);
    expect(settings.margin.commissions.SmartStore).toBe(DEFAULT_MARKET_COMMISSIONS.SmartStore);
  });

  it.each([
    [
      {
        detailModel: [
          { startRange: 0, endRange: 5000 },
          { startRange: 4000, endRange: 9000 },
        ],
      },
      /2번째 구간: 앞 구간과 겹칩니다/,
    ],
    [
      {
        detailModel: [
          { startRange: 5000, endRange: 9000 },
          { startRange: 0, endRange: 4000 },
        ],
      },
      /2번째 구간: 구간은 낮은 금액부터/,
    ],
    [{ shippingPerItem: -1 }, /해외 배송비/],
    [{ shippingPerItem: 'abc' }, /해외 배송비가 숫자가 아닙니다/],
    [{ commissions: { Coupang: 120 } }, /0~100%/],
  ])('refuses %j', (form, message) => {
    expect(() => normalizeSellerPriceSettings(form)).toThrow(DomainError);
    expect(() => normalizeSellerPriceSettings(form)).toThrow(message);
  });

  it('reads stored settings without a margin part with the defaults', () => {
    expect(withMarginDefaults({ priceRangeModel: DEFAULT_PRICE_RANGE_MODEL })).toEqual(
      DEFAULT_PRICE_SETTINGS,
    );
  });
});

describe('rangeProblems', () => {
  it('allows touching bounds and skips incomplete rows and the last row', () => {
    const problems = rangeProblems([
      { startRange: 0, endRange: 10_000 },
      { startRange: 10_000, endRange: 20_000 },
      { startRange: '', endRange: 5 },
      { startRange: -1, endRange: -1 },
    ]);
    expect(problems.size).toBe(0);
  });

  it('names each bad row', () => {
    const problems = rangeProblems([
      { startRange: 0, endRange: 10_000 },
      { startRange: 9000, endRange: 20_000 },
      { startRange: 30_000, endRange: 25_000 },
      { startRange: 100, endRange: 200 },
    ]);
    expect([...problems]).toEqual([
      [1, 'overlap'],
      [2, 'startAfterEnd'],
      [3, 'notAscending'],
    ]);
  });
});

describe('margin', () => {
  it('subtracts cost, shipping and the commission', () => {
    expect(commissionOf(10_000, 5.5)).toBe(550);
    expect(commissionOf(12_345, 10.8)).toBe(1333);
    expect(
      marginOf({ salePrice: 20_000, cost: 10_000, shippingPerItem: 5000, commissionPercent: 10.8 }),
    ).toEqual({
      salePrice: 20_000,
      cost: 10_000,
      shipping: 5000,
      commission: 2160,
      margin: 2840,
      marginRate: 14.2,
      loss: false,
    });
    expect(
      marginOf({ salePrice: 10_000, cost: 9000, shippingPerItem: 2000, commissionPercent: 13 }).loss,
    ).toBe(true);
    expect(marginOf({ salePrice: 0, cost: 0, shippingPerItem: 0, commissionPercent: 13 }).marginRate).toBe(0);
  });

  const settings = (
    overrides: Partial<PriceSettings['priceRangeModel']>,
    shipping = 3000,
  ): PriceSettings => ({
    priceRangeModel: { ...DEFAULT_PRICE_RANGE_MODEL, digit: 1, ...overrides },
    margin: { shippingPerItem: shipping, commissions: { ...DEFAULT_MARKET_COMMISSIONS } },
  });

  it('prices the example table with the exchange base and flags a loss', () => {
    const rows = exampleRows(
      settings({ simpleModel: { mainType: '*', mainValue: 1.5, subType: '+', subValue: 0 } }),
      'Coupang',
      [10, 100],
    );
    // 10 CNY = 2000 won → 3000 won; commission 324, shipping 3000: a loss.
    expect(rows[0]!.margin).toMatchObject({
      cost: 2000,
      salePrice: 3000,
      commission: 324,
      margin: -2324,
      loss: true,
    });
    // 100 CNY = 20000 won → 30000 won: keeps 30000 − 20000 − 3000 − 3240.
    expect(rows[1]!.margin).toMatchObject({ salePrice: 30_000, margin: 3760, loss: false });
  });

  it('prices a product’s margin from its source price: at the exchange base, a won source as it is', () => {
    const seller = settings({ currency: 'CNY', exchangeBase: 190 });
    // ¥45.5 × 190 = 8645 won; 20,000 − 8645 − 3000 − 1100 (5.5 %) = 7255.
    expect(
      productMargin({ salePrice: 20_000, sourcePrice: '45.5', sourceCurrency: 'CNY' }, seller, 'SmartStore'),
    ).toMatchObject({ cost: 8645, commission: 1100, margin: 7255, loss: false });
    // A Costco price is already won: no exchange base; at 13 % it sells at a loss.
    expect(
      productMargin({ salePrice: 20_000, sourcePrice: '19990', sourceCurrency: 'KRW' }, seller, 'Elevenst'),
    ).toMatchObject({ cost: 19_990, commission: 2600, margin: -5590, loss: true });
  });

  it('names the detail rows that sell at a loss at either bound', () => {
    const model = settings({
      usableDetail: true,
      detailModel: [
        { startRange: 0, endRange: 10_000, mainType: '+', mainValue: 5000, subType: '+', subValue: 0 },
        { startRange: 10_000, endRange: 100_000, mainType: '*', mainValue: 1.05, subType: '+', subValue: 0 },
        { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.5, subType: '+', subValue: 0 },
      ],
    });
    expect(lossRows(model, 'SmartStore')).toEqual([1]);
    expect(
      lossRows(
        { ...model, priceRangeModel: { ...model.priceRangeModel, usableDetail: false } },
        'SmartStore',
      ),
    ).toEqual([]);
  });
});

describe('repriceProduct', () => {
  const now = new Date().toISOString();
  const product = ProductDetail.parse({
    site: 'taobao',
    code: '1',
    title: [{ language: 'zh', text: '衬衫' }],
    price: [
      { currency: 'CNY', originalPrice: '10', salePrice: '10' },
      { currency: 'KRW', originalPrice: 99_000, salePrice: 99_000 },
    ],
    source: {
      site: 'taobao',
      code: '1',
      url: 'https://item.taobao.com/item.htm?id=1',
      title: '衬衫',
      language: 'zh',
      currency: 'CNY',
      price: '10',
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
  const model = {
    ...DEFAULT_PRICE_RANGE_MODEL,
    simpleModel: { mainType: '*', mainValue: 2, subType: '+', subValue: 0 },
  } as const;

  it('prices a product again', () => {
    const outcome = repriceProduct(product, model, { keepOverrides: true });
    expect(outcome.state).toBe('repriced');
    expect(krwPriceOf(outcome.product.price)?.salePrice).toBe(4000);
  });

  it('keeps hand-set prices unless told to overwrite them', () => {
    const manual = { ...product, priceOverride: true };
    expect(repriceProduct(manual, model, { keepOverrides: true })).toEqual({
      product: manual,
      state: 'kept',
    });
    const overwritten = repriceProduct(manual, model, { keepOverrides: false });
    expect(overwritten.state).toBe('repriced');
    expect(overwritten.product.priceOverride).toBe(false);
    expect(krwPriceOf(overwritten.product.price)?.salePrice).toBe(4000);
  });
});
