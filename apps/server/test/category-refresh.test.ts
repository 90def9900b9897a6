import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_ESM_MASTER,
  DEFAULT_NAVER_APP,
  startMarketEmulator,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import type {
  CategoryListResponse,
  CategoryRefreshListResponse,
  CategoryRefreshState,
  MarketAccountView,
  RefreshCategoryResponse,
} from '@sellerdesk/domain/api';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketCategories, marketCategorySets } from '../src/infra/db/schema/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/**
 * The category cache filled in the background: a request for an empty cache starts (or joins) the
 * crawl, waits `CATEGORY_REFRESH_WAIT_MS` (0 here, so the crawl is never done in time) and answers 503
 * CATEGORY_CACHE_LOADING with the progress and Retry-After; GetCategoryRefresh tells the state per
 * market; G마켓 and 옥션 are one ESM crawl; a failure shows to the seller it ran for only; a passed
 * 연결 확인 pre-warms the market's cache.
 */
let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;
let carol: Session;

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });

async function connect(token: string, market: string, settings: Record<string, string>) {
  const response = await api('POST', `/api/UserConfig/SetMarketAccount?market=${market}`, token, {
    label: `${market} 계정`,
    settings,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MarketAccountView>(response);
}

async function refreshStates(token: string, market?: string): Promise<CategoryRefreshState[]> {
  const response = await api(
    'GET',
    `/api/UserSetting/GetCategoryRefresh${market ? `?market=${market}` : ''}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<CategoryRefreshListResponse>(response).items;
}

async function stateOf(token: string, market: string): Promise<CategoryRefreshState> {
  const [state] = await refreshStates(token, market);
  return state!;
}

/** ESM `sd-cats` calls the emulator has answered so far. */
function esmCategoryCalls(): number {
  const { byOperation } = emulator.markets.esm.stats();
  return Object.entries(byOperation)
    .filter(([operation]) => operation.includes('/sd-cats/'))
    .reduce((sum, [, count]) => sum + count, 0);
}

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url, CATEGORY_REFRESH_WAIT_MS: '0' });
  [alice, bob, carol] = await Promise.all([t.userSession(), t.userSession(), t.userSession()]);
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

describe('background category refresh', () => {
  it('answers 503 with the progress and Retry-After while the cache loads, then serves it', async () => {
    expect(await stateOf(alice.accessToken, 'Gmarket')).toEqual({ market: 'Gmarket', state: 'idle' });
    await connect(alice.accessToken, 'Gmarket', {
      masterId: DEFAULT_ESM_MASTER.masterId,
      secretKey: DEFAULT_ESM_MASTER.secretKey,
      sellerId: DEFAULT_ESM_MASTER.sellers.G[0]!,
    });

    const loading = await api('GET', '/api/UserSetting/GetCategory?market=Gmarket', alice.accessToken);
    expect(loading.statusCode, loading.body).toBe(503);
    expect(loading.headers['retry-after']).toBe('2');
    expect(loading.json()).toMatchObject({ code: 503, reason: 'CATEGORY_CACHE_LOADING' });
    expect(loading.json().message).toMatch(/^카테고리를 불러오는 중입니다… \(진행 \d+개\)/);

    // G마켓 and 옥션 list under one ESM tree: both report the one running crawl.
    const running = await refreshStates(alice.accessToken);
    expect(running.map((state) => state.market)).toEqual(
      expect.arrayContaining(['SmartStore', 'Coupang', 'Elevenst', 'Gmarket', 'Auction']),
    );
    expect(running.find((state) => state.market === 'Gmarket')?.state).toBe('running');
    expect(running.find((state) => state.market === 'Auction')?.state).toBe('running');
    expect(running.find((state) => state.market === 'SmartStore')?.state).toBe('idle');
    // Asking for 옥션 meanwhile joins the crawl instead of starting another one.
    const auctionLoading = await api('GET', '/api/UserSetting/GetCategory?market=Auction', bob.accessToken);
    expect(auctionLoading.statusCode, auctionLoading.body).toBe(503);

    await expect
      .poll(async () => (await stateOf(alice.accessToken, 'Gmarket')).state, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe('done');
    const gmarket = await stateOf(alice.accessToken, 'Gmarket');
    const auction = await stateOf(bob.accessToken, 'Auction');
    expect(gmarket.state === 'done' && gmarket.count).toBeGreaterThan(3);
    expect(auction).toEqual({ ...gmarket, market: 'Auction' });

    const served = await api(
      'GET',
      '/api/UserSetting/GetCategory?market=Gmarket&classification=Large&maxRow=500',
      alice.accessToken,
    );
    expect(served.statusCode, served.body).toBe(200);
    const large = dataOf<CategoryListResponse>(served);
    expect(large.total).toBeGreaterThan(0);
    expect(large.refreshedAt).toBe(gmarket.state === 'done' ? gmarket.refreshedAt : null);

    // One crawl for both: one sd-cats call for the root and one per non-leaf category, no more.
    const cached = await t.deps.db
      .select()
      .from(marketCategories)
      .where(eq(marketCategories.market, 'Auction'));
    const nonLeaves = cached.filter((row) => !row.isLeaf).length;
    expect(esmCategoryCalls()).toBe(nonLeaves + 1);
    expect(emulator.markets.esm.stats().rateLimited).toBe(0);

    // Bob has no ESM account: he reads the shared cache all the same.
    const bobReads = await api(
      'GET',
      `/api/UserSetting/GetCategory?market=Auction&mode=Search&keyword=${encodeURIComponent('원피스')}`,
      bob.accessToken,
    );
    expect(bobReads.statusCode, bobReads.body).toBe(200);
    expect(dataOf<CategoryListResponse>(bobReads).total).toBeGreaterThan(0);
  });

  it('RefreshCategory starts the refresh in the background and answers its state', async () => {
    const before = esmCategoryCalls();
    const response = await api('POST', '/api/UserSetting/RefreshCategory?market=Auction', alice.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<RefreshCategoryResponse>(response).refresh).toMatchObject({
      market: 'Auction',
      state: 'running',
    });
    // Alice's G마켓 account reads 옥션's tree (the same ESM tree); the old cache is served meanwhile.
    const meanwhile = await api(
      'GET',
      '/api/UserSetting/GetCategory?market=Auction&classification=Large',
      bob.accessToken,
    );
    expect(meanwhile.statusCode, meanwhile.body).toBe(200);
    await expect
      .poll(async () => (await stateOf(alice.accessToken, 'Auction')).state, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe('done');
    expect(esmCategoryCalls() - before).toBeGreaterThan(1);

    const none = await api('POST', '/api/UserSetting/RefreshCategory?market=Elevenst', bob.accessToken);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ reason: 'MARKET_ACCOUNT_REQUIRED' });
  });

  it('serves a cache older than a week at once and refreshes it in the background', async () => {
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.deps.db
      .update(marketCategorySets)
      .set({ refreshedAt: weekAgo })
      .where(inArray(marketCategorySets.market, ['Gmarket', 'Auction']));
    const served = await api(
      'GET',
      '/api/UserSetting/GetCategory?market=Gmarket&classification=Large',
      alice.accessToken,
    );
    expect(served.statusCode, served.body).toBe(200);
    expect(dataOf<CategoryListResponse>(served).refreshedAt).toBe(weekAgo.toISOString());
    await expect
      .poll(
        async () => {
          const state = await stateOf(alice.accessToken, 'Auction');
          return state.state === 'done' && new Date(state.refreshedAt) > weekAgo;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
  });

  it("shows a failed refresh to the seller whose account it ran with only, and doesn't retry it on every read", async () => {
    await connect(carol.accessToken, 'Coupang', {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: 'not-the-secret-key-0000000000000000',
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    });
    // Still loading after the (zero) wait, or already refused: a bad key fails at the first call.
    const first = await api('GET', '/api/UserSetting/GetCategory?market=Coupang', carol.accessToken);
    expect([502, 503], first.body).toContain(first.statusCode);
    await expect
      .poll(async () => (await stateOf(carol.accessToken, 'Coupang')).state, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe('failed');
    const failed = await stateOf(carol.accessToken, 'Coupang');
    expect(failed.state === 'failed' && failed.reason).toMatch(/[가-힣]/);
    expect(failed.state === 'failed' && failed.refreshedAt).toBeNull();
    // Another seller sees no failure of carol's keys.
    expect(await stateOf(bob.accessToken, 'Coupang')).toEqual({ market: 'Coupang', state: 'idle' });

    // Reads answer the failure instead of starting the same failing crawl again.
    const calls = emulator.markets.coupang.stats().calls;
    const again = await api('GET', '/api/UserSetting/GetCategory?market=Coupang', carol.accessToken);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).not.toBe(503);
    expect(again.json().message).toBe(failed.state === 'failed' ? failed.reason : '');
    expect(emulator.markets.coupang.stats().calls).toBe(calls);
  });

  it('pre-warms the cache a few seconds after a passed 연결 확인', async () => {
    const account = await connect(bob.accessToken, 'SmartStore', {
      clientId: DEFAULT_NAVER_APP.clientId,
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
      sellerAccountId: '',
    });
    expect((await stateOf(bob.accessToken, 'SmartStore')).state).toBe('idle');
    const check = await api('POST', '/api/Market/CheckMarketLogin?market=SmartStore', bob.accessToken, {
      id: account.id,
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.connected).toBe(true);
    // Not inside the check's answer: the refresh starts about 5 s later, in the background.
    expect((await stateOf(bob.accessToken, 'SmartStore')).state).toBe('idle');
    await expect
      .poll(async () => (await stateOf(bob.accessToken, 'SmartStore')).state, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe('done');
  });
});
