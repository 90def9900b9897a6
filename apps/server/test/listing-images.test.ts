import { startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import type {
  ListingImagesRow,
  MarketAccountView,
  ReplaceListingImagesResult,
  UploadDetailLogResponse,
  UploadWorkResponse,
} from '@sellerdesk/domain/api';
import type { Market } from '@sellerdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, products } from '../src/infra/db/schema/index';
import { marketAccountAdapter } from '../src/modules/market-accounts/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';
import {
  COUPANG_DRESS_CATEGORY,
  INLINE_TEMPLATE,
  connectMarketAccount,
  insertUploadProduct,
  uploadProductDetail,
} from './helpers/upload';

/**
 * The listings' images screen shows what each market holds: a new representative image sent to one
 * market is live there only; the product's other listings keep their image, with the change pending
 * (반영 대기) until it is pushed to them, and pushing it sends the product's images without changing them.
 */
let t: TestApp;
let emulator: StartedMarketEmulator;
let alice: Awaited<ReturnType<TestApp['userSession']>>;
let naver: MarketAccountView;
let coupang: MarketAccountView;
let productId: string;
let images: string[];
/** What 스마트스토어 held before 쿠팡's change. */
let naverBefore: string | undefined;

type Page = { items: ListingImagesRow[]; total: number };

async function ok<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await t.call({ method, url, token: alice.accessToken, payload });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<T>(response);
}

async function cards(): Promise<Map<Market, ListingImagesRow>> {
  const page = await ok<Page>('GET', '/api/Market/GetListingImages?maxRow=50');
  return new Map(page.items.map((row) => [row.market, row]));
}

/** The representative image the market holds, read through the account's adapter. */
async function liveImage(account: MarketAccountView): Promise<string | undefined> {
  const [listing] = await t.deps.db
    .select()
    .from(listings)
    .where(and(eq(listings.productId, productId), eq(listings.accountId, account.id)));
  const { adapter } = await marketAccountAdapter(t.deps, alice.id, account.id);
  const snapshot = await adapter.readListing({
    productId: listing!.marketProductId!,
    channelProductId: listing!.channelProductId,
  });
  return snapshot?.images[0];
}

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url });
  alice = await t.userSession();
  naver = await connectMarketAccount(t, alice.accessToken, 'SmartStore', '본점');
  coupang = await connectMarketAccount(t, alice.accessToken, 'Coupang', '쿠팡');
  const detail = uploadProductDetail('720000000001', emulator.baseUrls.images);
  images = detail.image;
  productId = await insertUploadProduct(t.deps, alice.id, detail);
  const work = await ok<UploadWorkResponse>('POST', '/api/Market/MarketUploadWorkList', {
    productIds: [productId],
    markets: [
      { market: 'SmartStore', accountId: naver.id, templateName: '기본', template: INLINE_TEMPLATE },
      {
        market: 'Coupang',
        accountId: coupang.id,
        templateName: '기본',
        categoryId: COUPANG_DRESS_CATEGORY,
        template: INLINE_TEMPLATE,
      },
    ],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const log = await ok<UploadDetailLogResponse>(
      'GET',
      `/api/Log/GetUploadDetailLog?workNumber=${work.workNumber}`,
    );
    if (log.work.queued + log.work.running === 0) {
      expect(log.work.succeeded, JSON.stringify(log.items)).toBe(2);
      break;
    }
    if (Date.now() > deadline) {
      throw new Error('upload did not finish');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

describe('listing image cards: live per market, pending until pushed', () => {
  it('after an upload every card shows what it pushed, nothing pending', async () => {
    const byMarket = await cards();
    expect(byMarket.get('SmartStore')).toMatchObject({ pending: null });
    expect(byMarket.get('Coupang')).toMatchObject({ pending: null });
    expect(byMarket.get('Coupang')!.images[0]).toBe(images[0]);
  });

  it('a new representative image on 쿠팡 is live on 쿠팡 only; 스마트스토어 keeps its image with the change pending', async () => {
    const next = images[1]!;
    naverBefore = await liveImage(naver);
    expect(naverBefore).toBeDefined();
    const replaced = await ok<ReplaceListingImagesResult>('POST', '/api/Market/ReplaceListingImages', {
      listingId: (await cards()).get('Coupang')!.listingId,
      mainImage: next,
    });
    expect(replaced.message).toMatch(/쿠팡/);
    expect(replaced.listing).toMatchObject({ pending: null });
    expect(replaced.listing.images[0]).toBe(next);

    const byMarket = await cards();
    expect(byMarket.get('Coupang')!.images[0]).toBe(next);
    expect(byMarket.get('Coupang')!.pending).toBeNull();
    // 스마트스토어 was not re-sent: its card shows the image the market still has, the new one pending.
    const smartstore = byMarket.get('SmartStore')!;
    expect(smartstore.images[0]).toBe(images[0]);
    expect(smartstore.pending?.images[0]).toBe(next);
    expect(await liveImage(naver)).toBe(naverBefore);
    expect(await liveImage(coupang)).toContain('2.jpg');
  });

  it('pushing what is pending sends the product’s images to that market and leaves the product as it is', async () => {
    const [before] = await t.deps.db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, productId));
    const smartstore = (await cards()).get('SmartStore')!;
    const pushed = await ok<ReplaceListingImagesResult>('POST', '/api/Market/ReplaceListingImages', {
      listingId: smartstore.listingId,
      mainImage: smartstore.pending!.images[0],
    });
    expect(pushed.message).toMatch(/지금 이미지/);
    const byMarket = await cards();
    expect(byMarket.get('SmartStore')).toMatchObject({ pending: null });
    expect(byMarket.get('SmartStore')!.images[0]).toBe(images[1]);
    expect(byMarket.get('Coupang')).toMatchObject({ pending: null });
    const [after] = await t.deps.db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, productId));
    expect(after!.version).toBe(before!.version);
    expect(await liveImage(naver)).not.toBe(naverBefore);
  });
});
