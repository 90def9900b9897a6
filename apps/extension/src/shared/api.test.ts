import { ERRORS, HTTP_TIMEOUT_MS } from '@sellerdesk/domain/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_MESSAGES, createApiClient, isAuthFailure } from './api';
import type { Session, SessionStore } from './api';

type Call = { method: string; url: string; auth: string | null; body: unknown };

/**
 * A fake server with the real token rules: access tokens expire on demand, refresh tokens rotate and
 * work once, and every call is recorded.
 */
function fakeServer() {
  const calls: Call[] = [];
  let generation = 1;
  const valid = { access: 'a1', refresh: 'r1' };
  const expired = new Set<string>();
  const state = { refuseRefresh: false, refreshDelayMs: 0, unverified: false, reasonFor401: 'TOKEN_EXPIRED' };
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fail = (reason: keyof typeof ERRORS) =>
    reply(ERRORS[reason].status, { code: ERRORS[reason].status, message: ERRORS[reason].message, reason });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = init?.headers as Record<string, string>;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const auth = headers.authorization ?? null;
    calls.push({ method: init?.method ?? 'GET', url, auth, body });
    const path = new URL(url).pathname;
    if (path === '/api/auth/login') {
      const { username, password } = body as { username: string; password: string };
      return username === 'seller@example.com' && password === 'pw'
        ? reply(200, {
            data: { username, role: 'User', accessToken: valid.access, refreshToken: valid.refresh },
          })
        : fail('INVALID_CREDENTIALS');
    }
    if (path === '/api/auth/refreshToken') {
      if (state.refreshDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
      }
      const { refreshToken } = body as { refreshToken: string };
      if (state.refuseRefresh || refreshToken !== valid.refresh) {
        return fail('REFRESH_TOKEN_INVALID');
      }
      generation++;
      valid.access = `a${generation}`;
      valid.refresh = `r${generation}`;
      return reply(200, {
        data: {
          username: 'seller@example.com',
          role: 'User',
          accessToken: valid.access,
          refreshToken: valid.refresh,
        },
      });
    }
    if (path === '/api/auth/logout') {
      return reply(200, { data: { ok: true } });
    }
    const token = auth?.replace(/^Bearer /, '');
    if (!token) {
      return fail('TOKEN_MISSING');
    }
    if (expired.has(token)) {
      return fail(state.reasonFor401 as keyof typeof ERRORS);
    }
    if (token !== valid.access) {
      return fail('TOKEN_INVALID');
    }
    if (state.unverified) {
      return fail('EMAIL_NOT_VERIFIED');
    }
    if (path === '/api/Product/TaobaoProductWorkListExtension') {
      return reply(200, { data: { workNumber: 7, site: 'taobao', total: 1, rejected: [] } });
    }
    return reply(404, { code: 404, message: ERRORS.ROUTE_NOT_FOUND.message, reason: 'ROUTE_NOT_FOUND' });
  };
  return {
    calls,
    state,
    fetch: fetch as typeof globalThis.fetch,
    expireAccessToken: () => expired.add(valid.access),
  };
}

function memoryStore(): SessionStore & { session: Session | null; loginError: string | null } {
  const store = {
    session: null as Session | null,
    loginError: null as string | null,
    read: () => Promise.resolve(store.session),
    write: (session: Session | null) => {
      store.session = session;
      return Promise.resolve();
    },
    setLoginError: (message: string | null) => {
      store.loginError = message;
      return Promise.resolve();
    },
  };
  return store;
}

function setup() {
  const server = fakeServer();
  const store = memoryStore();
  const client = createApiClient({
    store,
    fetch: server.fetch,
    serverUrl: () => Promise.resolve('http://localhost:3000/'),
  });
  return { server, store, client };
}

const body = { url: 'https://item.taobao.com/item.htm?id=1', data: { item: {} } };

describe('api client', () => {
  afterEach(() => vi.useRealTimers());

  it('logs in, keeps the tokens and sends the bearer token', async () => {
    const { server, store, client } = setup();
    store.loginError = '로그인 갱신에 실패하였습니다.';
    await client.login('seller@example.com', 'pw');
    expect(store.session?.accessToken).toBe('a1');
    expect(store.loginError).toBeNull();
    const result = await client.collect('tmall', { ...body, groupName: '여름', memo: '' });
    expect(result.workNumber).toBe(7);
    const call = server.calls.at(-1)!;
    expect(call.url).toBe('http://localhost:3000/api/Product/TaobaoProductWorkListExtension');
    expect(call.auth).toBe('Bearer a1');
    expect(call.body).toEqual({ ...body, groupName: '여름', memo: '' });
  });

  it('answers a failed login with the server message', async () => {
    const { client, store } = setup();
    await expect(client.login('seller@example.com', 'wrong')).rejects.toMatchObject({
      code: 400,
      reason: 'INVALID_CREDENTIALS',
      message: ERRORS.INVALID_CREDENTIALS.message,
    });
    expect(store.session).toBeNull();
  });

  it('refreshes once on TOKEN_EXPIRED, keeps the rotated tokens and retries', async () => {
    const { server, store, client } = setup();
    await client.login('seller@example.com', 'pw');
    server.expireAccessToken();
    await expect(client.collect('taobao', body)).resolves.toMatchObject({ workNumber: 7 });
    expect(store.session).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    const refreshes = server.calls.filter((c) => c.url.endsWith('/api/auth/refreshToken'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(server.calls.at(-1)!.auth).toBe('Bearer a2');
  });

  it('shares one refresh between calls that fail at the same time', async () => {
    const { server, store, client } = setup();
    await client.login('seller@example.com', 'pw');
    server.expireAccessToken();
    server.state.refreshDelayMs = 20;
    const results = await Promise.all([client.collect('taobao', body), client.collect('taobao', body)]);
    expect(results.map((r) => r.workNumber)).toEqual([7, 7]);
    expect(server.calls.filter((c) => c.url.endsWith('/refreshToken'))).toHaveLength(1);
    expect(store.session?.refreshToken).toBe('r2');
  });

  it('logs out with the refresh failure message when the refresh is refused', async () => {
    const { server, store, client } = setup();
    await client.login('seller@example.com', 'pw');
    server.expireAccessToken();
    server.state.refuseRefresh = true;
    const error = await client.collect('taobao', body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, message: '로그인 갱신에 실패하였습니다.' });
    expect(store.session).toBeNull();
    expect(store.loginError).toBe(ERRORS.LOGIN_REFRESH_FAILED.message);
    expect(isAuthFailure(error)).toBe(true);
  });

  it('logs out on the session-ending reasons without trying to refresh', async () => {
    const { server, store, client } = setup();
    await client.login('seller@example.com', 'pw');
    server.state.reasonFor401 = 'TOKEN_SIGNATURE_INVALID';
    server.expireAccessToken();
    await expect(client.collect('taobao', body)).rejects.toMatchObject({ reason: 'TOKEN_SIGNATURE_INVALID' });
    expect(store.session).toBeNull();
    expect(server.calls.some((c) => c.url.endsWith('/refreshToken'))).toBe(false);
  });

  it('passes the unverified e-mail refusal on with its message and keeps the session', async () => {
    const { server, store, client } = setup();
    await client.login('seller@example.com', 'pw');
    server.state.unverified = true;
    await expect(client.collect('1688', body)).rejects.toMatchObject({
      code: 403,
      reason: 'EMAIL_NOT_VERIFIED',
      message: ERRORS.EMAIL_NOT_VERIFIED.message,
    });
    expect(store.session).not.toBeNull();
  });

  it('asks for a login before calling without a session', async () => {
    const { server, client } = setup();
    await expect(client.collect('taobao', body)).rejects.toMatchObject({
      message: CLIENT_MESSAGES.loginRequired,
    });
    expect(server.calls).toHaveLength(0);
  });

  it('sends the refresh token on logout and forgets the session even if the server is down', async () => {
    const { server, store, client } = setup();
    await client.login('seller@example.com', 'pw');
    await client.logout();
    expect(store.session).toBeNull();
    expect(server.calls.at(-1)).toMatchObject({
      url: 'http://localhost:3000/api/auth/logout',
      body: { refreshToken: 'r1' },
    });

    const offline = createApiClient({
      store,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      serverUrl: () => Promise.resolve('http://localhost:3000'),
    });
    store.session = { username: 'x', role: 'User', accessToken: 'a', refreshToken: 'r' };
    await offline.logout();
    expect(store.session).toBeNull();
    await expect(offline.login('x', 'y')).rejects.toMatchObject({
      code: 0,
      message: CLIENT_MESSAGES.network,
    });
  });

  it('sends Tmall and 1688 pages to their work lists of the endpoint table', async () => {
    const { server, client } = setup();
    await client.login('seller@example.com', 'pw');
    await client.collect('1688', body).catch(() => undefined);
    expect(server.calls.at(-1)!.url).toBe('http://localhost:3000/api/Product/1688ProductWorkListExtension');
  });

  it('gives up after the shared 180000 ms timeout (spec §7), like the web app', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    store.session = { username: 'x', role: 'User', accessToken: 'a', refreshToken: 'r' };
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const client = createApiClient({
      store,
      fetch: hanging as typeof fetch,
      serverUrl: () => Promise.resolve('http://localhost:3000'),
    });
    const pending = client.collect('taobao', body).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      code: 408,
      reason: 'REQUEST_TIMEOUT',
      message: ERRORS.REQUEST_TIMEOUT.message,
    });
  });
});
