import { describe, expect, it } from 'vitest';
import { group, product } from '../../test/fixtures';
import { DomainError } from '../errors';
import { buildDetailOptions } from '../options/build-detail-options';
import { DEFAULT_PRICE_RANGE_MODEL, type PriceRangeModel } from '../price/price-model';
import { applyPriceModel } from './apply-price-model';
import { displayText, koreanText, textIn, withText } from './localized-text';
import { krwPriceOf, PriceList, sourcePriceOf, withPriceEntry } from './price-entry';
import { parseProductDetail, ProductDetail, ProductDetailForSave, withoutId } from './product-detail';
import { ProductSource, tierPriceAt } from './source';

const MODEL: PriceRangeModel = {
  ...DEFAULT_PRICE_RANGE_MODEL,
  simpleModel: { mainType: '*', mainValue: 1.3, subType: '+', subValue: 2000 },
};

describe('ProductDetail', () => {
  it('fills defaults for what collectors leave out', () => {
    const minimal = product({ image: undefined, price: undefined, category: undefined });
    expect(minimal).toMatchObject({
      option: { optionGroups: [], detailOptions: [] },
      image: [],
      price: [],
      quantity: 1000,
      tags: [],
      memo: '',
      groupName: '',
      category: null,
      brand: '',
      flags: { needsTranslation: false },
    });
  });

  it.each([
    ['a site we do not collect from', { site: 'amazon' }],
    ['a site that differs from the source', { site: 'tmall' }],
    ['a code that differs from the source', { code: '1' }],
    [
      'two Korean titles',
      {
        title: [
          { language: 'ko', text: 'a' },
          { language: 'ko', text: 'b' },
        ],
      },
    ],
    ['a protocol-relative image', { image: ['//img.alicdn.com/a.jpg'] }],
    ['a won price with a fraction', { price: [{ currency: 'KRW', originalPrice: 100, salePrice: 99.5 }] }],
    [
      'a source price as a float number',
      { price: [{ currency: 'CNY', originalPrice: 1.5, salePrice: 1.5 }] },
    ],
    ['a negative source price', { price: [{ currency: 'CNY', originalPrice: '-1', salePrice: '1' }] }],
    [
      'four option groups',
      { option: { optionGroups: ['a', 'b', 'c', 'd'].map((id) => group(id, id, ['x'])) } },
    ],
    ['a timestamp that is not ISO', { createdAt: 'yesterday' }],
  ])('refuses %s', (_label, overrides) => {
    expect(() => product(overrides as never)).toThrow();
  });

  it('parseProductDetail answers in Korean through the catalogue', () => {
    try {
      parseProductDetail({ code: '1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).reason).toBe('PRODUCT_INVALID');
    }
  });

  it('drops the record id before saving (spec §3)', () => {
    const saved = withoutId(product());
    expect('id' in saved).toBe(false);
    expect(ProductDetailForSave.parse(saved).code).toBe('652370015315');
    expect(ProductDetail.parse(saved).id).toBeUndefined();
  });
});

describe('ProductSource', () => {
  const source = product().source;

  it.each([
    ['a Costco product quoted in yuan', { site: 'costco', currency: 'CNY' }],
    [
      'tiers out of order',
      {
        priceTiers: [
          { minQuantity: 10, price: '2' },
          { minQuantity: 2, price: '3' },
        ],
      },
    ],
    ['a non-http url', { url: 'ftp://example.com/a' }],
    ['a code with spaces', { code: '12 34' }],
  ])('refuses %s', (_label, overrides) => {
    expect(ProductSource.safeParse({ ...source, ...overrides }).success).toBe(false);
  });

  it('keeps 1688 tiers and the minimum order exactly', () => {
    const wholesale = ProductSource.parse({
      ...source,
      site: '1688',
      priceTiers: [
        { minQuantity: 2, price: '3.60' },
        { minQuantity: 50, price: '3.42' },
        { minQuantity: 500, price: '2.3' },
      ],
      minOrderQuantity: 2,
    });
    expect(wholesale.priceTiers?.map((tier) => tier.price)).toEqual(['3.60', '3.42', '2.3']);
    const tiers = wholesale.priceTiers ?? [];
    expect([1, 2, 49, 50, 10_000].map((quantity) => tierPriceAt(tiers, quantity))).toEqual([
      undefined,
      '3.60',
      '3.60',
      '3.42',
      '2.3',
    ]);
  });
});

describe('localized text', () => {
  const title = [
    { language: 'zh' as const, text: ' 连衣裙 ' },
    { language: 'ko' as const, text: '' },
  ];

  it('shows Korean, else the first text', () => {
    expect(displayText(title)).toBe('连衣裙');
    expect(displayText(withText(title, 'ko', '원피스'))).toBe('원피스');
    expect(displayText([])).toBe('');
  });

  it('edits Korean beside the source and resets to it', () => {
    const edited = withText(title, 'ko', '원피스');
    expect(textIn(edited, 'zh')).toBe('连衣裙');
    expect(koreanText(edited)).toBe('원피스');
    expect(withText([], 'ko', '새')).toEqual([{ language: 'ko', text: '새' }]);
  });
});

describe('price lists', () => {
  it('keeps one entry per currency, source before won', () => {
    const list = withPriceEntry([{ currency: 'KRW', originalPrice: 1, salePrice: 1 }], {
      currency: 'CNY',
      originalPrice: '2',
      salePrice: '2',
    });
    expect(list.map((entry) => entry.currency)).toEqual(['CNY', 'KRW']);
    const replaced = withPriceEntry(list, { currency: 'KRW', originalPrice: 5, salePrice: 4 });
    expect(krwPriceOf(replaced)).toEqual({ currency: 'KRW', originalPrice: 5, salePrice: 4 });
    expect(sourcePriceOf(replaced, 'CNY')?.salePrice).toBe('2');
    expect(PriceList.safeParse([...replaced, replaced[0]]).success).toBe(false);
  });
});

describe('applyPriceModel', () => {
  it('prices the product and every combination from the source prices', () => {
    const colour = group('c', '색상', [
      { name: '빨강', salePrice: '99.5' },
      { name: '파랑', salePrice: '120.25' },
    ]);
    const detailOptions = buildDetailOptions([colour]);
    const priced = applyPriceModel(
      product({ option: { optionGroups: [colour], detailOptions }, price: [] }),
      MODEL,
    );
    // 99.5 × 200 = 19900 × 1.3 = 25870 + 2000 = 27870 → 27800; list 129 → 25800 × 1.3 + 2000 = 35540 → 35500.
    expect(priced.price).toEqual([
      { currency: 'CNY', originalPrice: '129', salePrice: '99.5' },
      { currency: 'KRW', originalPrice: 35_500, salePrice: 27_800 },
    ]);
    // 120.25 × 200 = 24050 × 1.3 = 31265 + 2000 = 33265 → 33200.
    expect(priced.option.detailOptions.map((option) => krwPriceOf(option.price)?.salePrice)).toEqual([
      27_800, 33_200,
    ]);
  });

  it('refuses settings made for another currency', () => {
    expect(() => applyPriceModel(product(), { ...MODEL, currency: 'USD' })).toThrow(DomainError);
  });
});
