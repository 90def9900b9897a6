/**
 * Budget (issue 12 §4): the listings screen (ProductManagement/SearchMarketProductSummary) at 50,000
 * listings for one seller (25,000 products on SmartStore and Coupang, plus 11st for some) and 5,000 for
 * another — first page, a state filter, a market and an account filter, a title keyword, an exact market
 * product number, a numbered page near the end of the window and a deep keyset page — p95 < 50 ms on the
 * embedded database (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), measured
 * through the HTTP route (validation, the page, the counts per state, serialisation). BENCH_LISTINGS
 * changes the size, BENCH_SAMPLES the samples per case.
 */
import type { DatabaseHandle } from '../src/infra/db/client';
import { refreshPlannerStatistics } from '../src/infra/db/statistics';
import { marketAccounts } from '../src/infra/db/schema/index';
import { startBenchApp } from './bench-app';
import { bulkLoad, percentile, runOnDatabases, seedProducts, seoulToday } from './list-fixtures';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const PRODUCTS = Math.round(LISTINGS / 2);
const OTHER_LISTINGS = Math.round(LISTINGS / 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const BUDGET_MS = 50;

/**
 * Two listings per product of the seller (one per account, alternating the third account in), in one
 * INSERT … SELECT: states spread as a shop's would be (most on sale; some sold out, suspended, waiting
 * for Coupang's approval, deleted at the market or failed to upload), newest product first.
 */
async function seedListings(
  database: DatabaseHandle,
  userId: string,
  accounts: { id: string; market: string }[],
) {
  const ids = `array[${accounts.map((a) => `'${a.id}'::uuid`).join(',')}]`;
  const markets = `array[${accounts.map((a) => `'${a.market}'`).join(',')}]`;
  await database.executeSql(
    `insert into listings (user_id, product_id, account_id, market, market_product_id, channel_product_id,
        state, url, title, sale_price, stock, pushed_version, pushed_at, synced_at, last_seen_at, last_error,
        created_at, updated_at)
     select $1::uuid, p.id, a.account_id, a.market,
            case when s.state = 'failed' then null else (9000000000 + p.n * 10 + a.slot)::text end,
            null, s.state,
            case when s.state = 'failed' then null else 'https://smartstore.naver.com/main/products/' || (p.n * 10 + a.slot) end,
            p.title, 20000 + p.n % 5000, 10 + p.n % 90, p.created_at::text, p.created_at,
            case when p.n % 3 = 0 then now() else null end, p.created_at,
            case when s.state = 'failed' then '상품명이 너무 깁니다.' else null end,
            p.created_at, now()
       from (select id, title, created_at, row_number() over (order by created_at desc, id desc) as n
               from products where user_id = $1::uuid) p
       cross join lateral (
         select slot, (${ids})[pick] as account_id, (${markets})[pick] as market
           from generate_series(0, 1) slot,
                lateral (select case when slot = 0 then 1 else 2 + p.n::int % ${accounts.length - 1} end as pick) k) a
       cross join lateral (
         select case
                  when a.market = 'Coupang' and p.n % 20 = 2 then 'pendingApproval'
                  when p.n % 50 = 7 then 'failed'
                  when p.n % 33 = 5 then 'deleted'
                  when p.n % 10 = 3 then 'soldOut'
                  when p.n % 10 = 6 then 'suspended'
                  else 'onSale' end as state) s`,
    [userId],
  );
}

/** BENCH_EXPLAIN=1: the plans of the list's queries, for tuning by hand. */
async function explain(database: DatabaseHandle, userId: string, accountId: string) {
  const queries = [
    `select id from listings where user_id = $1 order by created_at desc, id desc limit 50`,
    `select id from listings where user_id = $1 and state = 'suspended' order by created_at desc, id desc limit 50`,
    `select id from listings where user_id = $1 and (title ilike '%원피스%' or market_product_id = '원피스' or channel_product_id = '원피스') order by created_at desc, id desc limit 50`,
    `select state, count(*) from (select state from listings where user_id = $1 and (title ilike '%원피스%' or market_product_id = '원피스' or channel_product_id = '원피스') limit 10001) m group by state`,
    `select id from listings where user_id = $1 order by created_at desc, id desc limit 50 offset 9900`,
    `select state, sum(count) from listing_counts where user_id = $1 and account_id <> $2 group by state`,
  ];
  for (const query of queries) {
    const { rows } = await database.executeSql(
      `explain analyze ${query}`,
      query.includes('$2') ? [userId, accountId] : [userId],
    );
    console.info(
      `\n${query}\n${(rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n')}`,
    );
  }
}

type Case = { name: string; body: () => Record<string, unknown> };

async function runOn(label: 'pglite' | 'postgres', database: DatabaseHandle): Promise<boolean> {
  const { deps, seller, other, post, close } = await startBenchApp(database);
  const account = (userId: string, market: 'SmartStore' | 'Coupang' | 'Elevenst', label: string) => ({
    userId,
    market,
    label,
    settings: {},
    encryptedSecrets: 'bench: never opened',
  });
  const accounts = await deps.db
    .insert(marketAccounts)
    .values([
      account(seller.id, 'SmartStore', '본점'),
      account(seller.id, 'Coupang', '쿠팡'),
      account(seller.id, 'Elevenst', '11번가'),
      account(other.id, 'SmartStore', '다른 가게'),
      account(other.id, 'Coupang', '다른 쿠팡'),
    ])
    .returning();
  const mine = accounts.filter((a) => a.userId === seller.id);
  const theirs = accounts.filter((a) => a.userId === other.id);
  let started = performance.now();
  await bulkLoad(database, async () => {
    await seedProducts(database, seller.id, PRODUCTS, 600_000_000);
    await seedProducts(database, other.id, OTHER_LISTINGS / 2, 700_000_000);
  });
  await bulkLoad(
    database,
    async () => {
      await seedListings(database, seller.id, mine);
      await seedListings(database, other.id, theirs);
    },
    'listings',
  );
  const seedMs = performance.now() - started;
  started = performance.now();
  await refreshPlannerStatistics(database, { all: true });
  const statisticsMs = performance.now() - started;
  const { rows: counted } = await database.executeSql(
    `select count(*) filter (where user_id = $1)::int as mine, count(*)::int as all from listings`,
    [seller.id],
  );
  const sizes = counted[0] as { mine: number; all: number };

  const search = (body: Record<string, unknown>) =>
    post<{
      items: { id: string; marketProductId: string | null }[];
      total: number;
      nextCursor: string | null;
    }>('/api/ProductManagement/SearchMarketProductSummary', body);

  // A cursor 90 % down the list: walk there once with big keyset pages.
  let deepCursor: string | null = null;
  for (let seen = 0; seen < sizes.mine * 0.9; seen += 200) {
    deepCursor = (await search({ maxRow: 200, ...(deepCursor ? { cursor: deepCursor } : {}) })).nextCursor;
  }
  const somewhere = (await search({ page: 37, maxRow: 50 })).items[17]!.marketProductId!;
  const cases: Case[] = [
    { name: 'first page', body: () => ({ page: 1, maxRow: 50 }) },
    { name: 'state 판매중지', body: () => ({ maxRow: 50, state: 'suspended' }) },
    { name: 'state 승인대기 (Coupang)', body: () => ({ maxRow: 50, state: 'pendingApproval' }) },
    { name: 'market Coupang', body: () => ({ maxRow: 50, market: 'Coupang' }) },
    {
      name: 'account 11번가 + 판매중',
      body: () => ({ maxRow: 50, accountId: mine[2]!.id, state: 'onSale' }),
    },
    { name: 'keyword "원피스"', body: () => ({ maxRow: 50, keyword: '원피스' }) },
    { name: 'market product number', body: () => ({ maxRow: 50, keyword: somewhere }) },
    { name: 'uploaded today (KST)', body: () => ({ maxRow: 50, from: seoulToday(), to: seoulToday() }) },
    { name: 'numbered page 199 (offset 9,900)', body: () => ({ page: 199, maxRow: 50 }) },
    { name: 'deep page (cursor at 90 %)', body: () => ({ maxRow: 50, cursor: deepCursor }) },
  ];

  console.info(
    `listings control on ${label === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${sizes.mine.toLocaleString('en-US')} listings of the seller, ${(sizes.all - sizes.mine).toLocaleString('en-US')} of another`,
  );
  console.info(
    `  seeded in ${(seedMs / 1000).toFixed(1)} s; statistics refresh ${Math.round(statisticsMs)} ms`,
  );
  let pass = true;
  for (const entry of cases) {
    await search(entry.body()); // warm
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const t0 = performance.now();
      total = (await search(entry.body())).total;
      times.push(performance.now() - t0);
    }
    const p95 = percentile(times, 95);
    const ok = p95 < BUDGET_MS;
    pass &&= ok;
    console.info(
      `  ${entry.name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  total ${String(total).padStart(6)}  ${ok ? `ok (< ${BUDGET_MS} ms)` : `OVER (budget < ${BUDGET_MS} ms)`}`,
    );
  }
  if (process.env.BENCH_EXPLAIN === '1') {
    await explain(database, seller.id, mine[1]!.id);
  }
  console.info(`  ${pass ? 'PASS' : 'OVER'}`);
  await close();
  return pass;
}

await runOnDatabases(runOn);
