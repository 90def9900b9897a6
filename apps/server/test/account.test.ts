import { eq } from 'drizzle-orm';
import { checkPasswordStrength } from '@sellerdesk/domain/password-strength';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../src/infra/db/schema/index';
import { ensureAdminAccount } from '../src/modules/account/bootstrap-admin';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Session = { username: string; role: string; accessToken: string; refreshToken: string };
const registration = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'Quartz-Meadow-Fig42',
  name: '김셀러',
  phone: '010-1234-5678',
  consents: { service: true, privacy: true, marketing: false },
  ...extra,
});
const register = (body: object) => t.call({ method: 'POST', url: '/api/account/UserCreate', payload: body });
const linkFrom = (text: string) => /http:\/\/sellerdesk\.test\/user\/check-email\?token=([\w-]+)/.exec(text);
const verify = (token: string) =>
  t.call({ method: 'GET', url: `/api/account/CheckCertificationMail?token=${encodeURIComponent(token)}` });

describe('GET /auth/registerTerms', () => {
  it('lists the terms with required and optional items', async () => {
    const terms = dataOf<{ items: { id: string; required: boolean; title: string; content: string }[] }>(
      await t.call({ method: 'GET', url: '/api/auth/registerTerms' }),
    );
    expect(terms.items.map((i) => [i.id, i.required])).toEqual([
      ['service', true],
      ['privacy', true],
      ['marketing', false],
    ]);
    expect(terms.items.every((i) => i.content.length > 40 && i.title.length > 0)).toBe(true);
  });
});

describe('registration → verification mail → verified user', () => {
  it('creates a BasicUser on the Free plan, mails a one-time link, and the link makes them a User', async () => {
    const res = await register(registration('New.Seller@Example.com'));
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({ username: 'new.seller@example.com', role: 'BasicUser' });
    const row = await t.findUser('new.seller@example.com');
    expect(row).toMatchObject({ role: 'BasicUser', plan: 'Free', phone: '01012345678', name: '김셀러' });
    expect(row?.consents.marketing?.agreed).toBe(false);
    expect(row?.consents.service?.agreed).toBe(true);

    // The worker sends the mail; the link carries a token whose hash alone is stored.
    const mail = await t.mailer.waitFor((m) => m.to === 'new.seller@example.com');
    expect(mail.subject).toContain('이메일 인증');
    const token = linkFrom(mail.text)?.[1];
    expect(token).toBeTruthy();
    const stored = await t.deps.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, row!.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);

    // Logged in before verifying: the session works for account calls but not for product features.
    const before = await t.login('new.seller@example.com', 'Quartz-Meadow-Fig42');
    expect(before.role).toBe('BasicUser');
    const meBefore = await t.call({ method: 'GET', url: '/api/auth/user', token: before.accessToken });
    expect(dataOf<{ role: string }>(meBefore).role).toBe('BasicUser');

    const verified = await verify(token!);
    expect(verified.statusCode).toBe(200);
    expect(dataOf(verified)).toEqual({ username: 'new.seller@example.com', role: 'User' });
    expect((await t.findUser('new.seller@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date);

    // Verification ends the old session (the web app logs out) …
    const meAfter = await t.call({ method: 'GET', url: '/api/auth/user', token: before.accessToken });
    expect(meAfter.json()).toMatchObject({ code: 401, reason: 'TOKEN_INVALID' });
    const refreshed = await t.call({
      method: 'POST',
      url: '/api/auth/refreshToken',
      payload: { accessToken: before.accessToken, refreshToken: before.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    // … and a new login carries the new role.
    expect((await t.login('new.seller@example.com', 'Quartz-Meadow-Fig42')).role).toBe('User');

    // The link is one-time.
    const reused = await verify(token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().reason).toBe('VERIFICATION_LINK_INVALID');
  });

  it('refuses a duplicate e-mail with 409, whatever its case', async () => {
    expect((await register(registration('dup@example.com'))).statusCode).toBe(200);
    const again = await register(registration('DUP@example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 409,
      message: '이미 가입된 이메일입니다.',
      reason: 'USERNAME_TAKEN',
    });
  });

  it('requires every required term, naming the missing ones', async () => {
    const res = await register(registration('noterms@example.com', { consents: { service: true } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('REQUIRED_TERMS_NOT_ACCEPTED');
    expect(res.json().message).toContain('개인정보 수집 및 이용 동의');
    expect(await t.findUser('noterms@example.com')).toBeUndefined();
  });

  it('validates password strength, e-mail and phone in Korean', async () => {
    const res = await register(registration('bad', { password: 'short', phone: '12345' }));
    expect(res.statusCode).toBe(400);
    const message: string = res.json().message;
    expect(message).toContain("'username': 이메일 주소 형식이 올바르지 않습니다.");
    expect(message).toContain("'password': 8자 이상 입력해주세요.");
    expect(message).toContain("'phone'");
    const noDigit = await register(registration('digit@example.com', { password: 'abcdefgh' }));
    expect(noDigit.json().message).toContain('숫자를 한 글자 이상 포함해주세요.');
  });

  it('refuses a common password, or one containing the e-mail or the name, with 400 and how to do better', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['weak1@example.com', { password: 'password1' }, /유출된 비밀번호/],
      ['weak2@example.com', { password: 'qwerty123' }, /비밀번호가 너무 쉽습니다/],
      ['parkseller@example.com', { password: 'Parkseller@example.com1' }, /이메일\(아이디\)/],
      ['weak3@example.com', { password: 'Tundra-김셀러-Orbit9' }, /이름/],
    ];
    for (const [username, extra, reason] of cases) {
      const res = await register(registration(username, extra));
      expect(res.statusCode, username).toBe(400);
      expect(res.json(), username).toMatchObject({ code: 400, reason: 'PASSWORD_TOO_WEAK' });
      expect(res.json().message, username).toMatch(reason);
      expect(res.json().message, username).toContain('서로 관계없는 단어 3~4개를 이어 12자 이상');
      expect(await t.findUser(username), username).toBeUndefined();
    }
  });

  it('rejects an expired link with its own message', async () => {
    await register(registration('late@example.com'));
    const mail = await t.mailer.waitFor((m) => m.to === 'late@example.com');
    const token = linkFrom(mail.text)![1]!;
    const user = await t.findUser('late@example.com');
    await t.deps.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, user!.id));
    const res = await verify(token);
    expect(res.json()).toMatchObject({ code: 400, reason: 'VERIFICATION_LINK_EXPIRED' });
    expect((await t.findUser('late@example.com'))?.role).toBe('BasicUser');
  });

  it('resends the mail to a BasicUser and refuses a verified user', async () => {
    await register(registration('resend@example.com'));
    await t.mailer.waitFor((m) => m.to === 'resend@example.com');
    const session = await t.login('resend@example.com', 'Quartz-Meadow-Fig42');
    const res = await t.call({
      method: 'POST',
      url: '/api/account/SendCertificationMail',
      token: session.accessToken,
    });
    expect(dataOf(res)).toEqual({ sent: true, to: 'resend@example.com' });
    await expect
      .poll(() => t.mailer.countTo('resend@example.com', '이메일 인증'), { timeout: 15_000 })
      .toBe(2);

    const verified = await t.userSession();
    const refused = await t.call({
      method: 'POST',
      url: '/api/account/SendCertificationMail',
      token: verified.accessToken,
    });
    expect(refused.json()).toMatchObject({ code: 409, reason: 'ALREADY_VERIFIED' });
  });
});

describe('POST /account/ChangePassWord', () => {
  const change = (token: string, body: object) =>
    t.call({ method: 'POST', url: '/api/account/ChangePassWord', token, payload: body });

  it('refuses an account other than the logged-in one with the spec message', async () => {
    const s = await t.userSession();
    const res = await change(s.accessToken, {
      account: 'someone.else@example.com',
      currentPassword: s.password,
      newPassword: 'Copper-Lantern-Tide9',
    });
    expect(res.json()).toEqual({
      code: 400,
      message: '비정상적인 계정정보 입니다.',
      reason: 'ABNORMAL_ACCOUNT',
    });
  });

  it('refuses a wrong current password', async () => {
    const s = await t.userSession();
    const res = await change(s.accessToken, {
      account: s.username,
      currentPassword: 'nope12345',
      newPassword: 'Copper-Lantern-Tide9',
    });
    expect(res.json().reason).toBe('CURRENT_PASSWORD_WRONG');
  });

  it('refuses a weak new password with 400 and a Korean message, keeping the old one', async () => {
    const s = await t.userSession();
    for (const newPassword of ['password1', 'qwerty123', `${s.username}9`]) {
      const res = await change(s.accessToken, {
        account: s.username,
        currentPassword: s.password,
        newPassword,
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json(), newPassword).toMatchObject({ code: 400, reason: 'PASSWORD_TOO_WEAK' });
      expect(res.json().message, newPassword).toMatch(/^비밀번호/);
    }
    expect((await t.login(s.username, s.password)).role).toBe('User');
  });

  it('changes the password, ends other sessions and hands the caller a fresh one', async () => {
    const s = await t.userSession();
    const otherTab = await t.login(s.username, s.password);
    const res = await change(s.accessToken, {
      account: s.username.toUpperCase(),
      currentPassword: s.password,
      newPassword: 'Velvet-Harbor-Lamp7',
    });
    expect(res.statusCode).toBe(200);
    const fresh = dataOf<Session & { changed: boolean }>(res);
    expect(fresh.changed).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user', token: fresh.accessToken })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/user', token: otherTab.accessToken })).statusCode,
    ).toBe(401);
    await expect(t.login(s.username, s.password)).rejects.toThrow();
    expect((await t.login(s.username, 'Velvet-Harbor-Lamp7')).role).toBe('User');
  });
});

describe('POST /account/SendTempPassWordMail', () => {
  const request = (account: string) =>
    t.call({ method: 'POST', url: '/api/account/SendTempPassWordMail', payload: { account } });

  it('answers the same for unknown accounts and sends nothing', async () => {
    const res = await request('ghost@example.com');
    expect(dataOf(res)).toEqual({ accepted: true });
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.mailer.sent.filter((m) => m.to === 'ghost@example.com')).toHaveLength(0);
  });

  it('mails a temporary password that works once, keeping the old one until then', async () => {
    const user = await t.createUser();
    expect(dataOf(await request(user.username))).toEqual({ accepted: true });
    const mail = await t.mailer.waitFor((m) => m.to === user.username && m.subject.includes('임시 비밀번호'));
    const temp = /임시 비밀번호: (\S+)/.exec(mail.text)?.[1];
    expect(temp).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(await checkPasswordStrength(temp!, { account: user.username })).toMatchObject({ ok: true });

    // Until the temporary password is used, the old one still works (a lost mail locks nobody out).
    expect((await t.login(user.username, user.password)).role).toBe('User');
    const session = await t.login(user.username, temp!);
    const me = dataOf<{ mustChangePassword: boolean }>(
      await t.call({ method: 'GET', url: '/api/auth/user', token: session.accessToken }),
    );
    expect(me.mustChangePassword).toBe(true);
    // Once used, the temporary password is the password and the old one is gone.
    await expect(t.login(user.username, user.password)).rejects.toThrow();
  });

  it('ignores an expired temporary password', async () => {
    const user = await t.createUser();
    await request(user.username);
    const mail = await t.mailer.waitFor((m) => m.to === user.username);
    const temp = /임시 비밀번호: (\S+)/.exec(mail.text)![1]!;
    await t.deps.db
      .update(users)
      .set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.username, user.username));
    await expect(t.login(user.username, temp)).rejects.toThrow(/INVALID_CREDENTIALS/);
  });
});

describe('POST /account/UpdateProfile', () => {
  it('updates only the caller’s name and phone', async () => {
    const a = await t.userSession({ name: '갑' });
    const b = await t.userSession({ name: '을' });
    const res = await t.call({
      method: 'POST',
      url: '/api/account/UpdateProfile',
      token: a.accessToken,
      payload: { name: '갑순이', phone: '02-123-4567' },
    });
    expect(dataOf(res)).toMatchObject({ name: '갑순이', userTelNo: '021234567', username: a.username });
    expect((await t.findUser(b.username))?.name).toBe('을');
  });
});

describe('one user never sees another’s account data', () => {
  it('answers each token with its own user only', async () => {
    const a = await t.userSession({ name: '에이' });
    const b = await t.userSession({ name: '비' });
    const meA = dataOf<{ username: string; name: string }>(
      await t.call({ method: 'GET', url: '/api/auth/user', token: a.accessToken }),
    );
    const meB = dataOf<{ username: string; name: string }>(
      await t.call({ method: 'GET', url: '/api/auth/user', token: b.accessToken }),
    );
    expect(meA).toMatchObject({ username: a.username, name: '에이' });
    expect(meB).toMatchObject({ username: b.username, name: '비' });
  });
});

describe('first start', () => {
  it('creates one Admin with the configured credentials, once', async () => {
    const admin = await createTestApp({ ADMIN_USERNAME: 'Boss@Example.com', ADMIN_PASSWORD: 'bossPass123' });
    try {
      await ensureAdminAccount(admin.deps);
      await ensureAdminAccount(admin.deps);
      const admins = await admin.deps.db.select().from(users).where(eq(users.role, 'Admin'));
      expect(admins.map((a) => a.username)).toEqual(['boss@example.com']);
      expect((await admin.login('boss@example.com', 'bossPass123')).role).toBe('Admin');
    } finally {
      await admin.close();
    }
  });
});
