/**
 * What a market's API gateway does before the market sees a request: token buckets per key (rate and
 * burst as the market documents them), answers forced by tests (429, 5xx, a block page), and the
 * statistics tests and benchmarks read (calls, calls in the busiest second, 429s).
 */

export type BucketConfig = { ratePerSecond: number; burst: number };

export type ForcedAnswer = {
  status: number;
  /** Seconds in a Retry-After header, when the forced answer should carry one. */
  retryAfterSeconds?: number;
  /** 403 only: answer the HTML "Access Denied" page instead of JSON. */
  html?: boolean;
};

export type GatewayStats = {
  /** API calls that reached the gateway (token requests and image downloads included when counted). */
  calls: number;
  byOperation: Record<string, number>;
  /** 429s because a bucket was empty. */
  rateLimited: number;
  /** Answers forced by tests. */
  forced: number;
  /** Other refusals (auth, validation, not found). */
  rejected: number;
  /** Most calls seen in any one-second window, per bucket. */
  peakPerSecond: Record<string, number>;
  /** The limit buckets are held to, for reading the peaks against. */
  limit: BucketConfig;
  firstCallAt: number | null;
  lastCallAt: number | null;
};

class Bucket {
  tokens: number;
  updatedAt: number;
  /** Call times, for the per-second peak. */
  readonly times: number[] = [];

  constructor(
    private readonly config: BucketConfig,
    now: number,
  ) {
    this.tokens = config.burst;
    this.updatedAt = now;
  }

  take(now: number): { ok: boolean; remaining: number } {
    this.tokens = Math.min(
      this.config.burst,
      this.tokens + ((now - this.updatedAt) / 1000) * this.config.ratePerSecond,
    );
    this.updatedAt = now;
    if (this.tokens < 1) {
      return { ok: false, remaining: 0 };
    }
    this.tokens -= 1;
    this.times.push(now);
    return { ok: true, remaining: Math.floor(this.tokens) };
  }

  peakPerSecond(): number {
    let peak = 0;
    let start = 0;
    for (let end = 0; end < this.times.length; end += 1) {
      while ((this.times[end] ?? 0) - (this.times[start] ?? 0) >= 1000) {
        start += 1;
      }
      peak = Math.max(peak, end - start + 1);
    }
    return peak;
  }
}

export class Gateway {
  private buckets = new Map<string, Bucket>();
  private forcedAnswers: { answer: ForcedAnswer; remaining: number }[] = [];
  private counters = { calls: 0, rateLimited: 0, forced: 0, rejected: 0 };
  private byOperation: Record<string, number> = {};
  private firstCallAt: number | null = null;
  private lastCallAt: number | null = null;

  constructor(public config: BucketConfig) {}

  /** Counts a call; answers the forced outcome due, if any. */
  arrive(operation: string, now: number = Date.now()): ForcedAnswer | null {
    this.counters.calls += 1;
    this.byOperation[operation] = (this.byOperation[operation] ?? 0) + 1;
    this.firstCallAt ??= now;
    this.lastCallAt = now;
    const head = this.forcedAnswers[0];
    if (!head) {
      return null;
    }
    head.remaining -= 1;
    if (head.remaining <= 0) {
      this.forcedAnswers.shift();
    }
    this.counters.forced += 1;
    return head.answer;
  }

  /** Takes a token from the bucket `key`; false (and a 429 counted) when it is empty. */
  take(key: string, now: number = Date.now()): { ok: boolean; remaining: number } {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new Bucket(this.config, now);
      this.buckets.set(key, bucket);
    }
    const result = bucket.take(now);
    if (!result.ok) {
      this.counters.rateLimited += 1;
    }
    return result;
  }

  /** Counts a 429 answered without taking a token (a market that keeps an account blocked). */
  limited(): void {
    this.counters.rateLimited += 1;
  }

  rejected(): void {
    this.counters.rejected += 1;
  }

  force(answer: ForcedAnswer, count = 1): void {
    this.forcedAnswers.push({ answer, remaining: count });
  }

  setLimit(config: BucketConfig): void {
    this.config = config;
    this.buckets.clear();
  }

  /** When each bucket let calls through (benchmarks read throughput from them). */
  callTimes(): Map<string, number[]> {
    return new Map([...this.buckets].map(([key, bucket]) => [key, [...bucket.times]]));
  }

  stats(): GatewayStats {
    return {
      ...this.counters,
      byOperation: { ...this.byOperation },
      peakPerSecond: Object.fromEntries(
        [...this.buckets].map(([key, bucket]) => [key, bucket.peakPerSecond()]),
      ),
      limit: { ...this.config },
      firstCallAt: this.firstCallAt,
      lastCallAt: this.lastCallAt,
    };
  }

  reset(): void {
    this.buckets.clear();
    this.forcedAnswers = [];
    this.counters = { calls: 0, rateLimited: 0, forced: 0, rejected: 0 };
    this.byOperation = {};
    this.firstCallAt = null;
    this.lastCallAt = null;
  }
}
