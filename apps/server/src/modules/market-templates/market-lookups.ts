import type { Market } from '@sellerdesk/domain';
import type { MarketAddressResponse, MarketCourierResponse } from '@sellerdesk/domain/api';
import { isMarketError, networkFailure, type MarketAdapter } from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import { marketAccountAdapterOf } from '../market-accounts/index';
import { redactThirdPartyText } from '../../lib/log-safety';

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'markets' | 'log'>;

/**
 * A short per-process cache of the look-ups: the template form asks for the address book and couriers
 * each time it opens, and saving checks the chosen ids against them; a minute keeps the market from
 * being asked for every keystroke while a change made at the market shows soon.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
const cache = new Map<string, { at: number; value: unknown }>();

async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) {
    return hit.value as T;
  }
  const value = await load();
  if (cache.size >= MAX_ENTRIES) {
    // Oldest first: a Map iterates in insertion order.
    cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** For tests: forget every cached look-up. */
export function clearLookupCache(): void {
  cache.clear();
}

/**
 * A market's failure as the seller sees it: the adapter's Korean reason (wrong key, IP, expired key…)
 * as 502, or 503 with Retry-After when it may pass by itself (rate limit, outage, network).
 */
export function marketLookupError(deps: Pick<Deps, 'log'>, market: Market, error: unknown): AppError {
  if (error instanceof AppError) {
    return error;
  }
  const failure = networkFailure(market, error);
  if (!isMarketError(error)) {
    deps.log.warn(
      { market, code: failure.code, detail: redactThirdPartyText(failure.detail) },
      'market look-up failed',
    );
  }
  if (failure.transient) {
    return new AppError('MARKET_UNAVAILABLE', failure.message, {
      status: 503,
      ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds }),
    });
  }
  return new AppError('MARKET_LOOKUP_FAILED', failure.message);
}

async function withAdapter<T>(
  deps: Deps,
  userId: string,
  market: Market,
  accountId: string,
  run: (adapter: MarketAdapter) => Promise<T>,
): Promise<T> {
  const { adapter } = await marketAccountAdapterOf(deps, userId, market, accountId);
  try {
    return await run(adapter);
  } catch (error) {
    throw marketLookupError(deps, market, error);
  }
}

/** 출고지 and 반품지 candidates of one of the seller's accounts, from the market's own address book. */
export async function marketAddresses(
  deps: Deps,
  userId: string,
  market: Market,
  accountId: string,
): Promise<MarketAddressResponse> {
  return cached(`${userId}:${accountId}:addresses`, () =>
    withAdapter(deps, userId, market, accountId, async (adapter) => {
      const addresses = await adapter.addresses();
      return {
        shipping: addresses.filter((address) => address.kind === 'shipping'),
        return: addresses.filter((address) => address.kind === 'return'),
        fetchedAt: new Date().toISOString(),
      };
    }),
  );
}

export async function marketCouriers(
  deps: Deps,
  userId: string,
  market: Market,
  accountId: string,
): Promise<MarketCourierResponse> {
  return cached(`${userId}:${accountId}:couriers`, () =>
    withAdapter(deps, userId, market, accountId, async (adapter) => ({
      couriers: (await adapter.couriers()).map(({ id, name }) => ({ id, name })),
      fetchedAt: new Date().toISOString(),
    })),
  );
}
