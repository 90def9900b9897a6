/**
 * What an idle server costs: one process with the production config on a fresh embedded database and the
 * worker started (every queue of every batch kind, polling for jobs), measured as its CPU time over
 * 30 s once started. Nothing runs, so this is the polling and the timers (heartbeat, sweeps) alone —
 * taken from the requests and jobs that come. Not an issue's budget: it flags 10 % of a core, where
 * polling alone would be a defect (with every queue worker polling every 2 s it was 7.3 %; one poller per
 * queue brought it to 3.9 %).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { closeDeps, createDeps, startWorker } from '../src/bootstrap';
import { loadConfig } from '../src/config';

const WARM_UP_MS = 5_000;
const MEASURE_MS = 30_000;
const FLAG_SHARE = 0.1;

const deps = await createDeps(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(os.tmpdir(), `sellerdesk-idle-bench-${crypto.randomBytes(4).toString('hex')}`),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  }),
);
const stopWorker = await startWorker(deps);
await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));

const before = process.cpuUsage();
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
const used = process.cpuUsage(before);
const share = (used.user + used.system) / 1000 / (performance.now() - started);
await closeDeps(deps, stopWorker);

console.info(
  `idle worker: ${(share * 100).toFixed(1)} % of a core over ${MEASURE_MS / 1000} s (embedded database, no jobs)`,
);
console.info(share < FLAG_SHARE ? 'idle worker: within budget' : 'idle worker: OVER BUDGET (10 % of a core)');
process.exit(share < FLAG_SHARE ? 0 : 1);
