import { ProductDetail, type SourceSite } from '@sellerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, marketAccounts, products, sourceSessions } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { storeCollectWork } from './helpers/collect';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

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

/** The product model as collection stores it (the detail endpoint answers it as `ProductDetail`). */
function productDetail(site: SourceSite, code: string, title: string): ProductDetail {
  const now = new Date().toISOString();
  return ProductDetail.parse({
    site,
    code,
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫' },
      { language: 'ko', text: title },
    ],
    source: {
      site,
      code,
      url: 'https://item.taobao.com/item.htm?id=1',
      title: '女士夏季亚麻衬衫',
      language: 'zh',
      currency: 'CNY',
      price: '59',
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
}

async function insertProduct(userId: string, overrides: Partial<typeof products.$inferInsert> = {}) {
  const site = overrides.site ?? 'taobao';
  const code = overrides.code ?? String(Math.floor(Math.random() * 1e12));
  const title = overrides.title ?? '여성 여름 린넨 셔츠';
  const [row] = await t.deps.db
    .insert(products)
    .values({
      userId,
      site,
      code,
      title,
      sourceTitle: '女士夏季亚麻衬衫',
      sourceUrl: 'https://item.taobao.com/item.htm?id=1',
      optionCount: 6,
      priceMinKrw: 12300,
      priceMaxKrw: 15600,
      // The model's source price, as summaryColumns copies it.
      sourcePrice: '59',
      sourceCurrency: 'CNY',
      ...storedDetail(productDetail(site, code, title)),
      ...overrides,
    })
    .returning();
  return row!;
}

describe('collect filters', () => {
  const set = (token: string, body: object) =>
    t.call({ method: 'POST', url: '/api/Product/SetCollectFillter', token, payload: body });
  const list = async (token: string, mode: string) =>
    dataOf<{ items: { id: string; targetWord: string; convertWord: string }[] }>(
      await t.call({ method: 'GET', url: `/api/Product/GetCollectFillter?mode=${mode}`, token }),
    ).items;

  it('adds words in bulk, treats case-insensitive repeats as updates, and lists them per mode', async () => {
    const first = await set(alice.accessToken, {
      mode: 'Replace',
      words: [
        { targetWord: 'Nike', convertWord: '스포츠' },
        { targetWord: '正品', convertWord: '' },
      ],
    });
    expect(dataOf(first)).toEqual({ added: 2, updated: 0 });
    const second = await set(alice.accessToken, {
      mode: 'Replace',
      words: [
        { targetWord: 'NIKE', convertWord: '운동' },
        { targetWord: '무료배송', convertWord: '' },
      ],
    });
    expect(dataOf(second)).toEqual({ added: 1, updated: 1 });
    const words = await list(alice.accessToken, 'Replace');
    expect(words.map((w) => [w.targetWord, w.convertWord])).toEqual([
      ['Nike', '운동'],
      ['正品', ''],
      ['무료배송', ''],
    ]);
    expect(await list(alice.accessToken, 'Remove')).toEqual([]);
  });

  it('keeps Remove words without a replacement', async () => {
    await set(alice.accessToken, { mode: 'Remove', words: [{ targetWord: '짝퉁', convertWord: '무시됨' }] });
    expect((await list(alice.accessToken, 'Remove')).map((w) => [w.targetWord, w.convertWord])).toEqual([
      ['짝퉁', ''],
    ]);
  });

  it('validates mode and words', async () => {
    const res = await set(alice.accessToken, { mode: 'Delete', words: [{ targetWord: '' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'mode'");
    expect(res.json().message).toContain("'words[0].targetWord'");
  });

  it('never shows or deletes another seller’s words', async () => {
    await set(bob.accessToken, { mode: 'Remove', words: [{ targetWord: '밥의단어' }] });
    expect((await list(alice.accessToken, 'Remove')).map((w) => w.targetWord)).not.toContain('밥의단어');
    const bobWord = (await list(bob.accessToken, 'Remove'))[0]!;
    const res = await t.call({
      method: 'POST',
      url: '/api/Product/RemoveCollectFillter',
      token: alice.accessToken,
      payload: { mode: 'Remove', ids: [bobWord.id] },
    });
    expect(dataOf(res)).toEqual({ removed: 0 });
    expect(await list(bob.accessToken, 'Remove')).toHaveLength(1);
    const own = await t.call({
      method: 'POST',
      url: '/api/Product/RemoveCollectFillter',
      token: bob.accessToken,
      payload: { mode: 'Remove', ids: [bobWord.id] },
    });
    expect(dataOf(own)).toEqual({ removed: 1 });
  });

  it('is refused to a BasicUser (unverified e-mail)', async () => {
    const basic = await t.userSession({ role: 'BasicUser' });
    const res = await t.call({
      method: 'GET',
      url: '/api/Product/GetCollectFillter?mode=Remove',
      token: basic.accessToken,
    });
    expect(res.json()).toMatchObject({ code: 403, reason: 'EMAIL_NOT_VERIFIED' });
  });
});

describe('source session cookie', () => {
  it('is stored encrypted, reported without its value, and removable', async () => {
    const cookie = 'cookie2=abc; unb=2208812345; _nk_=seller%20kim; _m_h5_tk=x_1';
    const res = await t.call({
      method: 'POST',
      url: '/api/UserConfig/SetSourceSession',
      token: alice.accessToken,
      payload: { site: 'taobao', cookie },
    });
    expect(dataOf(res)).toMatchObject({ site: 'taobao', configured: true, loggedIn: true });
    expect(res.body).not.toContain('2208812345');
    const [row] = await t.deps.db.select().from(sourceSessions);
    expect(row?.encryptedCookie).not.toContain('unb');
    expect(t.deps.secrets.decrypt(row!.encryptedCookie)).toBe(cookie);

    const bobView = await t.call({
      method: 'GET',
      url: '/api/UserConfig/GetSourceSession?site=taobao',
      token: bob.accessToken,
    });
    expect(dataOf(bobView)).toMatchObject({ configured: false });

    const visitor = await t.call({
      method: 'POST',
      url: '/api/UserConfig/SetSourceSession',
      token: alice.accessToken,
      payload: { site: 'taobao', cookie: 'cookie2=visitor' },
    });
    expect(dataOf(visitor)).toMatchObject({ configured: true, loggedIn: false });

    // Pasted junk is no cookie: refused in Korean, and the stored session stays as it was.
    for (const junk of ['hello world', 'https://item.taobao.com/item.htm?id=1', '쿠키']) {
      const refused = await t.call({
        method: 'POST',
        url: '/api/UserConfig/SetSourceSession',
        token: alice.accessToken,
        payload: { site: 'taobao', cookie: junk },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
      expect(refused.json().message).toContain('쿠키 형식이 아닙니다');
    }
    const kept = await t.call({
      method: 'GET',
      url: '/api/UserConfig/GetSourceSession?site=taobao',
      token: alice.accessToken,
    });
    expect(dataOf(kept)).toMatchObject({ configured: true, loggedIn: false });
    const removed = await t.call({
      method: 'POST',
      url: '/api/UserConfig/SetSourceSession',
      token: alice.accessToken,
      payload: { site: 'taobao', cookie: '' },
    });
    expect(dataOf(removed)).toMatchObject({ configured: false });
  });
});

describe('catalogue', () => {
  const search = (token: string, body: object = {}) =>
    t.call({ method: 'POST', url: '/api/Product/SearchCollectProductSummary', token, payload: body });

  it('pages, searches and filters only the caller’s products', async () => {
    for (let i = 0; i < 25; i++) {
      await insertProduct(alice.id, { title: i % 5 === 0 ? `100% 면 티셔츠 ${i}` : `린넨 셔츠 ${i}` });
    }
    await insertProduct(bob.id, { title: '밥의 면 티셔츠' });
    await insertProduct(alice.id, { title: '삭제된 티셔츠', deletedAt: new Date() });

    const page1 = dataOf<{ items: { title: string }[]; total: number }>(
      await search(alice.accessToken, { maxRow: 10 }),
    );
    expect(page1.total).toBe(25);
    expect(page1.items).toHaveLength(10);
    const page3 = dataOf<{ items: unknown[] }>(await search(alice.accessToken, { maxRow: 10, page: 3 }));
    expect(page3.items).toHaveLength(5);

    // `%` in a keyword is a literal, not a wildcard.
    const found = dataOf<{ items: { title: string }[]; total: number }>(
      await search(alice.accessToken, { keyword: '100%' }),
    );
    expect(found.total).toBe(5);
    expect(found.items.every((p) => p.title.startsWith('100% 면 티셔츠'))).toBe(true);
    const bobs = dataOf<{ items: { title: string }[] }>(await search(bob.accessToken));
    expect(bobs.items.map((p) => p.title)).toEqual(['밥의 면 티셔츠']);
  });

  it('answers each product’s source price and upload state per market, and filters by uploaded', async () => {
    const carol = await t.userSession();
    const account = async (userId: string, market: 'SmartStore' | 'Coupang') => {
      const [row] = await t.deps.db
        .insert(marketAccounts)
        .values({ userId, market, label: `${market} 계정`, settings: {}, encryptedSecrets: 'x' })
        .returning();
      return row!.id;
    };
    const [smartStore, coupang, bobsCoupang] = [
      await account(carol.id, 'SmartStore'),
      await account(carol.id, 'Coupang'),
      await account(bob.id, 'Coupang'),
    ];
    const both = await insertProduct(carol.id, { title: '둘 다 보낸 상품' });
    const failedOnly = await insertProduct(carol.id, { title: '실패한 상품' });
    const never = await insertProduct(carol.id, { title: '보낸 적 없는 상품' });
    const gone = await insertProduct(carol.id, { title: '마켓에서 삭제된 상품' });
    await t.deps.db.insert(listings).values([
      {
        userId: carol.id,
        productId: both.id,
        accountId: smartStore,
        market: 'SmartStore',
        marketProductId: '1001',
        state: 'onSale',
      },
      {
        userId: carol.id,
        productId: both.id,
        accountId: coupang,
        market: 'Coupang',
        state: 'failed',
        lastError: '필수 고시 항목이 없습니다.',
      },
      {
        userId: carol.id,
        productId: failedOnly.id,
        accountId: coupang,
        market: 'Coupang',
        state: 'failed',
        lastError: '거절',
      },
      {
        userId: carol.id,
        productId: gone.id,
        accountId: smartStore,
        market: 'SmartStore',
        marketProductId: '1002',
        state: 'deleted',
      },
      // Another seller's row never shows (nor counts as uploaded) in this seller's catalogue.
      {
        userId: bob.id,
        productId: never.id,
        accountId: bobsCoupang,
        market: 'Coupang',
        marketProductId: '9',
        state: 'onSale',
      },
    ]);
    type Row = {
      id: string;
      sourcePrice: string | null;
      sourceCurrency: string | null;
      listings: { market: string; state: string }[];
    };
    const rows = async (body: object = {}) =>
      dataOf<{ items: Row[] }>(await search(carol.accessToken, body)).items;

    const all = new Map((await rows()).map((row) => [row.id, row]));
    expect(all.get(both.id)).toMatchObject({
      sourcePrice: '59',
      sourceCurrency: 'CNY',
      listings: [
        { market: 'Coupang', state: 'failed' },
        { market: 'SmartStore', state: 'uploaded' },
      ],
    });
    expect(all.get(failedOnly.id)!.listings).toEqual([{ market: 'Coupang', state: 'failed' }]);
    expect(all.get(never.id)!.listings).toEqual([]);
    expect(all.get(gone.id)!.listings).toEqual([{ market: 'SmartStore', state: 'failed' }]);

    expect((await rows({ uploaded: true })).map((row) => row.id)).toEqual([both.id]);
    expect(new Set((await rows({ uploaded: false })).map((row) => row.id))).toEqual(
      new Set([failedOnly.id, never.id, gone.id]),
    );
    // The loaded product carries the same states.
    const loaded = dataOf<{ summary: Row }>(
      await t.call({
        method: 'GET',
        url: `/api/Product/SearchCollectProductDetail?site=taobao&code=${both.code}`,
        token: carol.accessToken,
      }),
    );
    expect(loaded.summary.listings).toHaveLength(2);
  });

  it('loads one product by site and code, with the spec message when either is missing or unknown', async () => {
    const p = await insertProduct(alice.id, { code: '652370015315' });
    const ok = await t.call({
      method: 'GET',
      url: '/api/Product/SearchCollectProductDetail?site=taobao&code=652370015315',
      token: alice.accessToken,
    });
    const loaded = dataOf<{ summary: { id: string }; detail: ProductDetail }>(ok);
    expect(loaded.summary.id).toBe(p.id);
    expect(loaded.detail).toMatchObject({
      site: 'taobao',
      code: '652370015315',
      option: { detailOptions: [] },
    });
    for (const url of [
      '/api/Product/SearchCollectProductDetail?site=taobao',
      '/api/Product/SearchCollectProductDetail?code=652370015315',
      '/api/Product/SearchCollectProductDetail?site=taobao&code=000',
    ]) {
      const res = await t.call({ method: 'GET', url, token: alice.accessToken });
      expect(res.json()).toEqual({
        code: 404,
        message: '존재하지않는 상품 번호 입니다.',
        reason: 'PRODUCT_NOT_FOUND',
      });
    }
    // Bob cannot load Alice's product even knowing its key.
    const other = await t.call({
      method: 'GET',
      url: '/api/Product/SearchCollectProductDetail?site=taobao&code=652370015315',
      token: bob.accessToken,
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers ExistUserProduct per seller and removes only own products', async () => {
    const p = await insertProduct(alice.id, { site: '1688', code: '813724060928' });
    const exists = (token: string) =>
      t.call({ method: 'POST', url: '/api/Product/ExistUserProduct?site=1688&code=813724060928', token });
    expect(dataOf(await exists(alice.accessToken))).toEqual({ exists: true, productId: p.id });
    expect(dataOf(await exists(bob.accessToken))).toEqual({ exists: false, productId: null });

    const denied = await t.call({
      method: 'POST',
      url: '/api/Product/RemoveProduct',
      token: bob.accessToken,
      payload: { ids: [p.id] },
    });
    expect(dataOf(denied)).toEqual({ removed: 0 });
    const removed = await t.call({
      method: 'POST',
      url: '/api/Product/RemoveProduct',
      token: alice.accessToken,
      payload: { ids: [p.id] },
    });
    expect(dataOf(removed)).toEqual({ removed: 1 });
    expect(dataOf(await exists(alice.accessToken))).toEqual({ exists: false, productId: null });
  });
});

describe('collect logs', () => {
  it('derives work state and counts from the items, per seller', async () => {
    const states = ['succeeded', 'failed', 'skipped', 'running'] as const;
    const { work } = await storeCollectWork(
      t.deps.db,
      { userId: alice.id, site: 'taobao', groupName: '여름' },
      states.map((state, position) => ({
        input: `https://item.taobao.com/item.htm?id=${position}`,
        state,
        reason: state === 'failed' ? '로그인이 필요합니다.' : null,
      })),
    );
    const logs = dataOf<{
      items: { workNumber: number; state: string; succeeded: number; failed: number; running: number }[];
    }>(await t.call({ method: 'GET', url: '/api/Log/GetCollectLogAll', token: alice.accessToken }));
    const mine = logs.items.find((w) => w.workNumber === work.workNumber);
    expect(mine).toMatchObject({ state: 'running', succeeded: 1, failed: 1, running: 1 });

    const detail = dataOf<{ items: { state: string; reason: string | null }[] }>(
      await t.call({
        method: 'GET',
        url: `/api/Log/GetDetailLog?type=collect&workNumber=${work.workNumber}`,
        token: alice.accessToken,
      }),
    );
    expect(detail.items.map((i) => i.state)).toEqual(['succeeded', 'failed', 'skipped', 'running']);
    expect(detail.items[1]?.reason).toBe('로그인이 필요합니다.');

    const bobsView = await t.call({
      method: 'GET',
      url: `/api/Log/GetDetailLog?type=collect&workNumber=${work.workNumber}`,
      token: bob.accessToken,
    });
    expect(bobsView.statusCode).toBe(404);
    const bobLogs = dataOf<{ total: number }>(
      await t.call({ method: 'GET', url: '/api/Log/GetCollectLogAll', token: bob.accessToken }),
    );
    expect(bobLogs.total).toBe(0);
  });

  it('summarises the seller’s collection and reports the worker heartbeat', async () => {
    const summary = dataOf<{ products: number; inProgress: number; collectionLimit: number | null }>(
      await t.call({ method: 'GET', url: '/api/Log/GetUserCollectSummary', token: alice.accessToken }),
    );
    expect(summary.products).toBeGreaterThan(0);
    expect(summary.inProgress).toBe(1);
    expect(summary.collectionLimit).toBeNull();
    const bot = dataOf<{ alive: boolean }>(
      await t.call({ method: 'GET', url: '/api/Log/CheckExistBot', token: alice.accessToken }),
    );
    expect(bot.alive).toBe(true);
  });
});
