import { DEFAULT_ESM_MASTER, startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import type { MarketAccountView, UploadDetailLogResponse, UploadWorkResponse } from '@sellerdesk/domain/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, workItems } from '../src/infra/db/schema/index';
import { claimListingPushes } from '../src/modules/upload/push-claims.repository';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';
import {
  COUPANG_DRESS_CATEGORY,
  connectMarketAccount,
  INLINE_TEMPLATE,
  insertUploadProduct,
  uploadProductDetail,
} from './helpers/upload';

/**
 * The same upload sent twice at once, and again a moment later, to every market (G마켓 and 옥션 of one
 * ESM master among them): each product is created once per account, whatever works, workers and
 * timings. The market keeps one product per seller code, the product one listing row per account, and
 * every work finishes — the later ones as updates of the listing the first one made, or saying in the
 * item that the listing is being created.
 */
let t: TestApp;
let emulator: StartedMarketEmulator;
let alice: Awaited<ReturnType<TestApp['userSession']>>;
const accounts: MarketAccountView[] = [];
const productIds: string[] = [];

const ESM_DRESS = '00010001000100000000';
const ELEVENST_DRESS = '1010201';
const EMULATOR_MARKETS = ['naver', 'coupang', '11st', 'esm'] as const;

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url });
  alice = await t.userSession();
  accounts.push(
    await connectMarketAccount(t, alice.accessToken, 'SmartStore', '본점'),
    await connectMarketAccount(t, alice.accessToken, 'Coupang', '쿠팡'),
    await connectMarketAccount(t, alice.accessToken, 'Elevenst', '11번가'),
  );
  const master = { masterId: DEFAULT_ESM_MASTER.masterId, secretKey: DEFAULT_ESM_MASTER.secretKey };
  for (const [market, label, sellerId] of [
    ['Gmarket', 'G마켓', DEFAULT_ESM_MASTER.sellers.G[0]],
    ['Auction', '옥션', DEFAULT_ESM_MASTER.sellers.A[0]],
  ] as const) {
    const response = await t.call({
      method: 'POST',
      url: `/api/UserConfig/SetMarketAccount?market=${market}`,
      token: alice.accessToken,
      payload: { label, settings: { ...master, sellerId } },
    });
    expect(response.statusCode, response.body).toBe(200);
    accounts.push(dataOf<MarketAccountView>(response));
  }
  for (const code of ['780000000001', '780000000002', '780000000003']) {
    productIds.push(
      await insertUploadProduct(t.deps, alice.id, uploadProductDetail(code, emulator.baseUrls.images)),
    );
  }
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

const CATEGORY: Record<string, string | undefined> = {
  Coupang: COUPANG_DRESS_CATEGORY,
  Elevenst: ELEVENST_DRESS,
  Gmarket: ESM_DRESS,
  Auction: ESM_DRESS,
};

const body = () => ({
  productIds,
  markets: accounts.map((account) => ({
    market: account.market,
    accountId: account.id,
    templateName: '기본',
    ...(CATEGORY[account.market] ? { categoryId: CATEGORY[account.market] } : {}),
    // 11st's and ESM's courier codes differ from SmartStore's and Coupang's: 택배사 from the account.
    template:
      account.market === 'SmartStore' || account.market === 'Coupang'
        ? INLINE_TEMPLATE
        : { ...INLINE_TEMPLATE, courierId: '' },
  })),
});

async function upload(): Promise<UploadWorkResponse> {
  const response = await t.call({
    method: 'POST',
    url: '/api/Market/MarketUploadWorkList',
    token: alice.accessToken,
    payload: body(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<UploadWorkResponse>(response);
}

async function finished(workNumber: number): Promise<UploadDetailLogResponse> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await t.call({
      method: 'GET',
      url: `/api/Log/GetUploadDetailLog?workNumber=${workNumber}`,
      token: alice.accessToken,
    });
    const detail = dataOf<UploadDetailLogResponse>(response);
    if (detail.work.queued + detail.work.running === 0) {
      return detail;
    }
    if (Date.now() > deadline) {
      throw new Error(`work ${workNumber} still running: ${JSON.stringify(detail.work)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The seller code of each product the market holds per account: an ESM master goods counts once per site
 * it is listed on (G마켓, 옥션), as each is one listing of one account.
 */
async function listedSellerCodes(market: (typeof EMULATOR_MARKETS)[number]): Promise<string[]> {
  const response = await fetch(`${emulator.url}/${market}/__emulator/listings`);
  const rows = (await response.json()) as Record<string, unknown>[];
  return rows.flatMap((row) => {
    const code = String(
      row.sellerManagementCode ?? row.externalVendorSku ?? row.sellerPrdCd ?? row.managedCode,
    );
    const sites = row.siteGoodsNo as { gmkt: string | null; iac: string | null } | undefined;
    return sites ? [sites.gmkt, sites.iac].filter((goodsNo) => goodsNo !== null).map(() => code) : [code];
  });
}

/** Items that did not end as a success say, in Korean, that another work is creating the listing. */
function expectFinishedCleanly(work: UploadDetailLogResponse): void {
  for (const item of work.items) {
    if (item.state !== 'succeeded') {
      expect(item.reason, `${item.market} ${item.state}`).toMatch(/등록하는 중/);
    }
  }
}

describe('the same upload sent twice at once', () => {
  it('creates each product once per account and leaves one listing row per pair', async () => {
    const [first, second] = await Promise.all([upload(), upload()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await upload();
    const works = [
      await finished(first.workNumber),
      await finished(second.workNumber),
      await finished(third.workNumber),
    ];
    for (const work of works) {
      expect(work.work.queued + work.work.running).toBe(0);
      expectFinishedCleanly(work);
    }
    const pairs = productIds.length * accounts.length;
    const held = new Map<string, string[]>();
    for (const market of EMULATOR_MARKETS) {
      held.set(market, await listedSellerCodes(market));
    }
    const made = [...held.values()].flat().length;
    const items = works.flatMap((work) => work.items);
    const outcome = (state: string) => items.filter((item) => item.state === state).length;
    console.info(
      `concurrent identical uploads: ${pairs} product × account pairs, ${made} listings at the markets ` +
        `(${(made / pairs).toFixed(2)} creates per pair); items ${outcome('succeeded')} succeeded, ` +
        `${outcome('failed')} failed, ${outcome('skipped')} skipped`,
    );
    const perAccount = { naver: 1, coupang: 1, '11st': 1, esm: 2 };
    for (const [market, codes] of held) {
      const accountsThere = perAccount[market as keyof typeof perAccount];
      expect(codes, market).toHaveLength(productIds.length * accountsThere);
      expect(new Set(codes).size, market).toBe(productIds.length);
    }
    for (const productId of productIds) {
      const rows = await t.deps.db
        .select()
        .from(listings)
        .where(and(eq(listings.userId, alice.id), eq(listings.productId, productId)));
      expect(rows.map((row) => row.market).sort()).toEqual(accounts.map((a) => a.market).sort());
      expect(rows.every((row) => row.marketProductId !== null)).toBe(true);
    }
    // Every pair was made once: the market product the first success stored is the one all works name.
    for (const productId of productIds) {
      for (const account of accounts) {
        const named = new Set(
          works.flatMap((work) =>
            work.items
              .filter((item) => item.productId === productId && item.accountId === account.id)
              .map((item) => item.marketProductId)
              .filter((id) => id !== null),
          ),
        );
        expect(named.size, `${account.market} ${productId}`).toBe(1);
      }
    }
  }, 240_000);

  it('holds a claim only while the run that took it runs: a requeued or reclaimed item lets it go', async () => {
    const db = t.deps.db;
    const [a, b] = await db
      .select({ id: workItems.id, attempts: workItems.attempts })
      .from(workItems)
      .where(eq(workItems.userId, alice.id))
      .limit(2);
    const running = (id: string) =>
      db.update(workItems).set({ state: 'running' }).where(eq(workItems.id, id));
    const own = { accountId: accounts[0]!.id, productId: productIds[0]! };
    const other = { accountId: accounts[1]!.id, productId: productIds[0]! };
    const runA = { itemId: a!.id, attempt: a!.attempts };
    const runB = { itemId: b!.id, attempt: b!.attempts };
    await running(a!.id);
    await running(b!.id);
    expect(await claimListingPushes(db, runA, [own])).toBe(true);
    expect(await claimListingPushes(db, runB, [other, own])).toBe(false);
    // All or none: the free key was not kept by the run that could not have both.
    expect(await claimListingPushes(db, runA, [other])).toBe(true);
    // A's worker died and the reclaim put its item back in line: its claims are free for B.
    await db.update(workItems).set({ state: 'queued' }).where(eq(workItems.id, a!.id));
    expect(await claimListingPushes(db, runB, [own, other])).toBe(true);
    // A's next attempt finds B holding them until B's item leaves the attempt that took them.
    await running(a!.id);
    const nextA = { ...runA, attempt: runA.attempt + 1 };
    await db.update(workItems).set({ attempts: nextA.attempt }).where(eq(workItems.id, a!.id));
    expect(await claimListingPushes(db, nextA, [own])).toBe(false);
    await db.update(workItems).set({ state: 'succeeded' }).where(eq(workItems.id, b!.id));
    expect(await claimListingPushes(db, nextA, [own])).toBe(true);
    await db.update(workItems).set({ state: 'succeeded' }).where(eq(workItems.id, a!.id));
  });
});
