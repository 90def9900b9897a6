import type { RateLimit } from '../limits';

/**
 * Client-side token buckets, one set per market account, shared by every adapter of that account in the
 * process. They keep calls under the market's documented rate while keeping the pipe full: a waiting
 * call goes the moment a token is there. A 429 empties the bucket and blocks it for the market's
 * Retry-After (or an exponential backoff when the market gives none).
 *
 * A bucket alone is not enough to stay under a gateway: to keep throughput when timers fire late it holds
 * a little more than one token, so two calls may go close together, and the calls reach the gateway
 * later than they were let go, some closer together than others (a busy event loop, the network). So each
 * bucket also keeps a sliding window: never more than the documented calls per second within any second
 * plus a margin (`WINDOW_MARGIN_MS`). That margin is the jitter a gateway counting calls per second (or a
 * token bucket of one second's burst, Coupang) may see before a call lands over the limit.
 */

/** Share of the documented rate the client uses, so clock jitter never pushes the gateway over. */
export const CLIENT_RATE_SHARE = 0.95;
/**
 * Bucket size in calls. Just over one: a timer that fires late keeps the time it lost (no throughput
 * leaks away). Not more: on a busy host the gateway may see our calls bunched up anyway, and a larger
 * catch-up burst on top of that drew 429s from the Coupang emulator in the upload bench (3 tokens: two
 * 429s in 3,000 calls; 1.5: none) — a 429 costs far more than the few per cent of rate it buys.
 */
const CLIENT_BUCKET = 1.5;
/**
 * How much longer than a second the sliding window is: the arrival jitter tolerated. Small enough that
 * the window (r calls per 1.05 s) never binds before the bucket (0.95 r per second) in steady flow.
 */
export const WINDOW_MARGIN_MS = 50;
const WINDOW_MS = 1_000;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;

export type BucketStats = {
  /** Calls let through. */
  granted: number;
  /** 429s reported. */
  penalties: number;
  /** Calls waiting right now. */
  waiting: number;
};

type Clock = () => number;

class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  private blockedUntil = 0;
  private strikes = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly waiters: (() => void)[] = [];
  private readonly stats: BucketStats = { granted: 0, penalties: 0, waiting: 0 };
  /** When the calls of the last window went, oldest first. */
  private readonly recent: number[] = [];

  constructor(
    private readonly ratePerMs: number,
    private readonly capacity: number,
    /** Calls allowed within any window of a second plus the margin. */
    private readonly perWindow: number,
    private readonly now: Clock,
  ) {
    // Start with one token, not a full bucket: the gateway's bucket may still hold our last burst.
    this.tokens = Math.min(1, capacity);
    this.updatedAt = now();
  }

  take(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.drain();
    });
  }

  penalize(retryAfterSeconds: number | null): number {
    const waitMs =
      retryAfterSeconds !== null && retryAfterSeconds > 0
        ? retryAfterSeconds * 1000
        : Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** this.strikes);
    this.strikes += 1;
    this.stats.penalties += 1;
    this.tokens = 0;
    this.updatedAt = this.now();
    this.blockedUntil = Math.max(this.blockedUntil, this.updatedAt + waitMs);
    this.reschedule();
    return waitMs;
  }

  succeed(): void {
    this.strikes = 0;
  }

  snapshot(): BucketStats {
    return { ...this.stats, waiting: this.waiters.length };
  }

  private refill(now: number): void {
    if (now > this.updatedAt) {
      this.tokens = Math.min(this.capacity, this.tokens + (now - this.updatedAt) * this.ratePerMs);
      this.updatedAt = now;
    }
  }

  /** Forgets calls older than the window; true when one more call fits in it. */
  private windowHasRoom(now: number): boolean {
    while (this.recent.length > 0 && (this.recent[0] ?? 0) <= now - WINDOW_MS - WINDOW_MARGIN_MS) {
      this.recent.shift();
    }
    return this.recent.length < this.perWindow;
  }

  private drain(): void {
    const now = this.now();
    if (now >= this.blockedUntil) {
      this.refill(now);
      while (this.waiters.length > 0 && this.tokens >= 1 && this.windowHasRoom(now)) {
        this.tokens -= 1;
        this.recent.push(now);
        this.stats.granted += 1;
        this.waiters.shift()?.();
      }
    }
    this.reschedule();
  }

  private reschedule(): void {
    if (this.timer !== null || this.waiters.length === 0) {
      return;
    }
    const now = this.now();
    const untilToken = this.tokens >= 1 ? 0 : (1 - this.tokens) / this.ratePerMs;
    const untilWindow = this.windowHasRoom(now)
      ? 0
      : (this.recent[0] ?? now) + WINDOW_MS + WINDOW_MARGIN_MS - now + 1;
    const waitMs = Math.max(this.blockedUntil - now, untilToken, untilWindow, 1);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.drain();
    }, Math.ceil(waitMs));
  }
}

/** One account's buckets: a single one (scope `account`) or one per operation (scope `operation`). */
export class AccountRateLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    readonly rateLimit: RateLimit,
    private readonly now: Clock = Date.now,
  ) {}

  /** Waits until a call of `operation` may go. */
  take(operation: string): Promise<void> {
    return this.bucket(operation).take();
  }

  /** The market answered 429: nothing more goes until Retry-After (or the backoff) has passed. */
  penalize(operation: string, retryAfterSeconds: number | null): number {
    return this.bucket(operation).penalize(retryAfterSeconds);
  }

  succeed(operation: string): void {
    this.bucket(operation).succeed();
  }

  stats(): Record<string, BucketStats> {
    return Object.fromEntries([...this.buckets].map(([key, bucket]) => [key, bucket.snapshot()]));
  }

  private bucket(operation: string): TokenBucket {
    const key = this.rateLimit.scope === 'account' ? '*' : operation;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const rate = this.rateLimit.requestsPerSecond * CLIENT_RATE_SHARE;
      const perWindow = Math.max(1, Math.floor(this.rateLimit.requestsPerSecond));
      bucket = new TokenBucket(rate / 1000, CLIENT_BUCKET, perWindow, this.now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }
}

/** Limiters by account key (market, base URL and account id), created on first use. */
export class RateLimiterPool {
  private readonly limiters = new Map<string, AccountRateLimiter>();

  constructor(private readonly now: Clock = Date.now) {}

  forAccount(accountKey: string, rateLimit: RateLimit): AccountRateLimiter {
    let limiter = this.limiters.get(accountKey);
    if (!limiter) {
      limiter = new AccountRateLimiter(rateLimit, this.now);
      this.limiters.set(accountKey, limiter);
    }
    return limiter;
  }
}

/** The process-wide pool adapters use when their context brings none. */
export const defaultRateLimiters = new RateLimiterPool();
