import { DEFAULT_ESM_MASTER, startMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { describe, expect, it } from 'vitest';
import { createAuctionAdapter, createGmarketAdapter } from '../src/esm/adapter';
import { ESM_SITES, esmToken } from '../src/esm/client';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { buildListingDraft } from '../src/listing';
import type { MarketAdapter } from '../src/port';
import { emulatorControls, runMarketContract, type ContractHarness } from './contract';
import { colourSizeOptions, productFixture, templateFixture } from './fixtures';

/** 패션의류 > 여성의류 > 원피스 in the built-in ESM tree, matched to a G마켓 and an 옥션 category. */
const DRESS = '00010001000100000000';
const WRONG_SECRET = 'tampered-esm-secret-0000000000';
const settings = (secretKey = DEFAULT_ESM_MASTER.secretKey, sellerId = DEFAULT_ESM_MASTER.sellers.G[0]!) => ({
  masterId: DEFAULT_ESM_MASTER.masterId,
  secretKey,
  sellerId,
});

async function template(adapter: MarketAdapter) {
  const addresses = await adapter.addresses();
  return templateFixture({
    marketName: adapter.market,
    courierId: '10013',
    sendExchange: addresses.find((address) => address.kind === 'shipping')!.id,
    recvExchange: addresses.find((address) => address.kind === 'return')!.id,
  });
}

async function harness(): Promise<ContractHarness> {
  const emulator = await startMarketEmulator({ categories: 'builtin' });
  const limiters = new RateLimiterPool();
  const images = (code: string) => [
    `${emulator.baseUrls.images}/${code}/main.jpg`,
    `${emulator.baseUrls.images}/${code}/2.jpg`,
  ];
  return {
    adapter: (options = {}) =>
      createGmarketAdapter(settings(options.tampered ? WRONG_SECRET : undefined), {
        fetcher: options.fetcher ?? fetchFetcher(),
        baseUrl: emulator.baseUrls.esm,
        limiters,
      }),
    draft: async (adapter, product, categoryId = DRESS) =>
      buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'Gmarket',
        categoryId,
      }),
    // 생활>주방>텀블러, matched to its own G마켓 and 옥션 categories.
    otherCategoryId: '00030001000100000000',
    refusedDraft: async (adapter) => {
      const product = productFixture({ code: '790000000021', options: colourSizeOptions() });
      const draft = buildListingDraft({ ...product, image: images(product.code) }, await template(adapter), {
        market: 'Gmarket',
        categoryId: DRESS,
      });
      return {
        draft: { ...draft, delivery: { ...draft.delivery, shippingAddressId: '999' } },
        reason: /출하지\(999\)/,
      };
    },
    secrets: [DEFAULT_ESM_MASTER.secretKey, WRONG_SECRET],
    courierId: '10013',
    createCall: { method: 'POST', path: /\/esm\/item\/v1\/goods$/ },
    ...emulatorControls(emulator, 'esm'),
  };
}

runMarketContract('G마켓 (ESM)', harness);

describe('ESM protocol', () => {
  it('signs an HS256 JWT per request with kid = master ID and the documented claims', () => {
    const token = esmToken(settings(), ESM_SITES.Gmarket, Date.UTC(2025, 0, 1));
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: DEFAULT_ESM_MASTER.masterId });
    expect(payload).toMatchObject({
      sub: 'sell',
      aud: 'sa.esmplus.com',
      ssi: `G:${DEFAULT_ESM_MASTER.sellers.G[0]}`,
      iat: 1_735_689_600,
    });
    const auction = esmToken(settings(undefined, 'sd_auction'), ESM_SITES.Auction, 0).split('.')[1]!;
    expect(JSON.parse(Buffer.from(auction, 'base64url').toString('utf8'))).toMatchObject({
      ssi: 'A:sd_auction',
    });
  });

  it('answers the gateway 401 status body for a seller the master does not own, and lists on 옥션 with its own goods number', async () => {
    const emulator = await startMarketEmulator({ categories: 'builtin' });
    try {
      const context = {
        fetcher: fetchFetcher(),
        baseUrl: emulator.baseUrls.esm,
        limiters: new RateLimiterPool(),
      };
      const stranger = createAuctionAdapter(settings(undefined, 'someone_else'), context);
      await expect(stranger.checkLogin()).rejects.toMatchObject({
        code: 'AUTH_FAILED',
        market: 'Auction',
        status: 401,
      });
      const auction = createAuctionAdapter(settings(undefined, 'sd_auction'), context);
      const product = productFixture({ code: '780000000021', options: colourSizeOptions(1, 2) });
      const draft = buildListingDraft(
        { ...product, image: [`${emulator.baseUrls.images}/a.jpg`] },
        await template(auction),
        { market: 'Auction', categoryId: DRESS },
      );
      const pushed = await auction.pushListing(draft);
      expect(pushed.ref.channelProductId).toMatch(/^B\d+/);
      expect(emulator.markets.esm.listings()[0]).toMatchObject({
        siteGoodsNo: { iac: pushed.ref.channelProductId, gmkt: null },
      });
    } finally {
      await emulator.close();
    }
  });
});
