import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '4' });
});
afterAll(async () => t?.close());

it('limits login attempts per client and answers 429 in Korean', async () => {
  const attempt = () =>
    t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'who@example.com', password: 'nope1234' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await attempt()).statusCode);
  }
  expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
  expect(statuses.slice(4)).toEqual([429, 429]);
  const limited = await attempt();
  expect(limited.json()).toEqual({
    code: 429,
    message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    reason: 'RATE_LIMITED',
  });
});

it('limits the mail-sending temporary password route more tightly', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await t.call({
      method: 'POST',
      url: '/api/account/SendTempPassWordMail',
      payload: { account: 'who@example.com' },
    });
    statuses.push(res.statusCode);
  }
  // A quarter of 4 per minute: one mail request, then refusals.
  expect(statuses).toEqual([200, 429, 429]);
});
