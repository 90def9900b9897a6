import { CATEGORY_LEVELS, type Market } from '@sellerdesk/domain';
import type { CategoryListResponse, GetCategoryQuery, MarketCategoryItem } from '@sellerdesk/domain/api';
import { MARKET_NAMES, type MarketCategory } from '@sellerdesk/markets';
import type * as z from 'zod';
import type { AppDeps } from '../../deps';
import type { Database } from '../../infra/db/client';
import type { RequestContext } from '../../infra/http/access';
import { AppError, isAppError } from '../../infra/http/errors';
import * as repo from './categories.repository';
import type { MarketCategoryRow } from './categories.repository';
import {
  awaitRefresh,
  CATEGORY_CACHE_MAX_AGE_MS,
  loadingError,
  recentFailure,
  runningRefresh,
  startCategoryRefresh,
} from './category-refresh';

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'markets' | 'log' | 'config'>;
type CategoryQuery = z.output<typeof GetCategoryQuery>;

export function toItem(row: MarketCategoryRow): MarketCategoryItem {
  return {
    id: row.categoryId,
    name: row.name,
    path: row.path,
    parentId: row.parentId,
    isLeaf: row.isLeaf,
    largeName: row.path[0] ?? '',
    middleName: row.path[1] ?? '',
    smallName: row.path[2] ?? '',
    detailName: row.path[3] ?? '',
  };
}

function toMarketCategory(row: MarketCategoryRow): MarketCategory {
  return { id: row.categoryId, name: row.name, path: row.path, parentId: row.parentId, isLeaf: row.isLeaf };
}

// ---- The cached trees -------------------------------------------------------------------------------

/**
 * A market's cached tree as read from `market_categories`, held in this process while the table's
 * refresh stamp is unchanged: levels by parent (sorted by name) and leaves with their lower-cased path,
 * so browsing, searching and suggesting are one stamp query plus memory (a 19,000-category tree is
 * ~5 MB; scanning it with LIKE for every keystroke of the search took 150 ms on the embedded database).
 * The same array feeds `suggestCategories`, whose bigram index is built once per tree.
 */
type LoadedTree = {
  refreshedAt: number;
  tree: MarketCategory[];
  byParent: Map<string | null, MarketCategoryRow[]>;
  leaves: { row: MarketCategoryRow; search: string }[];
};
// Per database (tests and benches run several apps in one process, each with its own database).
const treesByDb = new WeakMap<Database, Map<Market, LoadedTree>>();

function perDb<T>(store: WeakMap<Database, Map<Market, T>>, db: Database): Map<Market, T> {
  let map = store.get(db);
  if (!map) {
    map = new Map();
    store.set(db, map);
  }
  return map;
}

function loadTree(rows: MarketCategoryRow[], refreshedAt: number): LoadedTree {
  const byParent = new Map<string | null, MarketCategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) {
      siblings.push(row);
    } else {
      byParent.set(row.parentId, [row]);
    }
  }
  for (const siblings of byParent.values()) {
    siblings.sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.categoryId.localeCompare(b.categoryId));
  }
  const leaves = rows
    .filter((row) => row.isLeaf)
    .sort((a, b) => a.depth - b.depth || a.search.localeCompare(b.search, 'ko'))
    .map((row) => ({ row, search: row.search }));
  return { refreshedAt, tree: rows.map(toMarketCategory), byParent, leaves };
}

/**
 * The market's refresh stamp. An empty cache is filled in the background (`category-refresh.ts`): the
 * request starts or joins the crawl and waits up to `CATEGORY_REFRESH_WAIT_MS`; if the crawl is not done
 * by then it answers 503 CATEGORY_CACHE_LOADING with the progress and Retry-After. An old cache is served
 * while a background refresh replaces it.
 */
export async function ensureCache(deps: Deps, ctx: RequestContext, market: Market): Promise<Date> {
  const set = await repo.findCategorySet(deps.db, market);
  if (set) {
    const old = Date.now() - set.refreshedAt.getTime() > CATEGORY_CACHE_MAX_AGE_MS;
    if (old && !runningRefresh(deps.db, market) && !recentFailure(deps.db, ctx.userId, market)) {
      // Served as it is; a seller without an account there simply does not start one.
      startCategoryRefresh(deps, ctx.userId, market).catch(() => undefined);
    }
    return set.refreshedAt;
  }
  let refresh = runningRefresh(deps.db, market);
  if (!refresh) {
    const failure = recentFailure(deps.db, ctx.userId, market);
    if (failure) {
      throw failure;
    }
    refresh = await startCategoryRefresh(deps, ctx.userId, market).catch((error: unknown) => {
      if (isAppError(error) && error.reason === 'MARKET_ACCOUNT_REQUIRED') {
        throw new AppError(
          'CATEGORY_CACHE_EMPTY',
          `${MARKET_NAMES[market]} 카테고리를 아직 불러오지 않았습니다. ${MARKET_NAMES[market]} 계정을 연결한 뒤 카테고리 불러오기를 눌러주세요.`,
        );
      }
      throw error;
    });
  }
  if (!(await awaitRefresh(refresh, deps.config.CATEGORY_REFRESH_WAIT_MS))) {
    throw loadingError(refresh);
  }
  if (refresh.error) {
    throw refresh.error;
  }
  const filled = await repo.findCategorySet(deps.db, market);
  if (!filled) {
    throw new AppError('CATEGORY_CACHE_EMPTY');
  }
  return filled.refreshedAt;
}

async function loadedTree(deps: Deps, ctx: RequestContext, market: Market): Promise<LoadedTree> {
  const refreshedAt = (await ensureCache(deps, ctx, market)).getTime();
  const trees = perDb(treesByDb, deps.db);
  const kept = trees.get(market);
  if (kept && kept.refreshedAt === refreshedAt) {
    return kept;
  }
  const loaded = loadTree(await repo.allCategories(deps.db, market), refreshedAt);
  trees.set(market, loaded);
  return loaded;
}

export async function treeOf(deps: Deps, ctx: RequestContext, market: Market): Promise<MarketCategory[]> {
  return (await loadedTree(deps, ctx, market)).tree;
}

/** The parent of the asked level: each upper (by id, else by name) looked up under the one before it. */
function resolveUpper(loaded: LoadedTree, query: CategoryQuery): string | null | undefined {
  const uppers = [query.upper1, query.upper2, query.upper3].slice(
    0,
    CATEGORY_LEVELS.indexOf(query.classification),
  );
  let parentId: string | null = null;
  for (const upper of uppers) {
    const siblings: MarketCategoryRow[] = loaded.byParent.get(parentId) ?? [];
    const row =
      siblings.find((candidate) => candidate.categoryId === upper) ??
      siblings.find((candidate) => candidate.name === upper);
    if (!row) {
      return undefined;
    }
    parentId = row.categoryId;
  }
  return parentId;
}

export async function getCategories(
  deps: Deps,
  ctx: RequestContext,
  query: CategoryQuery,
): Promise<CategoryListResponse> {
  const loaded = await loadedTree(deps, ctx, query.market);
  let rows: MarketCategoryRow[];
  if (query.mode === 'Search') {
    const keyword = (query.keyword ?? '').toLowerCase();
    rows = loaded.leaves.filter((leaf) => leaf.search.includes(keyword)).map((leaf) => leaf.row);
  } else {
    const parentId = resolveUpper(loaded, query);
    rows = parentId === undefined ? [] : (loaded.byParent.get(parentId) ?? []);
  }
  const offset = (query.page - 1) * query.maxRow;
  return {
    market: query.market,
    refreshedAt: new Date(loaded.refreshedAt).toISOString(),
    total: rows.length,
    page: query.page,
    maxRow: query.maxRow,
    items: rows.slice(offset, offset + query.maxRow).map(toItem),
  };
}
