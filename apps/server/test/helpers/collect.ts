import { startEmulator, type Emulator } from '@sellerdesk/emulators';
import type { DetailLogResponse } from '@sellerdesk/domain/api';
import type { WorkSite } from '@sellerdesk/domain';
import { expect } from 'vitest';
import type { Database } from '../../src/infra/db/client';
import { collectItems, collectWorks, workItems } from '../../src/infra/db/schema/index';
import { insertWork } from '../../src/pipeline/index';
import { createTestApp, dataOf, type TestApp } from './test-app';
import type { TestDatabaseOptions } from './test-database';

/** The server wired to a fresh emulator for every source site and Papago. */
export async function createCollectTestApp(
  env: Record<string, string> = {},
  databaseOptions: TestDatabaseOptions = {},
) {
  const emulator = await startEmulator();
  const t = await createTestApp(
    {
      SOURCE_EMULATOR_URL: emulator.url,
      TRANSLATION_PROVIDER: 'papago',
      PAPAGO_API_KEY_ID: emulator.credentials.papago.keyId,
      PAPAGO_API_KEY: emulator.credentials.papago.key,
      ...env,
    },
    databaseOptions,
  );
  return { t, emulator, close: async () => Promise.all([t.close(), emulator.close()]) };
}

/** Polls the detail log until every item of the work is done. */
export async function waitForWork(t: TestApp, token: string, workNumber: number, timeoutMs = 45_000) {
  let detail: DetailLogResponse | undefined;
  await expect
    .poll(
      async () => {
        detail = dataOf<DetailLogResponse>(
          await t.call({
            method: 'GET',
            url: `/api/Log/GetDetailLog?type=collect&workNumber=${workNumber}`,
            token,
          }),
        );
        return detail.work.state;
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .toMatch(/^done/);
  return detail as DetailLogResponse;
}

export async function post<T>(t: TestApp, token: string, url: string, payload: object): Promise<T> {
  const res = await t.call({ method: 'POST', url, token, payload });
  if (res.statusCode !== 200) {
    throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  }
  return dataOf<T>(res);
}

export type { Emulator, TestApp };

type StoredItem = Partial<typeof workItems.$inferInsert> &
  Pick<typeof collectItems.$inferInsert, 'input'> &
  Partial<Pick<typeof collectItems.$inferInsert, 'site' | 'code' | 'payload'>>;

/**
 * A collect work written straight to the database (no job is queued): its pipeline rows (`works`,
 * `work_items`) and the collect rows of the same ids.
 */
export async function storeCollectWork(
  db: Database,
  work: { userId: string; site: WorkSite; groupName?: string },
  items: readonly StoredItem[],
) {
  const row = await insertWork(db, {
    userId: work.userId,
    kind: 'collect',
    total: items.length,
    finished: false,
  });
  await db.insert(collectWorks).values({
    id: row.id,
    site: work.site,
    via: 'server',
    groupName: work.groupName ?? '',
  });
  const stored = [];
  for (const [position, { input, site, code, payload, ...pipeline }] of items.entries()) {
    const [item] = await db
      .insert(workItems)
      .values({
        workId: row.id,
        userId: work.userId,
        kind: 'collect',
        queue: `collect.${work.site}`,
        position,
        ...pipeline,
      })
      .returning();
    await db.insert(collectItems).values({ id: item!.id, userId: work.userId, input, site, code, payload });
    stored.push(item!);
  }
  return { work: row!, items: stored };
}
