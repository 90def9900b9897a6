import { krwPriceOf, ProductDetail, productMargin, withoutId, type PriceSettings } from '@sellerdesk/domain';
import type { ProductSummary } from '@sellerdesk/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/** The price tab's 판매가 on a product with options, saved, as the catalogue then lists it. */
let t: TestApp;
let alice: Awaited<ReturnType<TestApp['userSession']>>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.userSession({ name: '앨리스' });
});
afterAll(async () => t?.close());

const IMAGE = `/api/images/a1/${'a1'.repeat(32)}.jpg`;
const COLOURS = [
  { id: 'sku-red', name: '빨강', won: 30_900 },
  { id: 'sku-blue', name: '파랑', won: 28_900 },
  { id: 'sku-green', name: '초록', won: 33_900 },
];

/** A 1688 phone case as collected: ¥100, its colours at ₩30,900 / ₩28,900 / ₩33,900. */
function collected(code: string): ProductDetail {
  const now = '2025-01-02T03:04:05.000Z';
  return ProductDetail.parse({
    site: '1688',
    code,
    title: [{ language: 'ko', text: '투명 폰 케이스' }],
    image: [IMAGE],
    option: {
      optionGroups: [
        {
          id: 'colour',
          groupName: [{ language: 'ko', text: '색상' }],
          groups: COLOURS.map((c) => ({ id: c.id, optionName: [{ language: 'ko', text: c.name }] })),
        },
      ],
      detailOptions: COLOURS.map((c) => ({
        id: c.id,
        groupName: '색상',
        optionName: c.name,
        price: [
          { currency: 'CNY', originalPrice: '100', salePrice: '100' },
          { currency: 'KRW', originalPrice: c.won, salePrice: c.won },
        ],
      })),
    },
    price: [
      { currency: 'CNY', originalPrice: '100', salePrice: '100' },
      { currency: 'KRW', originalPrice: 28_900, salePrice: 28_900 },
    ],
    source: {
      site: '1688',
      code,
      url: `https://detail.1688.com/offer/${code}.html`,
      title: '透明手机壳',
      language: 'zh',
      currency: 'CNY',
      price: '100',
      images: [IMAGE],
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
}

describe('UpdateProduct with a new 판매가 on a product with options', () => {
  it('moves the options, so the catalogue lists and margins the price the tab showed', async () => {
    const code = '703000000001';
    const detail = collected(code);
    await t.deps.db.insert(products).values({
      userId: alice.id,
      site: '1688',
      code,
      title: '투명 폰 케이스',
      sourceTitle: detail.source.title,
      sourceUrl: detail.source.url,
      image: IMAGE,
      ...storedDetail(detail),
    });

    // The price tab's save: 판매가 ₩35,000, the options as loaded.
    const edited = {
      ...withoutId(detail),
      price: [detail.price[0]!, { currency: 'KRW' as const, originalPrice: 35_000, salePrice: 35_000 }],
      version: 1,
    };
    const res = await t.call({
      method: 'POST',
      url: '/api/Product/UpdateProduct',
      token: alice.accessToken,
      payload: edited,
    });
    expect(res.statusCode).toBe(200);
    const saved = dataOf<{ detail: ProductDetail }>(res).detail;
    // The cheapest colour sells at the 판매가; the others keep their ₩2,000 and ₩5,000 extra.
    expect(saved.option.detailOptions.map((o) => krwPriceOf(o.price)?.salePrice)).toEqual([
      37_000, 35_000, 40_000,
    ]);

    const list = dataOf<{ items: ProductSummary[] }>(
      await t.call({
        method: 'POST',
        url: '/api/Product/SearchCollectProductSummary',
        token: alice.accessToken,
        payload: {},
      }),
    );
    const line = list.items.find((item) => item.code === code)!;
    expect(line).toMatchObject({ priceMinKrw: 35_000, priceMaxKrw: 40_000 });

    // The catalogue's margin (taken at its lowest price) is the one the tab showed for ₩35,000.
    const settings = dataOf<PriceSettings>(
      await t.call({ method: 'GET', url: '/api/Market/GetPrice', token: alice.accessToken }),
    );
    const catalogue = productMargin(
      { salePrice: line.priceMinKrw!, sourcePrice: line.sourcePrice!, sourceCurrency: line.sourceCurrency! },
      settings,
      'SmartStore',
    );
    const tab = productMargin(
      { salePrice: 35_000, sourcePrice: '100', sourceCurrency: 'CNY' },
      settings,
      'SmartStore',
    );
    expect(catalogue).toEqual(tab);
  });
});
