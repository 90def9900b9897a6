import { ProductDetail, withoutId, type ProductDetailInput } from '@sellerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/** The editor popup's server side: UpdateProduct and the detail-page template (issue 10 §4). */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.userSession({ name: '앨리스' });
  bob = await t.userSession({ name: '밥' });
});
afterAll(async () => t?.close());

const CODE = '701234567890';

function productDetail(code: string, overrides: Partial<ProductDetailInput> = {}): ProductDetail {
  const now = '2025-01-02T03:04:05.000Z';
  return ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: '여성 여름 린넨 셔츠' },
    ],
    detailPageHtml: '<p>원본 상세</p>',
    price: [
      { currency: 'CNY', originalPrice: '59', salePrice: '59' },
      { currency: 'KRW', originalPrice: 15900, salePrice: 15900 },
    ],
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
    ...overrides,
  });
}

async function insertProduct(userId: string, code: string) {
  const detail = productDetail(code);
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
  return row!;
}

const update = (token: string, payload: unknown) =>
  t.call({ method: 'POST', url: '/api/Product/UpdateProduct', token, payload: payload as object });

describe('Product/UpdateProduct', () => {
  it('saves the edited product, strips script from the HTML and keeps the list columns in step', async () => {
    const stored = await insertProduct(alice.id, CODE);
    const edited = withoutId(
      productDetail(CODE, {
        title: [
          { language: 'zh', text: '女士夏季亚麻衬衫' },
          { language: 'ko', text: '편집한 린넨 셔츠' },
        ],
        memo: '편집기 메모',
        detailPageHtml:
          '<p onclick="steal()">새 상세<script>alert(1)</script></p>' +
          '<img src="/api/images/ab/' +
          'ab'.repeat(32) +
          '.jpg" onerror="x()"><a href="javascript:alert(1)">나쁜 링크</a>' +
          '<a href="https://example.com/guide" target="_blank">안내</a><iframe src="https://evil.test"></iframe>',
      }),
    );
    const res = await update(alice.accessToken, { ...edited, version: 1 });
    expect(res.statusCode).toBe(200);
    const saved = dataOf<{ summary: { id: string; title: string; memo: string }; detail: ProductDetail }>(
      res,
    );
    expect(saved.summary).toMatchObject({ id: stored.id, title: '편집한 린넨 셔츠', memo: '편집기 메모' });
    const html = saved.detail.detailPageHtml;
    expect(html).toContain('새 상세');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|evil\.test/i);
    // The store's own address stays server-relative, like the product's main images.
    expect(html).toContain(`<img src="/api/images/ab/${'ab'.repeat(32)}.jpg" />`);
    expect(html).toContain(
      '<a target="_blank" href="https://example.com/guide" rel="noopener noreferrer">안내</a>',
    );
    // What the catalogue and the editor read back is what was answered; createdAt is not the editor's.
    const loaded = dataOf<{ summary: { title: string; priceMinKrw: number | null }; detail: ProductDetail }>(
      await t.call({
        method: 'GET',
        url: `/api/Product/SearchCollectProductDetail?site=taobao&code=${CODE}`,
        token: alice.accessToken,
      }),
    );
    expect(loaded.detail.detailPageHtml).toBe(html);
    expect(loaded.detail.createdAt).toBe(stored.detail.createdAt);
    expect(loaded.summary).toMatchObject({ title: '편집한 린넨 셔츠', priceMinKrw: 15900 });
    const list = dataOf<{ items: { code: string; title: string }[] }>(
      await t.call({
        method: 'POST',
        url: '/api/Product/SearchCollectProductSummary',
        token: alice.accessToken,
        payload: { keyword: CODE },
      }),
    );
    expect(list.items).toEqual([expect.objectContaining({ code: CODE, title: '편집한 린넨 셔츠' })]);
  });

  it('refuses an invalid body with 400 { code, message } in Korean', async () => {
    const valid = withoutId(productDetail(CODE));
    for (const payload of [
      {},
      { ...valid, site: 'amazon' },
      { ...valid, detailPageHtml: 5 },
      { ...valid, source: { ...valid.source, code: '1' } },
    ]) {
      const res = await update(alice.accessToken, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: number; message: string }>();
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/[가-힣]/);
    }
  });

  it("cannot reach another seller's product or an unknown one", async () => {
    const code = '709999999999';
    await insertProduct(alice.id, code);
    const attempt = {
      ...withoutId(productDetail(code, { detailPageHtml: '<p>밥이 덮어씀</p>' })),
      version: 1,
    };
    for (const token of [bob.accessToken]) {
      const res = await update(token, attempt);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        message: '존재하지않는 상품 번호 입니다.',
        reason: 'PRODUCT_NOT_FOUND',
      });
    }
    const unknown = await update(alice.accessToken, {
      ...withoutId(productDetail('700000000001')),
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const still = dataOf<{ detail: ProductDetail }>(
      await t.call({
        method: 'GET',
        url: `/api/Product/SearchCollectProductDetail?site=taobao&code=${code}`,
        token: alice.accessToken,
      }),
    );
    expect(still.detail.detailPageHtml).toBe('<p>원본 상세</p>');
    const unauthenticated = await t.call({
      method: 'POST',
      url: '/api/Product/UpdateProduct',
      payload: attempt,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe('Market/SetDetailPage and GetDetailPageConfig', () => {
  const get = (token: string) => t.call({ method: 'GET', url: '/api/Market/GetDetailPageConfig', token });
  const set = (token: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/Market/SetDetailPage', token, payload });

  it('answers the defaults, then round-trips a sanitised template per seller', async () => {
    expect(dataOf(await get(alice.accessToken))).toEqual({
      usableTop: false,
      usableBottom: false,
      top: '',
      bottom: '',
      saved: false,
      updatedAt: null,
    });
    const saved = dataOf<{ top: string; bottom: string; saved: boolean }>(
      await set(alice.accessToken, {
        usableTop: true,
        usableBottom: false,
        top: '<h2 style="text-align:center">공지</h2><script>alert(1)</script>',
        bottom: '<p>교환·반품 안내<img src="x" onerror="alert(1)"></p>',
      }),
    );
    expect(saved).toMatchObject({
      top: '<h2 style="text-align:center">공지</h2>',
      bottom: '<p>교환·반품 안내</p>',
      saved: true,
    });
    expect(dataOf(await get(alice.accessToken))).toMatchObject({
      usableTop: true,
      usableBottom: false,
      top: '<h2 style="text-align:center">공지</h2>',
      bottom: '<p>교환·반품 안내</p>',
      saved: true,
    });
    // Saving again replaces the one row; Bob sees only his own (none).
    await set(alice.accessToken, { usableTop: false, usableBottom: true, top: '', bottom: '<p>하단</p>' });
    expect(dataOf(await get(alice.accessToken))).toMatchObject({ usableBottom: true, bottom: '<p>하단</p>' });
    expect(dataOf(await get(bob.accessToken))).toMatchObject({ saved: false, top: '', bottom: '' });
  });

  it('refuses an invalid template with 400 in Korean', async () => {
    const res = await set(alice.accessToken, { usableTop: 'yes', top: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
  });
});
