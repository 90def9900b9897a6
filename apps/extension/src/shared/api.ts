import { ApiError, createApiClient as createClientCore, isAuthFailure } from '@sellerdesk/client';
import {
  endpoints,
  type EndpointBody,
  type EndpointResponse,
  type SessionAnswer,
} from '@sellerdesk/domain/core';
import { WORK_LISTS, workSiteOf, type ExtensionWorkListEndpoint } from '@sellerdesk/sources/rules';
import type { SourceSite } from './sites';

/**
 * The extension's adapter of the API client core (packages/client: timeout, `{ data }`, ApiError, the
 * shared refresh and the 401 policy of spec §4). What it adds: the session in chrome.storage, the server
 * address from the settings, and texts that point at the extension's own settings.
 */

export { ApiError, isAuthFailure };

/** What login answers, kept whole: who is logged in (the popup shows it) and both tokens. */
export type Session = SessionAnswer;

export type SessionStore = {
  read(): Promise<Session | null>;
  write(session: Session | null): Promise<void>;
  /** Shown in the popup after the extension ended the session on its own. */
  setLoginError(message: string | null): Promise<void>;
};

/** Client-side failures, worded for the extension (the server address is one of its settings). */
export const CLIENT_MESSAGES = {
  network: '셀러데스크 서버에 연결할 수 없습니다. 서버 주소와 네트워크를 확인해주세요.',
  badResponse: '서버 응답을 해석할 수 없습니다.',
  loginRequired: '셀러데스크 확장 프로그램에서 먼저 로그인해주세요.',
} as const;

/** The work list a page of a site is sent to (the site registry's; Tmall pages go through the Taobao one). */
function extensionWorkList(site: SourceSite): ExtensionWorkListEndpoint {
  return WORK_LISTS[workSiteOf(site)].extensionEndpoint;
}

type ExtensionWorkList = ExtensionWorkListEndpoint;
export type CollectBody = Omit<EndpointBody<ExtensionWorkList>, 'targetCategoryId' | 'recollect'>;
export type CollectAnswer = EndpointResponse<ExtensionWorkList>;

export type ApiClientOptions = {
  store: SessionStore;
  /** The server address the seller set (e.g. `http://localhost:3000`); the API is under `/api`. */
  serverUrl: () => Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const { store } = options;
  // Only the service worker calls the server, so refreshes never race across contexts: no lock needed.
  const core = createClientCore({
    baseUrl: async () => `${(await options.serverUrl()).replace(/\/+$/, '')}/api`,
    session: {
      readTokens: async () => {
        const session = await store.read();
        return { accessToken: session?.accessToken, refreshToken: session?.refreshToken };
      },
      saveRefreshed: (answer) => store.write(answer),
      clearTokens: () => store.write(null),
      setLoginError: (message) => store.setLoginError(message),
    },
    messages: CLIENT_MESSAGES,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });

  return {
    async login(username: string, password: string): Promise<Session> {
      const session = await core.call(endpoints.Auth.login, { body: { username, password } });
      await store.write(session);
      await store.setLoginError(null);
      return session;
    },

    /** Ends the session here even when the server cannot be reached. */
    async logout(): Promise<void> {
      const session = await store.read();
      await store.write(null);
      await store.setLoginError(null);
      if (session) {
        await core
          .call(endpoints.Auth.logout, { body: { refreshToken: session.refreshToken } })
          .catch(() => undefined);
      }
    },

    /** The server's version (its health answer), or null when it cannot be asked. */
    async serverVersion(): Promise<string | null> {
      try {
        return (await core.call(endpoints.System.health)).version;
      } catch {
        return null;
      }
    },

    /** Sends one captured page to its site's work list. */
    collect(site: SourceSite, body: CollectBody): Promise<CollectAnswer> {
      return core.call(extensionWorkList(site), { body });
    },
  };
}
