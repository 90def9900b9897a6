import { DEFAULT_PRICE_RANGE_MODEL, calculatePrice, krwPriceOf, textIn, toKrw } from '@sellerdesk/domain';
import type { SourceProduct } from '@sellerdesk/sources';
import { describe, expect, it } from 'vitest';
import { summaryColumns } from '../products/summary-columns';
import { toProductDetail, type MappingInput } from './to-product-detail';

const base: SourceProduct = {
  site: 'taobao',
  code: '600000000001',
  url: 'https://item.taobao.com/item.htm?id=600000000001',
  title: { language: 'zh', text: '女士夏季亚麻衬衫' },
  currency: 'CNY',
  images: ['https://img.alicdn.com/a.jpg', 'https://img.alicdn.com/b.jpg'],
  optionGroups: [
    {
      name: '颜色',
      values: [
        { name: '红色', image: 'https://img.alicdn.com/red.jpg' },
        { name: '大红', image: null },
      ],
    },
    {
      name: '尺码',
      values: [
        { name: 'S', image: null },
        { name: 'M//L', image: null },
      ],
    },
  ],
  skus: [
    { id: '1', options: ['红色', 'S'], price: '45.5', originalPrice: '60', stock: 12, soldOut: false },
    { id: '2', options: ['红色', 'M//L'], price: '49', originalPrice: null, stock: 250_000, soldOut: false },
    { id: '3', options: ['大红', 'S'], price: '45.5', originalPrice: null, stock: 0, soldOut: true },
    { id: '4', options: ['大红', 'M//L'], price: '52.8', originalPrice: null, stock: null, soldOut: false },
  ],
  priceTiers: [],
  minOrderQuantity: null,
  description: { kind: 'html', html: '<p><img src="https://img.alicdn.com/d.jpg"></p>' },
  attributes: [{ name: '品牌', value: 'MUSE' }],
  shopName: '가게',
  sourceCategory: '女装',
  videoUrl: null,
  warnings: [],
};

function input(overrides: Partial<MappingInput> = {}): MappingInput {
  return {
    source: base,
    translated: {
      title: '여성 여름 린넨 셔츠',
      groupNames: ['색상', '사이즈'],
      valueNames: [
        ['빨간색', '빨간색'],
        ['S', 'M'],
      ],
    },
    needsTranslation: false,
    mainImages: ['/api/images/aa/a.jpg'],
    storedImages: new Map([['https://img.alicdn.com/red.jpg', '/api/images/bb/red.jpg']]),
    nameRules: { removeWords: [], replaceWords: [] },
    work: { groupName: '여름', memo: '' },
    priceModel: DEFAULT_PRICE_RANGE_MODEL,
    now: new Date('2026-11-22T00:00:00Z'),
    ...overrides,
  };
}

describe('toProductDetail', () => {
  it('keeps source texts beside Korean ones and makes colliding translations unique', () => {
    const product = toProductDetail(input());
    expect(product.title).toEqual([
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: '여성 여름 린넨 셔츠' },
    ]);
    const colours = product.option.optionGroups[0]!.groups;
    expect(colours.map((v) => textIn(v.optionName, 'ko'))).toEqual(['빨간색', '빨간색 2']);
    expect(colours.map((v) => textIn(v.optionName, 'zh'))).toEqual(['红色', '大红']);
    expect(colours[0]?.optionImage).toBe('/api/images/bb/red.jpg');
    expect(product.option.detailOptions.map((o) => o.optionName)).toEqual([
      '빨간색//S',
      '빨간색//M',
      '빨간색 2//S',
      '빨간색 2//M',
    ]);
    expect(product.brand).toBe('MUSE');
    expect(product.origin).toBe('중국');
  });

  it('prices every SKU from its own source price and caps or defaults stock', () => {
    const product = toProductDetail(input());
    const [a, b, c, d] = product.option.detailOptions;
    expect(krwPriceOf(a!.price)?.salePrice).toBe(
      calculatePrice(toKrw('45.5', 'CNY', 200), DEFAULT_PRICE_RANGE_MODEL),
    );
    expect(krwPriceOf(d!.price)?.salePrice).toBe(
      calculatePrice(toKrw('52.8', 'CNY', 200), DEFAULT_PRICE_RANGE_MODEL),
    );
    expect(a?.quantity).toBe(12);
    expect(b?.quantity).toBe(99_999);
    expect(c).toMatchObject({ quantity: 0, isSoldOut: true, checked: false });
    expect(d?.quantity).toBe(1000);
    // The product's own price is its cheapest in-stock SKU; the summary spans the sellable ones.
    expect(product.source.price).toBe('45.5');
    expect(product.source.originalPrice).toBe('60');
    const summary = summaryColumns(product);
    expect(summary.priceMinKrw).toBe(krwPriceOf(a!.price)?.salePrice);
    expect(summary.priceMaxKrw).toBe(krwPriceOf(d!.price)?.salePrice);
    expect(summary.optionCount).toBe(4);
    // The margin column's cost: the source price in its currency.
    expect(summary).toMatchObject({ sourcePrice: '45.5', sourceCurrency: 'CNY' });
  });

  it('falls back to sanitized source names when untranslated, and flags the product', () => {
    const product = toProductDetail(
      input({
        translated: {
          title: null,
          groupNames: [null, null],
          valueNames: [
            [null, null],
            [null, null],
          ],
        },
        needsTranslation: true,
      }),
    );
    expect(product.title).toEqual([{ language: 'zh', text: '女士夏季亚麻衬衫' }]);
    expect(product.flags.needsTranslation).toBe(true);
    expect(product.option.optionGroups[1]!.groups[1]!.optionName).toEqual([{ language: 'zh', text: 'M//L' }]);
    // The combination name stays splittable: the '//' inside a value became '/'.
    expect(product.option.detailOptions[1]?.optionName).toBe('红色//M/L');
    expect(summaryColumns(product).title).toBe('女士夏季亚麻衬衫');
  });

  it('prices Costco variants in won from their values, without conversion', () => {
    const costco: SourceProduct = {
      ...base,
      site: 'costco',
      code: '641176',
      url: 'https://www.costco.co.kr/p/641176',
      title: { language: 'ko', text: '커클랜드 키친타올 12롤 12롤' },
      currency: 'KRW',
      optionGroups: [
        {
          name: '수량',
          values: [
            { name: '1팩', image: null },
            { name: '2팩', image: null },
          ],
        },
      ],
      skus: [
        {
          id: '641176-1',
          options: ['1팩'],
          price: '23990',
          originalPrice: null,
          stock: null,
          soldOut: false,
        },
        {
          id: '641176-2',
          options: ['2팩'],
          price: '45990',
          originalPrice: '47980',
          stock: 5,
          soldOut: false,
        },
      ],
      attributes: [],
    };
    const product = toProductDetail(
      input({ source: costco, translated: { title: null, groupNames: [null], valueNames: [[null, null]] } }),
    );
    expect(product.title).toEqual([{ language: 'ko', text: '커클랜드 키친타올 12롤' }]);
    expect(product.option.detailOptions.map((o) => krwPriceOf(o.price)?.salePrice)).toEqual([
      calculatePrice(23990, DEFAULT_PRICE_RANGE_MODEL),
      calculatePrice(45990, DEFAULT_PRICE_RANGE_MODEL),
    ]);
    expect(product.option.detailOptions.every((o) => o.price.every((p) => p.currency === 'KRW'))).toBe(true);
    expect(product.origin).toBe('');
  });
});
