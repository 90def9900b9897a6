/**
 * Under load (issue 8 §6): 200 requests/s for BENCH_SECONDS (default 20) against the real server on the
 * embedded database (or on PostgreSQL with DATABASE_URL) — half `GET /api/auth/user` (token check + user), half a catalogue search — sent
 * open-loop from a worker thread, as a crowd of browsers would. Once with the default bounds in front
 * of the database and, for comparison, once unbounded. Prints p50/p95/p99 of the answers served, how
 * many were shed (503) and how fast, timeouts, and how soon the server answers normally afterwards.
 * BENCH_BURN_CPU=1 keeps another thread busy on one core meanwhile (the probe had another process do so).
 * BENCH_RATE and BENCH_SECONDS change the load; MAX_CONCURRENT_REQUESTS,
 * QUEUE_TIMEOUT_MS and MAX_EVENT_LOOP_DELAY_MS from the environment replace the defaults under test.
 *
 * Budget: with the bounds, no client timeouts or errors, the answers served in < 2 s (p95), and normal
 * service within 2 s after the flood. How fast the 503s go out is printed; on a machine whose cores are
 * busy elsewhere it includes the time requests wait for the process to be scheduled at all.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/infra/db/client';
import { users } from '../src/infra/db/schema/index';
import { hashPassword } from '../src/modules/auth/passwords';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENT_TIMEOUT_MS = 10_000;

type PhaseResult = {
  sent: number;
  served: number;
  shed: number;
  timeouts: number;
  errors: number;
  errorKinds: Record<string, number>;
  other: number;
  servedMs: number[];
  shedMs: number[];
  maxInFlight: number;
  drainedAfterMs: number;
};

// Plain JavaScript for the worker thread: fires requests on a fixed schedule whatever the answers do.
const LOAD_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, token, rate, seconds, timeoutMs } = workerData;
const result = { sent: 0, served: 0, shed: 0, timeouts: 0, errors: 0, errorKinds: {}, other: 0, servedMs: [], shedMs: [], maxInFlight: 0 };
let inFlight = 0;
const pending = [];
const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
function fire(i) {
  const started = performance.now();
  inFlight++;
  result.maxInFlight = Math.max(result.maxInFlight, inFlight);
  const search = i % 2 === 0;
  const request = fetch(base + (search ? '/api/Product/SearchCollectProductSummary' : '/api/auth/user'), {
    method: search ? 'POST' : 'GET',
    headers: search ? headers : { authorization: headers.authorization },
    body: search ? JSON.stringify({ page: 1, maxRow: 20, keyword: 'bench' }) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  })
    .then(async (response) => {
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (response.status === 200) { result.served++; result.servedMs.push(ms); }
      else if (response.status === 503) { result.shed++; result.shedMs.push(ms); }
      else { result.other++; }
    })
    .catch((error) => {
      if (error.name === 'TimeoutError') { result.timeouts++; return; }
      result.errors++;
      const kind = (error.cause && (error.cause.code || error.cause.name)) || error.name;
      result.errorKinds[kind] = (result.errorKinds[kind] || 0) + 1;
    })
    .finally(() => { inFlight--; });
  pending.push(request);
}
(async () => {
  const total = rate * seconds;
  const start = performance.now();
  while (result.sent < total) {
    const due = start + (result.sent * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    fire(result.sent++);
  }
  const sentAt = performance.now();
  await Promise.all(pending);
  result.drainedAfterMs = performance.now() - sentAt;
  parentPort.postMessage(result);
})();
`;

function runLoad(base: string, token: string, rate = RATE, seconds = SECONDS): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_CLIENT, {
      eval: true,
      workerData: { base, token, rate, seconds, timeoutMs: CLIENT_TIMEOUT_MS },
    });
    worker.once('message', (result: PhaseResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Time until five requests in a row answer 200 within 500 ms each. */
async function recoveryMs(base: string, token: string): Promise<number> {
  const started = performance.now();
  let inARow = 0;
  while (inARow < 5 && performance.now() - started < 60_000) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    inARow = response.status === 200 && performance.now() - t0 < 500 ? inARow + 1 : 0;
  }
  return performance.now() - started;
}

/** Logs the bench user in, retrying while a busy machine answers 503. */
async function loginForBench(base: string): Promise<{ accessToken: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-load@example.com', password: 'benchPass123' }),
    });
    if (response.ok) {
      return ((await response.json()) as { data: { accessToken: string } }).data;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the bench user could not log in');
}

async function phase(label: string, config: Config, deps: Awaited<ReturnType<typeof createDeps>>) {
  const app: FastifyInstance = await buildApp({ ...deps, config });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const data = await loginForBench(base);
  // Warm up (JIT, database caches) at a rate the server keeps up with; not measured.
  await runLoad(base, data.accessToken, 50, 4);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await runLoad(base, data.accessToken);
  const recovered = await recoveryMs(base, data.accessToken);
  await app.close();

  const fmt = (ms: number) => (Number.isNaN(ms) ? '—' : `${Math.round(ms)} ms`);
  console.info(`  ${label}`);
  console.info(
    `    sent ${result.sent}  served ${result.served}  shed (503) ${result.shed}  timeouts ${result.timeouts}  errors ${result.errors + result.other}${result.errors ? ` ${JSON.stringify(result.errorKinds)}` : ''}`,
  );
  console.info(
    `    served  p50 ${fmt(percentile(result.servedMs, 50))}  p95 ${fmt(percentile(result.servedMs, 95))}  p99 ${fmt(percentile(result.servedMs, 99))}`,
  );
  console.info(
    `    shed    p50 ${fmt(percentile(result.shedMs, 50))}  p95 ${fmt(percentile(result.shedMs, 95))}   max in flight ${result.maxInFlight}   drained ${fmt(result.drainedAfterMs)} after the last send`,
  );
  console.info(`    normal answers again ${fmt(recovered)} after the flood`);
  return { result, recovered };
}

// DATABASE_URL (a database of its own, migrated here) runs the same load on PostgreSQL.
const DATABASE_URL = process.env.DATABASE_URL;
const baseEnv = {
  ...(DATABASE_URL ? { DATABASE_URL } : {}),
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  DATA_DIR: path.join(os.tmpdir(), `sellerdesk-bench-${crypto.randomBytes(4).toString('hex')}`),
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
};
// The bounds under test: the server's defaults, or what the environment sets (to try other values).
const bounded = loadConfig({
  ...baseEnv,
  ...Object.fromEntries(
    ['MAX_CONCURRENT_REQUESTS', 'QUEUE_TIMEOUT_MS', 'MAX_EVENT_LOOP_DELAY_MS']
      .filter((name) => process.env[name])
      .map((name) => [name, process.env[name] as string]),
  ),
});
const unbounded = loadConfig({
  ...baseEnv,
  MAX_CONCURRENT_REQUESTS: '1000000',
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
const deps = await createDeps(
  bounded,
  DATABASE_URL ? {} : { database: await openDatabase({ driver: 'pglite' }) },
);
await deps.db.insert(users).values({
  username: 'bench-load@example.com',
  passwordHash: await hashPassword('benchPass123'),
  name: '벤치',
  phone: '',
  role: 'User',
});

// A busy thread on another core (it ends with this process, whatever happens).
const burner = process.env.BENCH_BURN_CPU === '1' ? new Worker('for (;;) {}', { eval: true }) : undefined;

console.info(
  `load: ${RATE} req/s for ${SECONDS} s on ${DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}${burner ? ', another thread busy on one core' : ''}`,
);
const withBounds = await phase(
  `bounded (MAX_CONCURRENT_REQUESTS ${bounded.MAX_CONCURRENT_REQUESTS}, QUEUE_TIMEOUT_MS ${bounded.QUEUE_TIMEOUT_MS}, MAX_EVENT_LOOP_DELAY_MS ${bounded.MAX_EVENT_LOOP_DELAY_MS})`,
  bounded,
  deps,
);
if (process.env.BENCH_COMPARE !== '0') {
  await phase('unbounded (for comparison)', unbounded, deps);
}
await burner?.terminate();

const { result, recovered } = withBounds;
const pass =
  result.timeouts === 0 && result.errors === 0 && percentile(result.servedMs, 95) < 2000 && recovered < 2000;
console.info(
  `  ${pass ? 'PASS' : 'OVER'} (bounded: no timeouts or errors, served p95 < 2 s, recovery < 2 s)`,
);
await closeDeps(deps);
process.exit(pass ? 0 : 1);
