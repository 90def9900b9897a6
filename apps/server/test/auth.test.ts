import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, refreshTokens } from '../src/infra/db/schema/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Session = { username: string; role: string; accessToken: string; refreshToken: string };
const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/user', token });
const refresh = (accessToken: string, refreshToken: string) =>
  t.call({ method: 'POST', url: '/api/auth/refreshToken', payload: { accessToken, refreshToken } });

/** A token signed like ours but with chosen claims, secret and lifetime. */
async function craftToken(
  userId: string,
  options: {
    secret?: Uint8Array;
    audience?: string;
    issuer?: string;
    expiresAt?: number;
    tv?: number;
    sid?: string;
    issuedAt?: number;
  } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { username: 'x@example.com', role: 'User', plan: 'Free', tv: options.tv ?? 0 };
  return new SignJWT(options.sid ? { ...claims, sid: options.sid } : claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(options.issuer ?? t.deps.tokens.issuer)
    .setAudience(options.audience ?? t.deps.tokens.audience)
    .setIssuedAt(options.issuedAt ?? now - 120)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(options.secret ?? t.deps.tokens.secret);
}

describe('POST /auth/login', () => {
  it('answers username, role and both tokens, case-insensitively on the e-mail, and logs the login', async () => {
    const user = await t.createUser({ username: 'login-ok@example.com' });
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ' Login-OK@Example.com ', password: user.password },
      headers: { 'user-agent': 'vitest-browser' },
    });
    expect(res.statusCode).toBe(200);
    const session = dataOf<Session>(res);
    expect(session).toMatchObject({ username: 'login-ok@example.com', role: 'User' });
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken.length).toBeGreaterThan(30);

    const logs = await t.deps.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ success: true, userAgent: 'vitest-browser' });
    expect(logs[0]?.ip).toBeTruthy();
  });

  it('answers 400 with a Korean message for a wrong password and for an unknown user, alike', async () => {
    const user = await t.createUser();
    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'wrong-password1' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody@example.com', password: 'whatever1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: '아이디 또는 비밀번호가 올바르지 않습니다.',
        reason: 'INVALID_CREDENTIALS',
      });
    }
    const failures = await t.deps.db.select().from(loginLogs).where(eq(loginLogs.success, false));
    expect(failures.map((f) => f.username)).toEqual(
      expect.arrayContaining([user.username, 'nobody@example.com']),
    );
    expect(failures.find((f) => f.username === user.username)?.failureReason).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a suspended user with a clear message, even with the right password', async () => {
    const user = await t.createUser({ suspendedAt: new Date(), suspendedReason: '약관 위반' });
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      message: '이용이 정지된 계정입니다. 고객센터로 문의해주세요.',
      reason: 'ACCOUNT_SUSPENDED',
    });
    const [log] = await t.deps.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(log).toMatchObject({ success: false, failureReason: 'ACCOUNT_SUSPENDED' });
  });

  it('never stores the password in plain text', async () => {
    const user = await t.createUser({ password: 'plainText99' });
    const row = await t.findUser(user.username);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('plainText99');
  });
});

describe('GET /auth/user and 401 causes (spec §4)', () => {
  it('returns the profile of the token owner', async () => {
    const s = await t.userSession({ name: '박판매', phone: '01099998888', plan: 'Lite' });
    const res = await me(s.accessToken);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({
      username: s.username,
      role: 'User',
      plan: 'Lite',
      userEmail: s.username,
      userTelNo: '01099998888',
      name: '박판매',
      mustChangePassword: false,
    });
  });

  it('names each cause so the client can choose logout or refresh', async () => {
    const user = await t.createUser();
    const other = new TextEncoder().encode('another-secret-another-secret-another-secret');
    const cases: [string | undefined, string][] = [
      [undefined, 'TOKEN_MISSING'],
      ['not-a-jwt', 'TOKEN_INVALID'],
      [await craftToken(user.id, { secret: other }), 'TOKEN_SIGNATURE_INVALID'],
      [await craftToken(user.id, { audience: 'someone-else' }), 'TOKEN_AUDIENCE_INVALID'],
      [await craftToken(user.id, { issuer: 'someone-else' }), 'TOKEN_INVALID'],
      [await craftToken(user.id, { expiresAt: Math.floor(Date.now() / 1000) - 5 }), 'TOKEN_EXPIRED'],
      [await craftToken(user.id, { tv: 7 }), 'TOKEN_INVALID'],
    ];
    for (const [token, reason] of cases) {
      const res = token ? await me(token) : await t.call({ method: 'GET', url: '/api/auth/user' });
      expect(res.statusCode, reason).toBe(401);
      expect(res.json(), reason).toMatchObject({ code: 401, reason });
    }
    // The messages name the cause too, in Korean with the technical term.
    const expired = await me(await craftToken(user.id, { expiresAt: Math.floor(Date.now() / 1000) - 5 }));
    expect(expired.json().message).toContain('token expired');
    const forged = await me(await craftToken(user.id, { secret: other }));
    expect(forged.json().message).toContain('signature validation failed');
  });

  it('accepts a crafted token only when everything is right (the check can pass)', async () => {
    const user = await t.createUser();
    await t.login(user.username, user.password);
    const [family] = await t.deps.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect((await me(await craftToken(user.id, { sid: family!.familyId }))).statusCode).toBe(200);
    // A session id that is not a live session of ours is refused.
    expect((await me(await craftToken(user.id, { sid: crypto.randomUUID() }))).json().reason).toBe(
      'TOKEN_INVALID',
    );
  });

  it("refuses a token naming another user's live session (sid and sub must belong together)", async () => {
    const sellerA = await t.userSession();
    const sellerB = await t.createUser();
    const rowA = await t.findUser(sellerA.username);
    const [familyA] = await t.deps.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, rowA!.id));
    // Seller A's session is live, and the same token for A is accepted…
    expect((await me(await craftToken(rowA!.id, { sid: familyA!.familyId }))).statusCode).toBe(200);
    // …but B's subject on A's session is not a session of B.
    const forged = await me(await craftToken(sellerB.id, { sid: familyA!.familyId }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 401, reason: 'TOKEN_INVALID' });
  });

  it('refuses a token issued in the future, even one correctly signed and unexpired', async () => {
    const user = await t.createUser();
    await t.login(user.username, user.password);
    const [family] = await t.deps.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    const now = Math.floor(Date.now() / 1000);
    const aYearAhead = now + 365 * 86_400;
    const future = await me(
      await craftToken(user.id, { sid: family!.familyId, issuedAt: aYearAhead, expiresAt: aYearAhead + 600 }),
    );
    expect(future.statusCode).toBe(401);
    expect(future.json()).toMatchObject({ code: 401, reason: 'TOKEN_INVALID' });
    // A few seconds of clock difference between processes is tolerated.
    const skewed = await craftToken(user.id, { sid: family!.familyId, issuedAt: now + 5 });
    expect((await me(skewed)).statusCode).toBe(200);
  });

  it('asks a token from before session ids (no sid) to refresh rather than logging out', async () => {
    const user = await t.createUser();
    expect((await me(await craftToken(user.id))).json().reason).toBe('TOKEN_EXPIRED');
  });

  it('ends existing sessions of a user who gets suspended', async () => {
    const s = await t.userSession();
    expect((await me(s.accessToken)).statusCode).toBe(200);
    const row = await t.findUser(s.username);
    const { invalidateSessions, updateUser } = await import('../src/modules/auth/users.repository');
    await updateUser(t.deps.db, row!.id, { suspendedAt: new Date() });
    await invalidateSessions(t.deps.db, row!.id);
    expect((await me(s.accessToken)).json().reason).toBe('TOKEN_INVALID');
    expect((await refresh(s.accessToken, s.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /auth/refreshToken', () => {
  it('rotates: the new pair works, the old refresh token no longer does', async () => {
    const s = await t.userSession();
    const first = await refresh(s.accessToken, s.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = dataOf<Session>(first);
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect((await me(next.accessToken)).statusCode).toBe(200);

    const again = await refresh(s.accessToken, s.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 401,
      message: '로그인 갱신에 실패하였습니다.',
      reason: 'REFRESH_TOKEN_INVALID',
    });
  });

  it('treats reuse of a rotated token as theft and revokes the whole family', async () => {
    const s = await t.userSession();
    const rotated = dataOf<Session>(await refresh(s.accessToken, s.refreshToken));
    // Someone replays the original refresh token…
    expect((await refresh(s.accessToken, s.refreshToken)).statusCode).toBe(401);
    // …so the legitimate newer token is revoked as well.
    expect((await refresh(rotated.accessToken, rotated.refreshToken)).statusCode).toBe(401);
    // Another login (another family) is unaffected.
    const other = await t.login(s.username, s.password);
    expect((await refresh(other.accessToken, other.refreshToken)).statusCode).toBe(200);
  });

  it('works with an expired access token, but not with a forged one or another user’s', async () => {
    const s = await t.userSession();
    const row = await t.findUser(s.username);
    const expiredAccess = await craftToken(row!.id, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expect((await refresh(expiredAccess, s.refreshToken)).statusCode).toBe(200);

    const s2 = await t.userSession();
    const stranger = await t.userSession();
    expect((await refresh(stranger.accessToken, s2.refreshToken)).statusCode).toBe(401);
    const forged = await craftToken(row!.id, { secret: new TextEncoder().encode('x'.repeat(40)) });
    expect((await refresh(forged, s2.refreshToken)).statusCode).toBe(401);
  });

  it("refuses an access token naming another session than the refresh token's, or issued in the future", async () => {
    const s = await t.userSession();
    const row = await t.findUser(s.username);
    const otherSession = await t.login(s.username, s.password);
    expect(otherSession.refreshToken).not.toBe(s.refreshToken);
    const elsewhere = await craftToken(row!.id, { sid: crypto.randomUUID() });
    expect((await refresh(elsewhere, s.refreshToken)).statusCode).toBe(401);
    const s2 = await t.userSession();
    const row2 = await t.findUser(s2.username);
    const now = Math.floor(Date.now() / 1000);
    const future = await craftToken(row2!.id, {
      issuedAt: now + 365 * 86_400,
      expiresAt: now + 365 * 86_400,
    });
    expect((await refresh(future, s2.refreshToken)).statusCode).toBe(401);
  });

  it('stores refresh tokens hashed, never in plain text', async () => {
    const s = await t.userSession();
    const rows = await t.deps.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === s.refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const s = await t.userSession();
    const results = await Promise.all([
      refresh(s.accessToken, s.refreshToken),
      refresh(s.accessToken, s.refreshToken),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session so its refresh token stops working', async () => {
    const s = await t.userSession();
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: s.refreshToken },
    });
    expect(dataOf(res)).toEqual({ loggedOut: true });
    expect((await refresh(s.accessToken, s.refreshToken)).statusCode).toBe(401);
  });

  it('ends the access token at once, not when it expires; other sessions go on', async () => {
    const s = await t.userSession();
    const otherDevice = await t.login(s.username, s.password);
    expect((await me(s.accessToken)).statusCode).toBe(200);
    await t.call({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: s.refreshToken } });
    expect((await me(s.accessToken)).json()).toMatchObject({ code: 401, reason: 'TOKEN_INVALID' });
    expect((await me(otherDevice.accessToken)).statusCode).toBe(200);
  });

  it('ends the access tokens of a family revoked for refresh-token reuse at once', async () => {
    const s = await t.userSession();
    const rotated = dataOf<Session>(await refresh(s.accessToken, s.refreshToken));
    expect((await me(rotated.accessToken)).statusCode).toBe(200);
    // The old refresh token is replayed (theft): the family is revoked and so is its live access token.
    expect((await refresh(s.accessToken, s.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).json()).toMatchObject({ code: 401, reason: 'TOKEN_INVALID' });
  });
});
