/**
 * Budget (issue 4): a work of 1,000 Costco items completes in under 60 s with the emulator answering in
 * 50 ms, with concurrency bounded and no item lost (every item ends succeeded, failed or skipped).
 * Runs the real server pieces (PGlite, pg-boss worker, collector, image store) against the emulator.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { startEmulator } from '@sellerdesk/emulators';
import { CATALOGUE_RANGES } from '@sellerdesk/emulators/fixtures';
import { eq, sql } from 'drizzle-orm';
import { closeDeps, createDeps, startWorker } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { workItems, users } from '../src/infra/db/schema/index';
import { openDatabase } from '../src/infra/db/client';
import { createSearchableWork } from '../src/modules/collect/index';

const ITEMS = 1000;
const BUDGET_MS = 60_000;
const LATENCY_MS = 50;

const emulator = await startEmulator({ latencyMs: LATENCY_MS });
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(os.tmpdir(), `sellerdesk-bench-${crypto.randomBytes(4).toString('hex')}`),
  SOURCE_EMULATOR_URL: emulator.url,
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
});
const database = await openDatabase({ driver: 'pglite' });
const deps = await createDeps(config, { database });
const [user] = await deps.db
  .insert(users)
  .values({ username: 'bench@example.com', passwordHash: 'x', name: '벤치', phone: '', role: 'User' })
  .returning();
const ctx = {
  userId: user!.id,
  username: user!.username,
  role: 'User' as const,
  plan: 'Free' as const,
  ip: '',
  userAgent: '',
};
const codes = Array.from({ length: ITEMS }, (_, i) => String(CATALOGUE_RANGES.costco.first + i));

const started = performance.now();
const work = await createSearchableWork(deps, ctx, 'costco', {
  links: codes,
  count: 40,
  groupName: '',
  memo: '',
  recollect: false,
});
const stopWorker = await startWorker(deps);

let peakRunning = 0;
let counts: Record<string, number>;
for (;;) {
  const rows = await deps.db
    .select({ state: workItems.state, n: sql<number>`count(*)::int` })
    .from(workItems)
    .where(eq(workItems.userId, ctx.userId))
    .groupBy(workItems.state);
  counts = Object.fromEntries(rows.map((r) => [r.state, r.n]));
  peakRunning = Math.max(peakRunning, counts.running ?? 0);
  if ((counts.queued ?? 0) + (counts.running ?? 0) === 0) {
    break;
  }
  if (performance.now() - started > BUDGET_MS * 3) {
    break;
  }
  await new Promise((r) => setTimeout(r, 250));
}
const elapsed = performance.now() - started;
const finished = (counts.succeeded ?? 0) + (counts.failed ?? 0) + (counts.skipped ?? 0);
const lost = ITEMS - finished;
const stats = emulator.stats();
const reasons = await deps.db
  .select({ reason: workItems.reason, n: sql<number>`count(*)::int` })
  .from(workItems)
  .where(eq(workItems.state, 'failed'))
  .groupBy(workItems.reason);

console.info(`collect: ${ITEMS} Costco items (work ${work.workNumber}), emulator latency ${LATENCY_MS} ms`);
console.info(`  elapsed            ${(elapsed / 1000).toFixed(1)} s   (budget < ${BUDGET_MS / 1000} s)`);
console.info(`  throughput         ${(ITEMS / (elapsed / 1000)).toFixed(1)} items/s`);
console.info(`  outcomes           ${JSON.stringify(counts)}`);
console.info(`  lost items         ${lost}`);
for (const { reason, n } of reasons) {
  console.info(`  failed × ${n}        ${reason}`);
}
console.info(`  peak running       ${peakRunning} (concurrency ${config.COLLECT_CONCURRENCY_COSTCO})`);
console.info(`  emulator requests  ${stats.requests} ${JSON.stringify(stats.byService)}`);
const pass = elapsed < BUDGET_MS && lost === 0 && peakRunning <= config.COLLECT_CONCURRENCY_COSTCO;
console.info(`  ${pass ? 'PASS' : 'OVER'}`);

await stopWorker();
await closeDeps(deps);
await emulator.close();
process.exit(pass ? 0 : 1);
