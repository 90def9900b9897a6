import type { ProductDetail } from '@sellerdesk/domain';
import { DETAIL_FRAME_HTML_MAX, DETAIL_PAGE_HTML_MAX, PRODUCT_MEMO_MAX, withoutId } from '@sellerdesk/domain';
import { contracts, type MarketAddressResponse } from '@sellerdesk/domain/api';
import { startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { detailPageConfigs, products } from '../src/infra/db/schema/index';
import { connectMarketAccount, insertUploadProduct, uploadProductDetail } from './helpers/upload';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/**
 * Every write that stores text the server answers later, at its limits: the stored value is checked
 * after cleaning (the HTML policy lengthens `&` and links), so each save either answers 400
 * `{ code, message }` or stores something whose read-back answers 200 and passes its own schema. Values
 * stored before that check (longer than the limit) still open. And every versioned write needs its
 * version.
 */
let t: TestApp;
let emulator: StartedMarketEmulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;

beforeAll(async () => {
  emulator = await startMarketEmulator({ categories: 'builtin' });
  t = await createTestApp({ MARKET_EMULATOR_URL: emulator.url });
  alice = await t.userSession({ name: '앨리스' });
}, 60_000);
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

/**
 * HTML of exactly `length` characters that the policy keeps as it is (`lengthened: false`) or makes
 * longer (`true`: a bare `&` becomes `&amp;`, a link gains `rel="noopener noreferrer"`).
 */
function htmlOfLength(length: number, lengthened: boolean): string {
  const tail = lengthened ? '<a href="https://example.com/">&</a>' : '<p>x</p>';
  const html = `<p>${'a'.repeat(length - tail.length - 7)}</p>${tail}`;
  expect(html).toHaveLength(length);
  return html;
}

type Schema = z.ZodType;
/** A read that answers 200 with a body its contract's response schema accepts; the parsed payload. */
function readBack<T>(response: LightMyRequestResponse, schema: Schema | undefined): T {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const parsed = schema!.safeParse(dataOf(response));
  expect(parsed.success, parsed.error?.message.slice(0, 300)).toBe(true);
  return parsed.data as T;
}

/**
 * 400 naming the field and its limit: CONTENT_TOO_LONG when cleaning made the value too long, the
 * contract's VALIDATION_FAILED (same words) when it was already too long as sent.
 */
function expectTooLong(
  response: LightMyRequestResponse,
  label: string,
  max: number,
  reason: 'CONTENT_TOO_LONG' | 'VALIDATION_FAILED' = 'CONTENT_TOO_LONG',
) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  const body = response.json<{ code: number; message: string; reason: string }>();
  expect(body).toMatchObject({ code: 400, reason });
  expect(body.message).toContain(label);
  expect(body.message).toContain(`${max.toLocaleString('en-US')}자`);
}

let nextCode = 705000000000;
async function newProduct(overrides: Parameters<typeof uploadProductDetail>[2] = {}) {
  const code = String((nextCode += 1));
  const detail = uploadProductDetail(code, 'https://img.example.com', overrides);
  const id = await insertUploadProduct(t.deps, alice.id, detail);
  return { id, code, detail };
}

const { Product, Market, UserConfig } = contracts;
const readProduct = (code: string) =>
  t.call({
    method: 'GET',
    url: `/api/Product/SearchCollectProductDetail?site=taobao&code=${code}`,
    token: alice.accessToken,
  });
type Loaded = { summary: { id: string; version: number; memo: string }; detail: ProductDetail };
const post = (url: string, payload: object) =>
  t.call({ method: 'POST', url: `/api${url}`, token: alice.accessToken, payload });

describe('Product: UpdateProduct and ProductMemoEdit at their limits', () => {
  it('refuses a detail page the policy lengthens past its limit with 400, storing nothing', async () => {
    const { code, detail } = await newProduct();
    const res = await post('/Product/UpdateProduct', {
      ...withoutId(detail),
      detailPageHtml: htmlOfLength(DETAIL_PAGE_HTML_MAX, true),
      version: 1,
    });
    expectTooLong(res, '상세페이지는', DETAIL_PAGE_HTML_MAX);
    const after = readBack<Loaded>(
      await readProduct(code),
      Product.SearchCollectProductDetail.schemas.response,
    );
    expect(after.summary.version).toBe(1);
    expect(after.detail.detailPageHtml).toBe(detail.detailPageHtml);
  });

  it('stores every text field at its limit and answers it back within its schema', async () => {
    const { code, detail } = await newProduct();
    const page = htmlOfLength(DETAIL_PAGE_HTML_MAX, false);
    const edited = {
      ...withoutId(detail),
      title: [
        { language: 'zh' as const, text: '夏'.repeat(5000) },
        { language: 'ko' as const, text: '&'.repeat(5000) },
      ],
      detailPageHtml: page,
      memo: '<&>"'.repeat(PRODUCT_MEMO_MAX / 4),
      tags: Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(100, '&')),
      groupName: '&'.repeat(200),
      brand: '&'.repeat(100),
      manufacturer: '<'.repeat(100),
      origin: '"'.repeat(100),
      version: 1,
    };
    const saved = await post('/Product/UpdateProduct', edited);
    const answered = readBack<Loaded>(saved, Product.UpdateProduct.schemas.response);
    expect(answered.detail.detailPageHtml).toBe(page);
    const loaded = readBack<Loaded>(
      await readProduct(code),
      Product.SearchCollectProductDetail.schemas.response,
    );
    expect(loaded.detail).toMatchObject({
      detailPageHtml: page,
      memo: edited.memo,
      tags: edited.tags,
      groupName: edited.groupName,
    });
    const memo = await post('/Product/ProductMemoEdit', {
      productId: loaded.summary.id,
      memo: '&'.repeat(PRODUCT_MEMO_MAX),
      version: loaded.summary.version,
    });
    expect(readBack<Loaded>(memo, Product.ProductMemoEdit.schemas.response).detail.memo).toHaveLength(
      PRODUCT_MEMO_MAX,
    );
  });
});

describe('Market/SetDetailPage at its limits', () => {
  it('refuses a top or bottom the policy lengthens past its limit, and round-trips one at the limit', async () => {
    const top = await post('/Market/SetDetailPage', {
      usableTop: true,
      usableBottom: true,
      top: htmlOfLength(DETAIL_FRAME_HTML_MAX, true),
      bottom: '',
    });
    expectTooLong(top, '상단 내용은', DETAIL_FRAME_HTML_MAX);
    const bottom = await post('/Market/SetDetailPage', {
      usableTop: true,
      usableBottom: true,
      top: '',
      bottom: htmlOfLength(DETAIL_FRAME_HTML_MAX, true),
    });
    expectTooLong(bottom, '하단 내용은', DETAIL_FRAME_HTML_MAX);
    const get = () =>
      t.call({ method: 'GET', url: '/api/Market/GetDetailPageConfig', token: alice.accessToken });
    expect(readBack<{ saved: boolean }>(await get(), Market.GetDetailPageConfig.schemas.response).saved).toBe(
      false,
    );

    const atLimit = htmlOfLength(DETAIL_FRAME_HTML_MAX, false);
    const saved = await post('/Market/SetDetailPage', {
      usableTop: true,
      usableBottom: true,
      top: atLimit,
      bottom: atLimit,
    });
    readBack(saved, Market.SetDetailPage.schemas.response);
    expect(readBack<{ top: string }>(await get(), Market.GetDetailPageConfig.schemas.response).top).toBe(
      atLimit,
    );
  });
});

describe('UserConfig/SetSmartStore at its limits', () => {
  it('refuses a top or bottom HTML the policy lengthens past its limit with 400, and keeps one at it', async () => {
    const store = await connectMarketAccount(t, alice.accessToken, 'SmartStore', '본점');
    const addresses = dataOf<MarketAddressResponse>(
      await t.call({
        method: 'GET',
        url: `/api/MarketInfo/GetMarketAddress?market=SmartStore&accountId=${store.id}`,
        token: alice.accessToken,
      }),
    );
    const body = (html: { topHtml?: string; bottomHtml?: string }) => ({
      accountId: store.id,
      sendExchange: addresses.shipping[0]!.id,
      recvExchange: addresses.return[0]!.id,
      brandName: '&'.repeat(100),
      ...html,
    });
    const url = `/UserConfig/SetSmartStore?templateName=${encodeURIComponent('&'.repeat(50))}`;
    expectTooLong(
      await post(url, body({ topHtml: htmlOfLength(DETAIL_FRAME_HTML_MAX, true) })),
      '상단 내용은',
      DETAIL_FRAME_HTML_MAX,
    );
    expectTooLong(
      await post(url, body({ bottomHtml: htmlOfLength(DETAIL_FRAME_HTML_MAX, true) })),
      '하단 내용은',
      DETAIL_FRAME_HTML_MAX,
    );

    const atLimit = htmlOfLength(DETAIL_FRAME_HTML_MAX, false);
    readBack(
      await post(url, body({ topHtml: atLimit, bottomHtml: atLimit })),
      UserConfig.SetSmartStore.schemas.response,
    );
    const view = readBack<{ topHtml: string; bottomHtml: string }>(
      await t.call({
        method: 'GET',
        url: `/api/UserConfig/GetMarketConfig?market=SmartStore&templateName=${encodeURIComponent('&'.repeat(50))}`,
        token: alice.accessToken,
      }),
      UserConfig.GetMarketConfig.schemas.response,
    );
    expect(view).toMatchObject({ topHtml: atLimit, bottomHtml: atLimit });
  });
});

describe('values stored before the limit was checked after cleaning', () => {
  it('a product whose stored page is over the limit still opens and takes a memo; saving it says to shorten it', async () => {
    const oversize = `<p>${'&amp;'.repeat(DETAIL_PAGE_HTML_MAX / 5)}</p>`;
    const { code } = await newProduct({ detailPageHtml: '' });
    await t.deps.db.update(products).set({ detailHtml: oversize }).where(eq(products.code, code));
    const loaded = readBack<Loaded>(
      await readProduct(code),
      Product.SearchCollectProductDetail.schemas.response,
    );
    expect(loaded.detail.detailPageHtml).toBe(oversize);
    const memo = await post('/Product/ProductMemoEdit', {
      productId: loaded.summary.id,
      memo: '열리는 상품',
      version: loaded.summary.version,
    });
    const afterMemo = readBack<Loaded>(memo, Product.ProductMemoEdit.schemas.response);
    expect(afterMemo.detail.detailPageHtml).toBe(oversize);
    const { id: _id, ...rest } = afterMemo.detail;
    expectTooLong(
      await post('/Product/UpdateProduct', { ...rest, version: afterMemo.summary.version }),
      '상세페이지는',
      DETAIL_PAGE_HTML_MAX,
      'VALIDATION_FAILED',
    );
  });

  it('a detail-page template stored over its limit still reads', async () => {
    const session = await t.userSession({ name: '밥' });
    const oversize = `<p>${'&amp;'.repeat(DETAIL_FRAME_HTML_MAX / 5)}</p>`;
    await t.deps.db
      .insert(detailPageConfigs)
      .values({ userId: session.id, usableTop: true, usableBottom: false, top: oversize, bottom: '' });
    const config = readBack<{ top: string }>(
      await t.call({ method: 'GET', url: '/api/Market/GetDetailPageConfig', token: session.accessToken }),
      Market.GetDetailPageConfig.schemas.response,
    );
    expect(config.top).toBe(oversize);
  });
});

describe('versioned writes', () => {
  it('refuse a save without the version it was loaded at: 400 in Korean, nothing written', async () => {
    const { id, code, detail } = await newProduct();
    for (const [url, payload] of [
      ['/Product/UpdateProduct', { ...withoutId(detail), memo: '버전 없이' }],
      ['/Product/ProductMemoEdit', { productId: id, memo: '버전 없이' }],
      ['/Product/ProductMainImageEdit', { productId: id, images: [...detail.image].reverse() }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
      expect(res.json().message).toMatch(/[가-힣]/u);
    }
    const after = readBack<Loaded>(
      await readProduct(code),
      Product.SearchCollectProductDetail.schemas.response,
    );
    expect(after.summary).toMatchObject({ version: 1, memo: '' });
  });

  it('of two concurrent saves of one loaded version, one wins and the other gets 409', async () => {
    for (let pair = 0; pair < 5; pair += 1) {
      const { code, detail } = await newProduct();
      const saves = await Promise.all(
        ['창 1', '창 2'].map((memo) =>
          post('/Product/UpdateProduct', { ...withoutId(detail), memo, version: 1 }),
        ),
      );
      expect(saves.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = saves.find((res) => res.statusCode === 200)!;
      const after = readBack<Loaded>(
        await readProduct(code),
        Product.SearchCollectProductDetail.schemas.response,
      );
      expect(after.summary).toMatchObject({ version: 2, memo: dataOf<Loaded>(winner).summary.memo });
    }
  });
});
