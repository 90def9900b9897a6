import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, throttles } from '../src/infra/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Issue 8 §1: limits that a client-supplied X-Forwarded-For cannot dodge, per address and per account. */

const badLogin = (t: TestApp, username: string, forwardedFor?: string, password = 'wrong-pass1') =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const rotatingAddress = (i: number) => `203.0.113.${(i % 250) + 1}`;

describe('per-address limits with TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '20' });
  });
  afterAll(async () => t?.close());

  it('gives 60 bad logins with a rotating X-Forwarded-For their 429s and logs the real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      // A new username each time: only the address limit can stop this loop.
      statuses.push((await badLogin(t, `spray-${i}@example.com`, rotatingAddress(i))).statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

    const logged = await t.deps.db.select({ ip: loginLogs.ip }).from(loginLogs);
    expect(logged.length).toBe(20);
    expect(new Set(logged.map((l) => l.ip))).toEqual(new Set(['127.0.0.1']));
  });
});

describe('TRUST_PROXY names the proxies whose X-Forwarded-For counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('keys the limit and the login log on the client address the trusted proxy reports', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await badLogin(t, `a-${i}@example.com`, '198.51.100.7')).statusCode).toBe(400);
    }
    expect((await badLogin(t, 'a-3@example.com', '198.51.100.7')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await badLogin(t, 'b@example.com', '198.51.100.8')).statusCode).toBe(400);

    const [row] = await t.deps.db.select().from(loginLogs).where(eq(loginLogs.username, 'b@example.com'));
    expect(row?.ip).toBe('198.51.100.8');
  });
});

describe('per-account slowdown and lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_SLOWDOWN_AFTER: '5',
      LOGIN_LOCK_AFTER: '8',
      LOGIN_LOCK_MINUTES: '15',
    });
  });
  afterAll(async () => t?.close());

  it('slows an account down after repeated failures, whatever the address, with Retry-After', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) {
      expect((await badLogin(t, user.username, rotatingAddress(i))).statusCode).toBe(400);
    }
    const slowed = await badLogin(t, user.username, rotatingAddress(99), user.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 429, reason: 'LOGIN_THROTTLED' });
    expect(slowed.json().message).toMatch(/초 후에 다시 시도해주세요/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('locks the account, refuses even the right password until when it says, and mails the owner once', async () => {
    const user = await t.createUser({ name: '잠금 테스트' });
    const statuses: string[] = [];
    for (let i = 0; i < 8; i++) {
      // Each attempt waits out the slowdown, as a patient attacker would.
      await t.deps.db
        .update(throttles)
        .set({ lastHitAt: new Date(Date.now() - 3_600_000) })
        .where(eq(throttles.key, `login:${user.username}`));
      statuses.push((await badLogin(t, user.username, rotatingAddress(i))).json().reason);
    }
    expect(statuses.slice(0, 7).every((r) => r === 'INVALID_CREDENTIALS')).toBe(true);
    expect(statuses[7]).toBe('ACCOUNT_LOCKED');

    const right = await badLogin(t, user.username, rotatingAddress(50), user.password);
    expect(right.statusCode).toBe(429);
    const body = right.json<{ message: string; reason: string }>();
    expect(body.reason).toBe('ACCOUNT_LOCKED');
    expect(body.message).toMatch(/계정이 잠겼습니다/);
    expect(body.message).toMatch(/\d{1,2}월 \d{1,2}일 \d{2}:\d{2}까지/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const mail = await t.mailer.waitFor((m) => m.to === user.username && m.subject.includes('잠금'));
    expect(mail.text).toContain('잠금 테스트');
    for (let i = 0; i < 3; i++) {
      await badLogin(t, user.username, rotatingAddress(60 + i));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mailer.countTo(user.username, '잠금')).toBe(1);

    // When the lock ends, the right password works and the count starts over.
    await t.deps.db
      .update(throttles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(throttles.key, `login:${user.username}`));
    expect((await t.login(user.username, user.password)).role).toBe('User');
    const [left] = await t.deps.db
      .select()
      .from(throttles)
      .where(eq(throttles.key, `login:${user.username}`));
    expect(left).toBeUndefined();
  });

  it('answers an unknown account exactly like a known one (no account discovery)', async () => {
    const known = await t.createUser();
    const answers: Record<string, string[]> = { known: [], unknown: [] };
    for (const [label, username] of [
      ['known', known.username],
      ['unknown', 'nobody-here@example.com'],
    ] as const) {
      for (let i = 0; i < 8; i++) {
        await t.deps.db
          .update(throttles)
          .set({ lastHitAt: new Date(Date.now() - 3_600_000) })
          .where(eq(throttles.key, `login:${username}`));
        answers[label]?.push((await badLogin(t, username)).json().reason);
      }
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(t.mailer.sent.filter((m) => m.to === 'nobody-here@example.com')).toHaveLength(0);
  });
});

describe('mail-sending routes are limited per target account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_MAILS_PER_HOUR: '3' });
  });
  afterAll(async () => t?.close());

  it('sends at most the allowed number of temporary-password mails for 32 requests', async () => {
    const user = await t.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/account/SendTempPassWordMail',
        payload: { account: user.username },
        headers: { 'x-forwarded-for': rotatingAddress(i) },
      });
      statuses.push(res.statusCode);
      if (i < 3) {
        // Let each accepted mail go out before the next request, as a patient attacker would.
        await expect
          .poll(() => t.mailer.countTo(user.username, '임시 비밀번호'), { timeout: 15_000 })
          .toBe(i + 1);
      }
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(t.mailer.countTo(user.username, '임시 비밀번호')).toBe(3);

    const refused = await t.call({
      method: 'POST',
      url: '/api/account/SendTempPassWordMail',
      payload: { account: user.username },
    });
    expect(refused.json()).toMatchObject({ code: 429, reason: 'MAIL_LIMITED' });
    expect(refused.json().message).toMatch(/한 시간에 3번까지/);
  });

  it('limits unknown accounts the same way, so the answer tells nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await t.call({
            method: 'POST',
            url: '/api/account/SendTempPassWordMail',
            payload: { account: 'ghost-limit@example.com' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('limits verification-mail resends per account', async () => {
    const basic = await t.userSession({ role: 'BasicUser' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/account/SendCertificationMail',
        token: basic.accessToken,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
