import {
  DEFAULT_PRICE_RANGE_MODEL,
  calculatePrice,
  krwPriceOf,
  textIn,
  type ProductDetail,
} from '@sellerdesk/domain';
import type { WorkListResponse } from '@sellerdesk/domain/api';
import { CATALOGUE_RANGES, SCENARIOS } from '@sellerdesk/emulators/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/infra/db/schema/index';
import { existingProductKeys } from '../../src/modules/products/index';
import { createTestApp, dataOf } from '../helpers/test-app';
import { createCollectTestApp, post, waitForWork, type Emulator, type TestApp } from '../helpers/collect';

let t: TestApp;
let emulator: Emulator;
let close: () => Promise<unknown>;
let seller: Awaited<ReturnType<TestApp['userSession']>>;

beforeAll(async () => {
  ({ t, emulator, close } = await createCollectTestApp());
  seller = await t.userSession();
});
afterAll(async () => close?.());

const detailOf = async (site: string, code: string, token = seller.accessToken) =>
  dataOf<{ detail: ProductDetail }>(
    await t.call({
      method: 'GET',
      url: `/api/Product/SearchCollectProductDetail?site=${site}&code=${code}`,
      token,
    }),
  ).detail;

describe('Costco Korea', () => {
  it('collects by product link and by code, in won without translation', async () => {
    const simple = SCENARIOS.costcoSimple;
    const discounted = SCENARIOS.costcoDiscounted;
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
      links: [`${emulator.baseUrls.costco}/p/${simple.id}`, discounted.id, ''],
    });
    expect(work.total).toBe(2);
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.items.map((i) => i.state)).toEqual(['succeeded', 'succeeded']);

    const product = await detailOf('costco', simple.id);
    expect(textIn(product.title, 'ko')).toBeTruthy();
    expect(product.title).toHaveLength(1);
    expect(product.source.currency).toBe('KRW');
    // Won sources are not converted: the base price is the Costco price itself.
    const price = krwPriceOf(product.price)?.salePrice;
    expect(price).toBe(calculatePrice(Number(simple.skus[0]!.price), DEFAULT_PRICE_RANGE_MODEL));

    const sale = await detailOf('costco', discounted.id);
    expect(Number(sale.source.price)).toBeLessThan(Number(sale.source.originalPrice));
  });

  it('collects an item with stock 0 as sold out: 품절 in the list, filterable, counted apart', async () => {
    const soldOut = SCENARIOS.costcoOutOfStock;
    const buyer = await t.userSession();
    const work = await post<WorkListResponse>(t, buyer.accessToken, '/api/Product/CostcoProductWorkList', {
      links: [soldOut.id, SCENARIOS.costcoSimple.id],
    });
    const log = await waitForWork(t, buyer.accessToken, work.workNumber);
    expect(log.items.map((i) => i.state)).toEqual(['succeeded', 'succeeded']);
    type Page = { items: { code: string; soldOut: boolean }[]; total: number };
    const search = (body: object, token = buyer.accessToken) =>
      post<Page>(t, token, '/api/Product/SearchCollectProductSummary', body);

    const all = await search({});
    expect(all.items.find((p) => p.code === soldOut.id)?.soldOut).toBe(true);
    expect(all.items.find((p) => p.code === SCENARIOS.costcoSimple.id)?.soldOut).toBe(false);
    expect((await search({ soldOut: true })).items.map((p) => p.code)).toEqual([soldOut.id]);
    expect((await search({ soldOut: false })).items.map((p) => p.code)).toEqual([SCENARIOS.costcoSimple.id]);
    // Another seller's sold-out filter never reaches these.
    expect((await search({ soldOut: true }, seller.accessToken)).items.map((p) => p.code)).not.toContain(
      soldOut.id,
    );

    const summary = dataOf<{ products: number; soldOut: number }>(
      await t.call({ method: 'GET', url: '/api/Log/GetUserCollectSummary', token: buyer.accessToken }),
    );
    expect(summary).toMatchObject({ products: 2, soldOut: 1 });
  });

  it('collects the first N results of a search link', async () => {
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
      searchUrl: `${emulator.baseUrls.costco}/search?text=${encodeURIComponent('우유')}`,
      count: 3,
    });
    expect(work.total).toBeGreaterThan(0);
    expect(work.total).toBeLessThanOrEqual(3);
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.work.via).toBe('search');
    expect(log.items.every((i) => i.state === 'succeeded' || i.state === 'skipped')).toBe(true);
  });

  it('fails hidden-price items with the reason, and answers bad search links with 400', async () => {
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
      links: [SCENARIOS.costcoHiddenPrice.id],
    });
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.items[0]?.state).toBe('failed');
    expect(log.items[0]?.reason).toContain('회원 전용 가격');

    const res = await t.call({
      method: 'POST',
      url: '/api/Product/CostcoProductWorkList',
      token: seller.accessToken,
      payload: { searchUrl: 'https://example.com/search?q=x' },
    });
    expect(res.json()).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
    expect(res.json().message).toContain("'searchUrl'");
    const empty = await t.call({
      method: 'POST',
      url: '/api/Product/CostcoProductWorkList',
      token: seller.accessToken,
      payload: {},
    });
    expect(empty.json().message).toContain('상품 링크 또는 검색 링크를 입력해주세요.');
  });
});

describe('Costco work list size', () => {
  const costcoLinks = (n: number) => Array.from({ length: n }, (_, i) => String(700000 + i));

  it('caps product links at 500 like the other sites, in Korean, before any work is made', async () => {
    const before = await t.call({
      method: 'GET',
      url: '/api/Log/GetUserCollectSummary',
      token: seller.accessToken,
    });
    for (const [count, message] of [
      [501, "'links': 500개 이하여야 합니다."],
      [65_000, "'links': 한 번에 500개까지 수집할 수 있습니다."],
      [100_000, "'links': 한 번에 500개까지 수집할 수 있습니다."],
    ] as const) {
      const started = Date.now();
      const response = await t.call({
        method: 'POST',
        url: '/api/Product/CostcoProductWorkList',
        token: seller.accessToken,
        payload: { links: costcoLinks(count) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message, reason: 'VALIDATION_FAILED' });
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const after = await t.call({
      method: 'GET',
      url: '/api/Log/GetUserCollectSummary',
      token: seller.accessToken,
    });
    expect(dataOf(after)).toEqual(dataOf(before));
  });

  it('looks up already collected products with one array parameter, whatever the number of codes', async () => {
    const simple = SCENARIOS.costcoSimple;
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
      links: [simple.id],
    });
    await waitForWork(t, seller.accessToken, work.workNumber);
    // 70,000 codes: more than the 65,535 parameters a statement takes.
    const codes = [...costcoLinks(70_000), simple.id];
    const found = await existingProductKeys(t.deps.db, seller.id, codes);
    expect([...found]).toEqual([`costco:${simple.id}`]);
    // Quotes and backslashes stay data.
    expect(await existingProductKeys(t.deps.db, seller.id, ['a"b', 'c\\d', "e'f"])).toEqual(new Set());
  });
});

describe('Costco pages sent by the extension', () => {
  /** What the product page's own request to OCC answers, as the extension reads it in the page. */
  const pageAnswer = (code: string) =>
    fetch(`${emulator.baseUrls.costco}/rest/v2/korea/products/${code}?fields=FULL&lang=ko&curr=KRW`, {
      headers: { Accept: 'application/json' },
    });
  const send = (payload: object) =>
    post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkListExtension', payload);

  it('collects the product from the API answer the page got, with the page as its address', async () => {
    const code = String(CATALOGUE_RANGES.costco.first + 7);
    const data = (await (await pageAnswer(code)).json()) as { name: string };
    const work = await send({
      url: `${emulator.baseUrls.costco}/Food/Milk/p/${code}`,
      data,
      groupName: '확장',
    });
    expect(work.site).toBe('costco');
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.work.via).toBe('extension');
    expect(log.items[0]).toMatchObject({ state: 'succeeded', site: 'costco', code, reason: null });
    const product = await detailOf('costco', code);
    expect(textIn(product.title, 'ko')).toBe(data.name);
    expect(product.source.url.startsWith(`${emulator.baseUrls.costco}/`)).toBe(true);
    expect(product.source.images[0]).toMatch(new RegExp(`^${emulator.baseUrls.costco}/medias/`));
  });

  it('says what to do when Costco refused the browser too, or the answer is of another product', async () => {
    const refused = await pageAnswer('000403');
    expect(refused.status).toBe(403);
    const blocked = await send({ url: `${emulator.baseUrls.costco}/p/000403`, html: await refused.text() });
    const blockedLog = await waitForWork(t, seller.accessToken, blocked.workNumber);
    expect(blockedLog.items[0]?.state).toBe('failed');
    expect(blockedLog.items[0]?.reason).toContain('이 브라우저의 요청도 차단했습니다');
    expect(blockedLog.items[0]?.reason).not.toContain('확장 프로그램으로');

    const other = String(CATALOGUE_RANGES.costco.first + 8);
    const data = await (await pageAnswer(other)).json();
    const mismatch = await send({
      url: `${emulator.baseUrls.costco}/p/${CATALOGUE_RANGES.costco.first + 9}`,
      data,
    });
    const mismatchLog = await waitForWork(t, seller.accessToken, mismatch.workNumber);
    expect(mismatchLog.items[0]?.reason).toContain('요청한 상품과 다른 상품 정보');
  });

  it('refuses a Taobao page on the Costco list', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Product/CostcoProductWorkListExtension',
      token: seller.accessToken,
      payload: { url: `${emulator.baseUrls.taobaoPage}/item.htm?id=680000000001`, html: '<html></html>' },
    });
    expect(res.json()).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
    expect(res.json().message).toContain('타오바오 페이지입니다');
  });
});

describe('collect filters during collection', () => {
  it('removes and replaces words in the source title before translation and in the Korean title after', async () => {
    const item = SCENARIOS.taobaoTwoGroups;
    const url = `${emulator.baseUrls.taobaoPage}/item.htm?id=${item.id}`;
    const html = await (await fetch(url)).text();
    const collect = async () => {
      const work = await post<WorkListResponse>(
        t,
        seller.accessToken,
        '/api/Product/TaobaoProductWorkListExtension',
        {
          url,
          html,
          recollect: true,
        },
      );
      await waitForWork(t, seller.accessToken, work.workNumber);
      return detailOf('taobao', item.id);
    };

    const unfiltered = textIn((await collect()).title, 'ko');
    expect(unfiltered).toMatch(/[가-힣]/);

    // A Chinese remove word is taken out before the title goes to the translator…
    await post(t, seller.accessToken, '/api/Product/SetCollectFillter', {
      mode: 'Remove',
      words: [{ targetWord: '狼蛛' }],
    });
    const withoutBrand = await collect();
    expect(textIn(withoutBrand.title, 'zh')).toBe(item.title); // the source title itself is kept exactly
    const filtered = textIn(withoutBrand.title, 'ko');
    expect(filtered).not.toBe(unfiltered);
    expect(unfiltered.endsWith(filtered) || filtered.length < unfiltered.length).toBe(true);

    // …and a Korean replace word applies to the translated title.
    const firstWord = filtered.split(' ')[0]!;
    await post(t, seller.accessToken, '/api/Product/SetCollectFillter', {
      mode: 'Replace',
      words: [{ targetWord: firstWord, convertWord: '프리미엄' }],
    });
    expect(textIn((await collect()).title, 'ko').startsWith('프리미엄')).toBe(true);
  });
});

describe('collection limit', () => {
  it('refuses a work that would pass the seller’s limit, counting products and queued items', async () => {
    const limited = await t.userSession();
    await t.deps.db.update(users).set({ collectionLimit: 2 }).where(eq(users.username, limited.username));
    const codes = [0, 1, 2].map((i) => String(CATALOGUE_RANGES.costco.first + 100 + i));
    const res = await t.call({
      method: 'POST',
      url: '/api/Product/CostcoProductWorkList',
      token: limited.accessToken,
      payload: { links: codes },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, reason: 'COLLECTION_LIMIT_EXCEEDED' });
    expect(res.json().message).toContain('한도 2개');
    const ok = await post<WorkListResponse>(t, limited.accessToken, '/api/Product/CostcoProductWorkList', {
      links: codes.slice(0, 2),
    });
    await waitForWork(t, limited.accessToken, ok.workNumber);
    const summary = dataOf<{ products: number; collectionLimit: number }>(
      await t.call({ method: 'GET', url: '/api/Log/GetUserCollectSummary', token: limited.accessToken }),
    );
    expect(summary).toMatchObject({ products: 2, collectionLimit: 2 });
  });
});

describe('without a translator', () => {
  it('keeps the source text and flags the product "번역 필요"', async () => {
    const plain = await createTestApp({ SOURCE_EMULATOR_URL: emulator.url, TRANSLATION_PROVIDER: 'none' });
    try {
      const s = await plain.userSession();
      const item = SCENARIOS.alibabaSkuPrices;
      const url = `${emulator.baseUrls.alibaba1688}/offer/${item.id}.html`;
      const work = await post<WorkListResponse>(
        plain,
        s.accessToken,
        '/api/Product/1688ProductWorkListExtension',
        {
          url,
          html: await (await fetch(url)).text(),
        },
      );
      const log = await waitForWork(plain, s.accessToken, work.workNumber);
      expect(log.items[0]?.state).toBe('succeeded');
      const detail = dataOf<{ detail: ProductDetail; summary: { needsTranslation: boolean; title: string } }>(
        await plain.call({
          method: 'GET',
          url: `/api/Product/SearchCollectProductDetail?site=1688&code=${item.id}`,
          token: s.accessToken,
        }),
      );
      expect(detail.summary.needsTranslation).toBe(true);
      expect(detail.detail.flags.needsTranslation).toBe(true);
      expect(textIn(detail.detail.title, 'ko')).toBe('');
      expect(detail.summary.title).toBe(item.title);
    } finally {
      await plain.close();
    }
  });
});
