/**
 * Budget (issue 12 §4): a source sync of listed products across SmartStore, Coupang and 11st — the
 * emulators enforcing their documented rate limits (SmartStore 20 calls/s per API, Coupang 10/s per
 * vendor, 11st 5/s) — keeps every market at ≥ 90 % of its limit while its pushes remain, never over it
 * (no 429), and finishes with 0 lost updates (every listing holds its product's new price afterwards,
 * read back from the market).
 *
 * The server runs in its own process (`source-sync-worker.ts`, as the upload bench does), the emulator
 * here: Costco items of the emulator's catalogue are listed one market each (round robin) by real upload
 * works; then every one's source price rises and one push sync re-reads, reprices and pushes them. The
 * calls are sampled every 200 ms to find when each market's pushes began. BENCH_SYNC_PRODUCTS sets how
 * many products (default 1,000); BENCH_SYNC_SERIES=1 also prints, every second, each market's calls per
 * operation and the sync's items per queue and state (to see where a market waited);
 * BENCH_SYNC_PROFILE=<file> writes a CPU profile of the server process during the sync.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_ELEVENST_ACCOUNT,
  DEFAULT_NAVER_APP,
  startEmulator,
} from '@sellerdesk/emulators';
import { generatedItem } from '@sellerdesk/emulators/fixtures';
import {
  createCoupangAdapter,
  createElevenstAdapter,
  createSmartStoreAdapter,
  type MarketAdapter,
} from '@sellerdesk/markets';
import { fetchFetcher } from '@sellerdesk/outbound';
import { MARKETS, type BenchMarket } from './source-sync-fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRODUCTS = Number(process.env.BENCH_SYNC_PRODUCTS ?? 1000);
const THROUGHPUT_SHARE = 0.9;
const EMULATOR_OF = { SmartStore: 'naver', Coupang: 'coupang', Elevenst: 'elevenst' } as const;

type GatewayStats = {
  calls: number;
  rateLimited: number;
  byOperation: Record<string, number>;
  limit: { ratePerSecond: number; burst: number };
  lastCallAt: number | null;
};
type Line = {
  event: string;
  at: number;
  seconds?: number;
  listings?:
    | number
    | { market: BenchMarket; productId: string; channelProductId: string | null; expected: number | null }[];
  indexes?: number[];
  failed?: number;
  pushed?: number;
  /** BENCH_SYNC_SERIES: the sync's items as `queue/state:count`. */
  rows?: string;
};

const emulator = await startEmulator({ markets: { categories: 'builtin' } });
const stats = (market: BenchMarket) =>
  emulator.markets[EMULATOR_OF[market]].stats() as unknown as GatewayStats;
const dataDir = path.join(os.tmpdir(), `sellerdesk-sync-bench-${crypto.randomBytes(4).toString('hex')}`);

let before = {} as Record<BenchMarket, GatewayStats>;
const firstPushAt: Partial<Record<BenchMarket, number>> = {};
let sampler: NodeJS.Timeout | undefined;
/** BENCH_SYNC_SERIES=1: each market's calls per operation in every second of the sync, to see where a gap is. */
const SERIES = process.env.BENCH_SYNC_SERIES === '1';
const series: { second: number; calls: Record<BenchMarket, Record<string, number>> }[] = [];
let done: Line | undefined;

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(here, 'source-sync-worker.ts'),
    dataDir,
    emulator.url,
    emulator.baseUrls.images,
    String(PRODUCTS),
  ],
  { stdio: ['pipe', 'pipe', 'inherit'] },
);
readline.createInterface({ input: child.stdout! }).on('line', (text) => {
  let line: Line;
  try {
    line = JSON.parse(text) as Line;
  } catch {
    return; // Not a progress line (a warning printed by a library).
  }
  if (line.event === 'listed') {
    console.info(
      `source sync bench: ${PRODUCTS} products listed (${String(line.listings)} listings) in ${line.seconds!.toFixed(1)} s`,
    );
    // Every product's price rises at the source.
    for (const index of line.indexes ?? []) {
      const item = generatedItem('costco', index);
      emulator.editSourceItem('costco', item.id, { price: String(Number(item.skus[0]!.price) + 1000) });
    }
    before = Object.fromEntries(MARKETS.map((market) => [market, stats(market)])) as typeof before;
    sampler = setInterval(() => {
      for (const market of MARKETS) {
        if (firstPushAt[market] === undefined && stats(market).calls > before[market].calls) {
          firstPushAt[market] = Date.now() - 200;
        }
      }
      if (SERIES && Date.now() - (series.at(-1)?.second ?? 0) >= 1000) {
        series.push({
          second: Date.now(),
          calls: Object.fromEntries(
            MARKETS.map((market) => [market, { ...stats(market).byOperation }]),
          ) as Record<BenchMarket, Record<string, number>>,
        });
      }
    }, 200);
    child.stdin!.write('go\n');
  }
  if (line.event === 'items' && SERIES) {
    console.info(`  items ${new Date(line.at).toISOString().slice(17, 23)} ${line.rows}`);
  }
  if (line.event === 'done') {
    done = line;
  }
});
const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
clearInterval(sampler);
if (!done) {
  throw new Error(`the bench worker stopped (exit ${exitCode}) before the sync was done`);
}

function throughput(market: BenchMarket) {
  const s = stats(market);
  const b = before[market];
  const busiest = Object.entries(s.byOperation)
    .map(([operation, calls]) => [operation, calls - (b.byOperation[operation] ?? 0)] as const)
    .reduce((a, c) => (c[1] > a[1] ? c : a), ['none', 0] as const);
  // SmartStore limits every API on its own; Coupang and 11st the account as a whole.
  const [operation, calls] = market === 'SmartStore' ? busiest : ['account', s.calls - b.calls];
  const windowMs = Math.max(1, (s.lastCallAt ?? 0) - (firstPushAt[market] ?? s.lastCallAt ?? 0));
  const rate = calls / (windowMs / 1000);
  const share = rate / s.limit.ratePerSecond;
  const rateLimited = s.rateLimited - b.rateLimited;
  console.info(
    `  ${market}: ${operation} ${calls} calls in ${(windowMs / 1000).toFixed(1)} s → ${rate.toFixed(2)}/s of ${s.limit.ratePerSecond}/s (${(share * 100).toFixed(1)} %), 429s ${rateLimited}`,
  );
  return { share, rateLimited };
}

if (SERIES) {
  for (let i = 1; i < series.length; i++) {
    const cells = MARKETS.map((market) => {
      const now = series[i]!.calls[market];
      const then = series[i - 1]!.calls[market];
      const deltas = Object.entries(now)
        .map(([operation, calls]) => [operation, calls - (then[operation] ?? 0)] as const)
        .filter(([, calls]) => calls > 0)
        .map(([operation, calls]) => `${operation.replace(/^[A-Z]+ /, '')}:${calls}`);
      return `${market} ${deltas.join(' ') || '-'}`;
    });
    console.info(`  s${i} ${cells.join(' | ')}`);
  }
}
console.info(`  sync of ${PRODUCTS} products finished in ${done.seconds!.toFixed(1)} s`);
const figures = Object.fromEntries(MARKETS.map((market) => [market, throughput(market)])) as Record<
  BenchMarket,
  { share: number; rateLimited: number }
>;

// Lost updates: every listing must hold its product's new won price, read back from its market.
const context = { fetcher: fetchFetcher() };
const adapters: Record<BenchMarket, MarketAdapter> = {
  SmartStore: createSmartStoreAdapter(
    { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
    { ...context, baseUrl: emulator.baseUrls.naver },
  ),
  Coupang: createCoupangAdapter(
    {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    },
    { ...context, baseUrl: emulator.baseUrls.coupang },
  ),
  Elevenst: createElevenstAdapter(
    { apiKey: DEFAULT_ELEVENST_ACCOUNT.apiKey },
    { ...context, baseUrl: emulator.baseUrls.elevenst },
  ),
};
let lost = 0;
const listed = Array.isArray(done.listings) ? done.listings : [];
for (const listing of listed) {
  const snapshot = await adapters[listing.market].readListing({
    productId: listing.productId,
    channelProductId: listing.channelProductId,
  });
  if (!snapshot || snapshot.salePrice !== listing.expected) {
    lost++;
  }
}
console.info(
  `  pushed ${done.pushed} of ${listed.length} listings, failed items ${done.failed}, lost updates ${lost}`,
);
console.info('  (the machine running this may be shared: figures are wall-clock and include its load)');
await emulator.close();

const failures = [
  ...MARKETS.filter((market) => figures[market].share < THROUGHPUT_SHARE).map(
    (market) => `${market} throughput under 90 %`,
  ),
  MARKETS.some((market) => figures[market].rateLimited > 0) ? 'over a rate limit (429)' : null,
  lost !== 0 ? 'lost updates' : null,
  done.failed !== 0 ? 'failed items' : null,
].filter((failure): failure is string => failure !== null);
console.info(
  failures.length === 0
    ? 'source sync bench: within budget'
    : `source sync bench: OVER BUDGET (${failures.join(', ')})`,
);
process.exit(failures.length === 0 ? 0 : 1);
