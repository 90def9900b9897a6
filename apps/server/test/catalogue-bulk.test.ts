import { startEmulator, type Emulator } from '@sellerdesk/emulators';
import { NAME_LIMIT, ProductDetail } from '@sellerdesk/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBulkTargets, products, userCategories, workItems, works } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { catalogueBulkKind } from '../src/modules/catalogue-bulk/index';
import { runItem } from '../src/pipeline/index';
import { startBulk, waitForBulkWork } from './helpers/bulk';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let emulator: Emulator;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  emulator = await startEmulator();
  t = await createTestApp({
    SOURCE_EMULATOR_URL: emulator.url,
    TRANSLATION_PROVIDER: 'papago',
    PAPAGO_API_KEY_ID: emulator.credentials.papago.keyId,
    PAPAGO_API_KEY: emulator.credentials.papago.key,
  });
  [alice, bob] = await Promise.all([t.userSession(), t.userSession()]);
});
afterAll(async () => Promise.all([t?.close(), emulator?.close()]));

let codes = 0;

/** A product straight in the catalogue; `minutesAgo` orders it (the catalogue lists newest first). */
async function insert(
  userId: string,
  options: { title: string; zh?: string; group?: string; minutesAgo?: number; needsTranslation?: boolean },
) {
  const code = String(9000 + codes++);
  const created = new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000);
  const zh = options.zh ?? '衬衫';
  const detail = ProductDetail.parse({
    site: 'taobao',
    code,
    title: [
      { language: 'zh', text: zh },
      ...(options.needsTranslation ? [] : [{ language: 'ko' as const, text: options.title }]),
    ],
    price: [
      { currency: 'CNY', originalPrice: '10', salePrice: '10' },
      { currency: 'KRW', originalPrice: 77_700, salePrice: 77_700 },
    ],
    groupName: options.group ?? '',
    flags: { needsTranslation: options.needsTranslation ?? false },
    source: {
      site: 'taobao',
      code,
      url: `https://item.taobao.com/item.htm?id=${code}`,
      title: zh,
      language: 'zh',
      currency: 'CNY',
      price: '10',
      collectedAt: created.toISOString(),
    },
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
  });
  const [row] = await t.deps.db
    .insert(products)
    .values({
      userId,
      site: 'taobao',
      code,
      title: options.needsTranslation ? zh : options.title,
      sourceTitle: zh,
      sourceUrl: detail.source.url,
      groupName: options.group ?? '',
      needsTranslation: options.needsTranslation ?? false,
      priceMinKrw: 77_700,
      priceMaxKrw: 77_700,
      ...storedDetail(detail),
      createdAt: created,
    })
    .returning({ id: products.id });
  return row!.id;
}

async function stored(ids: string[]) {
  const rows = await t.deps.db
    .select({
      id: products.id,
      title: products.title,
      groupName: products.groupName,
      needsTranslation: products.needsTranslation,
      detail: products.detail,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    const ko = row.detail.title.find((entry) => entry.language === 'ko')?.text ?? null;
    // The list column and the model must agree.
    expect(row.groupName).toBe(row.detail.groupName);
    return { title: row.title, ko, groupName: row.groupName, needsTranslation: row.needsTranslation };
  });
}

const post = (token: string, url: string, payload: object) => t.call({ method: 'POST', url, token, payload });

describe('ProductTextChange', () => {
  it('puts a slogan with numbering on the selected products in catalogue order, within the name limit', async () => {
    const older = await insert(alice.id, { title: '여름 린넨 셔츠', minutesAgo: 10 });
    const newer = await insert(alice.id, { title: '겨울 패딩 점퍼', minutesAgo: 5 });
    const long = await insert(alice.id, { title: '가'.repeat(60), minutesAgo: 20 });
    const bobs = await insert(bob.id, { title: '남의 상품' });

    const started = await startBulk(t, alice.accessToken, '/api/Product/ProductTextChange?mode=Slogan', {
      selection: { ids: [older, newer, long, bobs] },
      word1: '[특가]',
      word2: '무료배송',
      numbering: 1,
    });
    // Another seller's product is not part of the work.
    expect(started.total).toBe(3);
    const work = await waitForBulkWork(t, alice.accessToken, started.workNumber);
    expect(work).toMatchObject({ action: 'slogan', state: 'done', total: 3, succeeded: 3, failed: 0 });

    const [o, n, l, b] = await stored([older, newer, long, bobs]);
    // Newest first: 1, 2, 3.
    expect(n!.title).toBe('[특가] 겨울 패딩 점퍼 무료배송 1');
    expect(o!.title).toBe('[특가] 여름 린넨 셔츠 무료배송 2');
    expect(o!.ko).toBe(o!.title);
    // The limit leaves room for the number, which is kept.
    expect([...l!.title].length).toBeLessThanOrEqual(NAME_LIMIT);
    expect(l!.title.endsWith(' 3')).toBe(true);
    // The name gives way: the slogan's words and the number stay whole.
    expect(l!.title).toMatch(/^\[특가\] 가+ 무료배송 3$/);
    expect(b!.title).toBe('남의 상품');

    const report = work.results.find((r) => r.productId === newer);
    expect(report).toMatchObject({ state: 'succeeded', before: '겨울 패딩 점퍼', after: n!.title });
  });

  it('replaces a word ignoring case across every product the filter finds, and nothing else', async () => {
    const group = `그룹-${codes}`;
    const ids = await Promise.all(
      Array.from({ length: 25 }, (_, i) => insert(alice.id, { title: `Nike 러닝화 ${i}`, group })),
    );
    const outside = await insert(alice.id, { title: 'NIKE 티셔츠' });
    const bobs = await insert(bob.id, { title: 'nike 양말', group });

    const started = await startBulk(t, alice.accessToken, '/api/Product/ProductTextChange?mode=Replace', {
      selection: { filter: { groupName: group } },
      word1: 'NIKE',
      word2: '나이키',
    });
    expect(started.total).toBe(25);
    const work = await waitForBulkWork(t, alice.accessToken, started.workNumber);
    expect(work.succeeded).toBe(25);
    const rows = await stored(ids);
    expect(rows.every((row) => /^나이키 러닝화 \d+$/.test(row.title))).toBe(true);
    expect((await stored([outside, bobs])).map((row) => row.title)).toEqual(['NIKE 티셔츠', 'nike 양말']);
  });

  it.each([
    ['no mode', '', { word1: 'a', word2: 'b' }, 'Slogan 또는 Replace'],
    ['an unknown mode', '?mode=Upper', { word1: 'a', word2: 'b' }, 'Slogan 또는 Replace'],
    ['a missing word2', '?mode=Slogan', { word1: 'a' }, '뒤에 붙일 문구를 입력해주세요.'],
    ['blank words', '?mode=Replace', { word1: '  ', word2: '' }, '찾을 단어를 입력해주세요.'],
  ])('answers 400 in Korean for %s, starting no work', async (_case, query, words, expected) => {
    const id = await insert(alice.id, { title: '그대로인 상품' });
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(works);
    const res = await post(alice.accessToken, `/api/Product/ProductTextChange${query}`, {
      selection: { ids: [id] },
      ...words,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: number; message: string }>();
    expect(body.code).toBe(400);
    expect(body.message).toContain(expected);
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(works);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await stored([id]))[0]!.title).toBe('그대로인 상품');
  });

  it('refuses a selection that is missing, both kinds at once, or only another seller’s products', async () => {
    const bobs = await insert(bob.id, { title: '남의 상품' });
    const cases: [object, string][] = [
      [{ word1: 'a', word2: 'b' }, ''],
      [{ selection: {}, word1: 'a', word2: 'b' }, '상품을 선택하거나 검색 결과 전체를 선택해주세요.'],
      [{ selection: { ids: [bobs], filter: {} }, word1: 'a', word2: 'b' }, '상품을 선택하거나'],
      [{ selection: { ids: [bobs] }, word1: 'a', word2: 'b' }, '작업할 상품이 없습니다'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(alice.accessToken, '/api/Product/ProductTextChange?mode=Slogan', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await stored([bobs]))[0]!.title).toBe('남의 상품');
  });

  it('is idempotent: a batch run again after it finished changes nothing twice', async () => {
    const id = await insert(alice.id, { title: '한 번만' });
    const started = await startBulk(t, alice.accessToken, '/api/Product/ProductTextChange?mode=Slogan', {
      selection: { ids: [id] },
      word1: '앞',
      word2: '뒤',
      numbering: 7,
    });
    await waitForBulkWork(t, alice.accessToken, started.workNumber);
    const [work] = await t.deps.db.select().from(works).where(eq(works.workNumber, started.workNumber));
    const [item] = await t.deps.db.select().from(workItems).where(eq(workItems.workId, work!.id));
    // The queue delivers the job again (e.g. the worker died before acknowledging it): the item is put back
    // in line under a new generation and run again.
    await t.deps.db
      .update(workItems)
      .set({ state: 'queued', jobGeneration: item!.jobGeneration + 1, finishedAt: null })
      .where(eq(workItems.id, item!.id));
    await runItem(t.deps, catalogueBulkKind, item!.id, {
      generation: item!.jobGeneration + 1,
      workerId: 'bulk-test',
      isLastAttempt: false,
    });
    expect((await stored([id]))[0]!.title).toBe('앞 한 번만 뒤 7');
    const targets = await t.deps.db
      .select()
      .from(productBulkTargets)
      .where(eq(productBulkTargets.workId, work!.id));
    expect(targets).toMatchObject([{ state: 'succeeded', after: '앞 한 번만 뒤 7' }]);
    const again = await waitForBulkWork(t, alice.accessToken, started.workNumber);
    expect(again).toMatchObject({ state: 'done', succeeded: 1 });
  });
});

describe('ProductTitleChange, ProductGroupChange, RemoveProduct', () => {
  it('sets pasted titles through the name rules and reports products that are not the seller’s', async () => {
    const a = await insert(alice.id, { title: '옛 이름' });
    const bobs = await insert(bob.id, { title: '남의 상품' });
    const started = await startBulk(t, alice.accessToken, '/api/Product/ProductTitleChange', {
      items: [
        { productId: a, title: '  새  이름   새 이름 ' + '길'.repeat(60) },
        { productId: bobs, title: '가로채기' },
      ],
    });
    expect(started.total).toBe(2);
    const work = await waitForBulkWork(t, alice.accessToken, started.workNumber);
    expect(work).toMatchObject({ succeeded: 1, skipped: 1, state: 'done' });
    const [mine, theirs] = await stored([a, bobs]);
    expect(mine!.title.startsWith('새 이름 길')).toBe(true);
    expect([...mine!.title].length).toBe(NAME_LIMIT);
    expect(theirs!.title).toBe('남의 상품');
    // Skipped first in the report, with the same words whether the product is gone or someone else's.
    expect(work.results[0]).toMatchObject({ productId: bobs, state: 'skipped' });
    expect(work.results[0]!.message).toContain('상품을 찾을 수 없습니다');

    const duplicate = await post(alice.accessToken, '/api/Product/ProductTitleChange', {
      items: [
        { productId: a, title: 'x' },
        { productId: a, title: 'y' },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json<{ message: string }>().message).toContain('같은 상품이 두 번');
  });

  it('moves the selection to a group, skipping products already there', async () => {
    const a = await insert(alice.id, { title: 'A', group: '봄' });
    const b = await insert(alice.id, { title: 'B', group: '여름' });
    const started = await startBulk(t, alice.accessToken, '/api/Product/ProductGroupChange', {
      selection: { ids: [a, b] },
      groupName: '여름',
    });
    const work = await waitForBulkWork(t, alice.accessToken, started.workNumber);
    expect(work).toMatchObject({ succeeded: 1, skipped: 1 });
    expect((await stored([a, b])).map((row) => row.groupName)).toEqual(['여름', '여름']);
    expect(work.results.find((r) => r.productId === a)).toMatchObject({ before: '봄', after: '여름' });
  });

  it('removes every product the filter finds for the caller only', async () => {
    const group = `삭제-${codes}`;
    const mine = await Promise.all([1, 2, 3].map(() => insert(alice.id, { title: 'x', group })));
    const kept = await insert(alice.id, { title: 'y', group: '남김' });
    const bobs = await insert(bob.id, { title: 'z', group });
    const res = await post(alice.accessToken, '/api/Product/RemoveProduct', { filter: { groupName: group } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { removed: number } }>().data.removed).toBe(3);
    const live = await t.deps.db
      .select({ id: products.id, deletedAt: products.deletedAt })
      .from(products)
      .where(inArray(products.id, [...mine, kept, bobs]));
    const removed = new Set(live.filter((row) => row.deletedAt).map((row) => row.id));
    expect(removed).toEqual(new Set(mine));
    // The old `{ ids }` body still works.
    const byId = await post(alice.accessToken, '/api/Product/RemoveProduct', { ids: [kept, bobs] });
    expect(byId.json<{ data: { removed: number } }>().data.removed).toBe(1);
  });

  it('does not show another seller’s work', async () => {
    const id = await insert(alice.id, { title: '비밀' });
    const started = await startBulk(t, alice.accessToken, '/api/Product/ProductGroupChange', {
      selection: { ids: [id] },
      groupName: '비밀 그룹',
    });
    const res = await t.call({
      method: 'GET',
      url: `/api/Product/GetProductBulkWork?workNumber=${started.workNumber}`,
      token: bob.accessToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('존재하지 않는 작업 번호입니다.');
  });
});

describe('ProductCategoryChange (카테고리 지정)', () => {
  const dress = {
    categoryId: '50000807',
    largeName: '패션의류',
    middleName: '여성의류',
    smallName: '원피스',
    detailName: '',
    path: ['패션의류', '여성의류', '원피스'],
  };
  const categoryOf = async (id: string) => {
    const [row] = await t.deps.db
      .select({ detail: products.detail, version: products.version })
      .from(products)
      .where(eq(products.id, id));
    return { category: row!.detail.category ?? null, version: row!.version, detail: row!.detail };
  };

  it('gives the selected products one of the seller’s categories, keeping the rest of each product', async () => {
    await t.deps.db
      .insert(userCategories)
      .values({ userId: alice.id, ...dress })
      .onConflictDoNothing();
    const a = await insert(alice.id, { title: '여름 원피스', group: '봄' });
    const b = await insert(alice.id, { title: '린넨 원피스' });
    const bobs = await insert(bob.id, { title: '남의 상품' });
    const before = await categoryOf(a);
    const started = await startBulk(t, alice.accessToken, '/api/Product/ProductCategoryChange', {
      selection: { ids: [a, b, bobs] },
      categoryId: dress.categoryId,
    });
    expect(started.total).toBe(2);
    const work = await waitForBulkWork(t, alice.accessToken, started.workNumber);
    expect(work).toMatchObject({ action: 'category', succeeded: 2, failed: 0 });
    expect(work.results.find((r) => r.productId === a)).toMatchObject({
      before: '카테고리 없음',
      after: '패션의류 > 여성의류 > 원피스',
    });
    const after = await categoryOf(a);
    expect(after.category).toEqual({
      largeName: '패션의류',
      middleName: '여성의류',
      smallName: '원피스',
      detailName: '',
      id: '50000807',
    });
    // A new version (an open edit panel's save is refused rather than undoing it); the rest unchanged.
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.detail.title).toEqual(before.detail.title);
    expect(after.detail.groupName).toBe('봄');
    expect((await categoryOf(b)).category?.id).toBe('50000807');
    expect((await categoryOf(bobs)).category).toBeNull();

    const again = await startBulk(t, alice.accessToken, '/api/Product/ProductCategoryChange', {
      selection: { ids: [a] },
      categoryId: dress.categoryId,
    });
    expect(await waitForBulkWork(t, alice.accessToken, again.workNumber)).toMatchObject({
      succeeded: 0,
      skipped: 1,
    });
  });

  it('refuses a category that is not among the seller’s categories, and an empty one', async () => {
    const id = await insert(bob.id, { title: '셔츠' });
    const foreign = await post(bob.accessToken, '/api/Product/ProductCategoryChange', {
      selection: { ids: [id] },
      categoryId: dress.categoryId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'USER_CATEGORY_NOT_FOUND' });
    expect(foreign.json().message).toContain('내 카테고리에 없는 카테고리');
    const empty = await post(bob.accessToken, '/api/Product/ProductCategoryChange', {
      selection: { ids: [id] },
      categoryId: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('카테고리를 선택해주세요');
    expect((await categoryOf(id)).category).toBeNull();
  });
});

describe('RetranslateProducts', () => {
  it('translates the source titles again through the configured translator and clears the flag', async () => {
    const a = await insert(alice.id, { title: '', zh: '女士夏季衬衫', needsTranslation: true });
    const started = await startBulk(t, alice.accessToken, '/api/Product/RetranslateProducts', {
      selection: { ids: [a] },
    });
    const work = await waitForBulkWork(t, alice.accessToken, started.workNumber);
    expect(work).toMatchObject({ succeeded: 1, failed: 0 });
    const [row] = await stored([a]);
    expect(row!.needsTranslation).toBe(false);
    expect(row!.ko).toBe(row!.title);
    expect(row!.title).toMatch(/[가-힣]/);
    expect(row!.title).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses in Korean when no translator is configured', async () => {
    const plain = await createTestApp({ TRANSLATION_PROVIDER: 'none' });
    try {
      const seller = await plain.userSession();
      const res = await plain.call({
        method: 'POST',
        url: '/api/Product/RetranslateProducts',
        token: seller.accessToken,
        payload: { selection: { filter: {} } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('번역기가 설정되지 않아');
    } finally {
      await plain.close();
    }
  });
});
