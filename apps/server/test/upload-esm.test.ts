import { DEFAULT_ESM_MASTER, startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import type {
  ListingWorkDetail,
  ListingWorkResponse,
  MarketAccountView,
  ProductUploadLogResponse,
  UploadDetailLogResponse,
  UploadWorkResponse,
} from '@sellerdesk/domain/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/infra/db/schema/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';
import { INLINE_TEMPLATE, insertUploadProduct, uploadProductDetail } from './helpers/upload';

/**
 * G마켓 and 옥션 accounts of one ESM master ID in one upload (issue 12 §1): one product makes ONE master
 * goods with both site goods numbers; each listing stores the master goodsNo and its own site's goods
 * number; uploading again updates the one master; stopping 옥션 leaves G마켓 selling; accounts of another
 * seller are never linked.
 */
let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;
let gmarket: MarketAccountView;
let auction: MarketAccountView;
let productId = '';

/** 패션의류 > 여성의류 > 원피스 in the built-in ESM tree (G마켓 and 옥션 categories matched). */
const ESM_DRESS = '00010001000100000000';
// 택배사 from the account (ESM's courier codes differ from the other markets').
const ESM_TEMPLATE = { ...INLINE_TEMPLATE, courierId: '' };

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url });
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
  const master = { masterId: DEFAULT_ESM_MASTER.masterId, secretKey: DEFAULT_ESM_MASTER.secretKey };
  gmarket = await addAccount(alice, 'Gmarket', {
    label: 'G마켓',
    settings: { ...master, sellerId: DEFAULT_ESM_MASTER.sellers.G[0] },
  });
  auction = await addAccount(alice, 'Auction', {
    label: '옥션',
    settings: { ...master, sellerId: DEFAULT_ESM_MASTER.sellers.A[0] },
  });
  productId = await insertUploadProduct(
    t.deps,
    alice.id,
    uploadProductDetail('720000000001', emulator.baseUrls.images),
  );
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

async function addAccount(session: Session, market: string, payload: object): Promise<MarketAccountView> {
  const response = await t.call({
    method: 'POST',
    url: `/api/UserConfig/SetMarketAccount?market=${market}`,
    token: session.accessToken,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MarketAccountView>(response);
}

const targets = (accounts: MarketAccountView[]) =>
  accounts.map((account) => ({
    market: account.market,
    accountId: account.id,
    templateName: '기본',
    categoryId: ESM_DRESS,
    template: ESM_TEMPLATE,
  }));

async function until<T>(url: string, done: (value: T) => boolean, token = alice.accessToken): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = dataOf<T>(await t.call({ method: 'GET', url, token }));
    if (done(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} not done: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function uploadAll(accounts: MarketAccountView[]): Promise<UploadDetailLogResponse> {
  const response = await t.call({
    method: 'POST',
    url: '/api/Market/MarketUploadWorkList',
    token: alice.accessToken,
    payload: { productIds: [productId], markets: targets(accounts) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const work = dataOf<UploadWorkResponse>(response);
  return until<UploadDetailLogResponse>(
    `/api/Log/GetUploadDetailLog?workNumber=${work.workNumber}`,
    (detail) => detail.work.queued + detail.work.running === 0,
  );
}

async function storedListings() {
  return t.deps.db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, alice.id), eq(listings.productId, productId)));
}

describe('one ESM master goods for G마켓 and 옥션', () => {
  it('uploads one product to both accounts of one master as one master goods with two site numbers', async () => {
    const detail = await uploadAll([gmarket, auction]);
    expect(detail.work, JSON.stringify(detail.items)).toMatchObject({ state: 'done', succeeded: 2 });
    // The market made one master (one push `created` it, the other only listed on it), yet the product
    // is new on both accounts: the log says 신규 for G마켓 and for 옥션.
    expect(detail.items.filter((item) => item.created)).toHaveLength(1);
    expect(detail.items.map((item) => [item.market, item.firstForAccount]).sort()).toEqual([
      ['Auction', true],
      ['Gmarket', true],
    ]);
    const goods = emulator.markets.esm.listings();
    expect(goods).toHaveLength(1);
    const [master] = goods;
    expect(master!.siteGoodsNo.gmkt).toMatch(/^\d+$/);
    expect(master!.siteGoodsNo.iac).toMatch(/^B\d+$/);

    const rows = await storedListings();
    expect(rows.map((row) => [row.market, row.marketProductId, row.channelProductId]).sort()).toEqual(
      [
        ['Auction', String(master!.goodsNo), master!.siteGoodsNo.iac],
        ['Gmarket', String(master!.goodsNo), master!.siteGoodsNo.gmkt],
      ].sort(),
    );
    expect(rows.every((row) => row.state === 'onSale')).toBe(true);
    expect(rows.find((row) => row.market === 'Auction')!.url).toContain(master!.siteGoodsNo.iac!);

    const log = dataOf<ProductUploadLogResponse>(
      await t.call({
        method: 'GET',
        url: `/api/Product/GetProductUploadLog?objectId=${productId}`,
        token: alice.accessToken,
      }),
    );
    expect(
      log.listings
        .map((listing) => [listing.market, listing.marketProductId, listing.channelProductId])
        .sort(),
    ).toEqual(rows.map((row) => [row.market, row.marketProductId, row.channelProductId]).sort());
  });

  it('updates the one master when the product is uploaded again, never a second one', async () => {
    const detail = await uploadAll([gmarket, auction]);
    expect(detail.work).toMatchObject({ state: 'done', succeeded: 2 });
    expect(detail.items.every((item) => item.created === false)).toBe(true);
    expect(detail.items.every((item) => item.firstForAccount === false)).toBe(true);
    expect(emulator.markets.esm.listings()).toHaveLength(1);
    // One site alone (no linked account in this upload) finds its own listing and keeps the other site.
    const alone = await uploadAll([auction]);
    expect(alone.work).toMatchObject({ state: 'done', succeeded: 1 });
    const goods = emulator.markets.esm.listings();
    expect(goods).toHaveLength(1);
    expect(goods[0]!.siteGoodsNo.gmkt).toMatch(/^\d+$/);
  });

  it('stops 옥션 only: G마켓 keeps selling the same master', async () => {
    const rows = await storedListings();
    const onAuction = rows.find((row) => row.market === 'Auction')!;
    const response = await t.call({
      method: 'POST',
      url: '/api/ProductManagement/MarketProductStatusChange',
      token: alice.accessToken,
      payload: { listingIds: [onAuction.id], status: 'suspended' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const work = dataOf<ListingWorkResponse>(response);
    const done = await until<ListingWorkDetail>(
      `/api/ProductManagement/GetMarketProductWork?workNumber=${work.workNumber}`,
      (value) => value.work.queued + value.work.running === 0,
    );
    expect(done.items[0], done.items[0]?.reason ?? '').toMatchObject({ state: 'succeeded' });
    expect(emulator.markets.esm.listings()[0]).toMatchObject({ isSell: { gmkt: true, iac: false } });
  });

  it("never links another seller's account: bob's upload naming alice's 옥션 account is refused", async () => {
    const bobGmarket = await addAccount(bob, 'Gmarket', {
      label: 'G마켓',
      settings: {
        masterId: DEFAULT_ESM_MASTER.masterId,
        secretKey: DEFAULT_ESM_MASTER.secretKey,
        sellerId: DEFAULT_ESM_MASTER.sellers.G[0],
      },
    });
    const bobProduct = await insertUploadProduct(
      t.deps,
      bob.id,
      uploadProductDetail('720000000002', emulator.baseUrls.images),
    );
    const response = await t.call({
      method: 'POST',
      url: '/api/Market/MarketUploadWorkList',
      token: bob.accessToken,
      payload: { productIds: [bobProduct], markets: targets([bobGmarket, auction]) },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ message: expect.stringMatching(/[가-힣]/) });
    expect(emulator.markets.esm.listings().map((goods) => goods.managedCode)).not.toContainEqual(
      expect.stringContaining('720000000002'),
    );
  });
});
