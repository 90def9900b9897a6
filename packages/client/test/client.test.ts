import { endpoints, ERRORS, HTTP_TIMEOUT_MS, type SessionAnswer } from '@sellerdesk/domain/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildQueryString,
  createApiClient,
  isAuthFailure,
  type ApiClientOptions,
  type SessionEndEvent,
  type SessionPort,
  type TokenPair,
} from '../src/index';
import { fillPath } from '../src/request';

type Call = { method: string; url: string; authorization: string | null; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function failure(status: number, reason: keyof typeof ERRORS): Response {
  return json(status, { code: status, message: ERRORS[reason].message, reason });
}

/**
 * A server with the real token rules: `validAccess` is the only access token it accepts, `expired` ones
 * answer TOKEN_EXPIRED, refresh tokens rotate and each works once. Other paths echo what they got.
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
    const { pathname: path, search } = new URL(url, 'http://test');

    if (path === '/api/auth/refreshToken') {
      state.refreshCount += 1;
      if (state.refreshDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
      }
      if (!body || !state.refreshTokens.delete(body.refreshToken ?? '')) {
        return failure(401, 'REFRESH_TOKEN_INVALID');
      }
      state.refreshTokens.add('refresh-2');
      const answer: SessionAnswer = {
        username: 'seller@example.com',
        role: 'User',
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
      };
      return json(200, { data: answer });
    }
    if (path === '/api/auth/login') {
      return json(200, { data: { path, body } });
    }
    if (path === '/api/auth/registerTerms') {
      return json(200, { data: { items: [] } });
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
    if (path === '/api/Log/CheckExistBot') {
      return json(401, { code: 401, message: '다른 이유', reason: 'SOMETHING_ELSE' });
    }
    return json(200, { data: { path, search, body } });
  });
  return { state, fetchImpl };
}

/** A session kept in memory, read asynchronously like chrome.storage. */
function memorySession(tokens: Partial<TokenPair> = {}) {
  const state = { tokens: { ...tokens }, loginError: null as string | null, saved: [] as SessionAnswer[] };
  const port: SessionPort = {
    readTokens: () => Promise.resolve({ ...state.tokens }),
    saveRefreshed: (answer) => {
      state.saved.push(answer);
      state.tokens = { accessToken: answer.accessToken, refreshToken: answer.refreshToken };
    },
    clearTokens: () => {
      state.tokens = {};
    },
    setLoginError: (message) => {
      state.loginError = message;
    },
  };
  return { state, port };
}

const messages = { network: '서버에 연결할 수 없습니다.', badResponse: '응답을 해석할 수 없습니다.' };

/** What the fake server echoes for other paths. */
type Echo = { path: string; search: string; body: unknown };

describe('createApiClient', () => {
  let server: ReturnType<typeof fakeServer>;
  let session: ReturnType<typeof memorySession>;
  let ended: SessionEndEvent[];

  const client = (options: Partial<ApiClientOptions> = {}) =>
    createApiClient({
      baseUrl: '/api',
      session: session.port,
      messages,
      fetch: server.fetchImpl,
      onSessionEnd: (event) => {
        ended.push(event);
      },
      ...options,
    });

  beforeEach(() => {
    server = fakeServer();
    session = memorySession({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    ended = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the bearer token, the method and path of the endpoint, GET input as a query string, and unwraps `data`', async () => {
    const answer = (await client().call(endpoints.Log.GetDetailLog, {
      query: { type: 'collect', workNumber: 12 },
    })) as unknown as Echo;
    expect(answer).toEqual({ path: '/api/Log/GetDetailLog', search: '?type=collect&workNumber=12' });
    expect(server.state.calls[0]).toMatchObject({ method: 'GET', authorization: 'Bearer access-2' });
  });

  it('sends POST bodies as JSON and query parameters of a POST as a query string', async () => {
    const answer = (await client().call(endpoints.Product.ExistUserProduct, {
      query: { site: 'taobao', code: '652370015315' },
    })) as unknown as Echo;
    expect(answer.search).toBe('?site=taobao&code=652370015315');
    const removed = (await client().call(endpoints.Product.RemoveProduct, {
      body: { ids: ['a', 'b'] },
    })) as unknown as Echo;
    expect(removed.body).toEqual({ ids: ['a', 'b'] });
    expect(server.state.calls.map((call) => call.method)).toEqual(['POST', 'POST']);
  });

  it('sends public endpoints (login, user creation, terms) without a bearer token even when one is stored', async () => {
    await client().call(endpoints.Auth.login, { body: { username: 'a@b.c', password: 'x' } });
    await client().call(endpoints.Auth.registerTerms);
    expect(server.state.calls.map((call) => call.authorization)).toEqual([null, null]);
  });

  it('reads the base address for every call (the extension takes it from its settings)', async () => {
    let base = 'http://localhost:3000/api/';
    const http = client({ baseUrl: () => Promise.resolve(base) });
    await http.call(endpoints.Auth.registerTerms);
    base = 'http://127.0.0.1:4000/api';
    await http.call(endpoints.Auth.registerTerms);
    expect(server.state.calls.map((call) => call.url)).toEqual([
      'http://localhost:3000/api/auth/registerTerms',
      'http://127.0.0.1:4000/api/auth/registerTerms',
    ]);
  });

  it('on TOKEN_EXPIRED refreshes once, stores the rotated tokens and retries the call', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const answer = (await client().call(endpoints.Auth.user)) as unknown as Echo;
    expect(answer.path).toBe('/api/auth/user');
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.calls.map((call) => call.authorization)).toEqual([
      'Bearer access-1',
      null,
      'Bearer access-2',
    ]);
    expect(server.state.calls[1]).toMatchObject({
      url: '/api/auth/refreshToken',
      body: { accessToken: 'access-1', refreshToken: 'refresh-1' },
    });
    expect(session.state.tokens).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(session.state.saved).toEqual([
      expect.objectContaining({ username: 'seller@example.com', role: 'User' }),
    ]);
    expect(ended).toEqual([]);
  });

  it('shares ONE refresh call among concurrent requests that all got TOKEN_EXPIRED', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.refreshDelayMs = 30;
    const http = client();
    const answers = (await Promise.all([
      http.call(endpoints.Auth.user),
      http.call(endpoints.Log.GetUserCollectSummary),
      http.call(endpoints.Product.RemoveProduct, { body: { ids: ['x'] } }),
      http.call(endpoints.Product.GetCollectFillter, { query: { mode: 'Remove' } }),
    ])) as unknown as Echo[];
    expect(answers.map((answer) => answer.path)).toEqual([
      '/api/auth/user',
      '/api/Log/GetUserCollectSummary',
      '/api/Product/RemoveProduct',
      '/api/Product/GetCollectFillter',
    ]);
    expect(server.state.refreshCount).toBe(1);
    // Each request retried exactly once, with the new token.
    expect(server.state.calls.filter((call) => call.authorization === 'Bearer access-2')).toHaveLength(4);
  });

  it('runs the refresh under the adapter lock (shared by browser tabs)', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    let locked = 0;
    const lock = <T>(task: () => Promise<T>): Promise<T> => {
      locked += 1;
      return task();
    };
    await client({ lock }).call(endpoints.Auth.user);
    expect(locked).toBe(1);
  });

  it('retries without refreshing again when the expired answer arrives after another request refreshed', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.delayMs.set('/api/Log/GetUserCollectSummary', 60);
    const http = client();
    // The slow call leaves with access-1 and answers TOKEN_EXPIRED late, after the fast one has refreshed.
    const slow = http.call(endpoints.Log.GetUserCollectSummary);
    await http.call(endpoints.Auth.user);
    expect(server.state.refreshCount).toBe(1);
    expect(((await slow) as unknown as Echo).path).toBe('/api/Log/GetUserCollectSummary');
    // A second refresh would have spent refresh-1 again and failed; there was none.
    expect(server.state.refreshCount).toBe(1);
    expect(session.state.tokens).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('a refused refresh removes the tokens, keeps "로그인 갱신에 실패하였습니다." as the login error and ends the session', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-unknown' });
    const error = await client()
      .call(endpoints.Auth.user)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      code: 401,
      message: '로그인 갱신에 실패하였습니다.',
      reason: 'LOGIN_REFRESH_FAILED',
    });
    expect(isAuthFailure(error)).toBe(true);
    expect(session.state.tokens).toEqual({});
    expect(session.state.loginError).toBe(ERRORS.LOGIN_REFRESH_FAILED.message);
    expect(ended.map((event) => event.reason)).toEqual(['refresh-failed']);
  });

  it('concurrent requests whose shared refresh fails end the session once', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-unknown' });
    const http = client();
    const results = await Promise.allSettled([
      http.call(endpoints.Auth.user),
      http.call(endpoints.Log.GetUserCollectSummary),
      http.call(endpoints.Log.GetCollectLogAll),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(server.state.refreshCount).toBe(1);
    expect(ended).toHaveLength(1);
  });

  it('keeps the tokens when the refresh cannot reach the server', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/auth/refreshToken')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : server.fetchImpl(input, init),
    );
    const error = (await client({ fetch: fetchImpl })
      .call(endpoints.Auth.user)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.toJSON()).toEqual({ code: 0, message: messages.network, reason: 'NETWORK_ERROR' });
    expect(session.state.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(ended).toEqual([]);
  });

  it.each([
    ['TOKEN_SIGNATURE_INVALID', 'bad-signature'],
    ['TOKEN_INVALID', 'revoked-token'],
  ])('logs out without refreshing on %s', async (reason, accessToken) => {
    session = memorySession({ accessToken, refreshToken: 'refresh-1' });
    const error = (await client()
      .call(endpoints.Auth.user)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(ERRORS[reason as keyof typeof ERRORS].message);
    expect(server.state.refreshCount).toBe(0);
    expect(session.state.tokens).toEqual({});
    expect(ended).toEqual([{ reason: 'token-rejected', error }]);
    expect(session.state.loginError).toBeNull();
  });

  it('logs out when a stored token is missing, even if the server only said the token expired', async () => {
    // The refresh token disappeared (another tab logged out) while a request was in flight.
    session = memorySession({ accessToken: 'access-1' });
    const error = (await client()
      .call(endpoints.Auth.user)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.reason).toBe('TOKEN_EXPIRED');
    expect(server.state.refreshCount).toBe(0);
    expect(session.state.tokens).toEqual({});
    expect(ended.map((event) => event.reason)).toEqual(['token-rejected']);
  });

  it('answers a call that needs a login without a stored token at once, with the adapter message', async () => {
    session = memorySession({ refreshToken: 'refresh-1' });
    const error = (await client({ messages: { ...messages, loginRequired: '먼저 로그인해주세요.' } })
      .call(endpoints.Product.TaobaoProductWorkListExtension, {
        body: { url: 'https://item.taobao.com/item.htm?id=1', data: {} },
      })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.toJSON()).toEqual({ code: 401, message: '먼저 로그인해주세요.', reason: 'TOKEN_MISSING' });
    expect(server.state.calls).toHaveLength(0);
    // The lone refresh token is forgotten with the session.
    expect(session.state.tokens).toEqual({});
    expect(ended.map((event) => event.reason)).toEqual(['token-rejected']);

    const plain = (await client()
      .call(endpoints.Auth.user)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(plain.message).toBe(ERRORS.TOKEN_MISSING.message);
  });

  it('rejects any other 401 with its code and message, keeping the session', async () => {
    const error = (await client()
      .call(endpoints.Log.CheckExistBot)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.toJSON()).toEqual({ code: 401, message: '다른 이유', reason: 'SOMETHING_ELSE' });
    expect(session.state.tokens).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    expect(ended).toEqual([]);
  });

  it('retries a refreshed call only once: a second TOKEN_EXPIRED is rejected', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.state.expired.add('access-2');
    const error = (await client()
      .call(endpoints.Auth.user)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.reason).toBe('TOKEN_EXPIRED');
    expect(server.state.refreshCount).toBe(1);
    expect(server.state.calls).toHaveLength(3);
  });

  it('passes a refused e-mail verification on with its message and keeps the session', async () => {
    const fetchImpl = vi.fn(async () => failure(403, 'EMAIL_NOT_VERIFIED'));
    const error = (await client({ fetch: fetchImpl })
      .call(endpoints.Log.GetCollectLogAll)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.toJSON()).toEqual({
      code: 403,
      message: ERRORS.EMAIL_NOT_VERIFIED.message,
      reason: 'EMAIL_NOT_VERIFIED',
    });
    expect(isAuthFailure(error)).toBe(true);
    expect(session.state.tokens.accessToken).toBe('access-2');
  });

  it('fails a call that takes longer than 180000 ms with the Korean timeout error', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client({ fetch: hanging })
      .call(endpoints.Auth.user)
      .catch((caught: unknown) => caught);
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

  it('rejects with the abort error when the caller gives up, not with a timeout or network error', async () => {
    // Like fetch: rejects when its signal aborts, at once when it already has.
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) {
            abort();
          }
          init?.signal?.addEventListener('abort', abort);
        }),
    );
    const inFlight = new AbortController();
    const pending = client({ fetch: hanging })
      .call(endpoints.Auth.user, {}, { signal: inFlight.signal })
      .catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(hanging).toHaveBeenCalledTimes(1));
    inFlight.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });

    // Given up before the request left (while the session was being read).
    const early = new AbortController();
    const before = client({ fetch: hanging })
      .call(endpoints.Auth.user, {}, { signal: early.signal })
      .catch((caught: unknown) => caught);
    early.abort();
    expect(await before).toMatchObject({ name: 'AbortError' });
  });

  it('turns a failed connection into the adapter network message', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await client({ fetch: offline, messages: { ...messages, network: () => '오프라인' } })
      .call(endpoints.Auth.registerTerms)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.toJSON()).toEqual({ code: 0, message: '오프라인', reason: 'NETWORK_ERROR' });
  });

  it('reports an unreadable success as a bad response, and an error without a body as the catalogue message', async () => {
    const notJson = vi.fn(async () => new Response('<html>proxy</html>', { status: 200 }));
    const bad = (await client({ fetch: notJson })
      .call(endpoints.Auth.registerTerms)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(bad.toJSON()).toEqual({ code: 502, message: messages.badResponse, reason: 'BAD_RESPONSE' });

    const gateway = vi.fn(async () => new Response('Bad Gateway', { status: 502 }));
    const down = (await client({ fetch: gateway })
      .call(endpoints.Auth.registerTerms)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(down.toJSON()).toEqual({ code: 502, message: ERRORS.INTERNAL.message, reason: 'INTERNAL' });
  });

  it('reports every round trip to the progress hooks, except background calls', async () => {
    session = memorySession({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const started = vi.fn();
    const finished = vi.fn();
    const http = client({ onRequestStart: started, onRequestEnd: finished });
    await http.call(endpoints.Auth.user);
    expect(started).toHaveBeenCalledTimes(3);
    expect(finished).toHaveBeenCalledTimes(3);

    await http.call(endpoints.Log.GetCollectLogAll, {}, { background: true });
    expect(started).toHaveBeenCalledTimes(3);
    expect(server.state.calls.at(-1)?.authorization).toBe('Bearer access-2');
  });
});

describe('request building', () => {
  it('skips empty query values and repeats arrays', () => {
    expect(buildQueryString({ a: 1, b: null, c: undefined, d: false, e: ['x', null, 'y'] })).toBe(
      '?a=1&d=false&e=x&e=y',
    );
    expect(buildQueryString({ q: '가방 세트' })).toBe('?q=%EA%B0%80%EB%B0%A9+%EC%84%B8%ED%8A%B8');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath(endpoints.Image.file.path, { prefix: 'ab', file: 'c d.jpg' })).toBe(
      '/images/ab/c%20d.jpg',
    );
    expect(() => fillPath(endpoints.Image.file.path, { prefix: 'ab' })).toThrow(
      'missing path parameter file',
    );
  });

  it('sends a multipart form as is, leaving its content type (and boundary) to fetch', async () => {
    const seen: { headers: Headers; body: unknown }[] = [];
    const http = createApiClient({
      baseUrl: '/api',
      session: memorySession({ accessToken: 'access-2', refreshToken: 'refresh-1' }).port,
      messages,
      fetch: async (_input, init) => {
        seen.push({ headers: new Headers(init?.headers), body: init?.body });
        return json(200, { data: { images: [] } });
      },
    });
    const form = new FormData();
    form.append('type', 'edit');
    form.append('files', new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }), 'a.jpg');
    expect(await http.call(endpoints.Image.UploadImage, { form })).toEqual({ images: [] });
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers.get('content-type')).toBeNull();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer access-2');
  });
});

/** Compile-time checks of `call`: these fail `npm run typecheck` if the contract types stop reaching callers. */
export async function typeChecks(): Promise<void> {
  const http = createApiClient({ baseUrl: '/api', session: memorySession().port, messages });
  const user = await http.call(endpoints.Auth.user);
  const role: 'Admin' | 'User' | 'BasicUser' = user.role;
  // @ts-expect-error login needs its body.
  await http.call(endpoints.Auth.login);
  // @ts-expect-error the password is a string.
  await http.call(endpoints.Auth.login, { body: { username: 'a@b.c', password: 1 } });
  // @ts-expect-error stored images answer bytes, not JSON: not a `call`.
  await http.call(endpoints.Image.file, { params: { prefix: 'ab', file: 'x.jpg' } });
  const detail = await http.call(endpoints.Product.SearchCollectProductDetail, {
    query: { site: 'taobao', code: '1' },
  });
  const code: string = detail.detail.source.code;
  // @ts-expect-error an upload takes a FormData, not a JSON body.
  await http.call(endpoints.Image.UploadImage, { body: { type: 'edit' } });
  // @ts-expect-error the reset needs a known type.
  await http.call(endpoints.Image.Reset, { query: { type: 'all' } });
  void [role, code];
}
