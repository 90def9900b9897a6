import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 8 §6: a bounded amount of work in front of the database. Past it the server answers at once with
 * 503 { code, message } and Retry-After instead of piling requests up, and recovers by itself.
 * Login is the slow route here (argon2 per request).
 */
const login = (t: TestApp, i: number) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: `flood-${i}@example.com`, password: 'flood-pass1' },
  });

describe('a full queue sheds load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAX_CONCURRENT_REQUESTS: '2',
      MAX_QUEUED_REQUESTS: '2',
      QUEUE_TIMEOUT_MS: '30000',
    });
  });
  afterAll(async () => t?.close());

  it('answers what does not fit with a quick 503 and Retry-After, then serves normally again', async () => {
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(t, i)));
    const shed = responses.filter((r) => r.statusCode === 503);
    const served = responses.filter((r) => r.statusCode === 400);
    expect(served).toHaveLength(4); // 2 running + 2 waiting
    expect(shed).toHaveLength(26);
    for (const res of shed) {
      expect(res.json()).toEqual({
        code: 503,
        message: '요청이 많아 지금은 처리할 수 없습니다. 잠시 후 다시 시도해주세요.',
        reason: 'OVERLOADED',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(Date.now() - started).toBeLessThan(20_000);

    // Every slot came back: the next wave is served in full.
    const after = await Promise.all(Array.from({ length: 4 }, (_, i) => login(t, 100 + i)));
    expect(after.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a request that waits too long is shed too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAX_CONCURRENT_REQUESTS: '1',
      MAX_QUEUED_REQUESTS: '50',
      QUEUE_TIMEOUT_MS: '20',
    });
  });
  afterAll(async () => t?.close());

  it('gives up on the queue after QUEUE_TIMEOUT_MS and keeps the health check out of it', async () => {
    const [first, ...rest] = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => login(t, i)),
      t.call({ method: 'GET', url: '/api/health' }),
    ]);
    const health = rest.pop();
    expect(first?.statusCode).toBe(400);
    expect(rest.filter((r) => r.statusCode === 503).length).toBeGreaterThanOrEqual(4);
    expect(health?.statusCode).toBe(200);
  });
});

describe('a late event loop sheds too (the embedded database runs on it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '30' });
  });
  afterAll(async () => t?.close());

  it('answers 503 at once after the loop was blocked, and serves again once it keeps time', async () => {
    const blockUntil = Date.now() + 2500;
    while (Date.now() < blockUntil) {
      // A synchronous stretch, as a long query on the embedded database would be.
    }
    // Let the delay sampler (due during the block) run, then ask at once.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = await login(t, 1);
    expect(late.statusCode).toBe(503);
    expect(late.json().reason).toBe('OVERLOADED');
    expect(late.headers['retry-after']).toBeTruthy();
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await expect
      .poll(async () => (await login(t, 2)).statusCode, { timeout: 10_000, interval: 300 })
      .toBe(400);
  });
});
