import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkKind } from '../src/infra/db/schema/index';
import { insertWork } from '../src/pipeline/index';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 19 §4: a seller's work numbers count each kind on its own (수집 #1, #2…, 업로드 #1…), so they
 * do not skip when other kinds or other sellers create works, and two works created at once never get
 * the same number (PGlite here; server-pg runs it on PostgreSQL with real concurrent transactions).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const create = (userId: string, kind: WorkKind) =>
  t.deps.db.transaction(async (tx) => {
    const work = await insertWork(tx, { userId, kind, total: 1, finished: false });
    // Keep the transaction open a moment, so concurrent creations overlap on PostgreSQL.
    await tx.execute(sql`select pg_sleep(0.02)`);
    return work.workNumber;
  });

describe('work numbers', () => {
  it('count per seller and kind, without gaps from other kinds or sellers', async () => {
    const [a, b] = await Promise.all([t.createUser(), t.createUser()]);
    const numbers: string[] = [];
    for (const [user, kind] of [
      [a, 'collect'],
      [a, 'upload'],
      [b, 'collect'],
      [a, 'collect'],
      [a, 'source-sync'],
      [a, 'upload'],
      [b, 'upload'],
      [a, 'collect'],
    ] as const) {
      numbers.push(`${user === a ? 'a' : 'b'} ${kind} #${await create(user.id, kind)}`);
    }
    expect(numbers).toEqual([
      'a collect #1',
      'a upload #1',
      'b collect #1',
      'a collect #2',
      'a source-sync #1',
      'a upload #2',
      'b upload #1',
      'a collect #3',
    ]);
  });

  it('share one run for listing changes and syncs, which product control finds by number alone', async () => {
    const seller = await t.createUser();
    expect(await create(seller.id, 'listing-change')).toBe(1);
    expect(await create(seller.id, 'listing-refresh')).toBe(2);
    expect(await create(seller.id, 'listing-change')).toBe(3);
  });

  it('never give two works created at once the same number', async () => {
    const seller = await t.createUser();
    const numbers = await Promise.all(Array.from({ length: 12 }, () => create(seller.id, 'upload')));
    expect([...numbers].sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('give a rolled-back creation its number back', async () => {
    const seller = await t.createUser();
    expect(await create(seller.id, 'product-bulk')).toBe(1);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await insertWork(tx, { userId: seller.id, kind: 'product-bulk', total: 1, finished: false });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await create(seller.id, 'product-bulk')).toBe(2);
  });
});
