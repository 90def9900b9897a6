/**
 * What the list benches share: a realistic product model, seeding many products in one statement, bulk
 * loading with the indexes built after, percentiles, and running a bench on the embedded database and on
 * PostgreSQL.
 */
import crypto from 'node:crypto';
import { ProductDetail } from '@sellerdesk/domain';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/infra/db/client';
import { storedDetail } from '../src/modules/products/index';

/** Words product titles are made of; each noun lands in 1/NOUNS.length of the catalogue. */
export const ADJECTIVES = [
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
export const NOUNS = [
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
export const SOURCE_WORDS = ['女士', '男士', '夏季', '新款', '纯棉', '宽松', '韩版', '百搭', '复古', '加厚'];

/** A realistic stored product model (about 1.5 KB as JSON): two option groups, six combinations. */
export function detailTemplate(): ProductDetail {
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
 * Bulk loading the way a restore would: the table's secondary indexes are dropped, the rows
 * inserted, and the indexes built again (far faster than maintaining GIN and B-tree indexes row by row).
 */
export async function bulkLoad(database: DatabaseHandle, load: () => Promise<void>, table = 'products') {
  const { rows } = await database.executeSql(
    `select indexname, indexdef from pg_indexes where tablename = $1 and indexname <> $2`,
    [table, `${table}_pkey`],
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
export async function seedProducts(
  database: DatabaseHandle,
  userId: string,
  count: number,
  codeBase: number,
) {
  // The stored model: the detail page has its own column (left empty here).
  const detail = JSON.stringify(storedDetail(detailTemplate()).detail);
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
export function seoulToday(): string {
  return new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Runs a list bench on the embedded database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on
 * a new PostgreSQL database (dropped after), then exits 0 only if every run kept its budget.
 * BENCH_DRIVERS=postgres skips the embedded run; BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database (its
 * name is printed) for EXPLAIN ANALYZE by hand.
 */
export async function runOnDatabases(
  runOn: (label: 'pglite' | 'postgres', database: DatabaseHandle) => Promise<boolean>,
): Promise<never> {
  const results: boolean[] = [];
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
      results.push(
        await runOn('postgres', await openDatabase({ driver: 'postgres', url: target.toString() })),
      );
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
}
