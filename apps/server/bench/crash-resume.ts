/**
 * kill -9 at random moments of a collect work, ten times, and how long each work takes to finish after
 * the restart: every item must resume within seconds whatever the kill hit (a running item, a job fetched
 * but not yet claimed, a retry waiting). Runs the real server entry point with the emulator behind it;
 * on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, else on the embedded database.
 *   npx tsx apps/server/bench/crash-resume.ts [kills=10]
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WorkListResponse } from '@sellerdesk/domain/api';
import { startEmulator } from '@sellerdesk/emulators';
import { CATALOGUE_RANGES } from '@sellerdesk/emulators/fixtures';
import {
  collectDetailLog as detailOf,
  processApi as api,
  processLogin,
  startServerProcess,
  type ServerProcess,
} from '../test/helpers/server-process';
import { createPostgresTestDatabase } from '../test/helpers/test-database';

const KILLS = Number(process.argv[2] ?? 10);
const ITEMS = 16;
const LATENCY_MS = 300;
/** A work not finished this long after the restart counts as stuck (the bug left one for 12 minutes). */
const GIVE_UP_MS = 120_000;
const ADMIN = { username: 'admin@crash.sellerdesk.test', password: 'CrashBenchAdmin0' };

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const emulator = await startEmulator();
emulator.setLatency(LATENCY_MS);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sellerdesk-crash-bench-'));
const env: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  WORKER_MODE: 'inline',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  SOURCE_EMULATOR_URL: emulator.url,
  COLLECT_CONCURRENCY_COSTCO: '4',
};
let dropDatabase = async () => undefined as void;
if (databaseUrl) {
  const database = await createPostgresTestDatabase(databaseUrl);
  env.DATABASE_URL = database.url;
  dropDatabase = database.drop;
}
const driver = databaseUrl ? 'postgres' : 'pglite';

const login = (base: string) => processLogin(base, ADMIN);

const rounds: {
  killAtMs: number;
  atKill: string;
  startupMs: number;
  resumeMs: number;
  attempts: number[];
}[] = [];
let server: ServerProcess = await startServerProcess(env);
try {
  for (let round = 0; round < KILLS; round++) {
    let token = await login(server.baseUrl);
    // Fresh products each round, without the hidden-price ones (index % 97 === 13).
    const codes = Array.from({ length: ITEMS + 1 }, (_, i) => 200 + round * 20 + i)
      .filter((index) => index % 97 !== 13)
      .slice(0, ITEMS)
      .map((index) => String(CATALOGUE_RANGES.costco.first + index));
    const work = await api<WorkListResponse>(
      server.baseUrl,
      token,
      'POST',
      '/api/Product/CostcoProductWorkList',
      {
        links: codes,
      },
    );
    // The work takes about ITEMS / 4 × latency plus the overhead of each item: kill somewhere in it.
    const killAtMs = Math.round(Math.random() * 2_500);
    await sleep(killAtMs);
    await server.killHard();
    server = await startServerProcess(env);
    const healthyAt = performance.now();
    token = await login(server.baseUrl);
    let detail = await detailOf(server.baseUrl, token, work.workNumber);
    const atKill = `${detail.work.succeeded} done, ${detail.work.running} running, ${detail.work.queued} queued`;
    while (!detail.work.state.startsWith('done') && performance.now() - healthyAt < GIVE_UP_MS) {
      await sleep(100);
      detail = await detailOf(server.baseUrl, token, work.workNumber);
    }
    const resumeMs = Math.round(performance.now() - healthyAt);
    const failed = detail.items.filter((item) => item.state !== 'succeeded');
    if (failed.length > 0) {
      throw new Error(`round ${round}: not every item succeeded: ${JSON.stringify(failed)}`);
    }
    rounds.push({
      killAtMs,
      atKill,
      startupMs: server.startupMs,
      resumeMs,
      attempts: detail.items.map((item) => item.attempts),
    });
    console.info(
      `[crash-resume:${driver}] kill ${round + 1}: ${killAtMs} ms into the work (after restart: ${atKill}); ` +
        `restart to healthy ${server.startupMs} ms, healthy to every item done ${resumeMs} ms` +
        (resumeMs >= GIVE_UP_MS ? ' — STUCK' : ''),
    );
  }
} finally {
  await server.stop();
  await emulator.close();
  await dropDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
}
const longest = Math.max(...rounds.map((r) => r.resumeMs));
const longestStart = Math.max(...rounds.map((r) => r.startupMs));
console.info(
  `[crash-resume:${driver}] ${rounds.length} kills of a ${ITEMS}-item collect work: longest healthy-to-done ${longest} ms ` +
    `(longest restart-to-healthy ${longestStart} ms); items run twice or more: ${rounds.reduce((n, r) => n + r.attempts.filter((a) => a > 1).length, 0)}`,
);
process.exit(longest < GIVE_UP_MS ? 0 : 1);
