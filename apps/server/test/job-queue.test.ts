import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { DatabaseHandle } from '../src/infra/db/client';
import { JobQueue, type JobDefinition } from '../src/infra/jobs/queue';
import { openTestDatabase } from './helpers/test-database';

// The queue's workers: one per queue polls, the rest are woken. Jobs must still spread over all of a
// queue's workers at once — enqueued here (woken one per job), or found by the poll (enqueued by another
// process: each worker that finds a job wakes one more) — and not wait for the spare workers' long poll.

const CONCURRENCY = 4;

let database: DatabaseHandle;
let queue: JobQueue;
/** Jobs running now, and a gate that holds every job until the test opens it. */
const running = new Set<string>();
let open: () => void = () => undefined;
let gate = Promise.resolve();

function closeGate() {
  gate = new Promise<void>((resolve) => (open = resolve));
}

const blockingJob = (name: string): JobDefinition<{ n: number }, object> => ({
  name,
  payload: z.object({ n: z.number() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  concurrency: CONCURRENCY,
  async handle(_deps, { n }) {
    running.add(`${name}:${n}`);
    await gate;
    running.delete(`${name}:${n}`);
  },
});

const enqueuedHere = blockingJob('queue-test.enqueued-here');
const enqueuedElsewhere = blockingJob('queue-test.enqueued-elsewhere');

/** Whether `condition` holds within `seconds`. */
async function within(seconds: number, condition: () => boolean): Promise<boolean> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > seconds * 1000) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const runningOf = (name: string) => [...running].filter((key) => key.startsWith(`${name}:`)).length;

beforeAll(async () => {
  database = await openTestDatabase();
  queue = new JobQueue(database.executeSql, { onError: () => undefined });
  await queue.start();
  await queue.work([enqueuedHere, enqueuedElsewhere], {}, { workerId: 'queue-test' });
  // Let every worker's first (empty) fetch pass, so the spare workers are in their long poll.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterAll(async () => {
  open();
  await queue?.stop();
  await database?.close();
});

describe('the job queue’s workers', () => {
  it('starts jobs enqueued in this process on as many idle workers at once', async () => {
    closeGate();
    await queue.insertMany(
      enqueuedHere,
      Array.from({ length: CONCURRENCY }, (_, n) => ({ id: crypto.randomUUID(), payload: { n } })),
    );
    expect(await within(5, () => runningOf(enqueuedHere.name) === CONCURRENCY)).toBe(true);
    open();
    expect(await within(5, () => runningOf(enqueuedHere.name) === 0)).toBe(true);
  }, 15_000);

  it('spreads jobs enqueued by another process over the workers from one poll, not the spares’ long poll', async () => {
    closeGate();
    // Inserted behind the queue's back, as another process would: nothing in this process wakes a worker.
    await queue.boss.insert(
      Array.from({ length: CONCURRENCY }, (_, n) => ({
        id: crypto.randomUUID(),
        name: enqueuedElsewhere.name,
        data: { n },
      })),
    );
    // The polling worker finds one within its 2 s; each worker that finds a job wakes the next.
    expect(await within(8, () => runningOf(enqueuedElsewhere.name) === CONCURRENCY)).toBe(true);
    open();
    expect(await within(5, () => runningOf(enqueuedElsewhere.name) === 0)).toBe(true);
  }, 20_000);
});
