import { DEFAULT_ESM_MASTER, startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { describe, expect, it } from 'vitest';
import { provenanceOf } from '../src/cross-border';
import { createAuctionAdapter, createGmarketAdapter } from '../src/esm/adapter';
import { ESM_SITES, esmToken } from '../src/esm/client';
import { esmSafetyCerts } from '../src/esm/origin';
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

describe('ESM cross-border declarations', () => {
  const readGoods = async (baseUrl: string, goodsNo: string) => {
    const response = await fetch(`${baseUrl}/item/v1/goods/${goodsNo}`, {
      headers: { authorization: `Bearer ${esmToken(settings(), ESM_SITES.Gmarket, Date.now())}` },
    });
    return (await response.json()) as { itemAddtionalInfo: Record<string, unknown> };
  };
  const withEmulator = async (
    run: (emulator: StartedMarketEmulator, adapter: MarketAdapter) => Promise<void>,
  ) => {
    const emulator = await startMarketEmulator({ categories: 'builtin' });
    try {
      const adapter = createGmarketAdapter(settings(), {
        fetcher: fetchFetcher(),
        baseUrl: emulator.baseUrls.esm,
        limiters: new RateLimiterPool(),
      });
      await run(emulator, adapter);
    } finally {
      await emulator.close();
    }
  };
  const draftOf = async (
    emulator: StartedMarketEmulator,
    adapter: MarketAdapter,
    product: ReturnType<typeof productFixture>,
  ) =>
    buildListingDraft(
      { ...product, image: [`${emulator.baseUrls.images}/${product.code}.jpg`] },
      await template(adapter),
      {
        market: 'Gmarket',
        categoryId: DRESS,
      },
    );

  it('maps provenance: Taobao/1688 goods are bought abroad, Costco goods in Korea; origins are normalised', () => {
    expect(provenanceOf({ sellerCode: 'SD-1688-123', origin: '중국' })).toEqual({
      purchasedAbroad: true,
      country: '중국',
      domestic: false,
    });
    expect(provenanceOf({ sellerCode: 'SD-costco-602630', origin: '미국산' })).toEqual({
      purchasedAbroad: false,
      country: '미국',
      domestic: false,
    });
    expect(provenanceOf({ sellerCode: 'SD-costco-1', origin: '국산' })).toMatchObject({ domestic: true });
    expect(provenanceOf({ sellerCode: 'SD-taobao-1', origin: '상세설명 참조' })).toMatchObject({
      country: null,
    });
    expect(provenanceOf({ sellerCode: 'SD-taobao-1', origin: '수입산' })).toMatchObject({ country: null });
  });

  it('declares the safety groups 상품상세별도표기 with the 구매대행 mark for goods bought abroad, none for Costco', () => {
    expect(esmSafetyCerts(provenanceOf({ sellerCode: 'SD-taobao-1', origin: '중국' }))).toEqual({
      child: { type: 2 },
      electric: { type: 2, mandatorySafetySign: 2 },
      life: { type: 2, mandatorySafetySign: 2 },
      harmful: { type: 2 },
    });
    expect(esmSafetyCerts(provenanceOf({ sellerCode: 'SD-costco-1', origin: '미국' }))).toMatchObject({
      electric: { mandatorySafetySign: 0 },
      life: { mandatorySafetySign: 0 },
    });
  });

  it('uploads a Taobao product with China’s 수입산 origin code and the 구매대행 mark, and ESM keeps them', async () => {
    await withEmulator(async (emulator, adapter) => {
      const product = productFixture({ code: '781000000001', options: colourSizeOptions(1, 2) });
      const pushed = await adapter.pushListing(await draftOf(emulator, adapter, product));
      const stored = await readGoods(emulator.baseUrls.esm, pushed.ref.productId);
      expect(stored.itemAddtionalInfo.origin).toEqual({ type: 2, code: '174', isMultipleOrigin: false });
      expect(stored.itemAddtionalInfo.certInfo).toMatchObject({
        safetyCerts: { electric: { mandatorySafetySign: 2 }, life: { mandatorySafetySign: 2 } },
      });
    });
  });

  it('uploads a Costco product by its own origin: 미국 as 수입산, 국산 as 상세설명 참조, and refuses a country ESM has no code for', async () => {
    await withEmulator(async (emulator, adapter) => {
      const american = { ...productFixture({ code: '602630', origin: '미국' }), site: 'costco' as const };
      const pushed = await adapter.pushListing(await draftOf(emulator, adapter, american));
      const stored = await readGoods(emulator.baseUrls.esm, pushed.ref.productId);
      expect(stored.itemAddtionalInfo.origin).toEqual({ type: 2, code: '301', isMultipleOrigin: false });
      expect(stored.itemAddtionalInfo.certInfo).toMatchObject({
        safetyCerts: { electric: { mandatorySafetySign: 0 } },
      });

      const korean = { ...productFixture({ code: '602631', origin: '대한민국' }), site: 'costco' as const };
      const local = await adapter.pushListing(await draftOf(emulator, adapter, korean));
      expect((await readGoods(emulator.baseUrls.esm, local.ref.productId)).itemAddtionalInfo.origin).toEqual({
        goodsType: 1,
        type: 0,
        isMultipleOrigin: false,
      });

      const unknown = productFixture({ code: '781000000002', origin: '아틀란티스' });
      await expect(adapter.pushListing(await draftOf(emulator, adapter, unknown))).rejects.toMatchObject({
        code: 'INVALID_REQUEST',
        message: expect.stringContaining('ESM 원산지 목록에 없는 원산지입니다: 아틀란티스'),
      });
    });
  });

  it('the emulator refuses what ESM refuses in origin and safety certificates, and registers a codeless origin as 상세설명 참조', async () => {
    await withEmulator(async (emulator, adapter) => {
      const product = productFixture({ code: '781000000003' });
      const pushed = await adapter.pushListing(await draftOf(emulator, adapter, product));
      const stored = (await readGoods(emulator.baseUrls.esm, pushed.ref.productId)) as Record<
        string,
        unknown
      > & {
        itemAddtionalInfo: Record<string, unknown>;
      };
      const put = async (info: Record<string, unknown>) => {
        const response = await fetch(`${emulator.baseUrls.esm}/item/v1/goods/${pushed.ref.productId}`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${esmToken(settings(), ESM_SITES.Gmarket, Date.now())}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            itemBasicInfo: stored.itemBasicInfo,
            itemAddtionalInfo: { ...stored.itemAddtionalInfo, ...info },
          }),
        });
        return (await response.json()) as { resultCode: number; message: string };
      };
      expect(await put({ origin: { goodsType: 7, type: 2, code: '174' } })).toMatchObject({
        resultCode: 1000,
        message: expect.stringContaining('상품종류(goodsType)값이 잘 못 되었습니다'),
      });
      expect(await put({ origin: { type: 9 } })).toMatchObject({
        resultCode: 1000,
        message: expect.stringContaining('원산지 타입(type)이 잘 못 되었습니다'),
      });
      expect(await put({ origin: { type: 2, code: '5101' } })).toMatchObject({
        resultCode: 1000,
        message: expect.stringContaining('원산지 지역 코드(5101)'),
      });
      expect(
        await put({ certInfo: { safetyCerts: { child: { type: 1 }, life: { type: 1 } } } }),
      ).toMatchObject({
        resultCode: 1000,
        message: expect.stringContaining('certInfo.safetyCerts.electric.type'),
      });
      expect(
        await put({
          certInfo: {
            safetyCerts: {
              child: { type: 1 },
              electric: { type: 0 },
              life: { type: 1, mandatorySafetySign: 3 },
            },
          },
        }),
      ).toMatchObject({ resultCode: 1000, message: expect.stringContaining('인증코드(details.certId)') });
      expect(
        await put({
          certInfo: {
            safetyCerts: {
              child: { type: 1 },
              electric: { type: 1 },
              life: { type: 1, mandatorySafetySign: 3 },
            },
          },
        }),
      ).toMatchObject({ resultCode: 1000, message: expect.stringContaining('mandatorySafetySign=3') });

      expect(await put({ origin: { goodsType: 2, type: 2 } })).toMatchObject({ resultCode: 0 });
      expect((await readGoods(emulator.baseUrls.esm, pushed.ref.productId)).itemAddtionalInfo.origin).toEqual(
        {
          goodsType: 1,
          type: 0,
          isMultipleOrigin: false,
        },
      );
    });
  });
});
