import type { WorkListResponse } from '@sellerdesk/domain/api';
import { CATALOGUE_RANGES, SCENARIOS } from '@sellerdesk/emulators/fixtures';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectFilters, products, users, workItems } from '../../src/infra/db/schema/index';
import { MAX_FILTER_WORDS } from '../../src/modules/filters/filters.service';
import { createCollectTestApp, post, waitForWork, type Emulator, type TestApp } from '../helpers/collect';
import { errorsLoggedDuring, startTogetherOn } from '../helpers/races';

// Requests that race each other: caps must hold, and one product is saved by exactly one item.

let t: TestApp;
let emulator: Emulator;
let close: () => Promise<unknown>;

beforeAll(async () => {
  ({ t, emulator, close } = await createCollectTestApp({}, { interleaveStatements: true }));
});
afterAll(async () => close?.());

describe('filter word cap under concurrent saves', () => {
  it('keeps at most 5,000 words when three saves of 1,000 race over 4,000 stored', async () => {
    const seller = await t.userSession();
    await t.deps.db.insert(collectFilters).values(
      Array.from({ length: MAX_FILTER_WORDS - 1000 }, (_, i) => ({
        userId: seller.id,
        mode: 'Remove' as const,
        targetWord: `기존${i}`,
        targetKey: `기존${i}`,
      })),
    );
    const save = (batch: number) =>
      t.call({
        method: 'POST',
        url: '/api/Product/SetCollectFillter',
        token: seller.accessToken,
        payload: {
          mode: 'Remove',
          words: Array.from({ length: 1000 }, (_, i) => ({ targetWord: `새${batch}-${i}`, convertWord: '' })),
        },
      });
    const answers = await startTogetherOn(t.deps, 'collect_filters', 3, () =>
      Promise.all([save(1), save(2), save(3)]),
    );

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json()).toMatchObject({ code: 400, reason: 'VALIDATION_FAILED' });
      expect(refused.json().message).toContain(`${MAX_FILTER_WORDS}개까지`);
    }
    const [{ n } = { n: -1 }] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(collectFilters)
      .where(and(eq(collectFilters.userId, seller.id), eq(collectFilters.mode, 'Remove')));
    expect(n).toBe(MAX_FILTER_WORDS);

    // At the cap, words already there can still be saved again: only new words count against it.
    const again = await t.call({
      method: 'POST',
      url: '/api/Product/SetCollectFillter',
      token: seller.accessToken,
      payload: { mode: 'Remove', words: [{ targetWord: '기존0', convertWord: '' }] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ added: 0, updated: 1 });
  });
});

describe('collection limit under concurrent works', () => {
  it('accepts only the work that fits when three race for the last places', async () => {
    const seller = await t.userSession();
    await t.deps.db.update(users).set({ collectionLimit: 3 }).where(eq(users.id, seller.id));
    let next = CATALOGUE_RANGES.costco.first + 400;
    const work = () =>
      t.call({
        method: 'POST',
        url: '/api/Product/CostcoProductWorkList',
        token: seller.accessToken,
        payload: { links: [String(next++), String(next++)] },
      });
    const answers = await startTogetherOn(t.deps, 'work_items', 3, () =>
      Promise.all([work(), work(), work()]),
    );

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403]);
    for (const refused of answers.filter((a) => a.statusCode === 403)) {
      expect(refused.json()).toMatchObject({ code: 403, reason: 'COLLECTION_LIMIT_EXCEEDED' });
    }
    // Only the accepted work's two items exist: nothing was written for the refused ones.
    const [{ n } = { n: -1 }] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(workItems)
      .where(eq(workItems.userId, seller.id));
    expect(n).toBe(2);
  });
});

describe('two works collecting the same product at once', () => {
  const code = SCENARIOS.costcoSimple.id;

  /** Starts two works for one product together; the emulator is slowed so both are in flight at once. */
  async function collectTwice(seller: { accessToken: string }, recollect: boolean) {
    emulator.setLatency(300);
    try {
      const works = await Promise.all(
        ['작업1', '작업2'].map((groupName) =>
          post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
            links: [code],
            recollect,
            groupName,
          }),
        ),
      );
      return await Promise.all(
        works.map(async (w) => {
          const detail = await waitForWork(t, seller.accessToken, w.workNumber);
          return { ...detail.items[0]!, groupName: detail.work.groupName };
        }),
      );
    } finally {
      emulator.setLatency(0);
    }
  }

  async function expectOneWinner(seller: { id: string }, items: Awaited<ReturnType<typeof collectTwice>>) {
    expect(items.map((i) => i.state).sort()).toEqual(['skipped', 'succeeded']);
    const winner = items.find((i) => i.state === 'succeeded')!;
    const loser = items.find((i) => i.state === 'skipped')!;
    expect(loser.reason).toBe('이미 수집한 상품입니다.');
    expect(loser.productId).toBe(winner.productId);
    // Each item ran once: neither hit the unique constraint and went round a retry.
    expect(items.map((i) => i.attempts)).toEqual([1, 1]);
    const rows = await t.deps.db
      .select({ id: products.id, groupName: products.groupName })
      .from(products)
      .where(and(eq(products.userId, seller.id), eq(products.code, code), isNull(products.deletedAt)));
    // One product, with the winning work's values: the other item did not overwrite it.
    expect(rows).toEqual([{ id: winner.productId, groupName: winner.groupName }]);
    return winner;
  }

  it('saves the product once; the other item is skipped as already collected', async () => {
    const seller = await t.userSession();
    const { result: items, errors } = await errorsLoggedDuring(t.deps, () => collectTwice(seller, false));
    await expectOneWinner(seller, items);
    expect(errors).toEqual([]);
  });

  it('re-collects once when two re-collect works race; the other is skipped', async () => {
    const seller = await t.userSession();
    const first = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
      links: [code],
      groupName: '처음',
    });
    const productId = (await waitForWork(t, seller.accessToken, first.workNumber)).items[0]!.productId;
    expect(productId).toBeTruthy();

    const { result: items, errors } = await errorsLoggedDuring(t.deps, () => collectTwice(seller, true));
    const winner = await expectOneWinner(seller, items);
    // Re-collecting replaces the product in place.
    expect(winner.productId).toBe(productId);
    expect(errors).toEqual([]);

    // A re-collect that starts after the last one finished replaces the product again.
    const later = await post<WorkListResponse>(t, seller.accessToken, '/api/Product/CostcoProductWorkList', {
      links: [code],
      recollect: true,
      groupName: '나중',
    });
    const laterItem = (await waitForWork(t, seller.accessToken, later.workNumber)).items[0]!;
    expect(laterItem).toMatchObject({ state: 'succeeded', productId });
    const [row] = await t.deps.db
      .select({ groupName: products.groupName })
      .from(products)
      .where(inArray(products.id, [productId!]));
    expect(row?.groupName).toBe('나중');
  });
});
