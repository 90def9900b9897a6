import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DetailLogResponse, WorkListResponse } from '@sellerdesk/domain/api';
import { startEmulator, type Emulator } from '@sellerdesk/emulators';
import { CATALOGUE_RANGES } from '@sellerdesk/emulators/fixtures';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_STALE_MS } from '../../src/infra/jobs/heartbeat';
import {
  collectDetailLog as detailOf,
  processApi as api,
  processLogin,
  startServerProcess,
  type ServerProcess,
} from '../helpers/server-process';
import { createPostgresTestDatabase, testsUsePostgres } from '../helpers/test-database';

// kill -9 in the middle of a collection, then start again on the same data: the items that were running
// resume at once (not after the queue's 10-minute expiry), each product is saved once and none is lost.

const ADMIN = { username: 'admin@recovery.sellerdesk.test', password: 'RecoveryAdmin0' };
/** How long the restarted server may take to finish every item, counted from its first healthy answer. */
const RESUME_BUDGET_MS = 20_000;
const CONCURRENCY = 4;

let emulator: Emulator;
let dataDir: string;
let env: Record<string, string>;
let dropDatabase: () => Promise<void> = async () => undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  emulator = await startEmulator();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sellerdesk-crash-'));
  env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WORKER_MODE: 'inline',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    SOURCE_EMULATOR_URL: emulator.url,
    COLLECT_CONCURRENCY_COSTCO: String(CONCURRENCY),
    SOURCE_FETCH_TIMEOUT_MS: '60000',
  };
  if (testsUsePostgres()) {
    const database = await createPostgresTestDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
});

afterAll(async () => {
  await server?.stop();
  await emulator?.close();
  await dropDatabase();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const login = (base: string) => processLogin(base, ADMIN);

/** Six products of the generated catalogue from `offset` on (avoid index % 97 === 13: a hidden price). */
const codesFrom = (offset: number) =>
  Array.from({ length: 6 }, (_, i) => String(CATALOGUE_RANGES.costco.first + offset + i));

/**
 * Posts a Costco work while every source answer takes a minute, and waits until `running` items hang on
 * a request the emulator has received (a running item may not have sent its request yet).
 */
async function workStuckRunning(base: string, token: string, codes: string[], running: number) {
  emulator.setLatency(60_000);
  const sentBefore = emulator.stats().byService.costco ?? 0;
  const work = await api<WorkListResponse>(base, token, 'POST', '/api/Product/CostcoProductWorkList', {
    links: codes,
  });
  const deadline = Date.now() + 30_000;
  const hanging = async () => {
    const detail = await detailOf(base, token, work.workNumber);
    const sent = (emulator.stats().byService.costco ?? 0) - sentBefore;
    return Math.min(detail.work.running, sent);
  };
  while ((await hanging()) < running && Date.now() < deadline) {
    await sleep(100);
  }
  expect(await hanging()).toBe(running);
  return work.workNumber;
}

/** Polls until the work is done or `budgetMs` passed; answers the detail and the time it took. */
async function waitUntilDone(base: string, token: string, workNumber: number, budgetMs: number) {
  const started = performance.now();
  let detail = await detailOf(base, token, workNumber);
  while (!detail.work.state.startsWith('done') && performance.now() - started < budgetMs) {
    await sleep(100);
    detail = await detailOf(base, token, workNumber);
  }
  return { detail, ms: Math.round(performance.now() - started) };
}

/** Every item collected once: all succeeded, the interrupted ones on their second attempt, one product each. */
async function expectCollectedOnce(base: string, token: string, detail: DetailLogResponse, codes: string[]) {
  expect(detail.items.map((i) => [i.code, i.state])).toEqual(codes.map((code) => [code, 'succeeded']));
  const attempts = detail.items.map((i) => i.attempts).sort();
  expect(attempts).toEqual([...Array(codes.length - CONCURRENCY).fill(1), ...Array(CONCURRENCY).fill(2)]);
  const catalogue = await api<{ items: { code: string }[] }>(
    base,
    token,
    'POST',
    '/api/Product/SearchCollectProductSummary',
    { page: 1, maxRow: 100 },
  );
  const mine = catalogue.items.map((p) => p.code).filter((code) => codes.includes(code));
  expect(mine.sort()).toEqual([...codes].sort());
}

const driver = testsUsePostgres() ? 'postgres' : 'pglite';

it('resumes the items that were running within seconds of a restart after kill -9', async () => {
  server = await startServerProcess(env);
  let token = await login(server.baseUrl);
  const codes = codesFrom(20);
  const workNumber = await workStuckRunning(server.baseUrl, token, codes, CONCURRENCY);

  await server.killHard();
  emulator.setLatency(0);
  server = await startServerProcess(env);
  token = await login(server.baseUrl);
  const { detail, ms } = await waitUntilDone(server.baseUrl, token, workNumber, RESUME_BUDGET_MS);
  const sinceSpawn = Math.round(performance.now() - server.spawnedAt);
  console.info(
    `[crash-recovery:${driver}] restart after kill -9: process start to healthy ${server.startupMs} ms, ` +
      `process start to every item done ${sinceSpawn} ms`,
  );

  expect(ms).toBeLessThan(RESUME_BUDGET_MS);
  await expectCollectedOnce(server.baseUrl, token, detail, codes);
});

it.runIf(testsUsePostgres())(
  'has another worker process take over the items of one killed beside it once its heartbeat stops',
  async () => {
    // The first test's server stops cleanly; then worker A runs the items and B starts beside it.
    await server?.stop();
    const a = await startServerProcess(env);
    const token = await login(a.baseUrl);
    const codes = codesFrom(30);
    const workNumber = await workStuckRunning(a.baseUrl, token, codes, CONCURRENCY);
    emulator.setLatency(0);
    server = await startServerProcess(env);
    const b = server;

    await a.killHard();
    const budget = HEARTBEAT_STALE_MS + 2 * HEARTBEAT_INTERVAL_MS + 5_000;
    const { detail, ms } = await waitUntilDone(b.baseUrl, token, workNumber, budget);
    console.info(`[crash-recovery:${driver}] kill -9 beside a live worker: kill to every item done ${ms} ms`);

    expect(ms).toBeLessThan(budget);
    await expectCollectedOnce(b.baseUrl, token, detail, codes);
  },
  120_000,
);
