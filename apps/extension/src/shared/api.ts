import type {
  DetailLogResponse,
  ExtensionWorkListBody,
  LoginResponse,
  WorkListResponse,
} from '@sellerdesk/domain/api';
import { COLLECT_ENDPOINTS } from './sites';
import type { SourceSite } from './sites';

/**
 * The extension's one client of the Sellerdesk server. Answers are `{ data }`, failures
 * `{ code, message, reason }`. The 401 policy is the web app's (spec §4):
 * - TOKEN_EXPIRED → one refresh (tokens rotate) shared by every call that failed meanwhile, then each
 *   call is retried once; a refused refresh logs out with '로그인 갱신에 실패하였습니다.';
 * - the reasons in SESSION_ENDING_REASONS → logged out;
 * - anything else is passed on as an ApiError with the server's Korean message.
 */

export type Session = LoginResponse;

export type SessionStore = {
  read(): Promise<Session | null>;
  write(session: Session | null): Promise<void>;
  /** Shown in the popup after the extension ended the session on its own. */
  setLoginError(message: string | null): Promise<void>;
};

/** Mirrors LOGOUT_REASONS of @sellerdesk/domain (a unit test keeps them equal). */
export const SESSION_ENDING_REASONS = [
  'TOKEN_MISSING',
  'TOKEN_INVALID',
  'TOKEN_SIGNATURE_INVALID',
  'TOKEN_AUDIENCE_INVALID',
] as const;

export const CLIENT_MESSAGES = {
  refreshFailed: '로그인 갱신에 실패하였습니다.',
  network: '셀러데스크 서버에 연결할 수 없습니다. 서버 주소와 네트워크를 확인해주세요.',
  timeout: '요청 시간이 초과되었습니다.',
  badResponse: '서버 응답을 해석할 수 없습니다.',
  server: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  loginRequired: '셀러데스크 확장 프로그램에서 먼저 로그인해주세요.',
  emailNotVerified: '이메일 인증 후 이용할 수 있습니다.',
} as const;

export class ApiError extends Error {
  readonly code: number;
  readonly reason: string | undefined;

  constructor(code: number, message: string, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.reason = reason;
  }
}

/** Failures after which calls cannot go on without the seller (log in again, verify the e-mail). */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 401 || error.reason === 'EMAIL_NOT_VERIFIED');
}

export type CollectBody = Omit<ExtensionWorkListBody, 'targetCategoryId' | 'recollect'>;

export type ApiClientOptions = {
  store: SessionStore;
  /** The server address the seller set (e.g. `http://localhost:3000`). */
  serverUrl: () => Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type ApiClient = ReturnType<typeof createApiClient>;

function unwrap(body: unknown): unknown {
  return body != null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
}

function toApiError(status: number, body: unknown): ApiError {
  if (body != null && typeof body === 'object') {
    const { code, message, reason } = body as { code?: unknown; message?: unknown; reason?: unknown };
    if (typeof message === 'string' && message) {
      return new ApiError(
        typeof code === 'number' ? code : status,
        message,
        typeof reason === 'string' ? reason : undefined,
      );
    }
  }
  return new ApiError(status, CLIENT_MESSAGES.server);
}

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 120_000;
  let refreshing: Promise<void> | null = null;

  async function send(
    method: string,
    path: string,
    body: unknown,
    accessToken?: string,
  ): Promise<{ status: number; ok: boolean; body: unknown }> {
    const base = (await options.serverUrl()).replace(/\/+$/, '');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (accessToken) {
      headers.authorization = `Bearer ${accessToken}`;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw timedOut
        ? new ApiError(408, CLIENT_MESSAGES.timeout, 'REQUEST_TIMEOUT')
        : new ApiError(0, CLIENT_MESSAGES.network, 'NETWORK_ERROR');
    } finally {
      clearTimeout(timer);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      if (response.ok) {
        throw new ApiError(502, CLIENT_MESSAGES.badResponse);
      }
    }
    return { status: response.status, ok: response.ok, body: parsed };
  }

  async function endSession(loginError: string | null): Promise<void> {
    await options.store.write(null);
    await options.store.setLoginError(loginError);
  }

  /** Exchanges the tokens once; calls that fail meanwhile wait for the same exchange. */
  function refresh(expiredAccessToken: string): Promise<void> {
    refreshing ??= (async () => {
      const current = await options.store.read();
      if (current && current.accessToken !== expiredAccessToken) {
        // Someone else already exchanged the token this call used.
        return;
      }
      const refused = new ApiError(401, CLIENT_MESSAGES.refreshFailed, 'LOGIN_REFRESH_FAILED');
      if (!current) {
        throw refused;
      }
      const result = await send('POST', '/api/auth/refreshToken', {
        accessToken: current.accessToken,
        refreshToken: current.refreshToken,
      });
      if (!result.ok) {
        await endSession(CLIENT_MESSAGES.refreshFailed);
        throw refused;
      }
      await options.store.write(unwrap(result.body) as Session);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const session = await options.store.read();
      if (!session) {
        throw new ApiError(401, CLIENT_MESSAGES.loginRequired, 'TOKEN_MISSING');
      }
      const result = await send(method, path, body, session.accessToken);
      if (result.ok) {
        return unwrap(result.body) as T;
      }
      const error = toApiError(result.status, result.body);
      if (result.status !== 401) {
        throw error;
      }
      if (error.reason === 'TOKEN_EXPIRED' && attempt === 0) {
        await refresh(session.accessToken);
        continue;
      }
      if ((SESSION_ENDING_REASONS as readonly (string | undefined)[]).includes(error.reason)) {
        await endSession(null);
      }
      throw error;
    }
  }

  return {
    request,

    async login(username: string, password: string): Promise<Session> {
      const result = await send('POST', '/api/auth/login', { username, password });
      if (!result.ok) {
        throw toApiError(result.status, result.body);
      }
      const session = unwrap(result.body) as Session;
      await options.store.write(session);
      await options.store.setLoginError(null);
      return session;
    },

    /** Ends the session here even when the server cannot be reached. */
    async logout(): Promise<void> {
      const session = await options.store.read();
      await endSession(null);
      if (session) {
        await send(
          'POST',
          '/api/auth/logout',
          { refreshToken: session.refreshToken },
          session.accessToken,
        ).catch(() => undefined);
      }
    },

    collect(site: SourceSite, body: CollectBody): Promise<WorkListResponse> {
      return request<WorkListResponse>('POST', COLLECT_ENDPOINTS[site], body);
    },

    detailLog(workNumber: number): Promise<DetailLogResponse> {
      return request<DetailLogResponse>('GET', `/api/Log/GetDetailLog?type=collect&workNumber=${workNumber}`);
    },
  };
}
