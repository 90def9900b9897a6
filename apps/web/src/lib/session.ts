import { TOKEN_COOKIE_HOURS } from '@sellerdesk/domain';
import { createDocumentCookieJar, type CookieJar } from './cookies';

export type SessionTokens = { accessToken: string; refreshToken: string };

/** What React renders from: present tokens (both or nothing), who logged in, and the kept login error. */
export type SessionSnapshot = {
  tokens: SessionTokens | null;
  username: string | null;
  loginError: string | null;
};

/**
 * How the last session of this window ended: whose it was, and whether the user logged out. A guard's
 * return path belongs to that session: dropped on logout, followed after a server-ended session only by
 * the same user logging in again.
 */
export type EndedSession = { username: string | null; loggedOut: boolean };

export type SessionStore = {
  /** Both stored tokens, read fresh from storage; a missing one is `undefined`. */
  readTokens(): Partial<SessionTokens>;
  /** Both tokens, or null when either is missing (spec §2: a missing token means no session). */
  getTokens(): SessionTokens | null;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  save(session: SessionTokens & { username?: string }): void;
  /** Forgets the tokens: `logout` when the user logged out, `ended` when the server ended the session. */
  clearTokens(how?: 'logout' | 'ended'): void;
  /** The session this window last saw end (null after a login, or when none ended since the page loaded). */
  endedSession(): EndedSession | null;
  /** Login errors are kept until cleared (spec §4). */
  setLoginError(message: string | null): void;
};

export const TOKEN_COOKIE_MAX_AGE_SECONDS = TOKEN_COOKIE_HOURS * 3600;

export const SESSION_COOKIES = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;
export const SESSION_STORAGE_KEYS = {
  accessToken: 'sellerdesk.accessToken',
  refreshToken: 'sellerdesk.refreshToken',
  username: 'sellerdesk.username',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeGet(storage: KeyValueStorage, key: string): string | undefined {
  try {
    return storage.getItem(key) ?? undefined;
  } catch {
    return undefined; // Storage can be blocked (privacy settings); cookies still hold the tokens.
  }
}

function safeSet(storage: KeyValueStorage, key: string, value: string | null): void {
  try {
    if (value == null) {
      storage.removeItem(key);
    } else {
      storage.setItem(key, value);
    }
  } catch {
    // Same as above: the cookie copy is enough to keep the session.
  }
}

/**
 * Tokens live in cookies valid for 10080 hours and in localStorage (spec §4). localStorage is read first,
 * the cookie is the fallback, and every write goes to both so they never disagree for long.
 */
export function createSessionStore(
  storage: KeyValueStorage = window.localStorage,
  cookies: CookieJar = createDocumentCookieJar(),
): SessionStore {
  const listeners = new Set<() => void>();
  let loginError: string | null = null;
  let snapshot: SessionSnapshot | null = null;
  let ended: EndedSession | null = null;

  const readToken = (name: keyof SessionTokens): string | undefined =>
    safeGet(storage, SESSION_STORAGE_KEYS[name]) || cookies.get(SESSION_COOKIES[name]) || undefined;

  const store: SessionStore = {
    readTokens() {
      return { accessToken: readToken('accessToken'), refreshToken: readToken('refreshToken') };
    },
    getTokens() {
      const { accessToken, refreshToken } = store.readTokens();
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    getSnapshot() {
      if (snapshot == null) {
        const tokens = store.getTokens();
        snapshot = {
          tokens,
          username: tokens ? (safeGet(storage, SESSION_STORAGE_KEYS.username) ?? null) : null,
          loginError,
        };
      }
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save({ accessToken, refreshToken, username }) {
      ended = null;
      safeSet(storage, SESSION_STORAGE_KEYS.accessToken, accessToken);
      safeSet(storage, SESSION_STORAGE_KEYS.refreshToken, refreshToken);
      if (username !== undefined) {
        safeSet(storage, SESSION_STORAGE_KEYS.username, username);
      }
      cookies.set(SESSION_COOKIES.accessToken, accessToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
      cookies.set(SESSION_COOKIES.refreshToken, refreshToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
      notify();
    },
    clearTokens(how = 'ended') {
      ended = {
        username: safeGet(storage, SESSION_STORAGE_KEYS.username) ?? null,
        loggedOut: how === 'logout',
      };
      for (const key of Object.values(SESSION_STORAGE_KEYS)) {
        safeSet(storage, key, null);
      }
      cookies.remove(SESSION_COOKIES.accessToken);
      cookies.remove(SESSION_COOKIES.refreshToken);
      notify();
    },
    endedSession() {
      return ended;
    },
    setLoginError(message) {
      if (message === loginError) {
        return;
      }
      loginError = message;
      notify();
    },
  };

  function notify(): void {
    snapshot = null;
    for (const listener of listeners) {
      listener();
    }
  }

  // Another tab logging in or out changes localStorage; follow it so this tab's guards react too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key == null || (Object.values(SESSION_STORAGE_KEYS) as string[]).includes(event.key)) {
        // Another tab ended the session this tab showed: its return path stays that user's only.
        const shown = snapshot?.username ?? null;
        if (shown != null && store.getTokens() == null && ended == null) {
          ended = { username: shown, loggedOut: false };
        }
        notify();
      }
    });
  }
  return store;
}

/** The app's session. */
export const session: SessionStore = createSessionStore();
