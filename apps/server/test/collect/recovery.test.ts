import { SCENARIOS } from '@sellerdesk/emulators/fixtures';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectItems, products, workerHeartbeats, workItems } from '../../src/infra/db/schema/index';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_STALE_MS } from '../../src/infra/jobs/heartbeat';
import { collectQueue, processCollectItem } from '../../src/modules/collect/index';
import { itemJobId, startSweeper } from '../../src/pipeline/index';
import {
  createCollectTestApp,
  storeCollectWork,
  waitForWork,
  type Emulator,
  type TestApp,
} from '../helpers/collect';

// Work a dead worker left running is given back within seconds, exactly once; a run that lost its item
// (its worker was taken for dead, or its job was replaced) leaves no trace.

let t: TestApp;
let emulator: Emulator;
let close: () => Promise<unknown>;

beforeAll(async () => {
  ({ t, emulator, close } = await createCollectTestApp());
});
afterAll(async () => close?.());

/** A heartbeat of a worker on another host, last seen `agoMs` ago (by the database's clock). */
async function otherWorker(name: string, agoMs: number) {
  const workerId = `other-host:${name}`;
  await t.deps.db.insert(workerHeartbeats).values({
    workerId,
    hostname: 'other-host',
    pid: 4242,
    startedAt: sql`now() - interval '1 hour'`,
    lastSeenAt: sql`now() - ${agoMs}::int * interval '1 millisecond'`,
  });
  return workerId;
}

/** A Costco work of one item in the given state, written straight to the database (no job is queued). */
async function workWithItem(userId: string, code: string, item: Partial<typeof workItems.$inferInsert> = {}) {
  const { work, items } = await storeCollectWork(t.deps.db, { userId, site: 'costco' }, [
    { input: code, site: 'costco', code, ...item },
  ]);
  return { work, item: items[0]! };
}

/** The item's pipeline row with the product the collect kind recorded for it. */
async function itemRow(id: string) {
  const [row] = await t.deps.db
    .select({ item: workItems, productId: collectItems.productId })
    .from(workItems)
    .innerJoin(collectItems, eq(collectItems.id, workItems.id))
    .where(eq(workItems.id, id));
  return { ...row!.item, productId: row!.productId };
}

describe('a worker whose heartbeat stops', () => {
  it('has its running items put back in line and collected by a live worker within seconds', async () => {
    const seller = await t.userSession();
    const dead = await otherWorker('dead', 60_000);
    const alive = await otherWorker('alive', 0);
    const orphan = await workWithItem(seller.id, SCENARIOS.costcoSimple.id, {
      state: 'running',
      workerId: dead,
      attempts: 1,
      startedAt: new Date(),
    });
    const busy = await workWithItem(seller.id, SCENARIOS.costcoDiscounted.id, {
      state: 'running',
      workerId: alive,
      attempts: 1,
      startedAt: new Date(),
    });
    // The dead worker's job for the item: "active" in the queue until its 10-minute expiry.
    const oldJobId = itemJobId(orphan.item.id, 0);
    await t.deps.queue.boss.insert([
      {
        id: oldJobId,
        name: collectQueue('costco'),
        data: { itemId: orphan.item.id, generation: 0 },
        startAfter: new Date(Date.now() + 3_600_000),
      },
    ]);

    const started = performance.now();
    const log = await waitForWork(t, seller.accessToken, orphan.work.workNumber, 3 * HEARTBEAT_INTERVAL_MS);
    expect(performance.now() - started).toBeLessThan(3 * HEARTBEAT_INTERVAL_MS);
    expect(log.items[0]).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(await itemRow(orphan.item.id)).toMatchObject({
      jobGeneration: 1,
      interruptions: 1,
      workerId: null,
    });
    expect((await t.deps.queue.boss.getJobById(collectQueue('costco'), oldJobId))?.state).toBe('cancelled');

    // A worker that keeps beating keeps its item…
    expect(await itemRow(busy.item.id)).toMatchObject({
      state: 'running',
      workerId: alive,
      jobGeneration: 0,
    });
    // …until its heartbeat stops too.
    await t.deps.db
      .update(workerHeartbeats)
      .set({ lastSeenAt: sql`now() - interval '1 minute'` })
      .where(eq(workerHeartbeats.workerId, alive));
    const busyLog = await waitForWork(t, seller.accessToken, busy.work.workNumber, 3 * HEARTBEAT_INTERVAL_MS);
    expect(busyLog.items[0]).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('fails an item that was cut short three times instead of running it again', async () => {
    const seller = await t.userSession();
    const dead = await otherWorker('dead-again', 60_000);
    const poison = await workWithItem(seller.id, SCENARIOS.costcoVariants.id, {
      state: 'running',
      workerId: dead,
      attempts: 3,
      interruptions: 2,
      startedAt: new Date(),
    });
    const log = await waitForWork(t, seller.accessToken, poison.work.workNumber, 3 * HEARTBEAT_INTERVAL_MS);
    expect(log.items[0]).toMatchObject({
      state: 'failed',
      attempts: 3,
      reason: '처리 중 작업이 여러 번 중단되어 멈췄습니다. 다시 시도해주세요.',
    });
    expect(log.work.finishedAt).not.toBeNull();
    expect(await itemRow(poison.item.id)).toMatchObject({ interruptions: 3, workerId: null });
  });
});

/**
 * The state a worker killed between fetching an item's job and claiming the item leaves: the item still
 * `queued`, its job `active` (until the queue's 10-minute expiry), fetched `fetchedAgo` (SQL interval) ago.
 */
async function fetchedJobOf(item: { id: string }, fetchedAgo: string) {
  const jobId = itemJobId(item.id, 0);
  await t.deps.queue.boss.insert([
    {
      id: jobId,
      name: collectQueue('costco'),
      data: { itemId: item.id, generation: 0 },
      startAfter: new Date(Date.now() + 3_600_000),
    },
  ]);
  await t.deps.database.executeSql(
    `update pgboss.job set state = 'active', started_on = now() - $2::interval where id = $1`,
    [jobId, fetchedAgo],
  );
  return jobId;
}

describe('a job fetched by a worker that died before claiming its item', () => {
  it('is replaced once it is older than a heartbeat can be stale, though other workers live', async () => {
    const seller = await t.userSession();
    await otherWorker('alive-beside', 0);
    const lost = await workWithItem(seller.id, SCENARIOS.costcoSimple.id);
    const oldJobId = await fetchedJobOf(lost.item, `${HEARTBEAT_STALE_MS + 5_000} milliseconds`);

    const started = performance.now();
    const log = await waitForWork(t, seller.accessToken, lost.work.workNumber, 3 * HEARTBEAT_INTERVAL_MS);
    expect(performance.now() - started).toBeLessThan(3 * HEARTBEAT_INTERVAL_MS);
    expect(log.items[0]).toMatchObject({ state: 'succeeded', attempts: 1 });
    // Never started, so not counted as an interruption of the item.
    expect(await itemRow(lost.item.id)).toMatchObject({ jobGeneration: 1, interruptions: 0 });
    expect((await t.deps.queue.boss.getJobById(collectQueue('costco'), oldJobId))?.state).toBe('cancelled');
  });

  it('is replaced at once when every live worker started after the fetch (a restart)', async () => {
    const seller = await t.userSession();
    // As after kill -9 and a restart: the dead worker is forgotten and the live ones started just now.
    await t.deps.db.delete(workerHeartbeats).where(sql`${workerHeartbeats.hostname} = 'other-host'`);
    const lost = await workWithItem(seller.id, SCENARIOS.costcoDiscounted.id);
    await fetchedJobOf(lost.item, '2 seconds');
    await t.deps.db.update(workerHeartbeats).set({ startedAt: sql`now()` });

    const started = performance.now();
    const log = await waitForWork(t, seller.accessToken, lost.work.workNumber, 2 * HEARTBEAT_INTERVAL_MS);
    // Well before the job's age reaches the staleness rule of the test above.
    expect(performance.now() - started).toBeLessThan(2 * HEARTBEAT_INTERVAL_MS);
    expect(log.items[0]).toMatchObject({ state: 'succeeded', attempts: 1 });
    expect(await itemRow(lost.item.id)).toMatchObject({ jobGeneration: 1 });
  });

  it('leaves a job alone that a live worker fetched a moment ago', async () => {
    const seller = await t.userSession();
    const fresh = await workWithItem(seller.id, SCENARIOS.costcoVariants.id);
    const jobId = await fetchedJobOf(fresh.item, '0 seconds');
    // A recovery pass (one every heartbeat interval) goes by.
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_INTERVAL_MS + 1_000));
    expect(await itemRow(fresh.item.id)).toMatchObject({ state: 'queued', jobGeneration: 0 });
    expect((await t.deps.queue.boss.getJobById(collectQueue('costco'), jobId))?.state).toBe('active');
    await t.deps.queue.cancel({ name: collectQueue('costco') }, [jobId]);
  });
});

describe('a queued item whose job was never sent (a crash right after its work was written)', () => {
  it('gets its job when a worker starts, not minutes later', async () => {
    const seller = await t.userSession();
    const { work } = await workWithItem(seller.id, SCENARIOS.costcoSimple.id);
    const stop = await startSweeper(t.deps);
    try {
      const log = await waitForWork(t, seller.accessToken, work.workNumber, 2 * HEARTBEAT_INTERVAL_MS);
      expect(log.items[0]).toMatchObject({ state: 'succeeded', attempts: 1 });
    } finally {
      stop();
    }
  });
});

describe('the last attempt', () => {
  it('fails a transient failure for good without promising another try', async () => {
    const seller = await t.userSession();
    const { work, item } = await workWithItem(seller.id, SCENARIOS.costcoSimple.id, { attempts: 3 });
    emulator.force('costco', 'unavailable', 1);
    await processCollectItem(t.deps, item.id, {
      generation: 0,
      workerId: 'test-worker',
      isLastAttempt: true,
    });
    const row = await itemRow(item.id);
    expect(row).toMatchObject({ state: 'failed', attempts: 4 });
    expect(row.reason).not.toContain('다시 시도합니다');
    expect(row.reason).toContain('코스트코 서버가 일시적으로 응답하지 않습니다.');
    expect(row.reason).toContain('4번 시도했지만 실패했습니다.');
    const log = await waitForWork(t, seller.accessToken, work.workNumber);
    expect(log.work.state).toBe('done_with_errors');
  });
});

describe('a run that no longer holds its item', () => {
  it('does nothing for a job of an older generation', async () => {
    const seller = await t.userSession();
    // A live worker's run: recovery passing meanwhile must not take it for a dead one's.
    const workerId = await otherWorker('direct-runner', 0);
    const { item } = await workWithItem(seller.id, SCENARIOS.costcoSimple.id, { jobGeneration: 1 });
    await processCollectItem(t.deps, item.id, {
      generation: 0,
      workerId,
      isLastAttempt: false,
    });
    expect(await itemRow(item.id)).toMatchObject({ state: 'queued', attempts: 0, workerId: null });

    await processCollectItem(t.deps, item.id, {
      generation: 1,
      workerId,
      isLastAttempt: false,
    });
    expect(await itemRow(item.id)).toMatchObject({ state: 'succeeded', attempts: 1, workerId: null });
  });

  it('drops its results when the item was reclaimed while it ran', async () => {
    const seller = await t.userSession();
    const code = SCENARIOS.costcoDiscounted.id;
    const workerId = await otherWorker('slow-runner', 0);
    const { item } = await workWithItem(seller.id, code);
    emulator.setLatency(400);
    const run = processCollectItem(t.deps, item.id, { generation: 0, workerId, isLastAttempt: false });
    try {
      await expect.poll(async () => (await itemRow(item.id)).state, { interval: 20 }).toBe('running');
      // What reclaiming does when this worker is taken for dead: back in line under a new generation.
      await t.deps.db
        .update(workItems)
        .set({ state: 'queued', workerId: null, jobGeneration: 1 })
        .where(eq(workItems.id, item.id));
    } finally {
      emulator.setLatency(0);
    }
    await run;

    expect(await itemRow(item.id)).toMatchObject({ state: 'queued', jobGeneration: 1, productId: null });
    const saved = await t.deps.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.userId, seller.id), eq(products.code, code)));
    expect(saved).toEqual([]);
  });
});
