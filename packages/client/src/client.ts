import {
  endpoints,
  ERRORS,
  HTTP_TIMEOUT_MS,
  LOGOUT_REASONS,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type InputOptional,
  type JsonEndpoint,
  type SessionAnswer,
} from '@sellerdesk/domain/core';
import { ApiError } from './api-error';
import { buildQueryString, fillPath, unwrap, type QueryParams } from './request';

export type TokenPair = { accessToken: string; refreshToken: string };

/**
 * Where an adapter keeps the session (cookies and localStorage on the web, chrome.storage in the
 * extension). Tokens are read afresh for every call: another tab, or the popup, may have changed them.
 */
export type SessionPort = {
  /** Both stored tokens; a missing one is `undefined`. */
  readTokens(): Partial<TokenPair> | Promise<Partial<TokenPair>>;
  /** Keeps the answer of a refresh: the rotated tokens and whose they are. */
  saveRefreshed(answer: SessionAnswer): void | Promise<void>;
  clearTokens(): void | Promise<void>;
  /** The login screen shows this until it is cleared (spec §4). */
  setLoginError(message: string | null): void | Promise<void>;
};

/** Why the client ended the session on its own. */
export type SessionEndEvent =
  { reason: 'token-rejected'; error: ApiError } | { reason: 'refresh-failed'; error: ApiError };

/** A Korean text, or a function giving it when it is needed (the web app's texts come from i18n). */
export type Text = string | (() => string);

/** The failures only a client can have, worded for its users. */
export type ClientMessages = {
  /** The server could not be reached. */
  network: Text;
  /** A successful answer that is not JSON. */
  badResponse: Text;
  /** A call that needs a login, made without a stored token. Default: the catalogue's TOKEN_MISSING. */
  loginRequired?: Text;
};

export type ApiClientOptions = {
  /** The API base (`/api`, or `http://host:3000/api`); a function when it is a setting read per call. */
  baseUrl: string | (() => string | Promise<string>);
  session: SessionPort;
  messages: ClientMessages;
  /** Called after the 401 policy removed the tokens: shut the chat widget down, drop cached user data. */
  onSessionEnd?: (event: SessionEndEvent) => void | Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Runs a token refresh under a lock shared by every context using the same session (browser tabs). */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Called around every network round trip, except background calls; drives a progress bar. */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
};

export type CallOptions = {
  /** The caller gave up (a query was cancelled): the call rejects with the abort error. */
  signal?: AbortSignal;
  /** A background refresh (polling): it does not drive the progress bar, which would flash every few seconds. */
  background?: boolean;
};

/** `call(endpoint)` when the endpoint needs no input, else `call(endpoint, input)`. */
export type CallArgs<E> =
  InputOptional<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export type ApiClient = {
  /** Calls one endpoint of the table and answers its payload, typed by the endpoint's contract. */
  call<E extends JsonEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
};

type RequestParts = {
  params?: Record<string, unknown>;
  query?: QueryParams;
  body?: unknown;
  /** A multipart upload; the browser writes its content type (with the boundary) itself. */
  form?: FormData;
};
type Answer = { response: Response; body: unknown };

const text = (value: Text): string => (typeof value === 'function' ? value() : value);

/**
 * The one API client core: bearer token on every call that needs a login (public endpoints go without),
 * 180000 ms timeout, `{ data }` unwrapped, failures as ApiError `{ code, message, reason }`, and the 401
 * policy of spec §4:
 * - reasons in LOGOUT_REASONS, or a stored token missing → the session ends;
 * - TOKEN_EXPIRED → one refresh call shared by every request that failed meanwhile, then each retries once;
 *   a refresh the server refuses removes the tokens with '로그인 갱신에 실패하였습니다.';
 * - any other 401 is rejected with its code and message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const lock = options.lock ?? (<T>(task: () => Promise<T>) => task());
  let refreshing: Promise<void> | null = null;

  async function baseUrl(): Promise<string> {
    const base = typeof options.baseUrl === 'function' ? await options.baseUrl() : options.baseUrl;
    return base.replace(/\/+$/, '');
  }

  async function readBody(response: Response): Promise<unknown> {
    const body = await response.text();
    if (!body) {
      return undefined;
    }
    try {
      return JSON.parse(body) as unknown;
    } catch {
      if (response.ok) {
        throw new ApiError(502, text(options.messages.badResponse), 'BAD_RESPONSE');
      }
      return undefined;
    }
  }

  async function send(
    endpoint: Endpoint,
    parts: RequestParts,
    accessToken: string | undefined,
    callOptions: CallOptions,
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (parts.body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (accessToken) {
      headers.authorization = `Bearer ${accessToken}`;
    }
    const url = `${await baseUrl()}${fillPath(endpoint.path, parts.params)}${buildQueryString(parts.query)}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (callOptions.signal?.aborted) {
      // Given up while the tokens or the base address were being read.
      controller.abort();
    } else {
      callOptions.signal?.addEventListener('abort', onCallerAbort, { once: true });
    }

    const tracked = !callOptions.background;
    if (tracked) {
      options.onRequestStart?.();
    }
    try {
      const response = await fetchImpl(url, {
        method: endpoint.method,
        headers,
        body: parts.form ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body)),
        signal: controller.signal,
      });
      return { response, body: await readBody(response) };
    } catch (error) {
      if (error instanceof ApiError) {
        throw error;
      }
      if (timedOut) {
        throw new ApiError(ERRORS.REQUEST_TIMEOUT.status, ERRORS.REQUEST_TIMEOUT.message, 'REQUEST_TIMEOUT');
      }
      if (callOptions.signal?.aborted) {
        throw error;
      }
      throw new ApiError(0, text(options.messages.network), 'NETWORK_ERROR');
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onCallerAbort);
      if (tracked) {
        options.onRequestEnd?.();
      }
    }
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

  /** Removes the tokens (and, after a refused refresh, keeps the login error) before the app reacts. */
  async function endSession(event: SessionEndEvent): Promise<void> {
    const stored = await options.session.readTokens();
    const hadSession = Boolean(stored.accessToken || stored.refreshToken);
    await options.session.clearTokens();
    if (event.reason === 'refresh-failed') {
      await options.session.setLoginError(event.error.message);
    }
    if (hadSession || event.reason === 'refresh-failed') {
      await options.onSessionEnd?.(event);
    }
  }

  async function refuseRefresh(): Promise<never> {
    const error = new ApiError(401, ERRORS.LOGIN_REFRESH_FAILED.message, 'LOGIN_REFRESH_FAILED');
    await endSession({ reason: 'refresh-failed', error });
    throw error;
  }

  /** Exchanges the tokens once; concurrent callers share the same attempt. */
  function refreshTokens(expiredAccessToken: string | undefined): Promise<void> {
    refreshing ??= lock(async () => {
      const { accessToken, refreshToken } = await options.session.readTokens();
      // Another request (or tab) already replaced the token this request used: just retry with the new one.
      if (accessToken && refreshToken && accessToken !== expiredAccessToken) {
        return;
      }
      if (!accessToken || !refreshToken) {
        return refuseRefresh();
      }
      let answer: Answer;
      try {
        answer = await send(
          endpoints.Auth.refreshToken,
          { body: { accessToken, refreshToken } },
          undefined,
          {},
        );
      } catch (error) {
        // A network failure is not a refusal: keep the tokens so the next call can try again.
        throw error instanceof ApiError
          ? error
          : new ApiError(0, text(options.messages.network), 'NETWORK_ERROR');
      }
      if (!answer.response.ok) {
        return refuseRefresh();
      }
      await options.session.saveRefreshed(unwrap(answer.body) as SessionAnswer);
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call(endpoint: JsonEndpoint, input?: RequestParts, callOptions: CallOptions = {}) {
    const parts = input ?? {};
    const needsLogin = endpoint.access !== 'public';
    for (let attempt = 0; ; attempt++) {
      const stored = needsLogin ? await options.session.readTokens() : {};
      if (needsLogin && !stored.accessToken) {
        // The server would answer TOKEN_MISSING; say so without the round trip.
        const error = new ApiError(
          401,
          text(options.messages.loginRequired ?? ERRORS.TOKEN_MISSING.message),
          'TOKEN_MISSING',
        );
        await endSession({ reason: 'token-rejected', error });
        throw error;
      }
      const answer = await send(endpoint, parts, stored.accessToken, callOptions);
      if (answer.response.ok) {
        return unwrap(answer.body);
      }

      const error = toApiError(answer.response.status, answer.body);
      if (answer.response.status !== 401 || !needsLogin) {
        throw error;
      }
      const now = await options.session.readTokens();
      const tokenMissing = !now.accessToken || !now.refreshToken;
      if (tokenMissing || LOGOUT_REASONS.includes(error.reason as (typeof LOGOUT_REASONS)[number])) {
        await endSession({ reason: 'token-rejected', error });
        throw error;
      }
      if (error.reason === 'TOKEN_EXPIRED' && attempt === 0) {
        await refreshTokens(stored.accessToken);
        continue;
      }
      throw error;
    }
  }

  return {
    // One implementation for every endpoint; the signature above types it per endpoint.
    call: call as ApiClient['call'],
  };
}
