import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workItems, works } from '../src/infra/db/schema/index';
import {
  enqueueItems,
  insertItems,
  insertWork,
  itemJobId,
  retryFailedItems,
  runItem,
  settle,
  workDetailLog,
  type BatchKind,
} from '../src/pipeline/index';
import { createTestApp, type TestApp } from './helpers/test-app';

// The works pipeline with a kind of its own (not collection): whatever a kind's handler does, the
// pipeline claims, retries, fails and logs its items the same way, and only for their owner.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

class Flaky extends Error {}
class Refused extends Error {}

/** What the test kind's handler does with an item, by its position. */
const behaviour: Record<number, 'succeed' | 'flaky' | 'refused'> = {};

const QUEUE = 'pipeline-test.items';
const testKind: BatchKind<{ note: string }, { label: string }> = {
  kind: 'upload',
  queues: () => [{ name: QUEUE, concurrency: 1 }],
  async handle(deps, claim) {
    const [item] = await deps.db.select().from(workItems).where(eq(workItems.id, claim.itemId));
    const what = behaviour[item!.position];
    if (what === 'flaky') {
      throw new Flaky('마켓 응답이 늦습니다.');
    }
    if (what === 'refused') {
      throw new Refused('카테고리가 올바르지 않습니다.');
    }
    await settle(deps, claim, { state: 'succeeded', reason: null });
  },
  failure: (error) => ({
    message: error instanceof Error ? error.message : '알 수 없는 오류',
    transient: error instanceof Flaky,
    expected: error instanceof Flaky || error instanceof Refused,
  }),
  workLogs: async (_db, ids) => new Map(ids.map((id) => [id, { note: '테스트 작업' }])),
  itemLogs: async (_db, _userId, ids) => new Map(ids.map((id) => [id, { label: `항목 ${id.slice(0, 4)}` }])),
};

async function workOf(userId: string, kinds: ('succeed' | 'flaky' | 'refused')[]) {
  const { work, queued } = await t.deps.db.transaction(async (tx) => {
    const work = await insertWork(tx, { userId, kind: 'upload', total: kinds.length, finished: false });
    const queued = await insertItems(
      tx,
      { id: work.id, userId, kind: 'upload' },
      kinds.map((_, position) => ({ id: crypto.randomUUID(), queue: QUEUE, position, skipReason: null })),
    );
    return { work, queued };
  });
  kinds.forEach((what, position) => (behaviour[position] = what));
  return { work, items: queued };
}

async function itemRow(id: string) {
  const [row] = await t.deps.db.select().from(workItems).where(eq(workItems.id, id));
  return row!;
}

const run = (itemId: string, isLastAttempt = false, generation = 0) =>
  runItem(t.deps, testKind, itemId, { generation, workerId: 'pipeline-test', isLastAttempt });

describe('running the items of a kind', () => {
  it('settles successes, retries transient failures until the last attempt and fails permanent ones at once', async () => {
    const seller = await t.userSession();
    const { work, items } = await workOf(seller.id, ['succeed', 'flaky', 'refused']);
    const [ok, flaky, refused] = items.map((i) => i.id) as [string, string, string];

    await run(ok);
    expect(await itemRow(ok)).toMatchObject({ state: 'succeeded', attempts: 1, workerId: null });

    // Thrown so the queue retries it with backoff; meanwhile the item waits in line with the reason.
    await expect(run(flaky)).rejects.toThrow('마켓 응답이 늦습니다.');
    expect(await itemRow(flaky)).toMatchObject({
      state: 'queued',
      attempts: 1,
      reason: '다시 시도합니다: 마켓 응답이 늦습니다.',
    });
    // After the last attempt the reason says it failed for good, not that it will be tried again.
    await run(flaky, true);
    expect(await itemRow(flaky)).toMatchObject({
      state: 'failed',
      attempts: 2,
      reason:
        '마켓 응답이 늦습니다. 2번 시도했지만 실패했습니다. 잠시 뒤 작업 결과에서 "실패 항목 다시 시도"를 눌러주세요.',
    });

    await run(refused);
    expect(await itemRow(refused)).toMatchObject({
      state: 'failed',
      attempts: 1,
      reason: '카테고리가 올바르지 않습니다.',
    });

    const [finished] = await t.deps.db.select().from(works).where(eq(works.id, work.id));
    expect(finished?.finishedAt).not.toBeNull();
    const log = await workDetailLog(t.deps.db, testKind, seller.id, work.workNumber);
    expect(log?.work).toMatchObject({
      note: '테스트 작업',
      state: 'done_with_errors',
      total: 3,
      succeeded: 1,
      failed: 2,
    });
    expect(log?.items.map((i) => [i.state, i.label.startsWith('항목 ')])).toEqual([
      ['succeeded', true],
      ['failed', true],
      ['failed', true],
    ]);
  });

  it('leaves an item alone for a job of an older generation or once finished', async () => {
    const seller = await t.userSession();
    const { items } = await workOf(seller.id, ['succeed']);
    const id = items[0]!.id;
    await t.deps.db.update(workItems).set({ jobGeneration: 2 }).where(eq(workItems.id, id));
    await run(id, false, 1);
    expect(await itemRow(id)).toMatchObject({ state: 'queued', attempts: 0 });
    await run(id, false, 2);
    await run(id, false, 2);
    expect(await itemRow(id)).toMatchObject({ state: 'succeeded', attempts: 1 });
  });
});

describe('retrying and reading works', () => {
  it('retries only the owner’s failed items, each under a new generation and job, and hides the work from others', async () => {
    const owner = await t.userSession();
    const other = await t.userSession();
    const { work, items } = await workOf(owner.id, ['refused', 'succeed']);
    await enqueueItems(t.deps, items);
    for (const item of items) {
      await run(item.id);
    }

    await expect(
      retryFailedItems(t.deps, other.id, 'upload', { workNumber: work.workNumber }),
    ).rejects.toMatchObject({ reason: 'WORK_NOT_FOUND' });
    expect(await workDetailLog(t.deps.db, testKind, other.id, work.workNumber)).toBeUndefined();
    // A work of another kind is not found under this number either.
    await expect(
      retryFailedItems(t.deps, owner.id, 'collect', { workNumber: work.workNumber }),
    ).rejects.toMatchObject({ reason: 'WORK_NOT_FOUND' });

    expect(await retryFailedItems(t.deps, owner.id, 'upload', { workNumber: work.workNumber })).toEqual({
      retried: 1,
    });
    const failed = items[0]!.id;
    expect(await itemRow(failed)).toMatchObject({ state: 'queued', jobGeneration: 1, reason: null });
    const job = await t.deps.queue.boss.getJobById(QUEUE, itemJobId(failed, 1));
    expect(job?.data).toEqual({ itemId: failed, generation: 1 });
    const [reopened] = await t.deps.db.select().from(works).where(eq(works.id, work.id));
    expect(reopened?.finishedAt).toBeNull();
  });
});
