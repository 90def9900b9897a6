import { ProductDetail, type ProductDetailInput } from '@sellerdesk/domain';
import type { MarketAccountView } from '@sellerdesk/domain/api';
import { DEFAULT_COUPANG_VENDOR, DEFAULT_ELEVENST_ACCOUNT, DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { products } from '../../src/infra/db/schema/index';
import { storedDetail } from '../../src/modules/products/index';
import type { AppDeps } from '../../src/deps';
import { dataOf, type TestApp } from './test-app';

/** Products and templates for upload tests and benches: 색상 × 사이즈 options, images at `imageBase`. */

const COLOURS = ['블랙', '화이트'];
const SIZES = ['S', 'M'];

export function uploadProductDetail(
  code: string,
  imageBase: string,
  overrides: Partial<ProductDetailInput> = {},
): ProductDetail {
  const now = '2025-06-01T00:00:00.000Z';
  const rows = COLOURS.flatMap((colour) => SIZES.map((size) => [colour, size]));
  const images = [`${imageBase}/${code}/main.jpg`, `${imageBase}/${code}/2.jpg`];
  return ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: '夏季连衣裙' },
      { language: 'ko', text: `여름 린넨 원피스 루즈핏 ${code.slice(-4)}` },
    ],
    detailPageHtml: `<p>시원한 린넨 원피스입니다.</p><img src="${images[0]}">`,
    option: {
      optionGroups: [
        {
          id: 'g0',
          groupName: [{ language: 'ko', text: '색상' }],
          groups: COLOURS.map((value, i) => ({
            id: `g0v${i}`,
            optionName: [{ language: 'ko', text: value }],
          })),
        },
        {
          id: 'g1',
          groupName: [{ language: 'ko', text: '사이즈' }],
          groups: SIZES.map((value, i) => ({ id: `g1v${i}`, optionName: [{ language: 'ko', text: value }] })),
        },
      ],
      detailOptions: rows.map((values, index) => ({
        id: `sku-${code}-${index}`,
        groupName: '색상//사이즈',
        optionName: values.join('//'),
        price: [
          { currency: 'CNY', originalPrice: '99', salePrice: '89' },
          { currency: 'KRW', originalPrice: 34_900, salePrice: 29_900 },
        ],
        quantity: 50 + index,
      })),
    },
    image: images,
    price: [
      { currency: 'CNY', originalPrice: '99', salePrice: '89' },
      { currency: 'KRW', originalPrice: 34_900, salePrice: 29_900 },
    ],
    quantity: 100,
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: '夏季连衣裙',
      language: 'zh',
      currency: 'CNY',
      price: '89',
      collectedAt: now,
    },
    tags: ['원피스', '린넨원피스'],
    category: {
      largeName: '패션의류',
      middleName: '여성의류',
      smallName: '원피스',
      detailName: '',
      id: '50000807',
    },
    origin: '중국',
    // Prices are the seller's own: the upload keeps them instead of repricing from the source price.
    priceOverride: true,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

export async function insertUploadProduct(deps: AppDeps, userId: string, detail: ProductDetail) {
  return (await insertProductRow(deps, userId, detail)).id;
}

/** The product's row as the catalogue stores it: its id and version (what a versioned save sends). */
export async function insertProductRow(deps: AppDeps, userId: string, detail: ProductDetail) {
  const [row] = await deps.db
    .insert(products)
    .values({
      userId,
      site: detail.site,
      code: detail.code,
      title: detail.title.find((t) => t.language === 'ko')?.text ?? '',
      sourceTitle: detail.source.title,
      sourceUrl: detail.source.url,
      image: detail.image[0] ?? null,
      ...storedDetail(detail),
    })
    .returning({ id: products.id, version: products.version });
  return row!;
}

/** A template sent with the work request; 출고지, 반품지 and 택배사 come from the account. */
export const INLINE_TEMPLATE = {
  brandName: '셀러데스크',
  manufacturer: '협력업체',
  originArea: '중국',
  courierId: 'CJGLS',
  afterService: { content: '상세 페이지 참조', phone: '010-1234-5678' },
  topHtml: '<p>해외구매대행 상품입니다.</p>',
  bottomHtml: '<p>배송은 7~14일 걸립니다.</p>',
};

/** 여성 미니원피스 at Coupang (색상 and 사이즈 are its purchase options). */
export const COUPANG_DRESS_CATEGORY = '79384';

/** The emulators' default credentials, as each market's account form sends them. */
export const EMULATOR_ACCOUNT_SETTINGS = {
  SmartStore: { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
  Coupang: {
    vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
    accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
    secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
    wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
  },
  Elevenst: { apiKey: DEFAULT_ELEVENST_ACCOUNT.apiKey },
} as const;

/**
 * Connects a market account of the seller holding `token` through SetMarketAccount, with the emulator's
 * default credentials. `seen` receives the answer (tests read every answer for leaked secrets).
 */
export async function connectMarketAccount(
  t: TestApp,
  token: string,
  market: keyof typeof EMULATOR_ACCOUNT_SETTINGS,
  label: string,
  seen?: (response: LightMyRequestResponse) => void,
): Promise<MarketAccountView> {
  const response = await t.call({
    method: 'POST',
    url: `/api/UserConfig/SetMarketAccount?market=${market}`,
    token,
    payload: { label, settings: EMULATOR_ACCOUNT_SETTINGS[market] },
  });
  seen?.(response);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MarketAccountView>(response);
}
