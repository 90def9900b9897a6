import type { BulkWorkStarted, ProductBulkWork } from '@sellerdesk/domain/api';
import { expect } from 'vitest';
import { dataOf, type TestApp } from './test-app';

/** Starts a bulk catalogue action and answers its work (asserting it was accepted). */
export async function startBulk(
  t: TestApp,
  token: string,
  url: string,
  payload: object,
): Promise<BulkWorkStarted> {
  const res = await t.call({ method: 'POST', url, token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<BulkWorkStarted>(res);
}

/** Polls GetProductBulkWork until the work is done (the real worker runs it). */
export async function waitForBulkWork(
  t: TestApp,
  token: string,
  workNumber: number,
  timeoutMs = 30_000,
): Promise<ProductBulkWork> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call({
      method: 'GET',
      url: `/api/Product/GetProductBulkWork?workNumber=${workNumber}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const work = dataOf<ProductBulkWork>(res);
    if (work.state === 'done' || work.state === 'done_with_errors') {
      return work;
    }
    if (Date.now() > deadline) {
      throw new Error(`bulk work ${workNumber} not done: ${JSON.stringify(work)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
