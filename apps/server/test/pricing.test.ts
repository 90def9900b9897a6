import { startEmulator, type Emulator } from '@sellerdesk/emulators';
import { DEFAULT_MARKET_COMMISSIONS, ProductDetail, krwPriceOf } from '@sellerdesk/domain';
import type { ExchangeResponse, PriceSettingsResponse } from '@sellerdesk/domain/api';
import { fetchFetcher } from '@sellerdesk/outbound';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, products } from '../src/infra/db/schema/index';
import { storedDetail, withDetailHtml } from '../src/modules/products/index';
import { eximRateProvider } from '../src/modules/pricing/exchange-rate-provider';
import { getExchange, type ExchangeRateSource } from '../src/modules/pricing/pricing.service';
import { startBulk, waitForBulkWork } from './helpers/bulk';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

let t: TestApp;
let emulator: Emulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  [t, emulator] = await Promise.all([createTestApp(), startEmulator()]);
  alice = await t.userSession();
  bob = await t.userSession();
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

const getPrice = async (token: string) =>
  dataOf<PriceSettingsResponse>(await t.call({ method: 'GET', url: '/api/Market/GetPrice', token }));
const setPrice = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/Market/SetPrice', token, payload });
/** Runs "가격 다시 계산" as its work and answers what it did: repriced, kept (hand-set) and failed. */
const reprice = async (token: string, payload: object) => {
  const started = await startBulk(t, token, '/api/Product/RepriceProducts', payload);
  const work = await waitForBulkWork(t, token, started.workNumber);
  return {
    repriced: work.succeeded,
    kept: work.results.filter((r) => r.state === 'skipped').length,
    failed: work.results.filter((r) => r.state === 'failed'),
  };
};

describe('price settings', () => {
  it('answers the §9 defaults before the first save', async () => {
    const settings = await getPrice(alice.accessToken);
    expect(settings.saved).toBe(false);
    expect(settings.priceRangeModel).toMatchObject({ digit: 2, currency: 'CNY', exchangeBase: 200 });
    expect(settings.roundModel).toEqual({
      digit: 2,
      price: 27_450,
      realPrice: 27_400,
      realPriceText: '₩27,400',
    });
    expect(settings.margin).toEqual({ shippingPerItem: 0, commissions: DEFAULT_MARKET_COMMISSIONS });
  });

  it('saves what §5 says: empty values 0, rows with an empty range dropped, digit from the round selection', async () => {
    const res = await setPrice(alice.accessToken, {
      usableDetail: true,
      digit: 1,
      roundModel: { digit: 3, price: 27_450 },
      currency: 'CNY',
      exchangeBase: '190',
      simpleModel: { mainType: '*', mainValue: '', subType: '+', subValue: null },
      detailModel: [
        { startRange: 0, endRange: 10_000, mainType: '+', mainValue: '5,000', subType: '*', subValue: '' },
        { startRange: '', endRange: 30_000, mainType: '*', mainValue: 9 },
        {
          startRange: 10_000,
          endRange: 100_000,
          mainType: '*',
          mainValue: 1.3,
          subType: '+',
          subValue: 1000,
        },
        { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.2 },
      ],
      shippingPerItem: '4000',
      commissions: { Coupang: 11 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await getPrice(alice.accessToken);
    expect(saved.saved).toBe(true);
    expect(saved.priceRangeModel.digit).toBe(3);
    expect(saved.roundModel.realPrice).toBe(27_000);
    expect(saved.priceRangeModel.exchangeBase).toBe(190);
    expect(saved.priceRangeModel.simpleModel).toEqual({
      mainType: '*',
      mainValue: 0,
      subType: '+',
      subValue: 0,
    });
    expect(saved.priceRangeModel.detailModel.map((row) => [row.startRange, row.endRange])).toEqual([
      [0, 10_000],
      [10_000, 100_000],
      [-1, -1],
    ]);
    expect(saved.priceRangeModel.detailModel[0]).toMatchObject({ mainValue: 5000, subValue: 0 });
    expect(saved.margin.shippingPerItem).toBe(4000);
    expect(saved.margin.commissions).toMatchObject({ Coupang: 11, SmartStore: 5.5 });
  });

  it('keeps one seller’s settings from another', async () => {
    expect((await getPrice(bob.accessToken)).saved).toBe(false);
    expect((await getPrice(bob.accessToken)).priceRangeModel.exchangeBase).toBe(200);
    expect((await getPrice(alice.accessToken)).priceRangeModel.exchangeBase).toBe(190);
  });

  it.each([
    [
      'overlapping ranges',
      {
        usableDetail: true,
        detailModel: [
          { startRange: 0, endRange: 5000 },
          { startRange: 3000, endRange: 9000 },
        ],
      },
      /2번째 구간: 앞 구간과 겹칩니다/,
    ],
    ['a digit outside 1–4', { roundModel: { digit: 7 } }, /1~4/],
    ['text that is no number', { exchangeBase: '이백' }, /환율이 숫자가 아닙니다/],
    ['an operator that does not exist', { simpleModel: { mainType: '-', mainValue: 1 } }, /./],
    ['rows that are not a list', { detailModel: 'rows' }, /./],
    ['a commission over 100 %', { commissions: { Coupang: 180 } }, /0~100%/],
  ])('refuses %s with a Korean 400', async (_label, payload, message) => {
    const res = await setPrice(alice.accessToken, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; message: string }>();
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/[가-힣]/);
    expect(body.message).toMatch(message);
    expect((await getPrice(alice.accessToken)).priceRangeModel.exchangeBase).toBe(190);
  });

  it('needs a login', async () => {
    expect((await t.call({ method: 'GET', url: '/api/Market/GetPrice' })).statusCode).toBe(401);
  });
});

function product(code: string, cny: string, priceOverride = false): ProductDetail {
  const now = new Date().toISOString();
  return ProductDetail.parse({
    site: 'taobao',
    code,
    title: [{ language: 'zh', text: '衬衫' }],
    price: [
      { currency: 'CNY', originalPrice: cny, salePrice: cny },
      { currency: 'KRW', originalPrice: 77_700, salePrice: 77_700 },
    ],
    priceOverride,
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: '衬衫',
      language: 'zh',
      currency: 'CNY',
      price: cny,
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
}

async function insert(userId: string, code: string, cny: string, priceOverride = false) {
  const detail = product(code, cny, priceOverride);
  const [row] = await t.deps.db
    .insert(products)
    .values({
      userId,
      site: 'taobao',
      code,
      title: '셔츠',
      sourceTitle: '衬衫',
      sourceUrl: detail.source.url,
      priceMinKrw: 77_700,
      priceMaxKrw: 77_700,
      ...storedDetail(detail),
    })
    .returning({ id: products.id });
  return row!.id;
}

async function stored(id: string) {
  const [row] = await t.deps.db.select().from(products).where(eq(products.id, id));
  return {
    price: krwPriceOf(row!.detail.price)?.salePrice,
    min: row!.priceMinKrw,
    override: row!.detail.priceOverride,
  };
}

async function storedRow(id: string) {
  const [row] = await t.deps.db.select().from(products).where(eq(products.id, id));
  return withDetailHtml(row!);
}

describe('가격 다시 계산', () => {
  it('reprices the selected products with the seller’s settings, keeping hand-set prices unless asked', async () => {
    const seller = await t.userSession();
    const res = await setPrice(seller.accessToken, {
      digit: 2,
      exchangeBase: 200,
      simpleModel: { mainType: '*', mainValue: 1.5, subType: '+', subValue: 1000 },
    });
    expect(res.statusCode).toBe(200);
    const plain = await insert(seller.id, '100', '10');
    const manual = await insert(seller.id, '101', '10', true);
    const other = await insert(seller.id, '102', '33.3');
    const foreign = await insert(bob.id, '103', '10');

    // Only the selected ones; another seller's id is not found among the seller's products.
    expect(await reprice(seller.accessToken, { selection: { ids: [plain, manual, foreign] } })).toEqual({
      repriced: 1,
      kept: 1,
      failed: [],
    });
    // 10 CNY × 200 = 2000 → ×1.5 + 1000 = 4000.
    expect(await stored(plain)).toEqual({ price: 4000, min: 4000, override: false });
    expect(await stored(manual)).toMatchObject({ price: 77_700, override: true });
    expect(await stored(other)).toMatchObject({ price: 77_700 });
    expect(await stored(foreign)).toMatchObject({ price: 77_700 });

    // The plain one is already at the settings' price: nothing to write, so it is skipped untouched.
    const plainVersion = (await storedRow(plain)).version;
    expect(await reprice(seller.accessToken, { selection: { filter: {} }, includeOverrides: true })).toEqual({
      repriced: 2,
      kept: 1,
      failed: [],
    });
    expect((await storedRow(plain)).version).toBe(plainVersion);
    expect(await stored(manual)).toEqual({ price: 4000, min: 4000, override: false });
    // 33.3 × 200 = 6660 → 10990 → 10900.
    expect(await stored(other)).toMatchObject({ price: 10_900 });
    expect(await stored(foreign)).toMatchObject({ price: 77_700 });
  });

  it('writes only the pricing parts of the model, the list columns agreeing with them', async () => {
    const seller = await t.userSession();
    await setPrice(seller.accessToken, {
      digit: 2,
      exchangeBase: 200,
      simpleModel: { mainType: '*', mainValue: 2, subType: '+', subValue: 0 },
    });
    const id = await insert(seller.id, '200', '10');
    // What a reprice must not touch: the detail page, title, tags and memo written since the load.
    const html = '<p>상세 <img src="/api/images/ab/abc.jpg"></p>';
    await t.deps.db
      .update(products)
      .set({
        detail: sql`${products.detail} || ${JSON.stringify({ tags: ['셔츠'] })}::jsonb`,
        detailHtml: html,
      })
      .where(eq(products.id, id));
    const before = await storedRow(id);
    expect(await reprice(seller.accessToken, { selection: { ids: [id] } })).toEqual({
      repriced: 1,
      kept: 0,
      failed: [],
    });
    const after = await storedRow(id);
    // 10 CNY × 200 = 2000 → × 2 = 4000.
    expect(krwPriceOf(after.detail.price)?.salePrice).toBe(4000);
    expect(after.priceMinKrw).toBe(4000);
    expect(after.priceMaxKrw).toBe(4000);
    expect(after.version).toBe(before.version + 1);
    expect(after.detail.updatedAt > before.detail.updatedAt).toBe(true);
    const unpriced = ({ price: _p, updatedAt: _u, ...rest }: ProductDetail) => rest;
    expect(unpriced(after.detail)).toEqual(unpriced(before.detail));
    expect(after.detail.detailPageHtml).toBe(html);
  });

  it('refuses an empty selection in Korean', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Product/RepriceProducts',
      token: alice.accessToken,
      payload: { selection: { ids: [] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('상품을 하나 이상 선택해주세요.');
  });
});

describe('reference exchange rates', () => {
  it('answers "unavailable" in Korean without an API key, with the seller’s base', async () => {
    const answer = dataOf<ExchangeResponse>(
      await t.call({ method: 'GET', url: '/api/UserSetting/GetExchange', token: alice.accessToken }),
    );
    expect(answer).toMatchObject({
      state: 'unavailable',
      rates: [],
      base: { currency: 'CNY', exchangeBase: 190 },
    });
    expect(answer.message).toContain('환율 정보를 가져오지 못했습니다');
  });

  const source = (authkey: string): ExchangeRateSource => ({
    provider: eximRateProvider({ fetcher: fetchFetcher(), baseUrl: emulator.baseUrls.exim, authkey }),
    log: t.deps.log,
    inflight: new Map(),
    failedAt: null,
  });

  it('says why when the provider refuses the key, and does not ask again at once', async () => {
    const rates = source('wrong-key');
    const answer = await getExchange(t.deps.db, rates, alice.id, new Date('2025-03-12T03:00:00Z'));
    expect(answer.state).toBe('unavailable');
    expect(answer.message).toContain('인증키가 올바르지 않습니다');
    const calls = emulator.stats().byService.exim ?? 0;
    await getExchange(t.deps.db, rates, alice.id, new Date('2025-03-12T03:01:00Z'));
    expect(emulator.stats().byService.exim ?? 0).toBe(calls);
  });

  it('fetches the day’s CNY and USD rates once (shared by concurrent visitors) and keeps them for the day', async () => {
    const rates = source(emulator.credentials.exim.authkey);
    // A Sunday: the latest rates are Friday's.
    const sunday = new Date('2025-03-16T03:00:00Z');
    const before = emulator.stats().byService.exim ?? 0;
    const [first, second] = await Promise.all([
      getExchange(t.deps.db, rates, alice.id, sunday),
      getExchange(t.deps.db, rates, bob.id, sunday),
    ]);
    expect(first.state).toBe('ok');
    expect(first.date).toBe('2025-03-14');
    expect(first.rates.map((rate) => rate.currency)).toEqual(['CNY', 'USD']);
    expect(first.rates[0]!.rate).toBeGreaterThan(150);
    expect(first.rates[1]!.rate).toBeGreaterThan(1000);
    expect(first.base.exchangeBase).toBe(190);
    expect(second.rates).toEqual(first.rates);
    expect(second.base.exchangeBase).toBe(200);
    // Sunday, Saturday (empty) and Friday: three calls for both visitors.
    expect((emulator.stats().byService.exim ?? 0) - before).toBe(3);
    await getExchange(t.deps.db, rates, alice.id, new Date('2025-03-16T09:00:00Z'));
    expect((emulator.stats().byService.exim ?? 0) - before).toBe(3);
    const cached = await t.deps.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.rateDate, '2025-03-16'));
    expect(cached.map((row) => row.publishedOn)).toEqual(['2025-03-14', '2025-03-14']);
  });
});
