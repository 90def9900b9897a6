import fs from 'node:fs/promises';
import { ProductDetail, textIn } from '@sellerdesk/domain';
import type { DetailPageWorkResponse, ReprocessDetailPageResponse } from '@sellerdesk/domain/api';
import { SCENARIOS } from '@sellerdesk/emulators/fixtures';
import { createTranslator } from '@sellerdesk/translation';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sourceImages } from '../src/infra/db/schema/index';
import { storedDetail, withDetailHtml } from '../src/modules/products/index';
import { FetchBlockedError } from '../src/infra/outbound/safe-fetch';
import { processDetailPage } from '../src/modules/detail-content/index';
import { createCollectTestApp, post, waitForWork, type Emulator, type TestApp } from './helpers/collect';
import { dataOf } from './helpers/test-app';

let t: TestApp;
let emulator: Emulator;
let close: () => Promise<unknown>;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  ({ t, emulator, close } = await createCollectTestApp());
  alice = await t.userSession({ name: '앨리스' });
  bob = await t.userSession({ name: '밥' });
  await post(t, alice.accessToken, '/api/UserConfig/SetSourceSession', {
    site: 'taobao',
    cookie: emulator.credentials.taobao.sessionCookie,
  });
});
afterAll(async () => close?.());

const img = (path: string) => `${emulator.baseUrls.images}/${path}`;

async function insertProduct(userId: string, detailPageHtml: string) {
  const code = String(Math.floor(Math.random() * 1e12));
  const now = new Date().toISOString();
  const detail = ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: '여성 여름 린넨 셔츠' },
    ],
    detailPageHtml,
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: '女士夏季亚麻衬衫',
      language: 'zh',
      currency: 'CNY',
      price: '59',
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
  const [row] = await t.deps.db
    .insert(products)
    .values({
      userId,
      site: 'taobao',
      code,
      title: '여성 여름 린넨 셔츠',
      sourceTitle: '女士夏季亚麻衬衫',
      sourceUrl: detail.source.url,
      ...storedDetail(detail),
    })
    .returning();
  return withDetailHtml(row!);
}

const productRow = async (id: string) =>
  withDetailHtml((await t.deps.db.select().from(products).where(eq(products.id, id)))[0]!);

const reprocess = (token: string, ids: unknown) =>
  t.call({ method: 'POST', url: '/api/Product/ReprocessDetailPage', token, payload: { ids } });

async function waitForDetailWork(token: string, workNumber: number, timeoutMs = 60_000) {
  let answer: DetailPageWorkResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = dataOf<DetailPageWorkResponse>(
          await t.call({
            method: 'GET',
            url: `/api/Product/GetReprocessDetailPage?workNumber=${workNumber}`,
            token,
          }),
        );
        return answer.work.state;
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .toMatch(/^done/);
  return answer!;
}

/** Every `<img src>` of a page. */
const sources = (html: string) => [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!);

describe('the detail page at collection', () => {
  it('stores the description images, translates its Chinese text and keeps the one policy', async () => {
    const item = SCENARIOS.taobaoTwoGroups;
    const work = await post<{ workNumber: number }>(
      t,
      alice.accessToken,
      '/api/Product/TaobaoProductWorkList',
      {
        links: [`${emulator.baseUrls.taobaoPage}/item.htm?id=${item.id}`],
      },
    );
    const log = await waitForWork(t, alice.accessToken, work.workNumber);
    expect(log.items[0]).toMatchObject({ state: 'succeeded' });
    const { detail } = dataOf<{ detail: ProductDetail }>(
      await t.call({
        method: 'GET',
        url: `/api/Product/SearchCollectProductDetail?site=taobao&code=${item.id}`,
        token: alice.accessToken,
      }),
    );
    const html = detail.detailPageHtml;
    // Both description pictures, now ours; nothing points at the source CDN any more.
    expect(sources(html)).toHaveLength(2);
    expect(
      sources(html).every((src) => /^\/api\/images\/[0-9a-f]{2}\/[0-9a-f]{64}\.(jpg|png)$/.test(src)),
    ).toBe(true);
    expect(html).not.toContain(emulator.url);
    for (const src of sources(html)) {
      const image = await t.call({ method: 'GET', url: src });
      expect(image.statusCode).toBe(200);
    }
    // The Chinese line is Korean now; script and event handlers are gone, the inline colour kept.
    expect(html).not.toMatch(/\p{Script=Han}/u);
    expect(html).toMatch(/[가-힣]/);
    expect(html).not.toMatch(/script|onclick|alert/);
    expect(html).toContain('style="color:red"');
    expect(detail.flags.needsTranslation).toBe(false);
  });
});

describe('상세페이지 다시 처리', () => {
  const page = () =>
    `<p style="text-align:center"><img src="${img('detail/a1.jpg')}" width="750" /></p>` +
    `<p><img src="${img('detail/b2.png')}" /><img src="${img('detail/c3.jpg_q50.jpg_.webp')}" /></p>` +
    `<p><img src="${img('detail/with-exif-d4.jpg')}" /></p>` +
    // Decorative: a spacer known by its name, a separator line and an icon known only by their size.
    `<p><img src="${img('tps/spaceball.gif')}" /><img src="${img('detail/deco-separator-1.png')}" />` +
    `<img src="${img('detail/deco-icon-1.png')}" /></p>` +
    // Never fetched: a private address and a host no source site uses.
    `<p><img src="http://127.0.0.1:1/internal.jpg" /><img src="http://169.254.169.254/latest/meta-data.jpg" /></p>` +
    '<table border="1" style="width:100%"><tbody><tr><th>尺寸</th><td>7cm</td></tr>' +
    '<tr><th>颜色</th><td>黑色 <b>白色</b></td></tr></tbody></table><p>Korean 텍스트는 그대로</p>';

  it('downloads, strips and rewrites images, drops decorative and private ones, translates text only', async () => {
    const product = await insertProduct(alice.id, page());
    const other = await insertProduct(bob.id, page());
    const before = emulator.stats().byService.img ?? 0;

    const res = await reprocess(alice.accessToken, [product.id, other.id]);
    expect(res.statusCode).toBe(200);
    const started = dataOf<ReprocessDetailPageResponse>(res);
    // Bob's product is not Alice's to process: it is simply not part of her work.
    expect(started.total).toBe(1);
    const done = await waitForDetailWork(alice.accessToken, started.workNumber);
    expect(done.work).toMatchObject({ state: 'done', total: 1, succeeded: 1 });
    expect(done.items[0]).toMatchObject({ productId: product.id, state: 'succeeded' });
    expect(done.items[0]!.reason).toContain('이미지 4장 저장');

    const saved = await productRow(product.id);
    const html = saved.detail.detailPageHtml;
    const srcs = sources(html);
    expect(srcs).toHaveLength(4);
    expect(srcs.every((src) => src.startsWith('/api/images/'))).toBe(true);
    expect(html).not.toContain('127.0.0.1');
    // Refused by the outbound policy before any connection (loopback off the emulator's own port).
    await expect(
      t.deps.images.download('http://127.0.0.1:1/internal.jpg', t.deps.sources.policy),
    ).rejects.toBeInstanceOf(FetchBlockedError);
    expect(html).not.toContain('169.254');
    // Markup, attributes and the table survive; only the words changed.
    expect(html).toContain('<p style="text-align:center"><img src="/api/images/');
    expect(html).toContain('width="750"');
    expect(html).toMatch(
      /<table border="1" style="width:100%"><tbody><tr><th>[^<]*[가-힣][^<]*<\/th><td>7cm<\/td><\/tr><tr><th>[^<]+<\/th><td>[^<]+ <b>[^<]+<\/b><\/td><\/tr><\/tbody><\/table>/,
    );
    expect(html).not.toMatch(/\p{Script=Han}/u);
    expect(html).toContain('<p>Korean 텍스트는 그대로</p>');
    expect(saved.detail.flags.needsTranslation).toBe(false);
    expect(saved.needsTranslation).toBe(false);

    // Stored by their bytes with no metadata: the camera photo's EXIF (maker, copyright, GPS) is gone.
    for (const src of srcs) {
      const file = t.deps.images.filePath(src.slice('/api/images/'.length));
      const meta = await sharp(await fs.readFile(file)).metadata();
      expect(['jpeg', 'png']).toContain(meta.format);
      expect(meta.exif).toBeUndefined();
    }

    // Bob's product was not touched.
    expect((await productRow(other.id)).detail.detailPageHtml).toBe(other.detail.detailPageHtml);

    // Idempotent: again, nothing is downloaded and the page stays the same.
    const fetched = (emulator.stats().byService.img ?? 0) - before;
    expect(fetched).toBe(6);
    const again = dataOf<ReprocessDetailPageResponse>(await reprocess(alice.accessToken, [product.id]));
    await waitForDetailWork(alice.accessToken, again.workNumber);
    expect((await productRow(product.id)).detail.detailPageHtml).toBe(html);

    // Another product of the seller with the same pictures reuses the stored copies without a download.
    const twin = await insertProduct(alice.id, page());
    const third = dataOf<ReprocessDetailPageResponse>(await reprocess(alice.accessToken, [twin.id]));
    await waitForDetailWork(alice.accessToken, third.workNumber);
    expect((emulator.stats().byService.img ?? 0) - before).toBe(6);
    expect(sources((await productRow(twin.id)).detail.detailPageHtml)).toEqual(srcs);
    const rows = await t.deps.db
      .select()
      .from(sourceImages)
      .where(and(eq(sourceImages.userId, alice.id), eq(sourceImages.url, img('detail/a1.jpg'))));
    expect(rows).toHaveLength(1);
  });

  it('retries a busy image server with backoff and then saves the page', async () => {
    const product = await insertProduct(alice.id, `<p><img src="${img('detail/busy-1.jpg')}" /></p>`);
    emulator.force('img', 'unavailable', 1);
    const started = dataOf<ReprocessDetailPageResponse>(await reprocess(alice.accessToken, [product.id]));
    const done = await waitForDetailWork(alice.accessToken, started.workNumber);
    expect(done.items[0]).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(sources((await productRow(product.id)).detail.detailPageHtml)[0]).toMatch(/^\/api\/images\//);
  });

  it('without a translator keeps the Chinese text and flags the product "번역 필요"', async () => {
    const deps = {
      ...t.deps,
      sources: { ...t.deps.sources, translator: createTranslator({ provider: 'none' }) },
    };
    const outcome = await processDetailPage(deps, {
      userId: alice.id,
      html: `<p>三模连接 <img src="${img('detail/a1.jpg')}" /></p>`,
      language: 'zh',
    });
    expect(outcome.needsTranslation).toBe(true);
    expect(outcome.html).toContain('三模连接');
    expect(sources(outcome.html)[0]).toMatch(/^\/api\/images\//);
    // A Korean page needs no translator at all.
    const korean = await processDetailPage(deps, {
      userId: alice.id,
      html: '<p>튼튼한 텀블러</p>',
      language: 'ko',
    });
    expect(korean).toMatchObject({ needsTranslation: false, html: '<p>튼튼한 텀블러</p>' });
  });

  it('validates the request and keeps other sellers’ products and works out of reach', async () => {
    const product = await insertProduct(alice.id, '<p>尺寸</p>');
    const bad = [[], Array.from({ length: 1001 }, () => crypto.randomUUID()), ['not-a-uuid'], 'x'];
    for (const ids of bad) {
      const res = await reprocess(alice.accessToken, ids);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.stringMatching(/[가-힣]/) });
    }
    // Only others' (or unknown) ids: not found, nothing queued, nothing changed.
    const foreign = await reprocess(bob.accessToken, [product.id, crypto.randomUUID()]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 404,
      reason: 'PRODUCT_NOT_FOUND',
      message: '존재하지않는 상품 번호 입니다.',
    });
    expect((await productRow(product.id)).detail.detailPageHtml).toBe('<p>尺寸</p>');
    // Without a session: 401.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/Product/ReprocessDetailPage',
          payload: { ids: [product.id] },
        })
      ).statusCode,
    ).toBe(401);
    // Alice's work is not Bob's to read.
    const started = dataOf<ReprocessDetailPageResponse>(await reprocess(alice.accessToken, [product.id]));
    const peek = await t.call({
      method: 'GET',
      url: `/api/Product/GetReprocessDetailPage?workNumber=${started.workNumber}`,
      token: bob.accessToken,
    });
    expect(peek.statusCode).toBe(404);
    const done = await waitForDetailWork(alice.accessToken, started.workNumber);
    expect(done.items[0]).toMatchObject({ state: 'succeeded' });
    expect(textIn((await productRow(product.id)).detail.title, 'ko')).toBe('여성 여름 린넨 셔츠');
  });
});
