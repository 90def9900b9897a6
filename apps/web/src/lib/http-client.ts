import { ERRORS, HTTP_TIMEOUT_MS, LOGOUT_REASONS } from '@sellerdesk/domain';
import type { LoginResponse } from '@sellerdesk/domain/api';
import { ApiError, CLIENT_ERRORS } from './api-error';
import type { SessionStore, SessionTokens } from './session';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type RequestOptions = {
  /** Query string parameters (GET sends its params this way, spec §7). */
  params?: QueryParams;
  /** Send the bearer token; false only for login and user creation (spec §6). Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  /** A background refresh (polling): it does not drive the progress bar, which would otherwise flash every few seconds. */
  background?: boolean;
};

/** Why the client ended the session on its own. */
export type SessionEndEvent =
  { reason: 'token-rejected'; error: ApiError } | { reason: 'refresh-failed'; error: ApiError };

export type HttpClientOptions = {
  baseUrl: string;
  session: SessionStore;
  /** Called after the 401 policy removed the tokens: shut the chat widget down, drop cached user data. */
  onSessionEnd: (event: SessionEndEvent) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called around every network round trip; drives the progress bar. */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
};

export type HttpClient = {
  get<T>(path: string, params?: QueryParams, options?: Omit<RequestOptions, 'params'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  request<T>(method: string, path: string, body: unknown, options?: RequestOptions): Promise<T>;
};

export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item != null) {
        search.append(key, String(item));
      }
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Answers are `{ data }`; callers get the payload (spec §7: unwrapped to the payload field if present). */
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
  return new ApiError(status, ERRORS.INTERNAL.message, status >= 500 ? 'INTERNAL' : undefined);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) {
      throw new ApiError(CLIENT_ERRORS.BAD_RESPONSE.code, CLIENT_ERRORS.BAD_RESPONSE.message());
    }
    return undefined;
  }
}

/** Runs `task` holding a lock shared by every tab, so two tabs never spend the same refresh token. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('sellerdesk-token-refresh', task) : task();
}

/**
 * The one HTTP client. Bearer token on every call except login and user creation, 180000 ms timeout,
 * `{ data }` unwrapped, failures as ApiError `{ code, message, reason }`, and the 401 policy of spec §4:
 * - reasons in LOGOUT_REASONS, or a stored token missing → the session ends;
 * - TOKEN_EXPIRED → one refresh call shared by every request that failed meanwhile, then each retries once;
 *   a refresh the server refuses removes the tokens with '로그인 갱신에 실패하였습니다.';
 * - any other 401 is rejected with its code and message.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  let refreshing: Promise<void> | null = null;

  async function send(
    method: string,
    path: string,
    body: unknown,
    accessToken: string | undefined,
    requestOptions: RequestOptions,
  ): Promise<{ response: Response; body: unknown }> {
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
    const onCallerAbort = () => controller.abort();
    requestOptions.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const tracked = !requestOptions.background;
    if (tracked) {
      options.onRequestStart?.();
    }
    try {
      const response = await fetchImpl(`${baseUrl}${path}${buildQueryString(requestOptions.params)}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      return { response, body: await readBody(response) };
    } catch (error) {
      if (error instanceof ApiError) {
        throw error;
      }
      if (timedOut) {
        throw new ApiError(
          CLIENT_ERRORS.REQUEST_TIMEOUT.code,
          CLIENT_ERRORS.REQUEST_TIMEOUT.message(),
          'REQUEST_TIMEOUT',
        );
      }
      if (requestOptions.signal?.aborted) {
        throw error;
      }
      throw new ApiError(
        CLIENT_ERRORS.NETWORK_ERROR.code,
        CLIENT_ERRORS.NETWORK_ERROR.message(),
        'NETWORK_ERROR',
      );
    } finally {
      clearTimeout(timer);
      requestOptions.signal?.removeEventListener('abort', onCallerAbort);
      if (tracked) {
        options.onRequestEnd?.();
      }
    }
  }

  /** Removes the tokens (and, after a refused refresh, keeps the login error) before the app reacts. */
  function endSession(event: SessionEndEvent): void {
    const stored = options.session.readTokens();
    const hadSession = Boolean(stored.accessToken || stored.refreshToken);
    options.session.clearTokens();
    if (event.reason === 'refresh-failed') {
      options.session.setLoginError(event.error.message);
    }
    if (hadSession || event.reason === 'refresh-failed') {
      options.onSessionEnd(event);
    }
  }

  /** Exchanges the tokens once; concurrent callers share the same attempt. */
  function refreshTokens(expiredAccessToken: string | undefined): Promise<void> {
    refreshing ??= withRefreshLock(async () => {
      const current = options.session.getTokens();
      // Another request (or tab) already replaced the token this request used: just retry with the new one.
      if (current && current.accessToken !== expiredAccessToken) {
        return;
      }
      if (!current) {
        const error = new ApiError(401, ERRORS.LOGIN_REFRESH_FAILED.message, 'LOGIN_REFRESH_FAILED');
        endSession({ reason: 'refresh-failed', error });
        throw error;
      }
      let result: { response: Response; body: unknown };
      try {
        result = await send('POST', '/auth/refreshToken', current satisfies SessionTokens, undefined, {});
      } catch (error) {
        // A network failure is not a refusal: keep the tokens so the next call can try again.
        throw error instanceof ApiError ? error : new ApiError(0, CLIENT_ERRORS.NETWORK_ERROR.message());
      }
      if (!result.response.ok) {
        const error = new ApiError(401, ERRORS.LOGIN_REFRESH_FAILED.message, 'LOGIN_REFRESH_FAILED');
        endSession({ reason: 'refresh-failed', error });
        throw error;
      }
      const next = unwrap(result.body) as LoginResponse;
      options.session.save({
        accessToken: next.accessToken,
        refreshToken: next.refreshToken,
        username: next.username,
      });
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const useAuth = requestOptions.auth ?? true;
    for (let attempt = 0; ; attempt++) {
      const accessToken = useAuth ? options.session.readTokens().accessToken : undefined;
      const result = await send(method, path, body, accessToken, requestOptions);
      if (result.response.ok) {
        return unwrap(result.body) as T;
      }

      const error = toApiError(result.response.status, result.body);
      if (result.response.status !== 401 || !useAuth) {
        throw error;
      }

      const stored = options.session.readTokens();
      const tokenMissing = !stored.accessToken || !stored.refreshToken;
      if (tokenMissing || LOGOUT_REASONS.includes(error.reason as (typeof LOGOUT_REASONS)[number])) {
        endSession({ reason: 'token-rejected', error });
        throw error;
      }
      if (error.reason === 'TOKEN_EXPIRED' && attempt === 0) {
        await refreshTokens(accessToken);
        continue;
      }
      throw error;
    }
  }

  return {
    request,
    get: (path, params, getOptions) => request('GET', path, undefined, { ...getOptions, params }),
    post: (path, body, postOptions) => request('POST', path, body, postOptions),
  };
}
