/**
 * The server side of the source sync bench, in its own process (as the upload bench's worker): the real
 * deps (PGlite on disk, the pg-boss worker) apart from the emulator's event loop. Seeds the seller, three
 * accounts and the listed products (a real upload work per market), prints `listed`, waits for `go` on
 * stdin (the bench raises the source prices meanwhile), runs one push sync and prints `done` with the
 * listings and the won price each must hold.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import readline from 'node:readline';
import { DEFAULT_COUPANG_VENDOR, DEFAULT_ELEVENST_ACCOUNT, DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import { generatedItem } from '@sellerdesk/emulators/fixtures';
import { DEFAULT_PRICE_RANGE_MODEL, applyPriceModel, krwPriceOf, ProductDetail } from '@sellerdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { closeDeps, createDeps, startWorker } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { listings, products, sourceSyncItems, users, workItems, works } from '../src/infra/db/schema/index';
import { storedDetail } from '../src/modules/products/index';
import { setMarketAccount } from '../src/modules/market-accounts/market-accounts.service';
import { startSync } from '../src/modules/source-sync/source-sync.service';
import { createUploadWork } from '../src/modules/upload/upload.service';
import { INLINE_TEMPLATE } from '../test/helpers/upload';
import { CATEGORY_OF, MARKETS, costcoIndexes, type BenchMarket } from './source-sync-fixtures';

const [dataDir, emulatorUrl, imageBase, countText] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
];
const PRODUCTS = Number(countText);
const emulator = { baseUrls: { images: imageBase } };
const deps = await createDeps(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SOURCE_EMULATOR_URL: emulatorUrl,
    MARKET_EMULATOR_URL: emulatorUrl,
    PUBLIC_URL: 'http://sellerdesk.bench',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // To compare settings: the bench passes the operator's setting through when it is set.
    ...(process.env.SOURCE_SYNC_READ_CONCURRENCY
      ? { SOURCE_SYNC_READ_CONCURRENCY: process.env.SOURCE_SYNC_READ_CONCURRENCY }
      : {}),
  }),
);
const stopWorker = await startWorker(deps);
const say = (event: object) => console.log(JSON.stringify({ ...event, at: Date.now() }));

const [user] = await deps.db
  .insert(users)
  .values({ username: 'sync-bench@example.com', passwordHash: 'x', name: '벤치', phone: '', role: 'User' })
  .returning();
const userId = user!.id;
const ctx = {
  userId,
  username: user!.username,
  role: 'User' as const,
  plan: 'Free' as const,
  ip: '',
  userAgent: '',
};
const accounts: Record<BenchMarket, string> = {
  SmartStore: (
    await setMarketAccount(deps, ctx, 'SmartStore', {
      label: '본점',
      settings: { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
    })
  ).id,
  Coupang: (
    await setMarketAccount(deps, ctx, 'Coupang', {
      label: '쿠팡',
      settings: {
        vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
        accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
        secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
        wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
      },
    })
  ).id,
  Elevenst: (
    await setMarketAccount(deps, ctx, 'Elevenst', {
      label: '11번가',
      settings: { apiKey: DEFAULT_ELEVENST_ACCOUNT.apiKey },
    })
  ).id,
};

/** The product as collection makes it (won price from the default settings, the source's stock). */
function costcoProduct(index: number): ProductDetail {
  const item = generatedItem('costco', index);
  const sku = item.skus[0]!;
  const now = new Date().toISOString();
  return applyPriceModel(
    ProductDetail.parse({
      site: 'costco',
      code: item.id,
      title: [{ language: 'ko', text: `${item.title} ${index}` }],
      detailPageHtml: `<p>${item.title}</p>`,
      image: [`${emulator.baseUrls.images}/bench/${item.id}.jpg`],
      price: [],
      quantity: Math.min(sku.stock ?? 100, 99_999),
      source: {
        site: 'costco',
        code: item.id,
        url: `https://www.costco.co.kr/p/${item.id}`,
        title: item.title,
        language: 'ko',
        currency: 'KRW',
        price: sku.price,
        collectedAt: now,
      },
      category: { largeName: '', middleName: '', smallName: '', detailName: '', id: CATEGORY_OF.SmartStore },
      origin: '미국',
      createdAt: now,
      updatedAt: now,
    }),
    DEFAULT_PRICE_RANGE_MODEL,
  );
}

const indexes = costcoIndexes(PRODUCTS);
if (indexes.length < PRODUCTS) {
  throw new Error(`the emulator's catalogue has only ${indexes.length} suitable Costco items`);
}
const byMarket: Record<BenchMarket, string[]> = { SmartStore: [], Coupang: [], Elevenst: [] };
for (const [position, index] of indexes.entries()) {
  const detail = costcoProduct(index);
  const [row] = await deps.db
    .insert(products)
    .values({
      userId,
      site: 'costco',
      code: detail.code,
      title: detail.title[0]!.text,
      sourceTitle: detail.source.title,
      sourceUrl: detail.source.url,
      image: detail.image[0] ?? null,
      ...storedDetail(detail),
    })
    .returning({ id: products.id });
  byMarket[MARKETS[position % MARKETS.length]!].push(row!.id);
}

async function waitForWork(workNumber: number, what: string) {
  for (;;) {
    const [row] = await deps.db
      .select({ finishedAt: works.finishedAt })
      .from(works)
      .where(eq(works.workNumber, workNumber));
    if (row?.finishedAt) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    void what;
  }
}

const seedStarted = performance.now();
for (const market of MARKETS) {
  const work = await createUploadWork(deps, userId, {
    productIds: byMarket[market],
    all: false,
    markets: [
      {
        market,
        accountId: accounts[market],
        templateName: '기본',
        categoryId: CATEGORY_OF[market],
        // 11st has its own courier codes: the account's first courier is taken when blank.
        template: market === 'Elevenst' ? { ...INLINE_TEMPLATE, courierId: '' } : INLINE_TEMPLATE,
      },
    ],
  });
  await waitForWork(work.workNumber, `upload to ${market}`);
  const failed = await deps.db
    .select({ reason: workItems.reason })
    .from(workItems)
    .innerJoin(works, eq(works.id, workItems.workId))
    .where(and(eq(works.workNumber, work.workNumber), eq(workItems.state, 'failed')));
  if (failed.length > 0) {
    throw new Error(`${failed.length} uploads to ${market} failed: ${failed[0]!.reason}`);
  }
}
const listed = await deps.db
  .select({ n: sql<number>`count(*)::int` })
  .from(listings)
  .where(and(eq(listings.userId, userId), sql`${listings.marketProductId} is not null`));
say({ event: 'listed', listings: listed[0]!.n, seconds: (performance.now() - seedStarted) / 1000, indexes });

await new Promise<void>((resolve) =>
  readline.createInterface({ input: process.stdin }).once('line', () => resolve()),
);
// BENCH_SYNC_PROFILE=<file>: a CPU profile of this process during the sync (where its event loop goes).
const profileFile = process.env.BENCH_SYNC_PROFILE;
const profiler = profileFile ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const started = performance.now();
const sync = await startSync(deps, userId, { mode: 'push' });
say({ event: 'started', workNumber: sync.workNumber });
const SERIES = process.env.BENCH_SYNC_SERIES === '1';
const progress = SERIES
  ? setInterval(() => {
      void deps.db
        .select({ queue: workItems.queue, state: workItems.state, n: sql<number>`count(*)::int` })
        .from(workItems)
        .innerJoin(works, eq(works.id, workItems.workId))
        .where(eq(works.workNumber, sync.workNumber))
        .groupBy(workItems.queue, workItems.state)
        .then((rows) =>
          say({
            event: 'items',
            rows: rows.map((r) => `${r.queue.replace('source-sync.', '')}/${r.state}:${r.n}`).join(' '),
          }),
        );
    }, 1000)
  : undefined;
await waitForWork(sync.workNumber, 'sync');
clearInterval(progress);
if (profiler && profileFile) {
  const { profile } = await profiler.post('Profiler.stop');
  await writeFile(profileFile, JSON.stringify(profile));
  profiler.disconnect();
}
const [outcomes] = await deps.db
  .select({
    failed: sql<number>`count(*) filter (where ${workItems.state} = 'failed')::int`,
    pushed: sql<number>`count(*) filter (where ${sourceSyncItems.listingId} is not null and ${workItems.state} = 'succeeded')::int`,
  })
  .from(sourceSyncItems)
  .innerJoin(workItems, eq(workItems.id, sourceSyncItems.id))
  .innerJoin(works, eq(works.id, sourceSyncItems.workId))
  .where(eq(works.workNumber, sync.workNumber));
const rows = await deps.db
  .select({
    market: listings.market,
    marketProductId: listings.marketProductId,
    channelProductId: listings.channelProductId,
    detail: products.detail,
  })
  .from(listings)
  .innerJoin(products, eq(products.id, listings.productId))
  .where(and(eq(listings.userId, userId), sql`${listings.marketProductId} is not null`));
say({
  event: 'done',
  seconds: (performance.now() - started) / 1000,
  failed: outcomes?.failed ?? 0,
  pushed: outcomes?.pushed ?? 0,
  listings: rows.map((row) => ({
    market: row.market,
    productId: row.marketProductId,
    channelProductId: row.channelProductId,
    expected: krwPriceOf(row.detail.price)?.salePrice ?? null,
  })),
});
await closeDeps(deps, stopWorker);
process.exit(0);
