import type { Market } from '@sellerdesk/domain';
import { defaultRateLimiters, type AccountRateLimiter } from './http/rate-limiter';
import type { RateLimit } from './limits';
import type { MarketContext } from './port';

export type ResolvedContext = MarketContext & {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The context with its defaults filled in: the real clock, real waiting. */
export function resolveContext(context: MarketContext): ResolvedContext {
  return { ...context, now: context.now ?? Date.now, sleep: context.sleep ?? realSleep };
}

/** The limiter every adapter of one account shares: keyed by market, API base and account id. */
export function accountLimiter(
  market: Market,
  context: MarketContext,
  accountId: string,
  rateLimit: RateLimit,
): AccountRateLimiter {
  const pool = context.limiters ?? defaultRateLimiters;
  return pool.forAccount(`${market}|${context.baseUrl}|${accountId}`, rateLimit);
}
