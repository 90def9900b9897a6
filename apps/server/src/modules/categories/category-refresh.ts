import type { Market } from '@sellerdesk/domain';
import type { CategoryRefreshState } from '@sellerdesk/domain/api';
import { MARKET_NAMES, findMarketDefinition, marketsSharingCategories } from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import type { Database } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { anyMarketAccountAdapter } from '../market-accounts/index';
import { marketLookupError } from '../market-templates/index';
import * as repo from './categories.repository';

/**
 * Filling a market's category cache runs in the background, never inside a request: ESM's tree is ~750
 * calls at its ~5 calls/s, minutes of work, and a request (or the browser waiting on it) gives up long
 * before. One crawl per category tree at a time in this process (G마켓 and 옥션 share ESM's, so one crawl
 * fills both caches); callers start or join it and wait a moment (`CATEGORY_REFRESH_WAIT_MS`), then
 * answer its state: running with the count so far, done, or failed with the Korean reason.
 */

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'markets' | 'log' | 'config'>;

type Refresh = {
  tree: string;
  startedAt: Date;
  /** Categories fetched so far. */
  fetched: number;
  /** Settles when the crawl ends; never rejects (a failure is kept in `failuresByDb`). */
  settled: Promise<void>;
  /** The crawl's error, once it failed. */
  error: AppError | null;
};

/**
 * The last failed refresh of a tree, shown to the seller whose account it ran with only: the reason may
 * speak of their keys or their IP registration.
 */
type Failure = { userId: string; error: AppError; at: Date };

/** A cache older than this is refreshed in the background while the old tree is still served. */
export const CATEGORY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * After a failure, reads of an empty cache answer the failure for this long instead of starting the
 * same failing crawl again on every poll; "카테고리 불러오기" (RefreshCategory) always starts anew.
 */
const FAILURE_HOLD_MS = 60_000;
/** How long after a passed 연결 확인 the pre-warm starts: the seller's next look-ups go first. */
const PREWARM_DELAY_MS = 5_000;
/** What clients are told to wait before asking again while the cache is loading. */
const RETRY_AFTER_SECONDS = 2;

// Per database (tests and benches run several apps in one process, each with its own database).
const runningByDb = new WeakMap<Database, Map<string, Refresh>>();
const failuresByDb = new WeakMap<Database, Map<string, Failure>>();
const prewarmTimersByDb = new WeakMap<Database, Set<ReturnType<typeof setTimeout>>>();

function perDb<T>(store: WeakMap<Database, T>, db: Database, create: () => T): T {
  let value = store.get(db);
  if (value === undefined) {
    value = create();
    store.set(db, value);
  }
  return value;
}
const runningOf = (db: Database) => perDb(runningByDb, db, () => new Map<string, Refresh>());
const failuresOf = (db: Database) => perDb(failuresByDb, db, () => new Map<string, Failure>());

function treeOf(market: Market): string {
  return findMarketDefinition(market)?.categoryTree ?? market;
}

/** The refresh running for the market's tree in this process, if any. */
export function runningRefresh(db: Database, market: Market): Refresh | null {
  return runningOf(db).get(treeOf(market)) ?? null;
}

/** The seller's recent failure for the market's tree (within the hold), if any. */
export function recentFailure(db: Database, userId: string, market: Market): AppError | null {
  const failure = failuresOf(db).get(treeOf(market));
  if (!failure || failure.userId !== userId || Date.now() - failure.at.getTime() > FAILURE_HOLD_MS) {
    return null;
  }
  return failure.error;
}

function accountRequired(market: Market): AppError {
  return new AppError(
    'MARKET_ACCOUNT_REQUIRED',
    `${MARKET_NAMES[market]} 카테고리를 불러오려면 설정 → 마켓 계정에서 ${MARKET_NAMES[market]} 계정을 먼저 연결해주세요.`,
  );
}

/**
 * One of the seller's accounts that can read the market's tree: an account of the market itself first,
 * else of a market sharing the tree (a G마켓 account reads 옥션's categories too). Null when none.
 */
async function treeAccount(deps: Deps, userId: string, market: Market) {
  let unusable: unknown = null;
  for (const candidate of marketsSharingCategories(market)) {
    const access = await anyMarketAccountAdapter(deps, userId, candidate).catch((error: unknown) => {
      unusable ??= error;
      return null;
    });
    if (access) {
      return access;
    }
  }
  // An account whose stored keys cannot be read says so (MARKET_SETTINGS_INVALID), not "connect one".
  if (unusable) {
    throw unusable;
  }
  return null;
}

/**
 * Starts the refresh of the market's tree through one of the seller's accounts, or joins the one
 * running. Throws MARKET_ACCOUNT_REQUIRED when there is nothing to join and the seller has no account.
 */
export async function startCategoryRefresh(deps: Deps, userId: string, market: Market): Promise<Refresh> {
  const running = runningOf(deps.db);
  const tree = treeOf(market);
  const joined = running.get(tree);
  if (joined) {
    return joined;
  }
  const access = await treeAccount(deps, userId, market);
  // Looking the account up awaited: another caller may have started the crawl meanwhile.
  const raced = running.get(tree);
  if (raced) {
    return raced;
  }
  if (!access) {
    throw accountRequired(market);
  }
  const markets = marketsSharingCategories(market);
  const refresh: Refresh = {
    tree,
    startedAt: new Date(),
    fetched: 0,
    settled: Promise.resolve(),
    error: null,
  };
  refresh.settled = (async () => {
    try {
      const categories = await access.adapter.allCategories({
        onProgress: (fetched) => {
          refresh.fetched = fetched;
        },
      });
      refresh.fetched = categories.length;
      const refreshedAt = new Date();
      await repo.replaceMarketCategories(deps.db, markets, categories, refreshedAt);
      failuresOf(deps.db).delete(tree);
      deps.log.info({ markets, count: categories.length }, 'market categories refreshed');
    } catch (error) {
      refresh.error = marketLookupError(deps, access.adapter.market, error);
      failuresOf(deps.db).set(tree, { userId, error: refresh.error, at: new Date() });
      deps.log.warn({ markets, reason: refresh.error.reason }, 'market category refresh failed');
    } finally {
      running.delete(tree);
    }
  })();
  running.set(tree, refresh);
  return refresh;
}

/** Waits for the refresh up to `ms`; true when it ended (done or failed) within that time. */
export async function awaitRefresh(refresh: Refresh, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = await Promise.race([
    refresh.settled.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  return ended;
}

/** 503 CATEGORY_CACHE_LOADING with the progress and Retry-After: the client asks again shortly. */
export function loadingError(refresh: Refresh): AppError {
  return new AppError(
    'CATEGORY_CACHE_LOADING',
    `카테고리를 불러오는 중입니다… (진행 ${refresh.fetched.toLocaleString('ko-KR')}개) 잠시 후 자동으로 다시 시도합니다.`,
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}

/** Where the market's cache stands for this seller (a failure shows to the seller it ran for only). */
export async function categoryRefreshState(
  deps: Pick<Deps, 'db'>,
  userId: string,
  market: Market,
): Promise<CategoryRefreshState> {
  const refresh = runningRefresh(deps.db, market);
  if (refresh) {
    return { market, state: 'running', fetched: refresh.fetched, startedAt: refresh.startedAt.toISOString() };
  }
  const set = await repo.findCategorySet(deps.db, market);
  const failure = failuresOf(deps.db).get(treeOf(market));
  if (failure && failure.userId === userId && (!set || set.refreshedAt < failure.at)) {
    return {
      market,
      state: 'failed',
      reason: failure.error.message,
      failedAt: failure.at.toISOString(),
      refreshedAt: set ? set.refreshedAt.toISOString() : null,
    };
  }
  if (set) {
    return { market, state: 'done', count: set.count, refreshedAt: set.refreshedAt.toISOString() };
  }
  return { market, state: 'idle' };
}

/**
 * RefreshCategory: starts (or joins) the refresh, waits up to `CATEGORY_REFRESH_WAIT_MS` and answers
 * the state. A crawl that failed within the wait answers its error, as the request did before.
 */
export async function requestCategoryRefresh(
  deps: Deps,
  userId: string,
  market: Market,
): Promise<CategoryRefreshState> {
  const refresh = await startCategoryRefresh(deps, userId, market);
  if ((await awaitRefresh(refresh, deps.config.CATEGORY_REFRESH_WAIT_MS)) && refresh.error) {
    throw refresh.error;
  }
  return categoryRefreshState(deps, userId, market);
}

/** GetCategoryRefresh: the state of every market with an adapter (or of the asked one). */
export async function categoryRefreshStates(
  deps: Pick<Deps, 'db' | 'markets'>,
  userId: string,
  market: Market | undefined,
): Promise<CategoryRefreshState[]> {
  const markets = market ? [market] : deps.markets.definitions().map((definition) => definition.code);
  return Promise.all(markets.map((code) => categoryRefreshState(deps, userId, code)));
}

/**
 * After a passed 연결 확인: a few seconds later, fill the market's cache in the background when it is
 * empty or old, so the category browser has it when the seller gets there. Never throws; failures are
 * logged (and shown by GetCategoryRefresh).
 */
export function prewarmCategories(deps: Deps, userId: string, market: Market): void {
  const timers = perDb(prewarmTimersByDb, deps.db, () => new Set<ReturnType<typeof setTimeout>>());
  const timer = setTimeout(() => {
    timers.delete(timer);
    void (async () => {
      const set = await repo.findCategorySet(deps.db, market);
      if (set && Date.now() - set.refreshedAt.getTime() < CATEGORY_CACHE_MAX_AGE_MS) {
        return;
      }
      await startCategoryRefresh(deps, userId, market);
    })().catch((error: unknown) => {
      deps.log.warn({ market, err: error }, 'category pre-warm failed');
    });
  }, PREWARM_DELAY_MS);
  timer.unref();
  timers.add(timer);
}

/**
 * Cancels pending pre-warms (before the database closes). A running crawl is not waited for: it may take
 * minutes; its write fails with the closed database and is logged.
 */
export function stopCategoryRefreshes(db: Database): void {
  for (const timer of prewarmTimersByDb.get(db) ?? []) {
    clearTimeout(timer);
  }
  prewarmTimersByDb.delete(db);
}
