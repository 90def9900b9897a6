/**
 * Budgets (issue 11 §5), against the market emulators enforcing their documented rate limits:
 * - 1,000 products uploaded to SmartStore (20 calls/s per API) and Coupang (10 calls/s per vendor):
 *   the busiest API at ≥ 90 % of its limit while the work runs, never over it (no 429 from the emulator's
 *   gateway: a token bucket at the documented rate with the burst the market allows — SmartStore 2× the
 *   rate, Coupang one second's worth), 0 items lost or duplicated (emulator listing counts) — with the
 *   server killed (SIGKILL) mid-work and started again on the same data. The most calls that arrived
 *   within any one second is printed too: with the mean at 95 % of the rate, arrival jitter can put the
 *   rate + 1 into one second, which the gateway's bucket allows.
 * The pre-upload check of 10,000 products (< 2 s) is its own bench, `upload-check.ts`.
 * Set BENCH_UPLOAD_PRODUCTS to run a smaller upload, BENCH_UPLOAD_MARKETS (`SmartStore`, `Coupang` or
 * both, comma separated) to upload to one market only while iterating; the budget is both at 1,000.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startMarketEmulator } from '@sellerdesk/emulators';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRODUCTS = Number(process.env.BENCH_UPLOAD_PRODUCTS ?? 1000);
const MARKETS = (process.env.BENCH_UPLOAD_MARKETS ?? 'SmartStore,Coupang')
  .split(',')
  .filter((market): market is 'SmartStore' | 'Coupang' => market === 'SmartStore' || market === 'Coupang');
const KILL_AT = 0.4;
const THROUGHPUT_SHARE = 0.9;

type GatewayStats = {
  calls: number;
  rateLimited: number;
  byOperation: Record<string, number>;
  peakPerSecond: Record<string, number>;
  limit: { ratePerSecond: number; burst: number };
  firstCallAt: number | null;
  lastCallAt: number | null;
  listings: number;
};

const emulator = await startMarketEmulator({ categories: 'builtin' });
const dataDir = path.join(os.tmpdir(), `sellerdesk-upload-bench-${crypto.randomBytes(4).toString('hex')}`);
const stats = () => ({
  naver: emulator.markets.naver.stats() as unknown as GatewayStats,
  coupang: emulator.markets.coupang.stats() as unknown as GatewayStats,
});

type Line = { event: string; at: number; counts?: Record<string, number> };
function run(
  mode: 'seed' | 'resume',
  onLine: (line: Line, child: ChildProcess) => void,
): Promise<number | null> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'upload-worker.ts'),
      mode,
      dataDir,
      emulator.url,
      emulator.baseUrls.images,
      String(PRODUCTS),
      MARKETS.join(','),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      onLine(JSON.parse(text) as Line, child);
    } catch {
      // Not a progress line (a warning printed by a library).
    }
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

const total = PRODUCTS * MARKETS.length;
const started = performance.now();
let killedAt = 0;
let atKill = stats();
await run('seed', (line, child) => {
  const done = (line.counts?.succeeded ?? 0) + (line.counts?.failed ?? 0);
  if (line.event === 'progress' && done >= total * KILL_AT && !killedAt) {
    killedAt = Date.now();
    atKill = stats();
    child.kill('SIGKILL');
  }
});
let restartedAt = 0;
let final: Record<string, number> = {};
await run('resume', (line) => {
  if (line.event === 'started') {
    restartedAt = line.at;
  }
  if (line.event === 'done') {
    final = line.counts ?? {};
  }
});
const elapsed = (performance.now() - started) / 1000;
const end = stats();

/** Calls per second of the busiest API while the server ran (the kill-to-restart gap left out). */
function throughput(market: 'naver' | 'coupang') {
  const s = end[market];
  const k = atKill[market];
  const busiest = (values: Record<string, number>) => {
    const entries = Object.entries(values);
    return entries.length === 0 ? ['all', 0] : entries.reduce((a, b) => (b[1] > a[1] ? b : a));
  };
  // SmartStore limits every API on its own; Coupang the vendor as a whole.
  const [operation, calls] = market === 'naver' ? busiest(s.byOperation) : ['vendor', s.calls];
  const before = market === 'naver' ? (k.byOperation[operation as string] ?? 0) : k.calls;
  // The market's own busy window (from its first call to its last), without the kill-to-restart gap.
  const first = s.firstCallAt ?? killedAt;
  const last = s.lastCallAt ?? first;
  const runMs =
    Math.max(0, Math.min(last, killedAt) - first) + Math.max(0, last - Math.max(restartedAt, first));
  const rate = (calls as number) / (runMs / 1000);
  const limit = s.limit.ratePerSecond;
  const peak = Math.max(0, ...Object.values(s.peakPerSecond));
  console.info(
    `  ${market}: ${operation} ${calls} calls (${before} before the kill) in ${(runMs / 1000).toFixed(1)} s running → ${rate.toFixed(2)}/s of ${limit}/s (${((rate / limit) * 100).toFixed(1)} %), peak second ${peak}, 429s ${s.rateLimited}, listings ${s.listings}`,
  );
  console.info(`    calls by API: ${JSON.stringify(s.byOperation)}`);
  return { share: rate / limit, over: s.rateLimited > 0, listings: s.listings };
}

console.info(
  `upload bench: ${PRODUCTS} products × ${MARKETS.join(' + ')}, killed at ${KILL_AT * 100} % and restarted`,
);
console.info(
  `  finished in ${elapsed.toFixed(1)} s; items ${JSON.stringify(final)}; restart gap ${((restartedAt - killedAt) / 1000).toFixed(1)} s`,
);
const skipped = { share: 1, over: false, listings: PRODUCTS };
const naver = MARKETS.includes('SmartStore') ? throughput('naver') : skipped;
const coupang = MARKETS.includes('Coupang') ? throughput('coupang') : skipped;
const lost = total - (final.succeeded ?? 0) - (final.failed ?? 0) - (final.skipped ?? 0);
const duplicated = naver.listings - PRODUCTS + (coupang.listings - PRODUCTS);
console.info(`  lost ${lost}, failed ${final.failed ?? 0}, duplicated listings ${duplicated}`);
await emulator.close();

const failures = [
  naver.share < THROUGHPUT_SHARE ? 'SmartStore throughput under 90 %' : null,
  coupang.share < THROUGHPUT_SHARE ? 'Coupang throughput under 90 %' : null,
  naver.over || coupang.over ? 'over a rate limit' : null,
  lost !== 0 || (final.failed ?? 0) !== 0 ? 'items lost or failed' : null,
  duplicated !== 0 ? 'duplicated listings' : null,
].filter((failure): failure is string => failure !== null);
console.info(
  failures.length === 0
    ? 'upload bench: within budget'
    : `upload bench: OVER BUDGET (${failures.join(', ')})`,
);
process.exit(failures.length === 0 ? 0 : 1);
