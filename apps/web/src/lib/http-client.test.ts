import type { SessionEndEvent } from '@sellerdesk/client';
import { endpoints, ERRORS } from '@sellerdesk/domain/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { memoryCookies, memoryStorage } from '../test/memory-storage';
import { createWebApiClient } from './http-client';
import { createSessionStore, SESSION_COOKIES, SESSION_STORAGE_KEYS, type SessionStore } from './session';

// The policy itself (401 handling, refresh sharing, timeout, unwrapping) is tested with the core in
// packages/client; these check what the web adapter adds: its session store, tab lock, texts, progress.

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const expired = () =>
  json(401, { code: 401, message: ERRORS.TOKEN_EXPIRED.message, reason: 'TOKEN_EXPIRED' });

describe('the web adapter of the API client', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let cookies: ReturnType<typeof memoryCookies>;
  let session: SessionStore;
  let ended: SessionEndEvent[];

  beforeEach(() => {
    storage = memoryStorage();
    cookies = memoryCookies();
    session = createSessionStore(storage, cookies);
    ended = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const client = (
    fetchImpl: typeof fetch,
    extra: { onRequestStart?: () => void; onRequestEnd?: () => void } = {},
  ) =>
    createWebApiClient({
      baseUrl: '/api/',
      session,
      fetch: fetchImpl,
      onSessionEnd: (event) => ended.push(event),
      ...extra,
    });

  it('reads the bearer token from the cookie when localStorage has none', async () => {
    cookies.set(SESSION_COOKIES.accessToken, 'cookie-access', 60);
    cookies.set(SESSION_COOKIES.refreshToken, 'cookie-refresh', 60);
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { data: {} }),
    );
    await client(fetchImpl).call(endpoints.Log.CheckExistBot);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/api/Log/CheckExistBot');
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer cookie-access',
    );
  });

  it('keeps refreshed tokens in localStorage and cookies, with the username, refreshing under the tab lock', async () => {
    session.save({ accessToken: 'old', refreshToken: 'r1', username: 'seller@example.com' });
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth/refreshToken')) {
        return json(200, {
          data: { username: 'seller@example.com', role: 'User', accessToken: 'new', refreshToken: 'r2' },
        });
      }
      return new Headers(init?.headers).get('authorization') === 'Bearer new'
        ? json(200, { data: {} })
        : expired();
    });
    await client(fetchImpl).call(endpoints.Auth.user);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('sellerdesk-token-refresh');
    expect(storage.dump()).toMatchObject({
      [SESSION_STORAGE_KEYS.accessToken]: 'new',
      [SESSION_STORAGE_KEYS.refreshToken]: 'r2',
      [SESSION_STORAGE_KEYS.username]: 'seller@example.com',
    });
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toBe('r2');
  });

  it('a refused refresh clears the session store and keeps the login error for the login screen', async () => {
    session.save({ accessToken: 'old', refreshToken: 'spent' });
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/auth/refreshToken')
        ? json(401, {
            code: 401,
            message: ERRORS.REFRESH_TOKEN_INVALID.message,
            reason: 'REFRESH_TOKEN_INVALID',
          })
        : expired(),
    );
    await expect(client(fetchImpl).call(endpoints.Auth.user)).rejects.toMatchObject({
      reason: 'LOGIN_REFRESH_FAILED',
    });
    expect(session.getSnapshot()).toMatchObject({
      tokens: null,
      loginError: '로그인 갱신에 실패하였습니다.',
    });
    expect(cookies.get(SESSION_COOKIES.accessToken)).toBeUndefined();
    expect(ended.map((event) => event.reason)).toEqual(['refresh-failed']);
  });

  it('words a failed connection with the app texts and drives the progress bar', async () => {
    const started = vi.fn();
    const finished = vi.fn();
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client(offline, { onRequestStart: started, onRequestEnd: finished })
      .call(endpoints.System.publicConfig)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 0,
      reason: 'NETWORK_ERROR',
      message: i18n.t('common.errors.network'),
    });
    expect(i18n.t('common.errors.network')).toMatch(/[가-힣]/);
    expect(started).toHaveBeenCalledTimes(1);
    expect(finished).toHaveBeenCalledTimes(1);
  });
});
