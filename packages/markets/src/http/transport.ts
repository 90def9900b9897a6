import type { Market } from '@sellerdesk/domain';
import { joinUrl, type Fetcher, type HeadersLike, type HttpMethod } from '@sellerdesk/outbound';
import { networkFailure, type MarketError } from '../errors';
import type { AccountRateLimiter } from './rate-limiter';

/** One call to a market API. */
export type MarketCall = {
  /** The rate-limit bucket and log name, e.g. 'POST /v2/products'. */
  operation: string;
  method: HttpMethod;
  /** Path (and query) under the market's base URL. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /**
   * Safe to send again after a transient failure (reads, full-object updates). Creates are not: a lost
   * answer may hide a listing that was made; `pushListing` retries them itself after searching first.
   * 429 answers are always retried, because the gateway refused before the market did anything.
   */
  idempotent: boolean;
};

export type MarketReply = {
  status: number;
  headers: HeadersLike;
  bytes: Uint8Array;
  /** The body decoded (UTF-8 unless the market's hooks say otherwise). */
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
};

export type TransportHooks = {
  /** Authentication headers for one attempt (signatures and timestamps are per attempt). */
  authorize(call: MarketCall, url: string): Promise<Record<string, string>> | Record<string, string>;
  /** A failed answer as the market's error. */
  toError(reply: MarketReply, call: MarketCall): MarketError;
  /** Re-issues the access token; the call is then sent once more. */
  refreshAuth?(): Promise<void>;
  /** For markets that answer business failures with 2xx (11st): true when the answer is a failure. */
  isFailure?(reply: MarketReply): boolean;
  /** Body decoding for markets that do not answer UTF-8 (11st: EUC-KR). */
  decode?(bytes: Uint8Array, headers: HeadersLike): string;
};

export type TransportOptions = {
  market: Market;
  fetcher: Fetcher;
  baseUrl: string;
  limiter: AccountRateLimiter;
  sleep: (ms: number) => Promise<void>;
  /** Attempts for transient failures of idempotent calls (default 3). */
  maxAttempts?: number;
  /** Attempts when the market keeps answering 429 (default 6). */
  maxRateLimitedAttempts?: number;
};

const utf8 = new TextDecoder('utf-8');

function parseJson(text: string): unknown {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    return undefined;
  }
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Longer waits (Coupang blocks for minutes) are not sat out inside a call: the error goes up with its
 * Retry-After so the upload pipeline can reschedule the item, and the limiter keeps the account quiet.
 */
export const MAX_INLINE_WAIT_MS = 30_000;

/** Exponential backoff for transient failures: 0.5 s, 1 s, 2 s … capped at 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** (attempt - 1));
}

/**
 * Sends market calls: waits for the account's rate limiter, signs each attempt, reads the answer, maps
 * failures to `MarketError`, honours 429 with the limiter's block, re-issues an expired token once, and
 * retries transient failures of idempotent calls with backoff.
 */
export class MarketTransport {
  private readonly maxAttempts: number;
  private readonly maxRateLimitedAttempts: number;

  constructor(
    private readonly options: TransportOptions,
    private readonly hooks: TransportHooks,
  ) {
    this.maxAttempts = options.maxAttempts ?? 3;
    this.maxRateLimitedAttempts = options.maxRateLimitedAttempts ?? 6;
  }

  /** The transport of one account's adapter: the context's fetcher, base URL and clock, the account's limiter. */
  static forAccount(
    market: Market,
    context: Pick<TransportOptions, 'fetcher' | 'baseUrl' | 'sleep'>,
    limiter: AccountRateLimiter,
    hooks: TransportHooks,
  ): MarketTransport {
    const { fetcher, baseUrl, sleep } = context;
    return new MarketTransport({ market, fetcher, baseUrl, limiter, sleep }, hooks);
  }

  async send(call: MarketCall): Promise<MarketReply> {
    const { limiter, fetcher, market, sleep } = this.options;
    let refreshed = false;
    let failures = 0;
    let rateLimited = 0;
    for (;;) {
      await limiter.take(call.operation);
      const url = joinUrl(this.options.baseUrl, call.path);
      let reply: MarketReply;
      try {
        const headers = { ...call.headers, ...(await this.hooks.authorize(call, url)) };
        const response = await fetcher(url, { method: call.method, headers, body: call.body });
        const bytes = await response.bytes();
        const text = this.hooks.decode ? this.hooks.decode(bytes, response.headers) : utf8.decode(bytes);
        reply = { status: response.status, headers: response.headers, bytes, text, json: parseJson(text) };
      } catch (error) {
        const failure = networkFailure(market, error);
        failures += 1;
        if (failure.transient && call.idempotent && failures < this.maxAttempts) {
          await sleep(backoffMs(failures));
          continue;
        }
        throw failure;
      }
      if (reply.status < 400 && !this.hooks.isFailure?.(reply)) {
        limiter.succeed(call.operation);
        return reply;
      }
      const error = this.hooks.toError(reply, call);
      const waitMs = (error.retryAfterSeconds ?? 0) * 1000;
      if (error.code === 'RATE_LIMITED') {
        rateLimited += 1;
        limiter.penalize(call.operation, error.retryAfterSeconds ?? null);
        if (rateLimited < this.maxRateLimitedAttempts && waitMs <= MAX_INLINE_WAIT_MS) {
          continue;
        }
        throw error;
      }
      if (error.code === 'TOKEN_EXPIRED' && this.hooks.refreshAuth && !refreshed) {
        refreshed = true;
        await this.hooks.refreshAuth();
        continue;
      }
      failures += 1;
      if (error.transient && call.idempotent && failures < this.maxAttempts && waitMs <= MAX_INLINE_WAIT_MS) {
        await sleep(waitMs || backoffMs(failures));
        continue;
      }
      throw error;
    }
  }
}

/** Retries a whole operation (search-then-create) while it fails transiently. */
export async function withRetry<T>(
  run: () => Promise<T>,
  options: {
    attempts: number;
    sleep: (ms: number) => Promise<void>;
    isTransient: (error: unknown) => boolean;
  },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const retryAfterMs = ((error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 0) * 1000;
      if (attempt >= options.attempts || !options.isTransient(error) || retryAfterMs > MAX_INLINE_WAIT_MS) {
        throw error;
      }
      await options.sleep(retryAfterMs || backoffMs(attempt));
    }
  }
}
