/**
 * Budget (issue 10 §6): the catalogue list at 100,000 products for one seller plus 10,000 for another —
 * first page, a deep page (keyset cursor), a site filter, a sold-out filter, a keyword search and an
 * exact-code search — p95 < 50 ms on the embedded database and < 20 ms on PostgreSQL, measured through
 * the HTTP route (validation, query, serialisation). Also prints throughput at 10 concurrent requests,
 * and, for information, a 2-character keyword (too short for the trigram index) and the deepest numbered
 * page. PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a new database, dropped
 * after). BENCH_PRODUCTS changes the size; BENCH_SAMPLES the samples per case; BENCH_DRIVERS and
 * BENCH_KEEP_DATABASE: see the end.
 */
import { CATALOGUE_COUNT_CAP } from '@sellerdesk/domain';
import type { DatabaseHandle } from '../src/infra/db/client';
import { refreshPlannerStatistics } from '../src/infra/db/statistics';
import { startBenchApp } from './bench-app';
import { bulkLoad, percentile, runOnDatabases, seedProducts, seoulToday } from './list-fixtures';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const OTHER_PRODUCTS = Math.round(PRODUCTS / 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const CONCURRENCY = 10;
const BUDGET_MS = { pglite: 50, postgres: 20 } as const;

type Case = { name: string; body: () => Record<string, unknown>; budgeted: boolean };

async function runOn(label: 'pglite' | 'postgres', database: DatabaseHandle): Promise<boolean> {
  const { seller, other, post, close } = await startBenchApp(database);
  let started = performance.now();
  await bulkLoad(database, async () => {
    await seedProducts(database, seller.id, PRODUCTS, 600_000_000);
    await seedProducts(database, other.id, OTHER_PRODUCTS, 700_000_000);
  });
  const seedMs = performance.now() - started;
  // What the worker's statistics job does after a bulk write.
  started = performance.now();
  // (Rebuilding the indexes already recorded the table's size, so the job's staleness check would pass
  // it over: refresh every table, as the job does for one that grew.)
  const refreshed = await refreshPlannerStatistics(database, { all: true });
  const statisticsMs = performance.now() - started;
  const { rows: sizes } = await database.executeSql(
    `select pg_size_pretty(pg_relation_size('products')) as heap, pg_size_pretty(pg_total_relation_size('products')) as total,
            (select avg(pg_column_size(detail))::int from products) as detail, (select length(detail::text) from products limit 1) as json`,
  );
  const size = sizes[0] as { heap: string; total: string; detail: number; json: number };

  const search = (body: Record<string, unknown>) =>
    post<{ items: { id: string }[]; total: number; nextCursor: string | null }>(
      '/api/Product/SearchCollectProductSummary',
      body,
    );

  // A cursor 90 % down the catalogue: walk there once with big keyset pages.
  let deepCursor: string | null = null;
  for (let seen = 0; seen < PRODUCTS * 0.9; seen += 200) {
    deepCursor = (await search({ maxRow: 200, ...(deepCursor ? { cursor: deepCursor } : {}) })).nextCursor;
  }
  const deepestPage = Math.floor(CATALOGUE_COUNT_CAP / 20);
  const cases: Case[] = [
    { name: 'first page', body: () => ({ page: 1, maxRow: 20 }), budgeted: true },
    { name: 'deep page (cursor at 90 %)', body: () => ({ maxRow: 20, cursor: deepCursor }), budgeted: true },
    { name: 'site filter (1688)', body: () => ({ maxRow: 20, site: '1688' }), budgeted: true },
    { name: 'sold-out filter', body: () => ({ maxRow: 20, soldOut: true }), budgeted: true },
    { name: 'keyword "원피스"', body: () => ({ maxRow: 20, keyword: '원피스' }), budgeted: true },
    { name: '번역 필요 filter', body: () => ({ maxRow: 20, needsTranslation: true }), budgeted: true },
    {
      name: 'collected today (KST)',
      body: () => ({ maxRow: 20, collectedFrom: seoulToday(), collectedTo: seoulToday() }),
      budgeted: true,
    },
    { name: 'oldest first', body: () => ({ maxRow: 20, sort: 'oldest' }), budgeted: true },
    { name: 'by title', body: () => ({ maxRow: 20, sort: 'title' }), budgeted: true },
    { name: 'by lowest price', body: () => ({ maxRow: 20, sort: 'price' }), budgeted: true },
    {
      name: 'exact code',
      body: () => ({ maxRow: 20, keyword: String(600_000_000 + Math.round(PRODUCTS * 0.777)) }),
      budgeted: true,
    },
    {
      name: `numbered page ${deepestPage} (info)`,
      body: () => ({ page: deepestPage, maxRow: 20 }),
      budgeted: false,
    },
    {
      name: 'keyword "가방", 2 chars (info)',
      body: () => ({ maxRow: 20, keyword: '가방' }),
      budgeted: false,
    },
    { name: 'exact total (info)', body: () => ({ maxRow: 20, exactTotal: true }), budgeted: false },
  ];

  const budget = BUDGET_MS[label];
  console.info(
    `catalogue list on ${label === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${PRODUCTS.toLocaleString('en-US')} + ${OTHER_PRODUCTS.toLocaleString('en-US')} products`,
  );
  console.info(
    `  seeded in ${(seedMs / 1000).toFixed(1)} s; statistics refresh ${Math.round(statisticsMs)} ms (${refreshed.length} tables); products heap ${size.heap}, with indexes and TOAST ${size.total}; detail ${size.json} B as JSON, ${size.detail} B stored`,
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
    const ok = !entry.budgeted || p95 < budget;
    pass &&= ok;
    console.info(
      `  ${entry.name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  total ${String(total).padStart(6)}  ${entry.budgeted ? (ok ? `ok (< ${budget} ms)` : `OVER (budget < ${budget} ms)`) : ''}`,
    );
  }

  // Throughput: CONCURRENCY clients each sending the budgeted cases in turn for a few seconds.
  const budgeted = cases.filter((entry) => entry.budgeted);
  let served = 0;
  const until = performance.now() + 3000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let i = client; performance.now() < until; i++) {
        const t0 = performance.now();
        await search(budgeted[i % budgeted.length]!.body());
        latencies.push(performance.now() - t0);
        served++;
      }
    }),
  );
  console.info(
    `  ${CONCURRENCY} concurrent: ${Math.round(served / 3)} lists/s, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
  console.info(`  ${pass ? 'PASS' : 'OVER'}`);
  await close();
  return pass;
}

await runOnDatabases(runOn);
