import {
  DEFAULT_PRICE_RANGE_MODEL,
  calculatePrice,
  krwPriceOf,
  sourcePriceOf,
  textIn,
  toKrw,
  type PriceRangeModel,
  type ProductDetail,
} from '@sellerdesk/domain';
import type { WorkListResponse } from '@sellerdesk/domain/api';
import { OBSTACLE_IDS, SCENARIOS } from '@sellerdesk/emulators/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/test-app';
import { createCollectTestApp, post, waitForWork, type Emulator, type TestApp } from '../helpers/collect';

let t: TestApp;
let emulator: Emulator;
let close: () => Promise<unknown>;
let seller: Awaited<ReturnType<TestApp['userSession']>>;

beforeAll(async () => {
  ({ t, emulator, close } = await createCollectTestApp());
  seller = await t.userSession();
  await post(t, seller.accessToken, '/api/UserConfig/SetSourceSession', {
    site: 'taobao',
    cookie: emulator.credentials.taobao.sessionCookie,
  });
});
afterAll(async () => close?.());

const itemUrl = (id: string) => `${emulator.baseUrls.taobaoPage}/item.htm?id=${id}`;
const detailOf = async (site: string, code: string, token = seller.accessToken) =>
  dataOf<{ detail: ProductDetail; summary: { title: string; optionCount: number; priceMinKrw: number } }>(
    await t.call({
      method: 'GET',
      url: `/api/Product/SearchCollectProductDetail?site=${site}&code=${code}`,
      token,
    }),
  );

describe('Taobao through the server (H5 mtop with the seller’s session)', () => {
  it('collects every option, SKU price, stock and image, translated and priced in won', async () => {
    const item = SCENARIOS.taobaoTwoGroups;
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/TaobaoProductWorkList', {
      links: [itemUrl(item.id)],
      groupName: '키보드',
      memo: '첫 수집',
    });
    expect(work).toMatchObject({ site: 'taobao', total: 1, rejected: [] });
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.work).toMatchObject({ state: 'done', succeeded: 1, failed: 0 });
    expect(log.items[0]).toMatchObject({ state: 'succeeded', site: 'taobao', code: item.id });

    const { detail, summary } = await detailOf('taobao', item.id);
    // Source text kept beside the Korean translation.
    expect(textIn(detail.title, 'zh')).toBe(item.title);
    expect(textIn(detail.title, 'ko')).toMatch(/[가-힣]/);
    expect(textIn(detail.title, 'ko').length).toBeLessThanOrEqual(49);
    expect(detail.flags.needsTranslation).toBe(false);
    expect(detail.groupName).toBe('키보드');
    expect(detail.memo).toBe('첫 수집');

    // Two groups, the first with option images, all downloaded into the image store.
    expect(detail.option.optionGroups).toHaveLength(2);
    const colours = detail.option.optionGroups[0]!;
    expect(textIn(colours.groupName, 'zh')).toBe('颜色分类');
    expect(colours.groups.map((v) => textIn(v.optionName, 'zh'))).toEqual(
      item.groups[0]!.values.map((v) => v.name),
    );
    expect(colours.groups.every((v) => v.optionImage?.startsWith('/api/images/'))).toBe(true);
    expect(detail.image.length).toBe(item.images.length);
    const image = await t.call({ method: 'GET', url: detail.image[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);

    // One combination per SKU, each with its own CNY price and stock; the sold-out one unchecked.
    expect(detail.option.detailOptions).toHaveLength(item.skus.length);
    expect(summary.optionCount).toBe(item.skus.length);
    for (const [index, sku] of item.skus.entries()) {
      const option = detail.option.detailOptions[index]!;
      expect(option.id).toBe(sku.id);
      expect(sourcePriceOf(option.price, 'CNY')).toEqual({
        currency: 'CNY',
        salePrice: sku.price,
        originalPrice: sku.listPrice,
      });
      const won = calculatePrice(toKrw(sku.price, 'CNY', 200), DEFAULT_PRICE_RANGE_MODEL);
      expect(krwPriceOf(option.price)?.salePrice).toBe(won);
      expect(option.isSoldOut).toBe(sku.stock === 0);
      expect(option.checked).toBe(sku.stock !== 0);
      expect(option.quantity).toBe(sku.stock);
      expect(option.optionName.split('//')).toHaveLength(2);
    }
    expect(summary.priceMinKrw).toBe(calculatePrice(toKrw('139', 'CNY', 200), DEFAULT_PRICE_RANGE_MODEL));
    expect(detail.source).toMatchObject({
      site: 'taobao',
      code: item.id,
      currency: 'CNY',
      price: '139',
      shopName: item.shopName,
    });
    expect(detail.detailPageHtml).toContain('<img');
  });

  it('prices new products with the seller’s own price settings and exchange base', async () => {
    const other = await t.userSession();
    await post(t, other.accessToken, '/api/UserConfig/SetSourceSession', {
      site: 'taobao',
      cookie: emulator.credentials.taobao.sessionCookie,
    });
    const settings = await post<{ priceRangeModel: PriceRangeModel }>(
      t,
      other.accessToken,
      '/api/Market/SetPrice',
      {
        usableDetail: true,
        digit: 3,
        exchangeBase: 190,
        detailModel: [
          { startRange: 0, endRange: 30_000, mainType: '+', mainValue: 8000 },
          { startRange: -1, endRange: -1, mainType: '*', mainValue: 1.4, subType: '+', subValue: 2000 },
        ],
      },
    );
    const item = SCENARIOS.taobaoTwoGroups;
    const work = await post<WorkListResponse>(t, other.accessToken, '/api/Product/TaobaoProductWorkList', {
      links: [itemUrl(item.id)],
    });
    await waitForWork(t, other.accessToken, work.workNumber);
    const { detail } = await detailOf('taobao', item.id, other.accessToken);
    for (const [index, sku] of item.skus.entries()) {
      const won = calculatePrice(toKrw(sku.price, 'CNY', 190), settings.priceRangeModel);
      expect(krwPriceOf(detail.option.detailOptions[index]!.price)?.salePrice).toBe(won);
      expect(won).not.toBe(calculatePrice(toKrw(sku.price, 'CNY', 200), DEFAULT_PRICE_RANGE_MODEL));
    }
  });

  it('skips a product already collected, and collects it again when asked', async () => {
    const id = SCENARIOS.taobaoTwoGroups.id;
    const again = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/TaobaoProductWorkList', {
      links: [itemUrl(id), id],
    });
    const log = await waitForWork(t, seller.accessToken, again.workNumber);
    expect(log.items.map((i) => [i.state, i.reason])).toEqual([
      ['skipped', '이미 수집한 상품입니다.'],
      ['skipped', '이미 수집한 상품입니다.'],
    ]);
    const exists = async () =>
      dataOf<{ productId: string }>(
        await t.call({
          method: 'POST',
          url: `/api/Product/ExistUserProduct?site=taobao&code=${id}`,
          token: seller.accessToken,
        }),
      ).productId;
    const productId = await exists();
    const recollect = await post<WorkListResponse>(
      t,
      seller.accessToken,
      '/api/Product/TaobaoProductWorkList',
      {
        links: [id],
        recollect: true,
        groupName: '다시',
      },
    );
    const done = await waitForWork(t, seller.accessToken, recollect.workNumber);
    expect(done.items[0]?.state).toBe('succeeded');
    // Re-collecting replaces the product in place: same id, new values.
    expect(done.items[0]?.productId).toBe(productId);
    expect(await exists()).toBe(productId);
    expect((await detailOf('taobao', id)).detail.groupName).toBe('다시');
  });

  it('fails obstacles with a Korean reason and no retry, and can retry failed items', async () => {
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/TaobaoProductWorkList', {
      links: [itemUrl(OBSTACLE_IDS.taobao.removed), itemUrl(OBSTACLE_IDS.taobao.captcha)],
    });
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.work.state).toBe('done_with_errors');
    const [removed, captcha] = log.items;
    expect(removed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(removed?.reason).toContain('판매가 종료');
    expect(captcha).toMatchObject({ state: 'failed', attempts: 1 });
    expect(captcha?.reason).toMatch(/캡차|보안 인증/);
    expect(captcha?.reason).toContain('확장 프로그램');

    const retried = await post<{ retried: number }>(t, seller.accessToken, '/api/Product/RetryCollectItems', {
      workNumber: work.workNumber,
      itemIds: [removed!.id],
    });
    expect(retried).toEqual({ retried: 1 });
    const again = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(again.items[0]).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('retries a transient failure with backoff and then succeeds', async () => {
    emulator.force('mtop', 'unavailable', 1);
    const id = SCENARIOS.taobaoSingleSku.id;
    const work = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/TaobaoProductWorkList', {
      links: [id],
    });
    const log = await waitForWork(t, seller.accessToken, work.workNumber, 60_000);
    expect(log.items[0]).toMatchObject({ state: 'succeeded', attempts: 2 });
    const { detail } = await detailOf('taobao', id);
    expect(detail.option.optionGroups).toHaveLength(0);
    expect(sourcePriceOf(detail.price, 'CNY')?.salePrice).toBe(SCENARIOS.taobaoSingleSku.skus[0]!.price);
  });

  it('tells a seller without a Taobao session to log in or use the extension', async () => {
    const other = await t.userSession();
    const work = await post<WorkListResponse>(t, other.accessToken, '/api/Product/TaobaoProductWorkList', {
      links: [itemUrl(SCENARIOS.tmallThreeGroups.id)],
    });
    const log = await waitForWork(t, other.accessToken, work.workNumber);
    expect(log.items[0]?.state).toBe('failed');
    expect(log.items[0]?.reason).toContain('확장 프로그램');
    // And the first seller's works stay invisible to them. Work numbers count per seller, so the first
    // seller's second work has a number the other seller has no work under.
    for (let i = 0; i < 2; i += 1) {
      const mine = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/TaobaoProductWorkList', {
        links: [SCENARIOS.taobaoSingleSku.id],
      });
      await waitForWork(t, seller.accessToken, mine.workNumber, 60_000);
    }
    const firstSellers = dataOf<{ items: { workNumber: number }[] }>(
      await t.call({ method: 'GET', url: '/api/Log/GetCollectLogAll', token: seller.accessToken }),
    );
    const theirs = Math.max(...firstSellers.items.map((w) => w.workNumber));
    expect(theirs).toBeGreaterThan(work.workNumber);
    const peek = await t.call({
      method: 'GET',
      url: `/api/Log/GetDetailLog?type=collect&workNumber=${theirs}`,
      token: other.accessToken,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('rejects lines that are not products of the work’s site, and never fetches them', async () => {
    const before = emulator.stats().requests;
    const res = await t.call({
      method: 'POST',
      url: '/api/Product/TaobaoProductWorkList',
      token: seller.accessToken,
      payload: {
        links: [
          'http://169.254.169.254/latest/meta-data',
          `${emulator.baseUrls.alibaba1688}/offer/780000000001.html`,
          '안녕하세요',
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, reason: 'NO_COLLECTABLE_LINKS' });
    expect(emulator.stats().requests).toBe(before);
  });
});

describe('pages sent by the extension', () => {
  it('parses a Taobao page the extension captured and fetches its description', async () => {
    const item = SCENARIOS.tmallThreeGroups;
    const url = `${emulator.baseUrls.tmallPage}/item.htm?id=${item.id}`;
    const html = await (await fetch(url)).text();
    const work = await post<WorkListResponse>(
      t,
      seller.accessToken,
      '/api/Product/TaobaoProductWorkListExtension',
      { url, html },
    );
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.items[0]).toMatchObject({ state: 'succeeded', site: 'tmall', code: item.id });
    const { detail } = await detailOf('tmall', item.id);
    expect(detail.option.optionGroups).toHaveLength(3);
    expect(detail.option.detailOptions).toHaveLength(item.skus.length);
  });

  it('parses a 1688 page with tiered prices, keeping the ladder and minimum order', async () => {
    const item = SCENARIOS.alibabaRangePrice;
    const url = `${emulator.baseUrls.alibaba1688}/offer/${item.id}.html`;
    const html = await (await fetch(url)).text();
    const work = await post<WorkListResponse>(
      t,
      seller.accessToken,
      '/api/Product/1688ProductWorkListExtension',
      { url, html, groupName: '도매' },
    );
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.items[0]).toMatchObject({ state: 'succeeded', site: '1688' });
    const { detail } = await detailOf('1688', item.id);
    expect(detail.source.priceTiers?.length).toBeGreaterThan(0);
    expect(detail.source.minOrderQuantity).toBeGreaterThanOrEqual(1);
  });

  it('refuses a capture without html or data, and a page of the wrong site', async () => {
    const noBody = await t.call({
      method: 'POST',
      url: '/api/Product/TaobaoProductWorkListExtension',
      token: seller.accessToken,
      payload: { url: itemUrl('1') },
    });
    expect(noBody.json()).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
    expect(noBody.json().message).toContain("'html'");
    const wrongSite = await t.call({
      method: 'POST',
      url: '/api/Product/TaobaoProductWorkListExtension',
      token: seller.accessToken,
      payload: { url: `${emulator.baseUrls.alibaba1688}/offer/780000000001.html`, html: '<html></html>' },
    });
    expect(wrongSite.json()).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
    expect(wrongSite.json().message).toContain('1688 페이지입니다');
    const notProduct = await t.call({
      method: 'POST',
      url: '/api/Product/TaobaoProductWorkListExtension',
      token: seller.accessToken,
      payload: { url: 'https://example.com/', html: '<html></html>' },
    });
    expect(notProduct.json().message).toContain('상품 페이지 주소가 아닙니다');
  });
});
