import { createHmac } from 'node:crypto';
import { DEFAULT_ESM_MASTER, startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuctionAdapter, createGmarketAdapter } from '../src/esm/adapter';
import { ESM_SITES, esmToken } from '../src/esm/client';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { buildListingDraft, type ListingDraft } from '../src/listing';
import type { MarketAdapter, MarketContext } from '../src/port';
import { colourSizeOptions, productFixture, templateFixture } from './fixtures';

/**
 * One ESM master goods for G마켓 and 옥션 (issue 12 §1): accounts of one master ID chosen in the same
 * upload make one master `goodsNo` with a goods number per site; each site's push sets its own figures and
 * keeps the other's; a sale-state change moves one site only; the emulator refuses what ESM refuses.
 */

/** 패션의류 > 여성의류 > 원피스 in the built-in ESM tree, matched to a G마켓 and an 옥션 category. */
const DRESS = '00010001000100000000';
const DRESS_GMARKET = '100000001';
const DRESS_AUCTION = '01010100';
/** 패션의류 > 여성의류 > 티셔츠, matched to other G마켓 and 옥션 categories. */
const TSHIRT = '00010001000200000000';
const TSHIRT_GMARKET = '100000002';
const TSHIRT_AUCTION = '01010200';
const gmarketAccount = {
  masterId: DEFAULT_ESM_MASTER.masterId,
  secretKey: DEFAULT_ESM_MASTER.secretKey,
  sellerId: DEFAULT_ESM_MASTER.sellers.G[0]!,
};
const auctionAccount = { ...gmarketAccount, sellerId: DEFAULT_ESM_MASTER.sellers.A[0]! };

let emulator: StartedMarketEmulator;
let context: MarketContext;

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  context = { fetcher: fetchFetcher(), baseUrl: emulator.baseUrls.esm, limiters: new RateLimiterPool() };
});
afterAll(async () => emulator?.close());
beforeEach(() => emulator.markets.esm.reset());

/** The G마켓 and 옥션 adapters of one upload, each linked to the other. */
function pair() {
  return {
    gmarket: createGmarketAdapter(gmarketAccount, {
      ...context,
      linkedAccounts: [{ market: 'Auction', settings: auctionAccount }],
    }),
    auction: createAuctionAdapter(auctionAccount, {
      ...context,
      linkedAccounts: [{ market: 'Gmarket', settings: gmarketAccount }],
    }),
  };
}

async function draftFor(adapter: MarketAdapter, code: string): Promise<ListingDraft> {
  const addresses = await adapter.addresses();
  const product = productFixture({ code, options: colourSizeOptions(2, 2) });
  return buildListingDraft(
    { ...product, image: [`${emulator.baseUrls.images}/${code}/main.jpg`] },
    templateFixture({
      marketName: adapter.market,
      courierId: '10013',
      sendExchange: addresses.find((address) => address.kind === 'shipping')!.id,
      recvExchange: addresses.find((address) => address.kind === 'return')!.id,
    }),
    { market: adapter.market, categoryId: DRESS },
  );
}

/** The same product priced 1,000 won higher, one more of each option in stock (옥션's own template). */
function dearer(draft: ListingDraft): ListingDraft {
  return {
    ...draft,
    salePrice: draft.salePrice + 1_000,
    stock: draft.stock + draft.combinations.length,
    combinations: draft.combinations.map((combination) => ({
      ...combination,
      salePrice: combination.salePrice + 1_000,
      stock: combination.stock + 1,
    })),
  };
}

async function esmCall(method: string, path: string, ssi: (typeof gmarketAccount)[], body?: unknown) {
  const [first, ...rest] = ssi;
  const site = first!.sellerId === gmarketAccount.sellerId ? ESM_SITES.Gmarket : ESM_SITES.Auction;
  const partner = rest[0]
    ? { site: site === ESM_SITES.Gmarket ? ESM_SITES.Auction : ESM_SITES.Gmarket, sellerId: rest[0].sellerId }
    : null;
  const response = await fetch(`${emulator.baseUrls.esm}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${esmToken(first!, site, Date.now(), partner)}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('ESM master goods for G마켓 and 옥션', () => {
  it('makes one master with both site goods numbers when both sites are pushed in one upload, each with its own figures', async () => {
    const { gmarket, auction } = pair();
    const gmarketDraft = await draftFor(gmarket, '760000000001');
    const auctionDraft = dearer(await draftFor(auction, '760000000001'));
    // The two site pushes run at once, as the two upload queues run them.
    const [onGmarket, onAuction] = await Promise.all([
      gmarket.pushListing(gmarketDraft),
      auction.pushListing(auctionDraft),
    ]);
    expect(onGmarket.ref.productId).toMatch(/^\d+$/);
    expect(onAuction.ref.productId).toBe(onGmarket.ref.productId);
    expect(onGmarket.ref.channelProductId).toMatch(/^\d+$/);
    expect(onAuction.ref.channelProductId).toMatch(/^B\d+$/);
    expect(emulator.markets.esm.listings()).toEqual([
      expect.objectContaining({
        goodsNo: Number(onGmarket.ref.productId),
        siteGoodsNo: { gmkt: onGmarket.ref.channelProductId, iac: onAuction.ref.channelProductId },
        sellers: { gmkt: gmarketAccount.sellerId, iac: auctionAccount.sellerId },
        managedCode: gmarketDraft.sellerCode,
      }),
    ]);
    // Exactly one of the two pushes made the master; the other found it.
    expect([onGmarket.created, onAuction.created].filter(Boolean)).toHaveLength(1);

    const gmarketListing = await gmarket.readListing(onGmarket.ref);
    const auctionListing = await auction.readListing(onAuction.ref);
    expect(gmarketListing).toMatchObject({ salePrice: gmarketDraft.salePrice, stock: gmarketDraft.stock });
    expect(auctionListing).toMatchObject({ salePrice: auctionDraft.salePrice, stock: auctionDraft.stock });
    expect(auctionListing!.combinations.map((c) => [c.values, c.salePrice, c.stock])).toEqual(
      auctionDraft.combinations.map((c) => [c.values, c.salePrice, c.stock]),
    );
    expect(gmarketListing!.url).toContain(onGmarket.ref.channelProductId!);
    expect(auctionListing!.url).toContain(onAuction.ref.channelProductId!);
  });

  it("keeps the other site's data when one site's push or price change rewrites the master", async () => {
    const { gmarket, auction } = pair();
    const gmarketDraft = await draftFor(gmarket, '760000000002');
    const auctionDraft = dearer(await draftFor(auction, '760000000002'));
    const onGmarket = await gmarket.pushListing(gmarketDraft);
    const onAuction = await auction.pushListing(auctionDraft);
    expect(onAuction).toMatchObject({ created: false, ref: { productId: onGmarket.ref.productId } });

    // A later G마켓-only upload (no linked account) finds the master by its own site and rewrites it.
    const alone = createGmarketAdapter(gmarketAccount, context);
    const again = await alone.pushListing({ ...gmarketDraft, title: `${gmarketDraft.title} 재등록` });
    expect(again).toMatchObject({ created: false, ref: onGmarket.ref });
    // Product control changes G마켓's price through an unlinked adapter too.
    await alone.updatePriceStock(onGmarket.ref, { salePrice: gmarketDraft.salePrice + 500 });

    const gmarketListing = await alone.readListing(onGmarket.ref);
    const auctionListing = await auction.readListing(onAuction.ref);
    expect(gmarketListing).toMatchObject({
      title: `${gmarketDraft.title} 재등록`,
      salePrice: gmarketDraft.salePrice + 500,
      stock: gmarketDraft.stock,
    });
    expect(auctionListing).toMatchObject({ salePrice: auctionDraft.salePrice, stock: auctionDraft.stock });
    expect(emulator.markets.esm.listings()).toHaveLength(1);
  });

  it('moves both sites to the new ESM category when a re-upload changes it, and both sites read it back', async () => {
    const { gmarket, auction } = pair();
    const first = await Promise.all([
      gmarket.pushListing(await draftFor(gmarket, '760000000006')),
      auction.pushListing(await draftFor(auction, '760000000006')),
    ]);
    // The seller maps the product to another ESM category and uploads to both sites again, one after the
    // other as the upload queues may run them: each push rewrites the whole master.
    const gmarketDraft = { ...(await draftFor(gmarket, '760000000006')), categoryId: TSHIRT };
    const auctionDraft = { ...(await draftFor(auction, '760000000006')), categoryId: TSHIRT };
    const again = [await gmarket.pushListing(gmarketDraft), await auction.pushListing(auctionDraft)];
    expect(again.map((result) => result.ref)).toEqual(first.map((result) => result.ref));

    const { json: stored } = await esmCall('GET', `/item/v1/goods/${first[0].ref.productId}`, [
      gmarketAccount,
    ]);
    expect(stored.itemBasicInfo).toMatchObject({
      category: {
        esm: { catCode: TSHIRT },
        site: expect.arrayContaining([
          { siteType: 2, catCode: TSHIRT_GMARKET },
          { siteType: 1, catCode: TSHIRT_AUCTION },
        ]),
      },
    });
    expect(await gmarket.readListing(first[0].ref)).toMatchObject({ categoryId: TSHIRT, status: 'onSale' });
    expect(await auction.readListing(first[1].ref)).toMatchObject({ categoryId: TSHIRT, status: 'onSale' });

    // A G마켓-only re-upload (옥션 not chosen this time) still moves 옥션's category with the master.
    const alone = createGmarketAdapter(gmarketAccount, context);
    await alone.pushListing({ ...gmarketDraft, categoryId: DRESS });
    const { json: back } = await esmCall('GET', `/item/v1/goods/${first[0].ref.productId}`, [gmarketAccount]);
    expect(back.itemBasicInfo).toMatchObject({
      category: {
        esm: { catCode: DRESS },
        site: expect.arrayContaining([
          { siteType: 2, catCode: DRESS_GMARKET },
          { siteType: 1, catCode: DRESS_AUCTION },
        ]),
      },
    });
  });

  it('refuses a site category that is not matched to the ESM category with ESM’s message', async () => {
    const { gmarket, auction } = pair();
    const [onGmarket] = await Promise.all([
      gmarket.pushListing(await draftFor(gmarket, '760000000007')),
      auction.pushListing(await draftFor(auction, '760000000007')),
    ]);
    const goodsPath = `/item/v1/goods/${onGmarket.ref.productId}`;
    const { json: stored } = await esmCall('GET', goodsPath, [gmarketAccount]);
    const basic = stored.itemBasicInfo as { category: { site: unknown[] } };
    const moved = await esmCall('PUT', goodsPath, [gmarketAccount, auctionAccount], {
      itemBasicInfo: { ...basic, category: { ...basic.category, esm: { catCode: TSHIRT } } },
      itemAddtionalInfo: stored.itemAddtionalInfo,
    });
    expect(moved.json).toMatchObject({
      resultCode: 3000,
      message: expect.stringMatching(
        new RegExp(
          `^사이트 카테고리\\((${DRESS_GMARKET}|${DRESS_AUCTION})\\)가 ESM 카테고리\\(${TSHIRT}\\)에 매칭된 카테고리가 아닙니다\\.$`,
        ),
      ),
    });
  });

  it('stops one site only and sends both sites’ state', async () => {
    const { gmarket, auction } = pair();
    const [onGmarket, onAuction] = await Promise.all([
      gmarket.pushListing(await draftFor(gmarket, '760000000003')),
      auction.pushListing(await draftFor(auction, '760000000003')),
    ]);
    // An unlinked 옥션 adapter (product control) names only its own seller; G마켓's state goes as stored.
    const alone = createAuctionAdapter(auctionAccount, context);
    await alone.setSaleStatus(onAuction.ref, 'suspended');
    expect(emulator.markets.esm.listings()[0]).toMatchObject({ isSell: { gmkt: true, iac: false } });
    expect(await alone.readListing(onAuction.ref)).toMatchObject({ status: 'suspended' });
    expect(await gmarket.readListing(onGmarket.ref)).toMatchObject({ status: 'onSale' });
    await alone.setSaleStatus(onAuction.ref, 'onSale');
    expect(emulator.markets.esm.listings()[0]).toMatchObject({ isSell: { gmkt: true, iac: true } });
  });

  it('makes separate masters when the sites are not linked, and does not pair accounts of another master key', async () => {
    const other = { ...auctionAccount, secretKey: 'another-secret-key-0000000000' };
    const gmarket = createGmarketAdapter(gmarketAccount, {
      ...context,
      linkedAccounts: [{ market: 'Auction', settings: other }],
    });
    const auction = createAuctionAdapter(auctionAccount, context);
    const onGmarket = await gmarket.pushListing(await draftFor(gmarket, '760000000004'));
    const onAuction = await auction.pushListing(await draftFor(auction, '760000000004'));
    expect(onAuction.ref.productId).not.toBe(onGmarket.ref.productId);
    expect(emulator.markets.esm.listings().map((goods) => goods.siteGoodsNo)).toEqual([
      { gmkt: onGmarket.ref.channelProductId, iac: null },
      { gmkt: null, iac: onAuction.ref.channelProductId },
    ]);
  });

  it('refuses what ESM refuses: a PUT without a listed site, a site the token does not name, a partial sale state, bad claims and a foreign kid', async () => {
    const { gmarket, auction } = pair();
    const [onGmarket] = await Promise.all([
      gmarket.pushListing(await draftFor(gmarket, '760000000005')),
      auction.pushListing(await draftFor(auction, '760000000005')),
    ]);
    const goodsPath = `/item/v1/goods/${onGmarket.ref.productId}`;
    const { json: stored } = await esmCall('GET', goodsPath, [gmarketAccount]);
    const basic = stored.itemBasicInfo as { category: { site: { siteType: number }[] } };
    const gmarketOnly = {
      itemBasicInfo: {
        ...basic,
        category: { ...basic.category, site: basic.category.site.filter((site) => site.siteType === 2) },
      },
      itemAddtionalInfo: stored.itemAddtionalInfo,
    };
    const dropped = await esmCall('PUT', goodsPath, [gmarketAccount], gmarketOnly);
    expect(dropped.json).toMatchObject({
      resultCode: 3000,
      message: expect.stringMatching(/옥션.*category\.site/),
    });

    // A new master for 옥션 needs the 옥션 seller in ssi.
    const { itemBasicInfo: _basic, ...rest } = stored;
    void _basic;
    const created = await esmCall('POST', '/item/v1/goods', [gmarketAccount], {
      itemBasicInfo: basic,
      itemAddtionalInfo: rest.itemAddtionalInfo,
    });
    expect(created.json).toMatchObject({
      resultCode: 3000,
      message: expect.stringContaining('옥션 판매자 ID'),
    });

    const partial = await esmCall('PUT', `${goodsPath}/sell-status`, [gmarketAccount], {
      isSell: { gmkt: false },
    });
    expect(partial.json).toMatchObject({ resultCode: 3000, message: expect.stringContaining('isSell.iac') });
    const foreign = await esmCall('PUT', `${goodsPath}/sell-status`, [gmarketAccount], {
      isSell: { gmkt: true, iac: false },
    });
    expect(foreign.json).toMatchObject({
      resultCode: 3000,
      message: expect.stringContaining('옥션 판매상태'),
    });
    expect(emulator.markets.esm.listings()).toHaveLength(1);
    expect(emulator.markets.esm.listings()[0]).toMatchObject({ isSell: { gmkt: true, iac: true } });

    const sign = (header: object, payload: object) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part(header)}.${part(payload)}`;
      return `${unsigned}.${createHmac('sha256', gmarketAccount.secretKey).update(unsigned).digest('base64url')}`;
    };
    const claims = { sub: 'sell', aud: 'sa.esmplus.com', ssi: `G:${gmarketAccount.sellerId}` };
    for (const [header, payload] of [
      [
        { alg: 'HS256', typ: 'JWT', kid: gmarketAccount.masterId },
        { ...claims, aud: 'sa2.esmplus.com' },
      ],
      [
        { alg: 'HS256', typ: 'JWT', kid: gmarketAccount.masterId },
        { ...claims, sub: 'buy' },
      ],
      [{ alg: 'HS256', typ: 'JWT', kid: 'someone_else' }, claims],
    ] as const) {
      const response = await fetch(`${emulator.baseUrls.esm}${goodsPath}`, {
        headers: { authorization: `Bearer ${sign(header, payload)}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: { status_code: 401 } });
    }
    // The documented delete removes the master: both sites' listings go with it.
    expect((await esmCall('DELETE', goodsPath, [gmarketAccount])).json).toMatchObject({ resultCode: 0 });
    expect(await gmarket.readListing(onGmarket.ref)).toBeNull();
    expect(emulator.markets.esm.listings()).toHaveLength(0);
  });
});
