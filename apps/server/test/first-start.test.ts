import os from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { mailLinkBase } from '../src/infra/mail/link-base';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 19 §5, what a first `npm start` shows: one log line per request, and mail links on the address
 * the seller opened when PUBLIC_URL is not set (a forged Host does not get one).
 */
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  // PUBLIC_URL '' counts as unset (loadConfig drops empty values): links follow the request.
  t = await createTestApp(
    { PUBLIC_URL: '', LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    { logDestination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});
afterAll(async () => t?.close());

const registration = (username: string) => ({
  username,
  password: 'Quartz-Meadow-Fig42',
  name: '김셀러',
  phone: '010-1234-5678',
  consents: { service: true, privacy: true, marketing: false },
});

describe('request log', () => {
  it('writes one line per request: method, path without its query string, status and milliseconds', async () => {
    const ok = await t.call({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    const refused = await t.call({ method: 'GET', url: '/api/auth/user?token=very-secret-value' });
    expect(refused.statusCode).toBe(401);

    const byRequest = (url: string) => lines.filter((line) => String(line.url ?? '').startsWith(url));
    const health = byRequest('/api/health');
    expect(health).toHaveLength(1);
    expect(health[0]).toMatchObject({ method: 'GET', url: '/api/health', status: 200 });
    expect(health[0]?.ms).toEqual(expect.any(Number));
    expect(health[0]?.msg).toMatch(/^GET \/api\/health 200 \d+ms$/);

    const user = byRequest('/api/auth/user');
    expect(user).toHaveLength(1);
    expect(user[0]).toMatchObject({
      status: 401,
      reason: 'TOKEN_MISSING',
      url: '/api/auth/user',
    });
    // Fastify's own pair of lines is off: nothing else names these requests.
    const reqIds = new Set([...health, ...user].map((line) => line.reqId));
    expect(lines.filter((line) => reqIds.has(line.reqId))).toHaveLength(2);
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });
});

describe('mail links without PUBLIC_URL', () => {
  const registerFrom = async (username: string, host: string) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/account/UserCreate',
      headers: { host },
      payload: registration(username),
    });
    expect(response.statusCode).toBe(200);
    return (await t.mailer.waitFor((mail) => mail.to === username)).text;
  };

  it('point at the address the seller opened (this machine under another port or address)', async () => {
    expect(await registerFrom('opened-local@example.com', 'localhost:5173')).toContain(
      'http://localhost:5173/user/check-email?token=',
    );
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (lan) {
      expect(await registerFrom('opened-lan@example.com', `${lan.address}:3000`)).toContain(
        `http://${lan.address}:3000/user/check-email?token=`,
      );
    }
  });

  it('ignore a Host that is not this machine, and fall back to the configured address', async () => {
    const text = await registerFrom('forged-host@example.com', 'evil.example:3000');
    expect(text).not.toContain('evil.example');
    expect(text).toContain(`${t.deps.config.publicUrl}/user/check-email?token=`);
    expect(t.deps.config.publicUrl).toBe('http://localhost:3000');
  });

  it('carry the address into the temporary-password mail too', async () => {
    const username = 'temp-from-host@example.com';
    await registerFrom(username, 'localhost:5173');
    const response = await t.call({
      method: 'POST',
      url: '/api/account/SendTempPassWordMail',
      headers: { host: '127.0.0.1:4000' },
      payload: { account: username },
    });
    expect(response.statusCode).toBe(200);
    const mail = await t.mailer.waitFor((m) => m.to === username && m.subject.includes('임시 비밀번호'));
    expect(mail.text).toContain('http://127.0.0.1:4000/user/login');
  });
});

describe('mailLinkBase', () => {
  const request = (host: string) => ({ host, protocol: 'http' as const });
  it('uses PUBLIC_URL whenever it is set, whatever the Host', () => {
    const config = { PUBLIC_URL: 'https://seller.example.com', publicUrl: 'https://seller.example.com' };
    expect(mailLinkBase(config, request('localhost:5173'))).toBe('https://seller.example.com');
  });

  it('refuses Host values that smuggle a path, user or another site', () => {
    const config = { PUBLIC_URL: undefined, publicUrl: 'http://localhost:3000' };
    for (const host of [
      'localhost:5173/evil',
      'user@localhost',
      'evil.example',
      '',
      'localhost.evil.example',
    ]) {
      expect(mailLinkBase(config, request(host))).toBe('http://localhost:3000');
    }
    expect(mailLinkBase(config, request('LOCALHOST:8080'))).toBe('http://localhost:8080');
    expect(mailLinkBase(config, request('[::1]:3000'))).toBe('http://[::1]:3000');
  });
});

describe('log format', () => {
  const config = (format: 'auto' | 'json' | 'pretty') =>
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: format, DATA_DIR: os.tmpdir() });
  const terminal = (isTTY: boolean) => {
    const written: string[] = [];
    const out = { isTTY, write: (text: string) => written.push(text) > 0 } as unknown as NodeJS.WriteStream;
    return { out, written };
  };

  it('writes readable lines at a terminal and JSON lines into a pipe or file', () => {
    const tty = terminal(true);
    createLogger(config('auto'), undefined, tty.out).info({ status: 200 }, 'GET /api/health 200 3ms');
    const line = stripVTControlCharacters(tty.written.join(''));
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/health 200 3ms {2}status=200\n$/);

    const pipe: string[] = [];
    createLogger(config('auto'), { write: (text: string) => pipe.push(text) }, terminal(false).out).info(
      { status: 200 },
      'GET /api/health 200 3ms',
    );
    expect(JSON.parse(pipe.join(''))).toMatchObject({
      level: 30,
      status: 200,
      msg: 'GET /api/health 200 3ms',
    });
  });

  it('shows an error with its type, message and stack frames', () => {
    const tty = terminal(true);
    createLogger(config('pretty'), undefined, tty.out).error(
      { err: new TypeError('boom') },
      'request failed',
    );
    const text = stripVTControlCharacters(tty.written.join(''));
    expect(text).toMatch(/ERROR request failed\n {2}TypeError: boom\n\s+at /);
  });
});
