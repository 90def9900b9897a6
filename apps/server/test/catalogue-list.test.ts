import { CATALOGUE_COUNT_CAP, CATALOGUE_KEYWORD_COUNT_CAP, type SourceSite } from '@sellerdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPlannerStatistics } from '../src/infra/db/statistics';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

// The catalogue list at scale (issue 10 §6): filters, totals, numbered and keyset paging, ownership.

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

type Page = {
  items: { id: string; title: string; code: string; site: string; soldOut: boolean }[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  page: number;
};

const search = (token: string, body: object = {}) =>
  t.call({ method: 'POST', url: '/api/Product/SearchCollectProductSummary', token, payload: body });
const list = async (token: string, body: object = {}) => dataOf<Page>(await search(token, body));

/**
 * `count` products for the user in one statement, one second apart and newest first by `n` (1 = newest):
 * sites cycle, every 3rd is sold out, every 5th in the group '여름', work number 7 for the first 10.
 */
async function seed(userId: string, count: number, codeBase: number, titleWord = '셔츠') {
  await t.deps.database.executeSql(
    `insert into products (user_id, site, code, title, source_title, source_url, group_name, sold_out,
        work_number, detail, created_at)
     select $1::uuid, (array['taobao','costco','tmall','1688'])[1 + n % 4], ($2::bigint + n)::text,
            case when n % 10 = 0 then '린넨 원피스 ' else '면 ' || $3 || ' ' end || n, '女士衬衫' || n,
            'https://item.taobao.com/item.htm?id=' || n, case when n % 5 = 0 then '여름' else '' end,
            n % 3 = 0, case when n <= 10 then 7 else null end, '{}'::jsonb,
            timestamptz '2026-01-01' - make_interval(secs => n)
       from generate_series(1, $4::int) n`,
    [userId, codeBase, titleWord, count],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.userSession({ name: '앨리스' });
  bob = await t.userSession({ name: '밥' });
  await seed(alice.id, 120, 500_000);
  await seed(bob.id, 40, 900_000, '셔츠');
});
afterAll(async () => t?.close());

describe('catalogue list', () => {
  it('answers filters and totals from the caller’s live products only', async () => {
    const all = await list(alice.accessToken, { maxRow: 20 });
    expect(all).toMatchObject({ total: 120, totalCapped: false, page: 1 });
    expect(all.items.map((p) => p.code).slice(0, 3)).toEqual(['500001', '500002', '500003']);

    expect((await list(alice.accessToken, { site: '1688' })).total).toBe(30);
    const soldOut = await list(alice.accessToken, { soldOut: true, maxRow: 200 });
    expect(soldOut.total).toBe(40);
    expect(soldOut.items.every((p) => p.soldOut)).toBe(true);
    expect((await list(alice.accessToken, { soldOut: false })).total).toBe(80);
    expect((await list(alice.accessToken, { groupName: '여름' })).total).toBe(24);
    expect((await list(alice.accessToken, { workNumber: 7 })).total).toBe(10);
    expect((await list(alice.accessToken, { site: '1688', soldOut: true })).total).toBe(10);

    // Keywords: a trigram-sized word, a short one, the Chinese source title and an exact code.
    const dresses = await list(alice.accessToken, { keyword: '린넨 원피스', maxRow: 200 });
    expect(dresses.total).toBe(12);
    expect(dresses.items.every((p) => p.title.startsWith('린넨 원피스'))).toBe(true);
    expect((await list(alice.accessToken, { keyword: '셔츠' })).total).toBe(108);
    expect((await list(alice.accessToken, { keyword: '女士衬衫11' })).total).toBe(11); // 11, 110–119
    const byCode = await list(alice.accessToken, { keyword: '500077' });
    expect(byCode.items.map((p) => p.code)).toEqual(['500077']);
    // Bob's product codes and titles are never found or counted for Alice.
    expect((await list(alice.accessToken, { keyword: '900001' })).total).toBe(0);
    expect((await list(bob.accessToken, { keyword: '셔츠' })).total).toBe(36);

    // A removed product leaves the list and its total.
    const removed = await t.call({
      method: 'POST',
      url: '/api/Product/RemoveProduct',
      token: alice.accessToken,
      payload: { ids: [byCode.items[0]!.id] },
    });
    expect(dataOf(removed)).toEqual({ removed: 1 });
    expect((await list(alice.accessToken, { keyword: '500077' })).total).toBe(0);
    expect((await list(alice.accessToken)).total).toBe(119);
  });

  it('pages by number and by cursor in the same order, and a cursor page is stable under inserts', async () => {
    const numbered: string[] = [];
    for (let page = 1; page <= 6; page++) {
      numbered.push(...(await list(alice.accessToken, { page, maxRow: 25 })).items.map((p) => p.id));
    }
    expect(numbered).toHaveLength(119);
    expect(new Set(numbered).size).toBe(119);

    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list(alice.accessToken, { maxRow: 25, ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(119 + pages * 2); // two new products arrive after every page
      walked.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
      pages++;
      // New products (newest of all) arrive while the seller pages: they neither repeat nor shift
      // anything on the pages after the cursor.
      await seed(alice.id, 2, 600_000 + pages * 10);
      await t.deps.database.executeSql(
        `update products set created_at = now() where user_id = $1 and code::bigint >= 600000`,
        [alice.id],
      );
    } while (cursor);
    expect(walked).toEqual(numbered);
    expect(pages).toBe(5);

    // Filters apply to cursor pages too, and the last page has no cursor.
    const first = await list(alice.accessToken, { site: 'costco', maxRow: 20 });
    const second = await list(alice.accessToken, { site: 'costco', maxRow: 20, cursor: first.nextCursor });
    expect(second.items.every((p) => p.site === 'costco')).toBe(true);
    expect(second.items.some((p) => first.items.some((q) => q.id === p.id))).toBe(false);

    // Another seller's product id as a cursor pages nothing of Alice's, and Bob's nothing of hers.
    const bobs = await list(bob.accessToken, { maxRow: 5 });
    expect((await list(alice.accessToken, { cursor: bobs.items[0]!.id })).items).toEqual([]);
    expect((await list(bob.accessToken, { cursor: first.items[0]!.id })).items).toEqual([]);
  });

  it('bounds numbered pages and refuses a malformed cursor in Korean', async () => {
    const maxPage = CATALOGUE_COUNT_CAP / 200;
    expect((await search(alice.accessToken, { page: maxPage, maxRow: 200 })).statusCode).toBe(200);
    const tooDeep = await search(alice.accessToken, { page: maxPage + 1, maxRow: 200 });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toContain('다음 페이지로 이동해주세요');
    const badCursor = await search(alice.accessToken, { cursor: 'not-a-product' });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
  });

  it('matches Latin letters in any case and Korean exactly', async () => {
    const dave = await t.userSession({ name: '데이브' });
    await seed(dave.id, 3, 3_000_000, 'LINEN 셔츠');
    expect((await list(dave.accessToken, { keyword: 'linen' })).total).toBe(3);
    expect((await list(dave.accessToken, { keyword: 'Linen 셔츠 2' })).total).toBe(1);
    expect((await list(dave.accessToken, { keyword: '셔츠 3' })).total).toBe(1);
    expect((await list(dave.accessToken, { keyword: '셔 츠' })).total).toBe(0);
  });

  it('caps the total at CATALOGUE_COUNT_CAP unless the exact count is asked for', async () => {
    const carol = await t.userSession({ name: '캐롤' });
    await seed(carol.id, CATALOGUE_COUNT_CAP + 5, 2_000_000);
    const capped = await list(carol.accessToken, { maxRow: 20 });
    expect(capped).toMatchObject({ total: CATALOGUE_COUNT_CAP, totalCapped: true });
    expect(capped.nextCursor).toBe(capped.items.at(-1)!.id);
    const exact = await list(carol.accessToken, { maxRow: 20, exactTotal: true });
    expect(exact).toMatchObject({ total: CATALOGUE_COUNT_CAP + 5, totalCapped: false });
    const site: SourceSite = 'tmall';
    expect(await list(carol.accessToken, { site })).toMatchObject({ total: 2501, totalCapped: false });
    // A keyword search counts to its own, lower cap (every match costs a row visit); exact on request.
    expect(await list(carol.accessToken, { keyword: '셔츠' })).toMatchObject({
      total: CATALOGUE_KEYWORD_COUNT_CAP,
      totalCapped: true,
    });
    expect(await list(carol.accessToken, { keyword: '셔츠', exactTotal: true })).toMatchObject({
      total: CATALOGUE_COUNT_CAP + 5 - 1000,
      totalCapped: false,
    });
    // Exactly at the cap is exact ('린넨 원피스' is every 10th product).
    expect(await list(carol.accessToken, { keyword: '원피스' })).toMatchObject({
      total: 1000,
      totalCapped: false,
    });
    // A first page holding every match answers its own length: 100, 1000 and 10000.
    const few = await list(carol.accessToken, { keyword: '원피스 100' });
    expect(few).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    expect(few.items).toHaveLength(3);
    // The other sellers' totals are untouched by Carol's catalogue.
    expect((await list(bob.accessToken)).total).toBe(40);
  }, 15_000);

  it('refreshes planner statistics of tables that grew, and then leaves them alone', async () => {
    const first = await refreshPlannerStatistics(t.deps.database);
    expect(first.some((table) => table.endsWith('products'))).toBe(true);
    const second = await refreshPlannerStatistics(t.deps.database);
    expect(second.some((table) => table.endsWith('products'))).toBe(false);
    const { rows } = await t.deps.database.executeSql(
      `select reltuples::int as tuples from pg_class where relname = 'products'`,
    );
    expect((rows[0] as { tuples: number }).tuples).toBeGreaterThan(10_000);
  });
});

describe('catalogue list: storage', () => {
  const LIST_COLUMNS = ['title', 'source_title', 'code', 'image', 'source_url', 'group_name', 'memo', 'tags'];

  it('keeps the list columns in the row and moves only the product JSON out of line', async () => {
    const { rows } = await t.deps.database.executeSql(
      `select attname, attstorage from pg_attribute where attrelid = 'products'::regclass and attname = any($1)`,
      [[...LIST_COLUMNS, 'detail']],
    );
    const storage = Object.fromEntries(
      (rows as { attname: string; attstorage: string }[]).map((row) => [row.attname, row.attstorage]),
    );
    expect(storage).toEqual({
      ...Object.fromEntries(LIST_COLUMNS.map((column) => [column, 'm'])),
      detail: 'x',
    });

    // Where the server can say where a value lives (PostgreSQL 17+; the embedded one is): a product whose
    // JSON is toasted keeps its title and address in the row.
    const { rows: probe } = await t.deps.database.executeSql(
      `select 1 from pg_proc where proname = 'pg_column_toast_chunk_id'`,
    );
    if (probe.length > 0) {
      const owner = await t.userSession({ name: '캐럴' });
      await t.deps.database.executeSql(
        `insert into products (user_id, site, code, title, source_title, source_url, detail)
         select $1::uuid, 'taobao', '424242', '여성 여름 린넨 셔츠 루즈핏 데일리 오버핏 ' || repeat('가', 20),
                '女士夏季亚麻衬衫宽松百搭', 'https://item.taobao.com/item.htm?id=424242',
                (select jsonb_agg(md5(n::text)) from generate_series(1, 200) n)`,
        [owner.id],
      );
      const { rows: where } = await t.deps.database.executeSql(
        `select pg_column_toast_chunk_id(title) is null as title_in_row,
                pg_column_toast_chunk_id(source_url) is null as url_in_row,
                pg_column_toast_chunk_id(detail) is not null as detail_out_of_line
           from products where user_id = $1`,
        [owner.id],
      );
      expect(where[0]).toEqual({ title_in_row: true, url_in_row: true, detail_out_of_line: true });
    }
  });
});

describe('catalogue list: translation, collected days and orders', () => {
  let carol: Session;
  beforeAll(async () => {
    carol = await t.userSession({ name: '캐롤' });
    await seed(carol.id, 30, 700_000, '바지');
    // 번역 필요 on every 4th; prices on the first ten (n·1000, so 700001 is the cheapest); three
    // products collected on other Korean days (22:00 KST on 10 March, 00:30 KST on 11 March).
    await t.deps.database.executeSql(
      `update products set needs_translation = (code::bigint - 700000) % 4 = 0,
              price_min_krw = case when code::bigint - 700000 <= 10 then (code::bigint - 700000) * 1000 end
        where user_id = $1::uuid`,
      [carol.id],
    );
    await t.deps.database.executeSql(
      `update products set created_at = case code when '700028' then timestamptz '2026-03-10T13:00:00Z'
              when '700029' then timestamptz '2026-03-10T15:30:00Z' else timestamptz '2026-03-10T15:30:00Z' end
        where user_id = $1::uuid and code in ('700028', '700029', '700030')`,
      [carol.id],
    );
  });

  it('filters by translation state and by Korean collected days', async () => {
    const needed = await list(carol.accessToken, { needsTranslation: true, maxRow: 200 });
    expect(needed.total).toBe(7);
    expect((await list(carol.accessToken, { needsTranslation: false })).total).toBe(23);
    const march10 = await list(carol.accessToken, { collectedFrom: '2026-03-10', collectedTo: '2026-03-10' });
    expect(march10.items.map((p) => p.code)).toEqual(['700028']);
    const fromMarch11 = await list(carol.accessToken, { collectedFrom: '2026-03-11' });
    expect(fromMarch11.items.map((p) => p.code).sort()).toEqual(['700029', '700030']);
    expect((await list(carol.accessToken, { collectedTo: '2026-01-01' })).total).toBe(27);
    const backwards = await search(carol.accessToken, {
      collectedFrom: '2026-03-11',
      collectedTo: '2026-03-10',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('수집일 범위');
  });

  it('sorts oldest first, by title and by lowest price (no price last), paging without overlap', async () => {
    const oldest = await list(carol.accessToken, { sort: 'oldest', maxRow: 5 });
    expect(oldest.items[0]!.code).toBe('700027');
    const next = await list(carol.accessToken, { sort: 'oldest', maxRow: 5, cursor: oldest.nextCursor! });
    expect(next.items.map((p) => p.code)).toEqual(['700022', '700021', '700020', '700019', '700018']);

    const cheap = await list(carol.accessToken, { sort: 'price', maxRow: 10 });
    expect(cheap.items.map((p) => p.code)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(700001 + index)),
    );
    expect(cheap.nextCursor).toBeNull();
    const pricedLast = await list(carol.accessToken, { sort: 'price', maxRow: 10, page: 3 });
    expect(pricedLast.items).toHaveLength(10);

    const titles = await list(carol.accessToken, { sort: 'title', maxRow: 200 });
    // '린넨 원피스 …' (every 10th) sorts before '면 바지 …' in any collation (ㄹ before ㅁ).
    expect(titles.items.slice(0, 3).every((p) => p.title.startsWith('린넨 원피스'))).toBe(true);
    expect(titles.items.slice(3).every((p) => p.title.startsWith('면 바지'))).toBe(true);
    const pages = [1, 2, 3].map((page) => list(carol.accessToken, { sort: 'title', maxRow: 10, page }));
    const ids = (await Promise.all(pages)).flatMap((page) => page.items.map((p) => p.id));
    expect(new Set(ids).size).toBe(30);

    const cursorByTitle = await search(carol.accessToken, { sort: 'title', cursor: oldest.nextCursor });
    expect(cursorByTitle.statusCode).toBe(400);
  });
});
