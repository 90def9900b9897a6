import { createApiClient, type ApiClient, type SessionEndEvent } from '@sellerdesk/client';
import i18n from '../i18n';
import type { SessionStore } from './session';

export type { ApiClient, SessionEndEvent };

export type WebApiClientOptions = {
  baseUrl: string;
  /** Cookies + localStorage (spec §4). */
  session: SessionStore;
  /** Called after the 401 policy removed the tokens: shut the chat widget down, drop cached user data. */
  onSessionEnd: (event: SessionEndEvent) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called around every network round trip (not for background polling); drives the progress bar. */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
};

/** Runs `task` holding a lock shared by every tab, so two tabs never spend the same refresh token. */
async function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('sellerdesk-token-refresh', task) : task();
}

/**
 * The web app's adapter of the API client core (packages/client: timeout, `{ data }`, ApiError, the 401
 * policy): the session in cookies and localStorage, refreshes serialized across tabs with
 * `navigator.locks`, the progress bar, and Korean texts for the client-side failures.
 */
export function createWebApiClient(options: WebApiClientOptions): ApiClient {
  const { session } = options;
  return createApiClient({
    baseUrl: options.baseUrl,
    session: {
      readTokens: () => session.readTokens(),
      saveRefreshed: ({ accessToken, refreshToken, username }) =>
        session.save({ accessToken, refreshToken, username }),
      clearTokens: () => session.clearTokens(),
      setLoginError: (message) => session.setLoginError(message),
    },
    messages: {
      network: () => i18n.t('common.errors.network'),
      badResponse: () => i18n.t('common.errors.badResponse'),
    },
    onSessionEnd: options.onSessionEnd,
    lock: withTabLock,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.onRequestStart ? { onRequestStart: options.onRequestStart } : {}),
    ...(options.onRequestEnd ? { onRequestEnd: options.onRequestEnd } : {}),
  });
}
