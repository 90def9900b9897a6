import { ERRORS, HTTP_TIMEOUT_MS } from '@sellerdesk/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { buildQueryString, createHttpClient, type SessionEndEvent } from './http-client';
import { memoryCookies, memoryStorage } from '../test/memory-storage';
import { createSessionStore, type SessionStore } from './session';

type Call = { method: string; url: string; authorization: string | null; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function failure(status: number, reason: keyof typeof ERRORS): Response {
  return json(status, { code: status, message: ERRORS[reason].message, reason });
}

/**
 * A fake server: `validAccess` is the only access token it accepts; `expired` access tokens answer
 * TOKEN_EXPIRED. Refresh tokens rotate: each works once.
 */
function fakeServer() {
  const state = {
    validAccess: 'access-2',
    expired: new Set(['access-1']),
    refreshTokens: new Set(['refresh-1']),
    refreshCount: 0,
    refreshDelayMs: 0,
    /** Paths whose answer is held back this long (the token check happens first). */
    delayMs: new Map<string, number>(),
    calls: [] as Call[],
  };
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
    state.calls.push({
      method: init?.method ?? 'GET',
      url,
      authorization: headers.get('authorization'),
      body,
    });
    const path = new URL(url, 'http://test').pathname;

    if (path === '/api/auth/refreshToken') {
      state.refreshCount += 1;
      if (state.refreshDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
      }
      if (!body || !state.refreshTokens.delete(body.refreshToken ?? '')) {
        return failure(401, 'REFRESH_TOKEN_INVALID');
      }
      state.refreshTokens.add('refresh-2');
      return json(200, {
        data: {
          username: 'seller@example.com',
          role: 'User',
          accessToken: 'access-2',
          refreshToken: 'refresh-2',
        },
      });
    }
    if (path === '/api/auth/login') {
      return json(200, { data: { ok: true } });
    }

    const token = headers.get('authorization')?.replace('Bearer ', '');
    const delay = state.delayMs.get(path);
    if (delay) {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    if (!token) {
      return failure(401, 'TOKEN_MISSING');
    }
    if (token === 'bad-signature') {
      return failure(401, 'TOKEN_SIGNATURE_INVALID');
    }
    if (state.expired.has(token)) {
      return failure(401, 'TOKEN_EXPIRED');
    }
    if (token !== state.validAccess) {
      return failure(401, 'TOKEN_INVALID');
    }
    if (path === '/api/weird-401') {
      return json(401, { code: 401, message: '다른 이유', reason: 'SOMETHING_ELSE' });
    }
    if (path === '/api/echo') {
      return json(200, { data: { query: new URL(url, 'http://test').search } });
    }
    return json(200, { data: { path } });
  });
  return { state, fetchImpl };
}

describe('createHttpClient', () => {
  let session: SessionStore;
  let server: ReturnType<typeof fakeServer>;
  let ended: SessionEndEvent[];

  const client = (options: { timeoutMs?: number } = {}) =>
    createHttpClient({
      baseUrl: '/api',
      session,
      fetch: server.fetchImpl,
      onSessionEnd: (event) => ended.push(event),
      ...options,
    });

  beforeEach(() => {
    session = createSessionStore(memoryStorage(), memoryCookies());
    server = fakeServer();
    ended = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the bearer token, GET params as a query string, and unwraps `data`', async () => {
    session.save({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    const answer = await client().get<{ query: string }>('/echo', {
      page: 2,
      q: '가방 세트',
      empty: undefined,
      tag: ['a', 'b'],
    });
    expect(answer).toEqual({ query: '?page=2&q=%EA%B0%80%EB%B0%A9+%EC%84%B8%ED%8A%B8&tag=a&tag=b' });
    expect(server.state.calls[0]?.authorization).toBe('Bearer access-2');
  });

  it('sends login and user creation without a bearer token', async () => {
    session.save({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    await client().post('/auth/login', { username: 'a@b.c', password: 'x' }, { auth: false });
    expect(server.state.calls[0]?.authorization).toBeNull();
  });

  it('on TOKEN_EXPIRED refreshes once, stores the rotated tokens and retries the call', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-1', username: 'seller@example.com' });
    const answer = await client().get<{ path: string }>('/auth/user');
    expect(answer).toEqual({ path: '/api/auth/user' });
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.calls.map((call) => call.authorization)).toEqual([
      'Bearer access-1',
      null,
      'Bearer access-2',
    ]);
    expect(server.state.calls[1]?.body).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(session.getTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(ended).toEqual([]);
  });

  it('shares ONE refresh call among concurrent requests that all got TOKEN_EXPIRED', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.refreshDelayMs = 30;
    const http = client();
    const answers = await Promise.all([
      http.get('/a'),
      http.get('/b'),
      http.post('/c', { x: 1 }),
      http.get('/d'),
    ]);
    expect(answers).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }, { path: '/api/d' }]);
    expect(server.state.refreshCount).toBe(1);
    // Each request retried exactly once, with the new token.
    const retried = server.state.calls.filter((call) => call.authorization === 'Bearer access-2');
    expect(retried).toHaveLength(4);
  });

  it('retries without refreshing again when the expired answer arrives after another request refreshed', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.delayMs.set('/api/slow', 60);
    const http = client();
    // /slow leaves with access-1 and answers TOKEN_EXPIRED late, after /fast has already refreshed.
    const slow = http.get('/slow');
    await http.get('/fast');
    expect(server.state.refreshCount).toBe(1);
    expect(await slow).toEqual({ path: '/api/slow' });
    // A second refresh would have spent refresh-1 again and failed; there was none.
    expect(server.state.refreshCount).toBe(1);
    expect(session.getTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('a refused refresh removes the tokens, keeps "로그인 갱신에 실패하였습니다." as the login error and ends the session', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-unknown' });
    const error = await client()
      .get('/auth/user')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('로그인 갱신에 실패하였습니다.');
    expect((error as ApiError).code).toBe(401);
    expect(session.getTokens()).toBeNull();
    expect(session.readTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(session.getSnapshot().loginError).toBe('로그인 갱신에 실패하였습니다.');
    expect(ended.map((event) => event.reason)).toEqual(['refresh-failed']);
  });

  it('concurrent requests whose shared refresh fails end the session once', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-unknown' });
    const http = client();
    const results = await Promise.allSettled([http.get('/a'), http.get('/b'), http.get('/c')]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(server.state.refreshCount).toBe(1);
    expect(ended).toHaveLength(1);
  });

  it.each([
    ['TOKEN_SIGNATURE_INVALID', 'bad-signature'],
    ['TOKEN_INVALID', 'revoked-token'],
  ])('logs out without refreshing on %s', async (reason, accessToken) => {
    session.save({ accessToken, refreshToken: 'refresh-1' });
    const error = (await client()
      .get('/auth/user')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(ERRORS[reason as keyof typeof ERRORS].message);
    expect(server.state.refreshCount).toBe(0);
    expect(session.getTokens()).toBeNull();
    expect(ended).toEqual([{ reason: 'token-rejected', error }]);
    expect(session.getSnapshot().loginError).toBeNull();
  });

  it('logs out when a stored token is missing, even if the server only said the token expired', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    // The refresh token disappears (another tab logged out) while a request is in flight.
    dropRefreshToken(session);
    const error = (await client()
      .get('/auth/user')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.reason).toBe('TOKEN_EXPIRED');
    expect(server.state.refreshCount).toBe(0);
    expect(session.readTokens()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it('rejects any other 401 with its code and message, keeping the session', async () => {
    session.save({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    const error = (await client()
      .get('/weird-401')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.toJSON()).toEqual({ code: 401, message: '다른 이유', reason: 'SOMETHING_ELSE' });
    expect(session.getTokens()).not.toBeNull();
    expect(ended).toEqual([]);
  });

  it('retries a refreshed call only once: a second TOKEN_EXPIRED is rejected', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.expired.add('access-2');
    const error = (await client()
      .get('/auth/user')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.reason).toBe('TOKEN_EXPIRED');
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.calls).toHaveLength(3);
  });

  it('fails a call that takes longer than 180000 ms with a Korean timeout error', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const http = createHttpClient({
      baseUrl: '/api',
      session,
      fetch: hanging,
      onSessionEnd: () => undefined,
    });
    const pending = http.get('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(hanging.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.toJSON()).toEqual({
      code: 408,
      message: '요청 시간이 초과되었습니다.',
      reason: 'REQUEST_TIMEOUT',
    });
  });

  it('turns a failed connection into a Korean network error', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const http = createHttpClient({
      baseUrl: '/api',
      session,
      fetch: offline,
      onSessionEnd: () => undefined,
    });
    const error = (await http.get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(0);
    expect(error.reason).toBe('NETWORK_ERROR');
  });

  it('reports every round trip to the progress hooks', async () => {
    session.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const started = vi.fn();
    const ended = vi.fn();
    const http = createHttpClient({
      baseUrl: '/api',
      session,
      fetch: server.fetchImpl,
      onSessionEnd: () => undefined,
      onRequestStart: started,
      onRequestEnd: ended,
    });
    await http.get('/auth/user');
    expect(started).toHaveBeenCalledTimes(3);
    expect(ended).toHaveBeenCalledTimes(3);
  });

  it('keeps background refreshes (polling) away from the progress hooks, still with the bearer token', async () => {
    session.save({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    const started = vi.fn();
    const ended = vi.fn();
    const http = createHttpClient({
      baseUrl: '/api',
      session,
      fetch: server.fetchImpl,
      onSessionEnd: () => undefined,
      onRequestStart: started,
      onRequestEnd: ended,
    });
    await http.get('/auth/user', undefined, { background: true });
    expect(started).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
    expect(server.state.calls.at(-1)?.authorization).toBe('Bearer access-2');
    await http.get('/auth/user');
    expect(started).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('buildQueryString', () => {
  it('skips empty values and repeats arrays', () => {
    expect(buildQueryString({ a: 1, b: null, c: undefined, d: false, e: ['x', null, 'y'] })).toBe(
      '?a=1&d=false&e=x&e=y',
    );
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

/** Removes the refresh token behind the session store's back, as another tab's logout would. */
function dropRefreshToken(session: SessionStore): void {
  const tokens = session.getTokens();
  session.clearTokens();
  if (tokens) {
    session.save({ accessToken: tokens.accessToken, refreshToken: '' });
  }
}
