import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_NAVER_APP,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import type {
  ListingWorkDetail,
  ListingWorkResponse,
  MarketAccountView,
  MarketProductRow,
  MarketProductSearchResponse,
  UploadDetailLogResponse,
  UploadWorkResponse,
  UserMarketAccountsResponse,
} from '@sellerdesk/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, listingWorkItems, workItems, works } from '../src/infra/db/schema/index';
import { runListingItem } from '../src/modules/product-control/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';
import {
  COUPANG_DRESS_CATEGORY,
  INLINE_TEMPLATE,
  insertUploadProduct,
  uploadProductDetail,
  connectMarketAccount,
} from './helpers/upload';

/**
 * Product control against the market emulators, through the real worker: the seller's listings from
 * the database with filters, paging and counts; price, stock, name and status changes reach the market
 * and the listing row; "마켓과 동기화" shows a listing deleted at the market as 삭제됨; a re-delivered
 * change does nothing twice; another seller reaches nothing; bad input answers `{ code, message }`.
 */
const bodies: string[] = [];
let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;
let naverAccount: MarketAccountView;
let coupangAccount: MarketAccountView;
const productIds: string[] = [];

async function api(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await t.call({ method, url, token, payload });
  record(response);
  return response;
}

function record(response: { body: string }) {
  bodies.push(response.body);
}

async function untilDone<T extends { work: { queued: number; running: number } }>(url: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await api('GET', url, alice.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    const detail = dataOf<T>(response);
    if (detail.work.queued + detail.work.running === 0) {
      return detail;
    }
    if (Date.now() > deadline) {
      throw new Error(`work still running: ${JSON.stringify(detail.work)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function search(body: object, token = alice.accessToken): Promise<MarketProductSearchResponse> {
  const response = await api('POST', '/api/ProductManagement/SearchMarketProductSummary', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MarketProductSearchResponse>(response);
}

async function startWork(path: string, body: object): Promise<ListingWorkResponse> {
  const response = await api('POST', `/api/ProductManagement/${path}`, alice.accessToken, body);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<ListingWorkResponse>(response);
}

const listingWork = (workNumber: number) =>
  untilDone<ListingWorkDetail>(`/api/ProductManagement/GetMarketProductWork?workNumber=${workNumber}`);

/** The product as the SmartStore emulator holds it. */
function naverProduct(row: MarketProductRow) {
  const stored = emulator.markets.naver.state.products.get(Number(row.marketProductId));
  return stored?.originProduct as
    { name: string; salePrice: number; stockQuantity: number; statusType: string } | undefined;
}

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  // Coupang approves an hour after the request: the listing stays 승인대기 for the URL check.
  emulator.markets.coupang.approvalDelayMs = 60 * 60_000;
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url });
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
  naverAccount = await connectMarketAccount(t, alice.accessToken, 'SmartStore', '본점', record);
  coupangAccount = await connectMarketAccount(t, alice.accessToken, 'Coupang', '쿠팡', record);
  for (const code of ['720000000001', '720000000002', '720000000003']) {
    productIds.push(
      await insertUploadProduct(t.deps, alice.id, uploadProductDetail(code, emulator.baseUrls.images)),
    );
  }
  const response = await api('POST', '/api/Market/MarketUploadWorkList', alice.accessToken, {
    productIds,
    markets: [
      { market: 'SmartStore', accountId: naverAccount.id, templateName: '기본', template: INLINE_TEMPLATE },
      {
        market: 'Coupang',
        accountId: coupangAccount.id,
        templateName: '기본',
        categoryId: COUPANG_DRESS_CATEGORY,
        template: INLINE_TEMPLATE,
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  const work = dataOf<UploadWorkResponse>(response);
  const done = await untilDone<UploadDetailLogResponse>(
    `/api/Log/GetUploadDetailLog?workNumber=${work.workNumber}`,
  );
  expect(done.work, JSON.stringify(done.items.map((i) => i.reason))).toMatchObject({ succeeded: 6 });
}, 120_000);
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

describe('product control', () => {
  it('lists every listing of the seller from the database, with counts per state and filters', async () => {
    const all = await search({});
    expect(all.total).toBe(6);
    expect(all.counts).toMatchObject({ onSale: 3, pendingApproval: 3, deleted: 0, failed: 0 });
    const naver = all.items.find((row) => row.market === 'SmartStore')!;
    expect(naver).toMatchObject({
      accountLabel: '본점',
      state: 'onSale',
      marketProductId: expect.stringMatching(/^\d+$/),
      url: expect.stringMatching(/^https:\/\/smartstore\.naver\.com\//),
      sellerCode: expect.stringMatching(/^SD-taobao-7200000000\d\d$/),
      title: expect.stringContaining('여름 린넨 원피스'),
    });
    expect(naver.salePrice).toBeGreaterThan(0);

    const byMarket = await search({ market: 'Coupang' });
    expect(byMarket.items.every((row) => row.market === 'Coupang')).toBe(true);
    expect(byMarket.total).toBe(3);
    const byAccount = await search({ accountId: naverAccount.id, state: 'onSale' });
    expect(byAccount.total).toBe(3);
    expect((await search({ state: 'pendingApproval' })).items.every((r) => r.market === 'Coupang')).toBe(
      true,
    );

    // Keyword: part of the title, a whole market product number, the seller code.
    expect((await search({ keyword: '0002' })).items.map((r) => r.productId)).toEqual([
      productIds[1],
      productIds[1],
    ]);
    expect((await search({ keyword: naver.marketProductId! })).items.map((r) => r.id)).toEqual([naver.id]);
    expect((await search({ keyword: naver.sellerCode })).total).toBe(2);
    expect((await search({ keyword: '없는상품명' })).total).toBe(0);

    // Dates are Korean days of the upload.
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await search({ from: today, to: today })).total).toBe(6);
    expect((await search({ to: '2020-01-01' })).total).toBe(0);

    // Paging: page numbers and the keyset cursor give the same rows.
    const first = await search({ maxRow: 4 });
    const second = await search({ maxRow: 4, page: 2 });
    const after = await search({ maxRow: 4, cursor: first.nextCursor });
    expect(first.items).toHaveLength(4);
    expect(second.items.map((r) => r.id)).toEqual(after.items.map((r) => r.id));
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(6);
    expect(after.nextCursor).toBeNull();
  });

  it('changes the price and stock on the market and on the row', async () => {
    const [row] = (await search({ market: 'SmartStore', keyword: '0001' })).items;
    const work = await startWork('MarketProductSimpleEdit', {
      listingIds: [row!.id],
      salePrice: 39_000,
      stock: 7,
    });
    expect(work.total).toBe(1);
    const done = await listingWork(work.workNumber);
    expect(done.work).toMatchObject({ state: 'done', succeeded: 1 });
    expect(done.items[0]).toMatchObject({ listingId: row!.id, market: 'SmartStore', state: 'succeeded' });
    expect(done.items[0]!.reason).toBe('가격 39,000원, 옵션별 재고 7개로 바꿨습니다.');
    const atMarket = naverProduct(row!)!;
    expect(atMarket.salePrice).toBe(39_000);
    expect(atMarket.stockQuantity).toBe(7 * 4);
    const [after] = (await search({ keyword: row!.marketProductId! })).items;
    expect(after).toMatchObject({ salePrice: 39_000, stock: 28, lastError: null });
  });

  it('does not apply a change twice when its job is delivered again', async () => {
    const [row] = (await search({ market: 'SmartStore', keyword: '0001' })).items;
    const work = await startWork('MarketProductSimpleEdit', { listingIds: [row!.id], salePrice: 41_000 });
    expect((await listingWork(work.workNumber)).items[0]!.reason).toBe('가격 41,000원으로 바꿨습니다.');
    const [item] = await t.deps.db
      .select({ id: listingWorkItems.id })
      .from(listingWorkItems)
      .where(eq(listingWorkItems.workId, (await workIdOf(work.workNumber))!));
    const calls = () => (emulator.markets.naver.stats() as { calls: number }).calls;
    const before = calls();
    // The same job again (a re-delivery after the worker finished it): nothing reaches the market.
    await runListingItem(t.deps, 'listing-change', item!.id, { workerId: 'again', isLastAttempt: false });
    expect(calls()).toBe(before);
    // Run again after the market call with its outcome lost: the same absolute price is set, not added.
    await t.deps.db
      .update(workItems)
      .set({ state: 'queued', finishedAt: null })
      .where(eq(workItems.id, item!.id));
    await runListingItem(t.deps, 'listing-change', item!.id, { workerId: 'again', isLastAttempt: false });
    // The pipeline's sweeper may hand the queued item to the worker first: whichever run claims it
    // applies the change, and the outcome is the same.
    await expect
      .poll(
        async () => (await t.deps.db.select().from(workItems).where(eq(workItems.id, item!.id)))[0]?.state,
        { timeout: 20_000, interval: 100 },
      )
      .toBe('succeeded');
    expect(calls()).toBeGreaterThan(before);
    expect(naverProduct(row!)!.salePrice).toBe(41_000);
    const [stored] = await t.deps.db.select().from(listings).where(eq(listings.id, row!.id));
    expect(stored!.salePrice).toBe(41_000);
  });

  it('suspends and resumes a listing on the market', async () => {
    const [row] = (await search({ market: 'SmartStore', keyword: '0002' })).items;
    const work = await startWork('MarketProductStatusChange', { listingIds: [row!.id], status: 'suspended' });
    const done = await listingWork(work.workNumber);
    expect(done.items[0]).toMatchObject({ state: 'succeeded', reason: '판매중지로 바꿨습니다.' });
    expect(naverProduct(row!)!.statusType).toBe('SUSPENSION');
    const suspended = await search({ state: 'suspended' });
    expect(suspended.items.map((r) => r.id)).toEqual([row!.id]);
    expect(suspended.counts.suspended).toBe(1);
    const resumed = await listingWork(
      (await startWork('MarketProductStatusChange', { listingIds: [row!.id], status: 'onSale' })).workNumber,
    );
    expect(resumed.work.succeeded).toBe(1);
    expect(naverProduct(row!)!.statusType).toBe('SALE');
  });

  it('renames a listing by re-pushing it, keeping the price set on the market', async () => {
    const [row] = (await search({ market: 'SmartStore', keyword: '0001' })).items;
    const done = await listingWork(
      (await startWork('MarketProductSimpleEdit', { listingIds: [row!.id], title: '새 이름 린넨 원피스' }))
        .workNumber,
    );
    expect(done.items[0], done.items[0]!.reason ?? '').toMatchObject({ state: 'succeeded' });
    const atMarket = naverProduct(row!)!;
    expect(atMarket.name).toBe('새 이름 린넨 원피스');
    expect(atMarket.salePrice).toBe(41_000);
    expect((await search({ keyword: '새 이름' })).items.map((r) => r.id)).toEqual([row!.id]);
  });

  it('shows a listing deleted at the market as 삭제됨 after "마켓과 동기화"; changing it fails in Korean', async () => {
    const [row] = (await search({ market: 'SmartStore', keyword: '0003' })).items;
    emulator.markets.naver.state.products.delete(Number(row!.marketProductId));
    const sync = await startWork('SyncMarketProduct', { all: true });
    expect(sync.total).toBe(6);
    const done = await listingWork(sync.workNumber);
    expect(done.work).toMatchObject({ succeeded: 6, failed: 0 });
    expect(done.items.find((item) => item.listingId === row!.id)!.reason).toBe('마켓에서 삭제됨');
    const deleted = await search({ state: 'deleted' });
    expect(deleted.items.map((r) => r.id)).toEqual([row!.id]);
    expect(deleted.items[0]!.syncedAt).not.toBeNull();
    const others = await search({ market: 'SmartStore', state: 'onSale' });
    expect(others.items.every((r) => r.syncedAt !== null)).toBe(true);

    const change = await listingWork(
      (await startWork('MarketProductStatusChange', { listingIds: [row!.id], status: 'suspended' }))
        .workNumber,
    );
    expect(change.items[0]).toMatchObject({ state: 'failed' });
    expect(change.items[0]!.reason).toMatch(/마켓에서 삭제된 상품입니다/);
  });

  it('answers a market refusal as the listing’s Korean reason', async () => {
    const [row] = (await search({ market: 'SmartStore', keyword: '0002' })).items;
    await listingWork(
      (await startWork('MarketProductSimpleEdit', { listingIds: [row!.id], stock: 0 })).workNumber,
    );
    // SmartStore refuses to put a listing without stock on sale.
    const done = await listingWork(
      (await startWork('MarketProductStatusChange', { listingIds: [row!.id], status: 'onSale' })).workNumber,
    );
    expect(done.items[0]).toMatchObject({ state: 'failed' });
    expect(done.items[0]!.reason).toMatch(/[가-힣]/);
    const [after] = (await search({ keyword: row!.marketProductId! })).items;
    expect(after!.lastError).toBe(done.items[0]!.reason);
  });

  it('lists the accounts of a market without secrets, and the Coupang link only once approved', async () => {
    const accounts = dataOf<UserMarketAccountsResponse>(
      await api('GET', '/api/ProductManagement/GetUserMarketAccount?market=SmartStore', alice.accessToken),
    );
    expect(accounts).toEqual({
      market: 'SmartStore',
      accounts: [{ id: naverAccount.id, label: '본점', connected: null }],
    });
    const [coupang] = (await search({ market: 'Coupang' })).items;
    const pending = await api('POST', '/api/ProductManagement/GetCoupangProductUrl', alice.accessToken, {
      listingId: coupang!.id,
    });
    expect(pending.statusCode).toBe(409);
    expect(JSON.parse(pending.body)).toMatchObject({ code: 409, message: expect.stringMatching(/승인 전/) });
    emulator.markets.coupang.approvalDelayMs = 0;
    const approved = await api('POST', '/api/ProductManagement/GetCoupangProductUrl', alice.accessToken, {
      listingId: coupang!.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(dataOf<{ url: string }>(approved).url).toMatch(/^https:\/\/www\.coupang\.com\/vp\/products\/\d+$/);
    const naver = (await search({ market: 'SmartStore' })).items[0]!;
    const notCoupang = await api('POST', '/api/ProductManagement/GetCoupangProductUrl', alice.accessToken, {
      listingId: naver.id,
    });
    expect(notCoupang.statusCode).toBe(400);
  });

  it('keeps another seller out of every listing and work', async () => {
    const mine = await search({});
    expect((await search({}, bob.accessToken)).total).toBe(0);
    expect((await search({ keyword: mine.items[0]!.marketProductId! }, bob.accessToken)).total).toBe(0);
    const ids = mine.items.map((row) => row.id);
    for (const [path, body] of [
      ['MarketProductStatusChange', { listingIds: ids, status: 'suspended' }],
      ['MarketProductSimpleEdit', { listingIds: ids, salePrice: 10 }],
      ['SyncMarketProduct', { listingIds: ids }],
      ['GetCoupangProductUrl', { listingId: ids[0] }],
    ] as const) {
      const response = await api('POST', `/api/ProductManagement/${path}`, bob.accessToken, body);
      expect(response.statusCode, path).toBe(404);
      expect(JSON.parse(response.body).message).toMatch(/[가-힣]/);
    }
    const cursor = await api('POST', '/api/ProductManagement/SearchMarketProductSummary', bob.accessToken, {
      cursor: ids[0],
    });
    expect(cursor.statusCode).toBe(404);
    const works = await t.deps.db
      .select({ n: workItems.id })
      .from(workItems)
      .where(eq(workItems.userId, bob.id));
    expect(works).toEqual([]);
    const aliceWork = await api(
      'GET',
      '/api/ProductManagement/GetMarketProductWork?workNumber=1',
      bob.accessToken,
    );
    expect(aliceWork.statusCode).toBe(404);
    const accounts = dataOf<UserMarketAccountsResponse>(
      await api('GET', '/api/ProductManagement/GetUserMarketAccount?market=SmartStore', bob.accessToken),
    );
    expect(accounts.accounts).toEqual([]);
    // Alice's prices are untouched by Bob's attempts.
    expect(mine.items.every((row) => row.salePrice !== 10)).toBe(true);
  });

  it('answers bad input with { code, message }', async () => {
    const [row] = (await search({})).items;
    const cases: [string, object][] = [
      ['SearchMarketProductSummary', { maxRow: 0 }],
      ['SearchMarketProductSummary', { state: 'bogus' }],
      ['SearchMarketProductSummary', { from: '2025-02-01', to: '2025-01-01' }],
      ['SearchMarketProductSummary', { from: '2025/01/01' }],
      ['SearchMarketProductSummary', { page: 1000, maxRow: 200 }],
      ['MarketProductSimpleEdit', { listingIds: [row!.id] }],
      ['MarketProductSimpleEdit', { listingIds: [row!.id], salePrice: -5 }],
      ['MarketProductSimpleEdit', { listingIds: [row!.id], title: '   ' }],
      ['MarketProductSimpleEdit', { listingIds: [], salePrice: 1000 }],
      ['MarketProductStatusChange', { listingIds: [row!.id], status: 'deleted' }],
      ['SyncMarketProduct', {}],
      ['GetCoupangProductUrl', { listingId: 'nope' }],
    ];
    for (const [path, payload] of cases) {
      const response = await api('POST', `/api/ProductManagement/${path}`, alice.accessToken, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      const body = JSON.parse(response.body) as { code: number; message: string };
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/[가-힣]/);
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const market = await api(
      'GET',
      '/api/ProductManagement/GetUserMarketAccount?market=Amazon',
      alice.accessToken,
    );
    expect(market.statusCode).toBe(400);
  });

  it('never shows a secret in an answer', () => {
    const all = bodies.join('\n');
    for (const secret of [DEFAULT_NAVER_APP.clientSecret, DEFAULT_COUPANG_VENDOR.secretKey]) {
      expect(all).not.toContain(secret);
    }
  });
});

async function workIdOf(workNumber: number): Promise<string | undefined> {
  const [row] = await t.deps.db.select({ id: works.id }).from(works).where(eq(works.workNumber, workNumber));
  return row?.id;
}
