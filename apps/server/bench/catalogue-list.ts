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
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE_COUNT_CAP, ProductDetail } from '@sellerdesk/domain';
import pg from 'pg';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/infra/db/client';
import { refreshPlannerStatistics } from '../src/infra/db/statistics';
import { users } from '../src/infra/db/schema/index';
import { hashPassword } from '../src/modules/auth/passwords';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const OTHER_PRODUCTS = Math.round(PRODUCTS / 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const CONCURRENCY = 10;
const BUDGET_MS = { pglite: 50, postgres: 20 } as const;

/** Words product titles are made of; each noun lands in 1/NOUNS.length of the catalogue. */
const ADJECTIVES = [
  '여성',
  '남성',
  '아동',
  '빈티지',
  '캐주얼',
  '오버핏',
  '슬림핏',
  '여름',
  '겨울',
  '데일리',
  '프리미엄',
];
const NOUNS = [
  '린넨 셔츠',
  '원피스',
  '블라우스',
  '티셔츠',
  '청바지',
  '운동화',
  '백팩',
  '크로스백',
  '가디건',
  '후드티',
  '트레이닝복',
  '슬리퍼',
  '선글라스',
  '손목시계',
  '머그컵',
  '텀블러',
  '전기포트',
  '무선청소기',
  '가습기',
  '블루투스 스피커',
  '캠핑의자',
  '요가매트',
  '덤벨세트',
  '자전거 헬멧',
  '강아지 하네스',
  '고양이 스크래쳐',
  '수납박스',
  '빨래건조대',
  '암막커튼',
  '러그',
  '베개',
  '극세사 이불',
  '샤워기 헤드',
  '욕실화',
  '주방칼',
  '프라이팬',
  '에어프라이어',
  '밀폐용기',
  '도시락통',
  '가방',
];
const SOURCE_WORDS = ['女士', '男士', '夏季', '新款', '纯棉', '宽松', '韩版', '百搭', '复古', '加厚'];

/** A realistic stored product model (about 1.5 KB as JSON): two option groups, six combinations. */
function detailTemplate(): ProductDetail {
  const now = new Date().toISOString();
  const colours = ['红色', '黑色'];
  const sizes = ['M', 'L'];
  return ProductDetail.parse({
    site: 'taobao',
    code: '600000000',
    title: [
      { language: 'zh', text: '女士夏季亚麻衬衫宽松百搭' },
      { language: 'ko', text: '여성 여름 린넨 셔츠 루즈핏' },
    ],
    image: ['https://img.alicdn.com/imgextra/i1/2208/O1CN01abc.jpg'],
    option: {
      optionGroups: [
        {
          id: 'g0',
          groupName: [{ language: 'ko', text: '색상' }],
          groups: colours.map((name, c) => ({
            id: `g0v${c}`,
            optionName: [{ language: 'zh', text: name }],
            originalPrice: String(59 + c),
            salePrice: String(59 + c),
            quantity: 100,
          })),
        },
        {
          id: 'g1',
          groupName: [{ language: 'ko', text: '사이즈' }],
          groups: sizes.map((name, s) => ({
            id: `g1v${s}`,
            optionName: [{ language: 'en', text: name }],
            originalPrice: String(59 + s),
            salePrice: String(59 + s),
            quantity: 100,
          })),
        },
      ],
      detailOptions: colours.flatMap((colour, c) =>
        sizes.map((size, s) => ({
          id: `o-${c}-${s}`,
          checked: true,
          groupName: '색상//사이즈',
          optionName: `${colour}//${size}`,
          isSoldOut: false,
          price: [{ currency: 'CNY', originalPrice: String(59 + c + s), salePrice: String(59 + c + s) }],
          quantity: 50,
        })),
      ),
    },
    price: [{ currency: 'CNY', originalPrice: '59', salePrice: '59' }],
    source: {
      site: 'taobao',
      code: '600000000',
      url: 'https://item.taobao.com/item.htm?id=600000000',
      title: '女士夏季亚麻衬衫宽松百搭',
      language: 'zh',
      currency: 'CNY',
      price: '59',
      collectedAt: now,
    },
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Bulk loading the way a restore would: the products table's secondary indexes are dropped, the rows
 * inserted, and the indexes built again (far faster than maintaining GIN and B-tree indexes row by row).
 */
async function bulkLoad(database: DatabaseHandle, load: () => Promise<void>) {
  const { rows } = await database.executeSql(
    `select indexname, indexdef from pg_indexes where tablename = 'products' and indexname <> 'products_pkey'`,
    [],
  );
  const indexes = rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) {
    await database.executeSql(`drop index "${index.indexname}"`);
  }
  await load();
  for (const index of indexes) {
    await database.executeSql(index.indexdef);
  }
}

/** Seeds `count` products for the user in one INSERT … SELECT: one per second back from now. */
async function seed(database: DatabaseHandle, userId: string, count: number, codeBase: number) {
  const detail = JSON.stringify(detailTemplate());
  const array = (words: string[]) => `(array[${words.map((w) => `'${w}'`).join(',')}])`;
  await database.executeSql(
    `insert into products (user_id, site, code, title, source_title, image, source_url, option_count,
        price_min_krw, price_max_krw, group_name, sold_out, needs_translation, work_number, detail, created_at,
        updated_at)
     select $1::uuid,
            (array['taobao','costco','tmall','1688'])[1 + g % 4],
            ($2::bigint + g)::text,
            ${array(ADJECTIVES)}[1 + g % ${ADJECTIVES.length}] || ' ' || ${array(NOUNS)}[1 + (g * 7) % ${NOUNS.length}] || ' ' || g,
            ${array(SOURCE_WORDS)}[1 + g % ${SOURCE_WORDS.length}] || '亚麻衬衫' || g,
            'https://img.alicdn.com/imgextra/i1/2208/O1CN01abc.jpg',
            'https://item.taobao.com/item.htm?id=' || ($2::bigint + g),
            6, 21500 + g % 500, 22100 + g % 500,
            case when g % 20 = 0 then '여름 특가' else '' end,
            g % 9 = 0,
            g % 7 = 0,
            1 + g / 500,
            jsonb_set(jsonb_set($3::jsonb, '{code}', to_jsonb(($2::bigint + g)::text)),
                      '{source,code}', to_jsonb(($2::bigint + g)::text)),
            now() - make_interval(secs => g), now()
       from generate_series(1, $4::int) g`,
    [userId, codeBase, detail, count],
  );
}

/** Today in Korea, YYYY-MM-DD. */
function seoulToday(): string {
  return new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Case = { name: string; body: () => Record<string, unknown>; budgeted: boolean };

async function runOn(label: 'pglite' | 'postgres', database: DatabaseHandle): Promise<boolean> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(os.tmpdir(), `sellerdesk-bench-${crypto.randomBytes(4).toString('hex')}`),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const deps = await createDeps(config, { database });
  const app = await buildApp(deps);
  const [seller, other] = await deps.db
    .insert(users)
    .values([
      {
        username: 'bench-seller@example.com',
        passwordHash: await hashPassword('benchPass123'),
        name: '벤치',
        phone: '',
        role: 'User',
      },
      { username: 'bench-other@example.com', passwordHash: 'x', name: '다른', phone: '', role: 'User' },
    ])
    .returning();
  let started = performance.now();
  await bulkLoad(database, async () => {
    await seed(database, seller!.id, PRODUCTS, 600_000_000);
    await seed(database, other!.id, OTHER_PRODUCTS, 700_000_000);
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

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'bench-seller@example.com', password: 'benchPass123' },
  });
  const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
  const search = async (body: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Product/SearchCollectProductSummary',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    if (response.statusCode !== 200) {
      throw new Error(`search ${JSON.stringify(body)} answered ${response.statusCode}: ${response.body}`);
    }
    return (
      response.json() as { data: { items: { id: string }[]; total: number; nextCursor: string | null } }
    ).data;
  };

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
  await app.close();
  await closeDeps(deps);
  return pass;
}

const results: boolean[] = [];
// BENCH_DRIVERS=postgres skips the embedded run; BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database
// (its name is printed) for EXPLAIN ANALYZE by hand.
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
if (drivers.includes('pglite')) {
  results.push(await runOn('pglite', await openDatabase({ driver: 'pglite' })));
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl && drivers.includes('postgres')) {
  const name = `sellerdesk_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    console.info('');
    results.push(await runOn('postgres', await openDatabase({ driver: 'postgres', url: target.toString() })));
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') {
      console.info(`  kept database ${name}`);
    } else {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.end();
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
