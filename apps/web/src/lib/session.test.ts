import { describe, expect, it, vi } from 'vitest';
import { memoryCookies, memoryStorage } from '../test/memory-storage';
import { createDocumentCookieJar } from './cookies';
import { createSessionStore, SESSION_STORAGE_KEYS, TOKEN_COOKIE_MAX_AGE_SECONDS } from './session';

describe('session store', () => {
  it('writes tokens to localStorage and to cookies valid for 10080 hours', () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const session = createSessionStore(storage, cookies);
    session.save({ accessToken: 'a1', refreshToken: 'r1', username: 'seller@example.com' });

    expect(storage.dump()).toEqual({
      [SESSION_STORAGE_KEYS.accessToken]: 'a1',
      [SESSION_STORAGE_KEYS.refreshToken]: 'r1',
      [SESSION_STORAGE_KEYS.username]: 'seller@example.com',
    });
    expect(cookies.get('accessToken')).toBe('a1');
    expect(cookies.get('refreshToken')).toBe('r1');
    expect(TOKEN_COOKIE_MAX_AGE_SECONDS).toBe(10080 * 60 * 60);
    expect(cookies.maxAge('accessToken')).toBe(36_288_000);
    expect(cookies.maxAge('refreshToken')).toBe(36_288_000);
    expect(session.getSnapshot()).toEqual({
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
      username: 'seller@example.com',
      loginError: null,
    });
  });

  it('falls back to the cookies when localStorage lost the tokens', () => {
    const cookies = memoryCookies();
    createSessionStore(memoryStorage(), cookies).save({ accessToken: 'a1', refreshToken: 'r1' });
    const afterStorageCleared = createSessionStore(memoryStorage(), cookies);
    expect(afterStorageCleared.getTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
  });

  it('treats a session with either token missing as no session', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEYS.accessToken]: 'a1' });
    const session = createSessionStore(storage, memoryCookies());
    expect(session.getTokens()).toBeNull();
    expect(session.readTokens()).toEqual({ accessToken: 'a1', refreshToken: undefined });
    expect(session.getSnapshot().tokens).toBeNull();
  });

  it('clears both places and notifies subscribers', () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const session = createSessionStore(storage, cookies);
    session.save({ accessToken: 'a1', refreshToken: 'r1', username: 'u@example.com' });
    const listener = vi.fn();
    session.subscribe(listener);
    session.clearTokens();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.dump()).toEqual({});
    expect(cookies.get('accessToken')).toBeUndefined();
    expect(session.getSnapshot()).toEqual({ tokens: null, username: null, loginError: null });
  });

  it('keeps the login error until it is cleared, and gives React a stable snapshot', () => {
    const session = createSessionStore(memoryStorage(), memoryCookies());
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    session.setLoginError('로그인 갱신에 실패하였습니다.');
    const withError = session.getSnapshot();
    expect(withError).not.toBe(first);
    expect(withError.loginError).toBe('로그인 갱신에 실패하였습니다.');
    session.save({ accessToken: 'a', refreshToken: 'r' });
    expect(session.getSnapshot().loginError).toBe('로그인 갱신에 실패하였습니다.');
    session.setLoginError(null);
    expect(session.getSnapshot().loginError).toBeNull();
  });

  it('follows other tabs through the storage event', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage, memoryCookies());
    session.save({ accessToken: 'a1', refreshToken: 'r1' });
    expect(session.getSnapshot().tokens).not.toBeNull();
    const listener = vi.fn();
    session.subscribe(listener);

    storage.removeItem(SESSION_STORAGE_KEYS.accessToken); // another tab logged out
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEYS.accessToken }));
    expect(listener).toHaveBeenCalled();
  });
});

describe('document cookie jar', () => {
  it('round-trips values and removes them', () => {
    const jar = createDocumentCookieJar(document);
    jar.set('accessToken', 'eyJ.abc.def', 3600);
    expect(jar.get('accessToken')).toBe('eyJ.abc.def');
    jar.remove('accessToken');
    expect(jar.get('accessToken')).toBeUndefined();
  });
});
