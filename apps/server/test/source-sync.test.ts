import {
  buildDetailOptions,
  isSellerAddedCombination,
  krwPriceOf,
  type ProductDetail,
} from '@sellerdesk/domain';
import type {
  ListingImagesRow,
  MarketAccountView,
  SourceSyncSetting,
  SourceSyncStarted,
  SourceSyncWork,
  UploadDetailLogResponse,
  UploadWorkResponse,
} from '@sellerdesk/domain/api';
import { startEmulator, type Emulator } from '@sellerdesk/emulators';
import { CATALOGUE_RANGES, generatedItem } from '@sellerdesk/emulators/fixtures';
import type { ListingSnapshot } from '@sellerdesk/markets';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, products, workItems } from '../src/infra/db/schema/index';
import { priceRangeOf, withDetailHtml } from '../src/modules/products/index';
import { marketAccountAdapter } from '../src/modules/market-accounts/index';
import { processSourceSyncItem, runDueSyncs, scheduleSlot } from '../src/modules/source-sync/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';
import { COUPANG_DRESS_CATEGORY, INLINE_TEMPLATE, connectMarketAccount } from './helpers/upload';

/**
 * The source price and stock sync against the emulator (sources and markets), through the real worker:
 * Costco products are collected and uploaded to SmartStore and Coupang; then their source changes (a
 * price, a sold-out option, a product taken down) and a sync finds it, saves it and pushes it to both
 * markets — or, in "알림만", pushes nothing. Another seller reaches nothing; bad input answers
 * `{ code, message }`; a redelivered item pushes nothing twice; the schedule starts one run per slot.
 */
let emulator: Emulator;
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;
let naver: MarketAccountView;
let coupang: MarketAccountView;

const first = CATALOGUE_RANGES.costco.first;
/** 보온/보냉텀블러 at Coupang: no purchase options required, for the products without options. */
const COUPANG_TUMBLER_CATEGORY = '80534';
/** Costco item 7 sells in 색상 × 사이즈 (its first combination already sold out); 1 and 2 have no options. */
const OPTIONED = String(first + 7);
const SINGLE = String(first + 1);
const GOING = String(first + 2);
const productIdOf: Record<string, string> = {};

async function api(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.call({ method, url, token, payload });
}

async function ok<T>(method: 'GET' | 'POST', url: string, token: string, payload?: object): Promise<T> {
  const response = await api(method, url, token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<T>(response);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} still running: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function syncReport(workNumber: number, filter: 'changes' | 'all' = 'all'): Promise<SourceSyncWork> {
  return until(
    () =>
      ok<SourceSyncWork>(
        'GET',
        `/api/Market/GetSourceSyncWork?workNumber=${workNumber}&filter=${filter}`,
        alice.accessToken,
      ),
    (work) => work.state === 'done' || work.state === 'done_with_errors',
    `sync ${workNumber}`,
  );
}

async function productOf(code: string): Promise<ProductDetail> {
  const [row] = await t.deps.db
    .select({ detail: products.detail, detailHtml: products.detailHtml })
    .from(products)
    .where(and(eq(products.userId, alice.id), eq(products.code, code)));
  return withDetailHtml(row!).detail;
}

/** The listing as the market holds it, read through the account's adapter. */
async function marketListing(code: string, account: MarketAccountView): Promise<ListingSnapshot | null> {
  const [listing] = await t.deps.db
    .select()
    .from(listings)
    .where(and(eq(listings.productId, productIdOf[code]!), eq(listings.accountId, account.id)));
  const { adapter } = await marketAccountAdapter(t.deps, alice.id, account.id);
  return adapter.readListing({
    productId: listing!.marketProductId!,
    channelProductId: listing!.channelProductId,
  });
}

/** Uploads products to both markets (Coupang in the given category) and waits until every one is listed. */
async function uploadTo(ids: string[], coupangCategory: string) {
  const upload = await ok<UploadWorkResponse>('POST', '/api/Market/MarketUploadWorkList', alice.accessToken, {
    productIds: ids,
    markets: [
      {
        market: 'SmartStore',
        accountId: naver.id,
        templateName: '기본',
        categoryId: '50000807',
        template: INLINE_TEMPLATE,
      },
      {
        market: 'Coupang',
        accountId: coupang.id,
        templateName: '기본',
        categoryId: coupangCategory,
        template: INLINE_TEMPLATE,
      },
    ],
  });
  const log = await until(
    () =>
      ok<UploadDetailLogResponse>(
        'GET',
        `/api/Log/GetUploadDetailLog?workNumber=${upload.workNumber}`,
        alice.accessToken,
      ),
    (detail) => detail.work.queued + detail.work.running === 0,
    'upload',
  );
  expect(
    log.items.filter((item) => item.state !== 'succeeded').map((item) => item.reason),
    'every product is listed on both markets',
  ).toEqual([]);
}

const marketCalls = () =>
  (emulator.markets.naver.stats() as { calls: number }).calls +
  (emulator.markets.coupang.stats() as { calls: number }).calls;

beforeAll(async () => {
  emulator = await startEmulator({ markets: { categories: 'builtin' } });
  t = await createTestApp({
    SOURCE_EMULATOR_URL: emulator.url,
    MARKET_EMULATOR_URL: emulator.url,
    TRANSLATION_PROVIDER: 'papago',
    PAPAGO_API_KEY_ID: emulator.credentials.papago.keyId,
    PAPAGO_API_KEY: emulator.credentials.papago.key,
  });
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
  naver = await connectMarketAccount(t, alice.accessToken, 'SmartStore', '본점');
  coupang = await connectMarketAccount(t, alice.accessToken, 'Coupang', '쿠팡');

  const collect = await ok<{ workNumber: number }>(
    'POST',
    '/api/Product/CostcoProductWorkList',
    alice.accessToken,
    { links: [OPTIONED, SINGLE, GOING] },
  );
  await until(
    () =>
      ok<{ work: { state: string } }>(
        'GET',
        `/api/Log/GetDetailLog?type=collect&workNumber=${collect.workNumber}`,
        alice.accessToken,
      ),
    (log) => log.work.state.startsWith('done'),
    'collection',
  );
  const rows = await t.deps.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.userId, alice.id));
  for (const row of rows) {
    productIdOf[row.code] = row.id;
  }
  expect(Object.keys(productIdOf).sort()).toEqual([OPTIONED, SINGLE, GOING].sort());

  await uploadTo([productIdOf[OPTIONED]!], COUPANG_DRESS_CATEGORY);
  await uploadTo([productIdOf[SINGLE]!, productIdOf[GOING]!], COUPANG_TUMBLER_CATEGORY);
}, 180_000);
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

describe('source sync settings', () => {
  it('answers the defaults, saves a schedule and mode, and refuses bad input in Korean', async () => {
    const initial = await ok<SourceSyncSetting>('GET', '/api/Market/GetSourceSyncSetting', alice.accessToken);
    expect(initial).toMatchObject({ schedule: 'off', mode: 'push', nextRunAt: null });

    const saved = await ok<SourceSyncSetting>('POST', '/api/Market/SetSourceSyncSetting', alice.accessToken, {
      schedule: 'every6h',
      mode: 'notify',
    });
    expect(saved).toMatchObject({ schedule: 'every6h', mode: 'notify' });
    expect(saved.nextRunAt).not.toBeNull();
    // Bob's settings are his own.
    expect(
      await ok<SourceSyncSetting>('GET', '/api/Market/GetSourceSyncSetting', bob.accessToken),
    ).toMatchObject({ schedule: 'off', mode: 'push' });

    for (const [url, payload] of [
      ['/api/Market/SetSourceSyncSetting', { schedule: 'weekly', mode: 'push' }],
      ['/api/Market/SetSourceSyncSetting', { schedule: 'daily' }],
      ['/api/Market/StartSourceSync', { productIds: ['not-an-id'] }],
      ['/api/Market/StartSourceSync', { mode: 'loud' }],
    ] as const) {
      const refused = await api('POST', url, alice.accessToken, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      const body = JSON.parse(refused.body) as { code: number; message: string };
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/[가-힣]/);
      expect(refused.body).not.toMatch(/at .*\.ts/);
    }
    const badQuery = await api('GET', '/api/Market/GetSourceSyncWork?workNumber=abc', alice.accessToken);
    expect(badQuery.statusCode).toBe(400);
    await ok('POST', '/api/Market/SetSourceSyncSetting', alice.accessToken, {
      schedule: 'off',
      mode: 'push',
    });
  });
});

describe('source sync', () => {
  let pushWork: SourceSyncStarted;

  it('finds a price change and a sold-out option, saves them and pushes both to SmartStore and Coupang; a product gone at the source is suspended on both', async () => {
    const item = generatedItem('costco', 7);
    const soldOutSku = item.skus[1]!;
    const before = await productOf(OPTIONED);
    const soldOutName = before.option.detailOptions.find((option) => option.id === soldOutSku.id)!.optionName;
    expect(
      emulator.editSourceItem('costco', OPTIONED, {
        price: '51000',
        skus: [{ id: soldOutSku.id, stock: 0 }],
      }),
    ).toBe(true);
    expect(emulator.editSourceItem('costco', GOING, { removed: true })).toBe(true);

    pushWork = await ok<SourceSyncStarted>('POST', '/api/Market/StartSourceSync', alice.accessToken, {});
    expect(pushWork.total).toBe(3);
    // One sync of a seller at a time.
    const second = await api('POST', '/api/Market/StartSourceSync', alice.accessToken, {});
    if (second.statusCode !== 200) {
      expect(second.statusCode).toBe(409);
      expect(JSON.parse(second.body).message).toMatch(/이미 진행 중/);
    }
    const work = await syncReport(pushWork.workNumber);
    expect(work.state, JSON.stringify(work.report.items)).toBe('done');
    expect(work.counts).toMatchObject({ changed: 1, gone: 1, unchanged: 1, pushed: 4, pushFailed: 0 });

    const after = await productOf(OPTIONED);
    const changed = work.report.items.find((row) => row.productId === productIdOf[OPTIONED])!;
    expect(changed).toMatchObject({ outcome: 'changed', state: 'succeeded', priceKept: false });
    expect(changed.soldOut).toEqual([soldOutName]);
    expect(changed.oldPrice).not.toBe(changed.newPrice);
    expect(changed.pushes.map((push) => [push.market, push.action, push.state]).sort()).toEqual([
      ['Coupang', 'priceStock', 'succeeded'],
      ['SmartStore', 'priceStock', 'succeeded'],
    ]);
    // The product was repriced from the new source price and the option marked sold out.
    const option = after.option.detailOptions.find((o) => o.id === soldOutSku.id)!;
    expect(option).toMatchObject({ isSoldOut: true, quantity: 0 });
    // The sync writes the model without its detail page: the page stays as it was, whole.
    expect(before.detailPageHtml.length).toBeGreaterThan(0);
    expect(after.detailPageHtml).toBe(before.detailPageHtml);
    // The list's price columns follow the new prices.
    const [listed] = await t.deps.db
      .select({ priceMinKrw: products.priceMinKrw, priceMaxKrw: products.priceMaxKrw })
      .from(products)
      .where(eq(products.id, productIdOf[OPTIONED]!));
    expect(listed).toEqual(priceRangeOf(after));
    expect(krwPriceOf(option.price)!.salePrice).not.toBe(
      krwPriceOf(before.option.detailOptions.find((o) => o.id === soldOutSku.id)!.price)!.salePrice,
    );

    // Both markets now sell at the product's new prices, the sold-out combination at stock 0.
    for (const account of [naver, coupang]) {
      const listing = (await marketListing(OPTIONED, account))!;
      for (const detailOption of after.option.detailOptions.filter((o) => o.checked)) {
        const values = detailOption.optionName.split('//');
        const combination = listing.combinations.find((c) => c.values.join('//') === values.join('//'));
        expect(combination, `${account.market} ${detailOption.optionName}`).toBeDefined();
        expect(combination!.salePrice).toBe(krwPriceOf(detailOption.price)!.salePrice);
        if (detailOption.id === soldOutSku.id) {
          expect(combination!.stock).toBe(0);
        }
      }
    }

    const gone = work.report.items.find((row) => row.productId === productIdOf[GOING])!;
    expect(gone).toMatchObject({ outcome: 'gone', newPrice: null });
    expect(gone.pushes.map((push) => [push.market, push.action, push.state]).sort()).toEqual([
      ['Coupang', 'suspend', 'succeeded'],
      ['SmartStore', 'suspend', 'succeeded'],
    ]);
    expect((await marketListing(GOING, naver))!.status).toBe('suspended');
    const [suspended] = await t.deps.db
      .select({ state: listings.state })
      .from(listings)
      .where(and(eq(listings.productId, productIdOf[GOING]!), eq(listings.accountId, naver.id)));
    expect(suspended!.state).toBe('suspended');

    // The report lists changes only by default.
    const changes = await syncReport(pushWork.workNumber, 'changes');
    expect(changes.report.items.map((row) => row.productId).sort()).toEqual(
      [productIdOf[OPTIONED], productIdOf[GOING]].sort(),
    );
  }, 120_000);

  it('a redelivered item (product or push) pushes nothing twice', async () => {
    const calls = marketCalls();
    const items = await t.deps.db
      .select({ id: workItems.id, generation: workItems.jobGeneration })
      .from(workItems)
      .where(and(eq(workItems.userId, alice.id), eq(workItems.kind, 'source-sync')));
    expect(items.length).toBe(3 + 4);
    for (const item of items) {
      await processSourceSyncItem(t.deps, item.id, {
        generation: item.generation,
        workerId: 'redelivery',
        isLastAttempt: false,
      });
    }
    expect(marketCalls()).toBe(calls);
    const work = await syncReport(pushWork.workNumber);
    expect(work.counts.total).toBe(7);
    expect(work.counts.pushed).toBe(4);
  });

  it('in "알림만" mode reports the change and pushes nothing', async () => {
    await ok('POST', '/api/Market/SetSourceSyncSetting', alice.accessToken, {
      schedule: 'off',
      mode: 'notify',
    });
    const listedBefore = (await marketListing(SINGLE, naver))!;
    const before = await productOf(SINGLE);
    expect(emulator.editSourceItem('costco', SINGLE, { price: '77000' })).toBe(true);
    const calls = marketCalls();

    const started = await ok<SourceSyncStarted>('POST', '/api/Market/StartSourceSync', alice.accessToken, {});
    const work = await syncReport(started.workNumber);
    expect(work).toMatchObject({ mode: 'notify', state: 'done' });
    expect(work.counts).toMatchObject({ changed: 1, pushed: 0, total: 3 });
    const row = work.report.items.find((item) => item.productId === productIdOf[SINGLE])!;
    expect(row).toMatchObject({ outcome: 'changed', pushes: [] });
    expect(row.message).toMatch(/알림만/);
    expect(row.oldPrice).toBe(krwPriceOf(before.price)!.salePrice);
    expect(row.newPrice).toBe(krwPriceOf((await productOf(SINGLE)).price)!.salePrice);
    expect(row.newPrice).not.toBe(row.oldPrice);
    // Nothing went to any market: no call at all, the listing as it was.
    expect(marketCalls()).toBe(calls);
    expect((await marketListing(SINGLE, naver))!.salePrice).toBe(listedBefore.salePrice);
  }, 120_000);

  it("another seller's syncs and reports are unreachable", async () => {
    const other = await api(
      'GET',
      `/api/Market/GetSourceSyncWork?workNumber=${pushWork.workNumber}`,
      bob.accessToken,
    );
    expect(other.statusCode).toBe(404);
    expect(JSON.parse(other.body)).toMatchObject({ code: 404, message: '존재하지 않는 작업 번호입니다.' });
    const list = await ok<{ items: unknown[]; total: number }>(
      'GET',
      '/api/Market/GetSourceSyncWorkList',
      bob.accessToken,
    );
    expect(list).toMatchObject({ items: [], total: 0 });
    // Alice's products are not Bob's to sync.
    const start = await api('POST', '/api/Market/StartSourceSync', bob.accessToken, {
      productIds: Object.values(productIdOf),
    });
    expect(start.statusCode).toBe(400);
    expect(JSON.parse(start.body).message).toMatch(/마켓에 등록된 상품이 없어/);
    const mine = await ok<{ items: { workNumber: number }[]; total: number }>(
      'GET',
      '/api/Market/GetSourceSyncWorkList',
      alice.accessToken,
    );
    expect(mine.total).toBe(2);
  });

  it('the schedule starts one run per seller and slot, however often it is swept', async () => {
    await ok('POST', '/api/Market/SetSourceSyncSetting', alice.accessToken, {
      schedule: 'daily',
      mode: 'notify',
    });
    const now = Date.now();
    const [a, b] = await Promise.all([runDueSyncs(t.deps, now), runDueSyncs(t.deps, now)]);
    expect(a + b).toBe(1);
    const list = await ok<{ items: { workNumber: number; trigger: string }[]; total: number }>(
      'GET',
      '/api/Market/GetSourceSyncWorkList',
      alice.accessToken,
    );
    expect(list.total).toBe(3);
    expect(list.items[0]!.trigger).toBe('schedule');
    await syncReport(list.items[0]!.workNumber);
    expect(await runDueSyncs(t.deps, now + 60_000)).toBe(0);
    const setting = await ok<SourceSyncSetting>('GET', '/api/Market/GetSourceSyncSetting', alice.accessToken);
    expect(setting.nextRunAt).toBe(scheduleSlot('daily', Date.now()).nextStart.toISOString());
    await ok('POST', '/api/Market/SetSourceSyncSetting', alice.accessToken, {
      schedule: 'off',
      mode: 'push',
    });
  }, 120_000);

  it('leaves an option the seller added by hand (no source SKU) out of the sold-out rule', async () => {
    await ok('POST', '/api/Market/SetSourceSyncSetting', alice.accessToken, {
      schedule: 'off',
      mode: 'notify',
    });
    const loaded = await ok<{ summary: { version: number }; detail: ProductDetail }>(
      'GET',
      `/api/Product/SearchCollectProductDetail?site=costco&code=${OPTIONED}`,
      alice.accessToken,
    );
    // The seller adds a size the source does not sell, in the editor's way (combinations regenerated).
    const { id: _id, ...detail } = loaded.detail;
    const groups = detail.option.optionGroups.map((group, index, all) =>
      index === all.length - 1
        ? {
            ...group,
            groups: [
              ...group.groups,
              {
                id: 'value-seller-xl',
                optionName: [{ language: 'ko' as const, text: '셀러 추가 XL' }],
                optionImage: null,
                originalPrice: '0',
                salePrice: '0',
                quantity: 1000,
              },
            ],
          }
        : group,
    );
    const kept = new Set(detail.option.detailOptions.map((option) => option.id));
    const detailOptions = buildDetailOptions(groups, detail.option.detailOptions, {
      sourceCurrency: detail.source.currency,
    }).map((option) => (kept.has(option.id) ? option : { ...option, price: [...detail.price] }));
    const added = detailOptions.filter((option) => !kept.has(option.id));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((option) => isSellerAddedCombination(groups, option))).toBe(true);
    expect(detail.option.detailOptions.some((option) => isSellerAddedCombination(groups, option))).toBe(
      false,
    );
    await ok('POST', '/api/Product/UpdateProduct', alice.accessToken, {
      ...detail,
      option: { optionGroups: groups, detailOptions },
      version: loaded.summary.version,
    });

    const started = await ok<SourceSyncStarted>('POST', '/api/Market/StartSourceSync', alice.accessToken, {
      productIds: [productIdOf[OPTIONED]],
    });
    const work = await syncReport(started.workNumber);
    expect(work.state).toBe('done');
    const row = work.report.items.find((item) => item.productId === productIdOf[OPTIONED])!;
    const addedNames = added.map((option) => option.optionName);
    expect(row.soldOut.filter((name) => addedNames.includes(name))).toEqual([]);
    const after = await productOf(OPTIONED);
    for (const option of added) {
      expect(
        after.option.detailOptions.find((o) => o.id === option.id),
        option.optionName,
      ).toMatchObject({
        isSoldOut: false,
        quantity: 1000,
        checked: true,
      });
    }

    // The product's options as they were, for the listing tests below.
    const current = await ok<{ summary: { version: number }; detail: ProductDetail }>(
      'GET',
      `/api/Product/SearchCollectProductDetail?site=costco&code=${OPTIONED}`,
      alice.accessToken,
    );
    const { id: _currentId, ...currentDetail } = current.detail;
    await ok('POST', '/api/Product/UpdateProduct', alice.accessToken, {
      ...currentDetail,
      option: {
        optionGroups: currentDetail.option.optionGroups.map((group) => ({
          ...group,
          groups: group.groups.filter((value) => value.id !== 'value-seller-xl'),
        })),
        detailOptions: currentDetail.option.detailOptions.filter((option) => kept.has(option.id)),
      },
      version: current.summary.version,
    });
    await ok('POST', '/api/Market/SetSourceSyncSetting', alice.accessToken, {
      schedule: 'off',
      mode: 'push',
    });
  }, 120_000);
});

describe('listing images (/app/product/control/image)', () => {
  type Page = { items: ListingImagesRow[]; total: number };

  it("lists every listing's main and detail images, finds the listings using an image, and keeps them the seller's", async () => {
    const all = await ok<Page>('GET', '/api/Market/GetListingImages?maxRow=50', alice.accessToken);
    expect(all.total).toBe(6);
    for (const row of all.items) {
      expect(row.images.length).toBeGreaterThan(0);
      expect(row.images[0]).toMatch(/^\/api\/images\//);
    }
    const main = (await productOf(OPTIONED)).image[0]!;
    const using = await ok<Page>(
      'GET',
      `/api/Market/GetListingImages?image=${encodeURIComponent(main)}`,
      alice.accessToken,
    );
    expect(using.items.map((row) => [row.productId, row.market]).sort()).toEqual([
      [productIdOf[OPTIONED], 'Coupang'],
      [productIdOf[OPTIONED], 'SmartStore'],
    ]);
    expect(await ok<Page>('GET', '/api/Market/GetListingImages', bob.accessToken)).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("replaces the main image of a listing on its market, and refuses images that are not the seller's", async () => {
    // The product without options: Coupang shows its first image as the representative one.
    const product = await productOf(SINGLE);
    expect(product.image.length).toBeGreaterThan(1);
    const next = product.image[1]!;
    const [row] = (
      await ok<Page>(
        'GET',
        `/api/Market/GetListingImages?market=Coupang&image=${encodeURIComponent(product.image[0]!)}`,
        alice.accessToken,
      )
    ).items;
    expect(row!.productId).toBe(productIdOf[SINGLE]);
    const refused = await api('POST', '/api/Market/ReplaceListingImages', alice.accessToken, {
      listingId: row!.listingId,
      mainImage: 'https://elsewhere.example/stolen.jpg',
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).message).toMatch(/이미지 저장소의 이미지만/);
    const nothing = await api('POST', '/api/Market/ReplaceListingImages', alice.accessToken, {
      listingId: row!.listingId,
    });
    expect(nothing.statusCode).toBe(400);
    const notBobs = await api('POST', '/api/Market/ReplaceListingImages', bob.accessToken, {
      listingId: row!.listingId,
      mainImage: next,
    });
    expect(notBobs.statusCode).toBe(404);

    const pricedBefore = (await marketListing(SINGLE, coupang))!.salePrice;
    const replaced = await ok<{ listing: ListingImagesRow; message: string }>(
      'POST',
      '/api/Market/ReplaceListingImages',
      alice.accessToken,
      { listingId: row!.listingId, mainImage: next },
    );
    expect(replaced.message).toMatch(/대표 이미지.*마켓에 다시 보냈습니다/);
    expect(replaced.listing.images[0]).toBe(next);
    expect((await productOf(SINGLE)).image[0]).toBe(next);
    const listing = (await marketListing(SINGLE, coupang))!;
    expect(listing.images[0]).toBe(`${t.deps.config.publicUrl}${next}`);
    // Only the images changed: the price the market holds (the 알림만 sync pushed none) stays.
    expect(listing.salePrice).toBe(pricedBefore);
  });
});
