import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/**
 * Issue 8 §4: no log line at any level carries query parameters, passwords, hashes, tokens, cookies or
 * keys. The server runs at `trace` with its log captured while this file drives the paths that handle
 * secrets — registration, a duplicate, bad and good logins, refresh and refresh reuse, logout, mail
 * links, a stored source cookie — and failures, among them a database error in the middle of UserCreate.
 */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logDestination: { write: (line) => lines.push(line) } });
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token?: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload, token, headers });

it('keeps every secret it handled out of the log, while errors stay diagnosable', async () => {
  const secrets: string[] = [];
  const keep = (...values: (string | undefined)[]) => {
    for (const value of values) {
      expect(value, 'a secret the scenario needs').toBeTruthy();
      secrets.push(value as string);
    }
  };

  // Registration, then a duplicate with another password.
  const username = 'log-hygiene@example.com';
  const password = 'LogHygiene123';
  const consents = { service: true, privacy: true };
  keep(password, 'Velvet-Harbor-Lamp7');
  const registration = { username, password, name: '로그 점검', phone: '01012345678', consents };
  expect((await post('/api/account/UserCreate', registration)).statusCode).toBe(200);
  expect(
    (await post('/api/account/UserCreate', { ...registration, password: 'Velvet-Harbor-Lamp7' })).statusCode,
  ).toBe(409);

  // The verification link's token travels in a query string.
  const mail = await t.mailer.waitFor((m) => m.to === username);
  const token = /token=([\w-]+)/.exec(mail.text)?.[1];
  keep(token);
  expect(
    (await t.call({ method: 'GET', url: `/api/account/CheckCertificationMail?token=${token}` })).statusCode,
  ).toBe(200);

  // Bad and good logins, refresh, reuse of a rotated refresh token, logout.
  keep('WrongGuess789');
  expect((await post('/api/auth/login', { username, password: 'WrongGuess789' })).statusCode).toBe(400);
  const session = await t.login(username, password);
  keep(session.accessToken, session.refreshToken);
  expect(
    (await t.call({ method: 'GET', url: '/api/auth/user', token: session.accessToken })).statusCode,
  ).toBe(200);
  const rotated = dataOf<{ accessToken: string; refreshToken: string }>(
    await post('/api/auth/refreshToken', session),
  );
  keep(rotated.accessToken, rotated.refreshToken);
  expect((await post('/api/auth/refreshToken', session)).statusCode).toBe(401);
  const again = await t.login(username, password);
  keep(again.accessToken, again.refreshToken);

  // A seller secret stored encrypted, and a request carrying a cookie and a broken bearer token.
  const sourceCookie = '_m_h5_tk=5f2c0e7d9a1b4c3e8f6a2b1c0d9e8f7a_1700000000000; cookie2=abcdef0123456789';
  keep('5f2c0e7d9a1b4c3e8f6a2b1c0d9e8f7a', 'abcdef0123456789');
  expect(
    (
      await post(
        '/api/UserConfig/SetSourceSession',
        { site: 'taobao', cookie: sourceCookie },
        again.accessToken,
      )
    ).statusCode,
  ).toBe(200);
  keep('browser-session-cookie-value-42');
  await t.call({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: 'sid=browser-session-cookie-value-42', authorization: 'Bearer not.a.token' },
  });
  expect((await post('/api/auth/logout', { refreshToken: again.refreshToken })).statusCode).toBe(200);

  // A temporary password travels by mail only.
  expect((await post('/api/account/SendTempPassWordMail', { account: username })).statusCode).toBe(200);
  const tempMail = await t.mailer.waitFor((m) => m.to === username && m.subject.includes('임시 비밀번호'));
  keep(/임시 비밀번호: (\S+)/.exec(tempMail.text)?.[1]);

  // A database error in the middle of UserCreate: the failed INSERT carries the new password's hash.
  await t.deps.db.execute(
    sql.raw(`ALTER TABLE users ADD CONSTRAINT log_hygiene_check CHECK (name <> '실패')`),
  );
  keep('FailingInsert321');
  const failed = await post('/api/account/UserCreate', {
    ...registration,
    username: 'log-hygiene-fail@example.com',
    password: 'FailingInsert321',
    name: '실패',
  });
  expect(failed.statusCode).toBe(500);
  await t.deps.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT log_hygiene_check'));

  const log = lines.join('');
  // One line per request (infra/http/request-log.ts) plus the jobs' and failures' lines.
  expect(lines.length).toBeGreaterThan(15);
  const leaked = secrets.filter((secret) => log.includes(secret));
  expect(leaked).toEqual([]);
  expect(log).not.toMatch(/\$argon2/);
  expect(log).not.toMatch(/Bearer (?!\[숨김\])/);
  expect(log).not.toContain(Buffer.from(t.deps.tokens.secret).toString('hex'));
  expect(log).not.toMatch(/"params"\s*:\s*\[/);
  expect(log).not.toContain('log-hygiene-fail@example.com');

  // The fault is still there to find: which request, which constraint, which SQLSTATE.
  const failure = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => {
      const err = entry.err as { cause?: { constraint?: string } } | undefined;
      return entry.msg === 'request failed' && err?.cause?.constraint === 'log_hygiene_check';
    });
  expect(failure).toBeTruthy();
  expect(JSON.stringify(failure)).toContain('23514');
  expect((failure?.err as { message: string }).message).toMatch(/^Failed query: insert into "users"/);
});
