import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_ELEVENST_ACCOUNT,
  DEFAULT_NAVER_APP,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import type {
  CheckUploadResponse,
  MarketAccountView,
  ProductUploadLogResponse,
  UploadDetailLogResponse,
  UploadLogResponse,
  UploadProductListResponse,
  UploadSummaryResponse,
  UploadWorkResponse,
} from '@sellerdesk/domain/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, products } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { DatabaseRegistrationLedger } from '../src/modules/upload/index';
import { koreanDay } from '@sellerdesk/markets';
import { createHash } from 'node:crypto';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';
import {
  COUPANG_DRESS_CATEGORY,
  INLINE_TEMPLATE,
  insertUploadProduct,
  uploadProductDetail,
  connectMarketAccount,
} from './helpers/upload';

/**
 * Uploads against the market emulators, through the real worker: the pre-upload check names every
 * problem with its fix, a work pushes product × account items, a refused product fails with its Korean
 * reason and succeeds once fixed and retried, a repeated or retried upload updates instead of duplicating
 * (the emulators' listing counts), another seller reaches nothing, bad input answers `{ code, message }`
 * and no secret shows in any answer or log line.
 */
const lines: string[] = [];
const bodies: string[] = [];
let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;
let naverAccount: MarketAccountView;
let coupangAccount: MarketAccountView;
const productIds: string[] = [];
// Distinct words: the name rules drop repeated ones, so a repeated word would not stay long.
const LONG_TITLE = Array.from({ length: 30 }, (_, i) => `원피스${i}`).join(' ');

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp(
    { LOG_LEVEL: 'debug', MARKET_EMULATOR_URL: emulator.url },
    { logDestination: { write: (line) => lines.push(line) } },
  );
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
  naverAccount = await connectMarketAccount(t, alice.accessToken, 'SmartStore', '본점', record);
  coupangAccount = await connectMarketAccount(t, alice.accessToken, 'Coupang', '쿠팡', record);
  for (const [index, code] of ['710000000001', '710000000002', '710000000003'].entries()) {
    const overrides = index === 2 ? { title: [{ language: 'ko' as const, text: LONG_TITLE }] } : {};
    productIds.push(
      await insertUploadProduct(
        t.deps,
        alice.id,
        uploadProductDetail(code, emulator.baseUrls.images, overrides),
      ),
    );
  }
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

async function api(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await t.call({ method, url, token, payload });
  record(response);
  return response;
}

function record(response: { body: string }) {
  bodies.push(response.body);
}

const targets = (overrides: { naverTemplate?: object } = {}) => [
  {
    market: 'SmartStore',
    accountId: naverAccount.id,
    templateName: '기본',
    template: overrides.naverTemplate ?? INLINE_TEMPLATE,
  },
  {
    market: 'Coupang',
    accountId: coupangAccount.id,
    templateName: '기본',
    categoryId: COUPANG_DRESS_CATEGORY,
    template: INLINE_TEMPLATE,
  },
];

async function upload(token: string, body: object): Promise<UploadWorkResponse> {
  const response = await api('POST', '/api/Market/MarketUploadWorkList', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<UploadWorkResponse>(response);
}

async function finished(workNumber: number): Promise<UploadDetailLogResponse> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const detail = dataOf<UploadDetailLogResponse>(
      await api('GET', `/api/Log/GetUploadDetailLog?workNumber=${workNumber}`, alice.accessToken),
    );
    if (detail.work.queued + detail.work.running === 0) {
      return detail;
    }
    if (Date.now() > deadline) {
      throw new Error(`work ${workNumber} still running: ${JSON.stringify(detail.work)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const listingCount = (market: 'naver' | 'coupang') =>
  (emulator.markets[market].stats() as { listings: number }).listings;

describe('upload', () => {
  let firstWork: UploadDetailLogResponse;

  it('checks every product against every chosen market before anything is sent', async () => {
    const response = await api('POST', '/api/Market/CheckUpload', alice.accessToken, {
      productIds,
      markets: targets(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const check = dataOf<CheckUploadResponse>(response);
    expect(check.checked).toBe(6);
    expect(check.accountProblems).toEqual([]);
    expect(check.refused).toBe(2);
    const refused = check.results.filter((r) => r.problems.some((p) => p.severity === 'error'));
    expect(refused.map((r) => [r.productId, r.market]).sort()).toEqual(
      [
        [productIds[2], 'Coupang'],
        [productIds[2], 'SmartStore'],
      ].sort(),
    );
    const naverProblem = refused.find((r) => r.market === 'SmartStore')!.problems[0]!;
    expect(naverProblem).toMatchObject({ code: 'TITLE_TOO_LONG', severity: 'error', field: 'title' });
    expect(naverProblem.message).toMatch(/상품명이 스마트스토어 최대 100자를 넘습니다/);
    expect(naverProblem.fix).toMatch(/상품명을 100자 이내로 줄여주세요/);
    expect(listingCount('naver') + listingCount('coupang')).toBe(0);
  });

  it('uploads product × account items; a refused product fails with its reason and fix', async () => {
    const work = await upload(alice.accessToken, { productIds, markets: targets() });
    expect(work).toMatchObject({ total: 6, queued: 6 });
    firstWork = await finished(work.workNumber);
    expect(firstWork.work).toMatchObject({ state: 'done_with_errors', succeeded: 4, failed: 2 });
    expect(firstWork.work.markets.map((m) => [m.market, m.succeeded, m.failed])).toEqual([
      ['SmartStore', 2, 1],
      ['Coupang', 2, 1],
    ]);
    for (const item of firstWork.items) {
      if (item.productId === productIds[2]) {
        expect(item.state).toBe('failed');
        expect(item.reason).toMatch(/상품명이 .* 최대 .*를 넘습니다.*→ 상품명을 .* 이내로 줄여주세요/);
      } else {
        expect(item.state, item.reason ?? '').toBe('succeeded');
        expect(item.marketProductId).toMatch(/^\d+$/);
        expect(item.created).toBe(true);
      }
    }
    expect(listingCount('naver')).toBe(2);
    expect(listingCount('coupang')).toBe(2);
  });

  it('stores each listing and reads it back from the market', async () => {
    const list = dataOf<UploadProductListResponse>(
      await api('POST', '/api/Market/GetUploadProductList', alice.accessToken, { status: 'listed' }),
    );
    expect(list.total).toBe(2);
    for (const product of list.items) {
      expect(product.listings.map((l) => [l.market, l.state === 'failed', l.changed])).toEqual(
        expect.arrayContaining([
          ['SmartStore', false, false],
          ['Coupang', false, false],
        ]),
      );
    }
    const [row] = await t.deps.db
      .select()
      .from(listings)
      .where(and(eq(listings.productId, productIds[0]!), eq(listings.market, 'SmartStore')));
    expect(row?.marketProductId).toBeTruthy();
    // Every combination has the market's own id.
    expect(Object.keys(row!.itemIds).sort()).toEqual([0, 1, 2, 3].map((i) => `sku-710000000001-${i}`).sort());
    const failedList = dataOf<UploadProductListResponse>(
      await api('POST', '/api/Market/GetUploadProductList', alice.accessToken, { status: 'failed' }),
    );
    expect(failedList.items.map((p) => p.id)).toEqual([productIds[2]]);
    expect(failedList.items[0]!.listings[0]!.lastError).toMatch(/상품명/);
  });

  it('retries the refused product once fixed, creating it once', async () => {
    const fixed = uploadProductDetail('710000000003', emulator.baseUrls.images, {
      updatedAt: '2025-06-02T00:00:00.000Z',
    });
    await t.deps.db.update(products).set(storedDetail(fixed)).where(eq(products.id, productIds[2]!));
    const retry = await api('POST', '/api/Market/RetryUploadItems', alice.accessToken, {
      workNumber: firstWork.work.workNumber,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(dataOf<{ retried: number }>(retry).retried).toBe(2);
    const after = await finished(firstWork.work.workNumber);
    expect(after.work).toMatchObject({ state: 'done', succeeded: 6, failed: 0 });
    expect(listingCount('naver')).toBe(3);
    expect(listingCount('coupang')).toBe(3);
  });

  it('a repeated upload updates the listings instead of duplicating them, even without the stored listing', async () => {
    // The stored listing of one product is lost (an answer lost after the market created it): the
    // adapter finds the earlier listing by the seller management code.
    await t.deps.db.delete(listings).where(eq(listings.productId, productIds[0]!));
    const work = await upload(alice.accessToken, { productIds, markets: targets() });
    const detail = await finished(work.workNumber);
    expect(detail.work).toMatchObject({ succeeded: 6, failed: 0 });
    expect(detail.items.every((item) => item.created === false)).toBe(true);
    // Found again, not new for the account either: it had the listing from the earlier upload.
    expect(detail.items.every((item) => item.firstForAccount === false)).toBe(true);
    expect(listingCount('naver')).toBe(3);
    expect(listingCount('coupang')).toBe(3);
  });

  it('turns a market refusal into a Korean reason', async () => {
    const work = await upload(alice.accessToken, {
      productIds: [productIds[1]],
      markets: [{ ...targets({ naverTemplate: { ...INLINE_TEMPLATE, sendExchange: '999999999' } })[0] }],
    });
    const detail = await finished(work.workNumber);
    expect(detail.items[0]).toMatchObject({ state: 'failed' });
    expect(detail.items[0]!.reason).toMatch(/출고지/);
    expect(detail.items[0]!.reason).toMatch(/[가-힣]/);
  });

  it('lists works with progress per market, one product’s history and the summary', async () => {
    const logs = dataOf<UploadLogResponse>(
      await api('GET', '/api/Log/GetUploadLogAll?page=1&maxRow=10', alice.accessToken),
    );
    expect(logs.total).toBe(3);
    expect(logs.items[2]!.markets.map((m) => m.accountLabel)).toEqual(['본점', '쿠팡']);
    const history = dataOf<ProductUploadLogResponse>(
      await api('GET', `/api/Product/GetProductUploadLog?objectId=${productIds[1]}`, alice.accessToken),
    );
    expect(history.listings).toHaveLength(2);
    expect(history.history.length).toBeGreaterThanOrEqual(5);
    const summary = dataOf<UploadSummaryResponse>(
      await api('GET', '/api/Log/GetUserUploadSummary', alice.accessToken),
    );
    expect(summary).toMatchObject({ listed: 6, inProgress: 0 });
  });

  it('counts 11st registrations in the database and shows the daily cap before it is reached', async () => {
    const account = await connectMarketAccount(t, alice.accessToken, 'Elevenst', '11번가', record);
    const before = dataOf<UploadSummaryResponse>(
      await api('GET', '/api/Log/GetUserUploadSummary', alice.accessToken),
    );
    expect(before.quotas).toEqual([
      expect.objectContaining({
        market: 'Elevenst',
        accountId: account.id,
        limit: 500,
        used: 0,
        remaining: 500,
      }),
    ]);
    // 450 of today's 500 are used (counted by the worker processes in the database).
    const accountKey = `Elevenst|${emulator.baseUrls.elevenst}|key:${createHash('sha256').update(DEFAULT_ELEVENST_ACCOUNT.apiKey).digest('hex').slice(0, 16)}`;
    const ledger = new DatabaseRegistrationLedger(t.deps.db);
    const day = koreanDay(Date.now());
    await Promise.all(Array.from({ length: 450 }, () => ledger.record(accountKey, day)));
    const after = dataOf<UploadSummaryResponse>(
      await api('GET', '/api/Log/GetUserUploadSummary', alice.accessToken),
    );
    expect(after.quotas[0]).toMatchObject({ used: 450, remaining: 50 });
    const check = dataOf<CheckUploadResponse>(
      await api('POST', '/api/Market/CheckUpload', alice.accessToken, {
        productIds: [productIds[0]],
        markets: [
          { market: 'Elevenst', accountId: account.id, templateName: '기본', template: INLINE_TEMPLATE },
        ],
      }),
    );
    expect(check.quotas).toEqual([expect.objectContaining({ used: 450, limit: 500 })]);
    expect(check.results[0]!.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'DAILY_LIMIT_NEAR', severity: 'warning' })]),
    );
  });

  it('keeps another seller out of every upload, listing and account', async () => {
    const detail = await api(
      'GET',
      `/api/Log/GetUploadDetailLog?workNumber=${firstWork.work.workNumber}`,
      bob.accessToken,
    );
    expect(detail.statusCode).toBe(404);
    expect(JSON.parse(detail.body)).toMatchObject({ code: 404, message: expect.stringMatching(/[가-힣]/) });
    const history = dataOf<ProductUploadLogResponse>(
      await api('GET', `/api/Product/GetProductUploadLog?objectId=${productIds[0]}`, bob.accessToken),
    );
    expect(history).toEqual({ listings: [], history: [] });
    const logs = dataOf<UploadLogResponse>(await api('GET', '/api/Log/GetUploadLogAll', bob.accessToken));
    expect(logs.total).toBe(0);
    const list = dataOf<UploadProductListResponse>(
      await api('POST', '/api/Market/GetUploadProductList', bob.accessToken, {}),
    );
    expect(list.total).toBe(0);
    // Alice's products are not Bob's to upload, nor her accounts his to use.
    const ownProducts = await api('POST', '/api/Market/MarketUploadWorkList', bob.accessToken, {
      productIds,
      markets: targets(),
    });
    expect(ownProducts.statusCode).toBe(400);
    expect(JSON.parse(ownProducts.body).message).toBe('올릴 상품이 없습니다. 상품을 선택해주세요.');
    const bobProduct = await insertUploadProduct(
      t.deps,
      bob.id,
      uploadProductDetail('719999999999', emulator.baseUrls.images),
    );
    const ownAccount = await api('POST', '/api/Market/CheckUpload', bob.accessToken, {
      productIds: [bobProduct],
      markets: targets(),
    });
    expect(ownAccount.statusCode).toBe(404);
    expect(JSON.parse(ownAccount.body)).toMatchObject({
      code: 404,
      message: '마켓 계정을 찾을 수 없습니다.',
    });
    const retry = await api('POST', '/api/Market/RetryUploadItems', bob.accessToken, {
      workNumber: firstWork.work.workNumber,
    });
    expect(retry.statusCode).toBe(404);
  });

  it('answers bad input with { code, message }', async () => {
    const cases: [string, object][] = [
      ['/api/Market/MarketUploadWorkList', { productIds: [], markets: targets() }],
      ['/api/Market/MarketUploadWorkList', { productIds, markets: [] }],
      ['/api/Market/CheckUpload', { productIds: ['not-a-uuid'], markets: targets() }],
      ['/api/Market/MarketUploadWorkList', { productIds, markets: [{ ...targets()[0], market: 'Coupang' }] }],
      [
        '/api/Market/MarketUploadWorkList',
        { productIds, markets: [{ ...targets()[0], template: { dispatchDays: 999 } }] },
      ],
    ];
    for (const [url, payload] of cases) {
      const response = await api('POST', url, alice.accessToken, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      const body = JSON.parse(response.body) as { code: number; message: string };
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/[가-힣]/);
    }
  });

  it('never shows a secret in an answer or a log line', async () => {
    const secrets = [DEFAULT_NAVER_APP.clientSecret, DEFAULT_COUPANG_VENDOR.secretKey];
    const all = [...bodies, ...lines].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(all).not.toContain(secret);
    }
    // The log did see the uploads (so the search above searched something real).
    expect(lines.some((line) => line.includes('MarketUploadWorkList'))).toBe(true);
  });

  it('uploads every pair but the ones the check held back, which stay in the work with their reason', async () => {
    // The long-titled product is blocked; held back on 쿠팡 only, it still goes to 스마트스토어 (where
    // the worker's own check then refuses it), and the other product goes to both.
    const [, second, blocked] = productIds as [string, string, string];
    const work = await upload(alice.accessToken, {
      productIds: [second, blocked],
      markets: targets(),
      skip: [{ productId: blocked, accountId: coupangAccount.id, reason: '상품명이 너무 깁니다.' }],
    });
    expect(work).toMatchObject({ total: 4, queued: 3, skipped: 1 });
    const detail = await finished(work.workNumber);
    const byPair = new Map(detail.items.map((item) => [`${item.productId}|${item.market}`, item]));
    expect(byPair.get(`${blocked}|Coupang`)).toMatchObject({ state: 'skipped', marketProductId: null });
    expect(byPair.get(`${blocked}|Coupang`)!.reason).toMatch(/업로드 전 검사.*\n상품명이 너무 깁니다\./s);
    expect(byPair.get(`${second}|Coupang`)!.state).toBe('succeeded');
    expect(byPair.get(`${second}|SmartStore`)!.state).toBe('succeeded');
    expect(detail.work.markets.map((m) => [m.market, m.skipped])).toEqual([
      ['SmartStore', 0],
      ['Coupang', 1],
    ]);

    // Everything held back: a work with nothing to push is finished at once.
    const none = await upload(alice.accessToken, {
      productIds: [blocked],
      markets: [targets()[1]],
      skip: [{ productId: blocked, accountId: coupangAccount.id, reason: '상품명이 너무 깁니다.' }],
    });
    expect(none).toMatchObject({ total: 1, queued: 0, skipped: 1 });
    expect((await finished(none.workNumber)).work.state).not.toMatch(/running|queued/);

    const bad = await api('POST', '/api/Market/MarketUploadWorkList', alice.accessToken, {
      productIds: [blocked],
      markets: targets(),
      skip: [{ productId: blocked, accountId: coupangAccount.id, reason: ' ' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).message).toMatch(/올리지 않는 이유/);
  });
});
