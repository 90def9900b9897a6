import { describe, expect, it } from 'vitest';
import {
  buildCostcoProduct,
  costcoDiscounted,
  costcoHiddenPrice,
  costcoImagePath,
  costcoOutOfStock,
  costcoSimple,
  costcoVariants,
} from '@sellerdesk/emulators/fixtures';
import { parseCostcoProduct, parseCostcoSearch } from '../src/costco/parse';
import { expectReadBack, failure, fixtureJson } from './helpers';

const ORIGIN = 'https://www.costco.co.kr';
const zoom = (origin: string) => (key: string) => `${origin}${costcoImagePath(key, 'zoom')}`;

describe('Costco OCC products', () => {
  it('reads a single-SKU product: KRW price, stock, largest image format, description', () => {
    const product = parseCostcoProduct(buildCostcoProduct(costcoSimple), {
      origin: ORIGIN,
      requestedCode: '602630',
    });
    expectReadBack(product, costcoSimple, zoom(ORIGIN));
    expect(product).toMatchObject({
      site: 'costco',
      currency: 'KRW',
      title: { language: 'ko', text: '바이오더마 아토덤 울트라 크림 500ml x 2입' },
      url: expect.stringMatching(/^https:\/\/www\.costco\.co\.kr\/.+\/p\/602630$/) as string,
      sourceCategory: '바디로션/바디크림',
      description: {
        kind: 'html',
        html: '<p>건조한 피부를 위한 보습 크림</p><img src="https://www.costco.co.kr/medias/sys_master/images/desc/602630-1.jpg" />',
      },
    });
    expect(product.attributes).toEqual([
      { name: '용량', value: '500ml x 2' },
      { name: '제조사', value: 'BIODERMA' },
    ]);
  });

  it('keeps an origin with a path (the emulator) in front of site-relative URLs', () => {
    const origin = 'http://127.0.0.1:4010/costco';
    const product = parseCostcoProduct(buildCostcoProduct(costcoSimple), { origin });
    expect(product.images[0]).toBe(`${origin}${costcoImagePath(costcoSimple.images[0]!, 'zoom')}`);
    expect(product.url.startsWith(`${origin}/`)).toBe(true);
  });

  it('reads a sale price as the price and the regular price as the original', () => {
    const product = parseCostcoProduct(buildCostcoProduct(costcoDiscounted), { origin: ORIGIN });
    expectReadBack(product, costcoDiscounted, zoom(ORIGIN));
    expect(product.skus[0]).toMatchObject({
      price: '21990',
      originalPrice: '25990',
      stock: null,
      soldOut: false,
    });
    expect(product.description).toEqual({ kind: 'none' });
  });

  it('maps baseOptions variants to option groups with swatch images', () => {
    const product = parseCostcoProduct(buildCostcoProduct(costcoVariants), { origin: ORIGIN });
    expectReadBack(product, costcoVariants, (key) =>
      key.startsWith('sw/') ? `${ORIGIN}${costcoImagePath(key, 'swatch')}` : zoom(ORIGIN)(key),
    );
    expect(product.skus.find((s) => s.id === '697186-NVL')).toMatchObject({ soldOut: true, stock: 0 });
  });

  it('marks out-of-stock products as sold out', () => {
    const product = parseCostcoProduct(buildCostcoProduct(costcoOutOfStock), { origin: ORIGIN });
    expect(product.skus[0]).toMatchObject({ stock: 0, soldOut: true });
  });

  it('refuses member-only prices and other products than asked for', async () => {
    await failure(
      () => parseCostcoProduct(buildCostcoProduct(costcoHiddenPrice), { origin: ORIGIN }),
      'PRICE_HIDDEN',
    );
    await failure(
      () => parseCostcoProduct(buildCostcoProduct(costcoSimple), { requestedCode: '999999' }),
      'MISMATCH',
    );
    await failure(() => parseCostcoProduct({ name: 'x' }), 'DATA_NOT_FOUND');
  });

  it('reads a captured FULL product: format choice, gallery order, units, coupon', () => {
    const product = parseCostcoProduct(fixtureJson('costco-product-651234.json'), { origin: ORIGIN });
    expect(product.images).toEqual([
      `${ORIGIN}/medias/sys_master/images/p-product.jpg`,
      `${ORIGIN}/medias/sys_master/images/g1-product.jpg`,
      `${ORIGIN}/medias/sys_master/images/g2-zoom.jpg`,
    ]);
    expect(product.skus).toEqual([
      { id: '651234', options: [], price: '27990', originalPrice: null, stock: 12, soldOut: false },
    ]);
    expect(product.attributes).toEqual([
      { name: '포장단위별 용량', value: '160매' },
      { name: '수량', value: '12 롤' },
      { name: '제조사', value: 'Kirkland Signature' },
      { name: '쿠폰 할인', value: '5000원 (2026/11/01 ~ 2026/11/30)' },
    ]);
    expect(product.description).toEqual({
      kind: 'html',
      html: '<div><p>흡수력이 뛰어난 키친타올</p><img src="https://www.costco.co.kr/medias/sys_master/images/detail/651234-1.jpg" alt="" />더 보기</div>',
    });
    expect(product.sourceCategory).toBe('키친타올');
  });
});

describe('Costco OCC search pages', () => {
  it('reads codes and paging', () => {
    expect(parseCostcoSearch(fixtureJson('costco-search-page.json'))).toEqual({
      codes: ['602630', '801234'],
      currentPage: 0,
      totalPages: 3,
      totalResults: 70,
    });
  });

  it('refuses an answer without products', async () => {
    await failure(() => parseCostcoSearch({ pagination: {} }), 'DATA_NOT_FOUND');
  });
});
