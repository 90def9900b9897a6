import { startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import type {
  CheckUploadResponse,
  MarketAccountView,
  UploadDetailLogResponse,
  UploadWorkResponse,
} from '@sellerdesk/domain/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';
import {
  COUPANG_DRESS_CATEGORY,
  connectMarketAccount,
  INLINE_TEMPLATE,
  insertUploadProduct,
  uploadProductDetail,
} from './helpers/upload';

/**
 * Images of this server's image store reach the markets at PUBLIC_URL. When that is a loopback or
 * private address, no market (nor its shoppers) can load them: the pre-upload check says so once per
 * account before anything is sent, and the worker refuses the push. The market emulator runs beside the
 * server, so with MARKET_EMULATOR_URL (tests, the sandbox) the check lets such an address pass.
 */
const PRIVATE_PUBLIC_URL = 'http://192.168.0.20:3000';
const STORED_IMAGE = `/api/images/ab/${'ab'.repeat(32)}.jpg`;

let t: TestApp;
let emulator: StartedMarketEmulator;
let seller: Awaited<ReturnType<TestApp['userSession']>>;
let naver: MarketAccountView;
let coupang: MarketAccountView;
let withStoredImage: string;
let externalOnly: string;

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url, PUBLIC_URL: PRIVATE_PUBLIC_URL });
  seller = await t.userSession();
  naver = await connectMarketAccount(t, seller.accessToken, 'SmartStore', '본점');
  coupang = await connectMarketAccount(t, seller.accessToken, 'Coupang', '쿠팡');
  const images = emulator.baseUrls.images;
  withStoredImage = await insertUploadProduct(
    t.deps,
    seller.id,
    uploadProductDetail('720000000001', images, {
      detailPageHtml: `<p>시원한 린넨 원피스입니다.</p><img src="${STORED_IMAGE}">`,
    }),
  );
  externalOnly = await insertUploadProduct(t.deps, seller.id, uploadProductDetail('720000000002', images));
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

const targets = () => [
  { market: 'SmartStore', accountId: naver.id, templateName: '기본', template: INLINE_TEMPLATE },
  {
    market: 'Coupang',
    accountId: coupang.id,
    templateName: '기본',
    categoryId: COUPANG_DRESS_CATEGORY,
    template: INLINE_TEMPLATE,
  },
];

async function check(productIds: string[]): Promise<CheckUploadResponse> {
  const response = await t.call({
    method: 'POST',
    url: '/api/Market/CheckUpload',
    token: seller.accessToken,
    payload: { productIds, markets: targets() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<CheckUploadResponse>(response);
}

const listings = () =>
  (emulator.markets.naver.stats() as { listings: number }).listings +
  (emulator.markets.coupang.stats() as { listings: number }).listings;

it('lets a private PUBLIC_URL pass while the markets are the emulator beside this server', async () => {
  expect((await check([withStoredImage])).accountProblems).toEqual([]);
});

it('says before anything is sent that markets cannot load images from a private PUBLIC_URL', async () => {
  // From here on the server is taken for one talking to the real markets: the check reads the
  // configuration at each call (the adapters, built at start, still reach the emulator on the wire).
  t.deps.config.MARKET_EMULATOR_URL = undefined;

  const result = await check([withStoredImage, externalOnly]);
  expect(result.accountProblems.map((problem) => problem.accountId).sort()).toEqual(
    [naver.id, coupang.id].sort(),
  );
  for (const problem of result.accountProblems) {
    expect(problem.message).toBe(
      `상품 이미지 주소(PUBLIC_URL ${PRIVATE_PUBLIC_URL})가 이 컴퓨터나 내부망에서만 열리는 주소라서 마켓과 구매자가 대표·상세 이미지를 불러올 수 없습니다.`,
    );
    expect(problem.fix).toMatch(
      /^PUBLIC_URL을 인터넷에서 열리는 공개 주소\(예: https:\/\/shop\.example\.com\)로 설정/,
    );
  }
  // A product showing no image of this server is not held back for it.
  expect((await check([externalOnly])).accountProblems).toEqual([]);

  // An upload started anyway sends nothing for the product with the stored image.
  const response = await t.call({
    method: 'POST',
    url: '/api/Market/MarketUploadWorkList',
    token: seller.accessToken,
    payload: { productIds: [withStoredImage], markets: targets() },
  });
  expect(response.statusCode, response.body).toBe(200);
  const work = dataOf<UploadWorkResponse>(response);
  let detail: UploadDetailLogResponse | undefined;
  await expect
    .poll(
      async () => {
        detail = dataOf<UploadDetailLogResponse>(
          await t.call({
            method: 'GET',
            url: `/api/Log/GetUploadDetailLog?workNumber=${work.workNumber}`,
            token: seller.accessToken,
          }),
        );
        return detail.work.queued + detail.work.running;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(0);
  expect(detail!.items.map((item) => item.state)).toEqual(['failed', 'failed']);
  for (const item of detail!.items) {
    expect(item.reason).toContain('마켓과 구매자가 대표·상세 이미지를 불러올 수 없습니다. → PUBLIC_URL을');
  }
  expect(listings()).toBe(0);
});

it('passes once PUBLIC_URL is a public address', async () => {
  t.deps.config.publicUrl = 'https://shop.example.com';
  expect((await check([withStoredImage])).accountProblems).toEqual([]);
});
