import { startEmulator, type Emulator } from '@sellerdesk/emulators';
import type { DetailLogResponse } from '@sellerdesk/domain/api';
import { expect } from 'vitest';
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
