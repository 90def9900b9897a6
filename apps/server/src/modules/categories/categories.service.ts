import { CATEGORY_LEVELS, type Market } from '@sellerdesk/domain';
import type {
  MarketCategoryItem,
  CategoryListResponse,
  CategoryMappingView,
  CategorySuggestionResponse,
  CheckUserCategoryResponse,
  GetCategoryQuery,
  RefreshCategoryResponse,
  UserCategorySummaryResponse,
  UserCategoryView,
} from '@sellerdesk/domain/api';
import {
  MARKET_NAMES,
  suggestCategories,
  suggestMarketCategories,
  type MarketCategory,
} from '@sellerdesk/markets';
import type * as z from 'zod';
import type { AppDeps } from '../../deps';
import type { Database } from '../../infra/db/client';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import { anyMarketAccountAdapter } from '../market-accounts/index';
import { marketLookupError } from '../market-templates/index';
import * as repo from './categories.repository';
import type { CategoryMappingRow, MarketCategoryRow, UserCategoryRow } from './categories.repository';

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'markets' | 'log'>;
type CategoryQuery = z.output<typeof GetCategoryQuery>;

/** The market every user category is of (spec §3: the seller's SmartStore category). */
const SOURCE_MARKET: Market = 'SmartStore';

function toItem(row: MarketCategoryRow): MarketCategoryItem {
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

/** One refresh per market at a time in this process: a second caller waits for the running one. */
const refreshing = new Map<Market, Promise<RefreshCategoryResponse>>();

/** Trees for suggestions, kept while their refresh stamp holds (the bigram index is built once per tree). */
const trees = new Map<Market, { refreshedAt: number; tree: MarketCategory[] }>();

/**
 * Fills a market's category cache from its category API, through one of the seller's accounts there
 * (SmartStore's, Coupang's, ESM's and 11st's trees need an authenticated call). Bounded: one request
 * per market in flight per process, each market call limited by the market fetch policy's timeout.
 */
export async function refreshCategories(
  deps: Deps,
  ctx: RequestContext,
  market: Market,
): Promise<RefreshCategoryResponse> {
  const running = refreshing.get(market);
  if (running) {
    return running;
  }
  const job = (async () => {
    const access = await anyMarketAccountAdapter(deps, ctx.userId, market);
    if (!access) {
      throw new AppError(
        'MARKET_ACCOUNT_REQUIRED',
        `${MARKET_NAMES[market]} 카테고리를 불러오려면 설정 → 마켓 계정에서 ${MARKET_NAMES[market]} 계정을 먼저 연결해주세요.`,
      );
    }
    let categories: MarketCategory[];
    try {
      categories = await access.adapter.allCategories();
    } catch (error) {
      throw marketLookupError(deps, market, error);
    }
    const refreshedAt = new Date();
    await repo.replaceMarketCategories(deps.db, market, categories, refreshedAt);
    trees.delete(market);
    deps.log.info({ market, count: categories.length }, 'market categories refreshed');
    return { market, count: categories.length, refreshedAt: refreshedAt.toISOString() };
  })();
  refreshing.set(market, job);
  try {
    return await job;
  } finally {
    refreshing.delete(market);
  }
}

/** The market's refresh stamp, filling the cache first through the seller's account when it is empty. */
async function ensureCache(deps: Deps, ctx: RequestContext, market: Market): Promise<Date> {
  const set = await repo.findCategorySet(deps.db, market);
  if (set) {
    return set.refreshedAt;
  }
  const access = await anyMarketAccountAdapter(deps, ctx.userId, market).catch(() => null);
  if (!access) {
    throw new AppError(
      'CATEGORY_CACHE_EMPTY',
      `${MARKET_NAMES[market]} 카테고리를 아직 불러오지 않았습니다. ${MARKET_NAMES[market]} 계정을 연결한 뒤 카테고리 불러오기를 눌러주세요.`,
    );
  }
  return new Date((await refreshCategories(deps, ctx, market)).refreshedAt);
}

async function treeOf(deps: Deps, ctx: RequestContext, market: Market): Promise<MarketCategory[]> {
  const refreshedAt = (await ensureCache(deps, ctx, market)).getTime();
  const kept = trees.get(market);
  if (kept && kept.refreshedAt === refreshedAt) {
    return kept.tree;
  }
  const tree = (await repo.allCategories(deps.db, market)).map(toMarketCategory);
  trees.set(market, { refreshedAt, tree });
  return tree;
}

/**
 * The parent of the asked level: each upper (by id or by name) looked up under the one before it, so a
 * name shared by two branches resolves in its own branch. Undefined when an upper is not in the tree.
 */
async function resolveUpper(db: Database, query: CategoryQuery): Promise<string | null | undefined> {
  const uppers = [query.upper1, query.upper2, query.upper3].slice(
    0,
    CATEGORY_LEVELS.indexOf(query.classification),
  );
  let parentId: string | null = null;
  for (const upper of uppers) {
    const row = await repo.findChild(db, query.market, parentId, upper ?? '');
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
  const refreshedAt = await ensureCache(deps, ctx, query.market);
  const page = { offset: (query.page - 1) * query.maxRow, limit: query.maxRow };
  let result: { rows: MarketCategoryRow[]; total: number };
  if (query.mode === 'Search') {
    result = await repo.searchCategories(deps.db, query.market, query.keyword ?? '', page);
  } else {
    const parentId = await resolveUpper(deps.db, query);
    result =
      parentId === undefined
        ? { rows: [], total: 0 }
        : await repo.childCategories(deps.db, query.market, parentId, page);
  }
  return {
    market: query.market,
    refreshedAt: refreshedAt.toISOString(),
    total: result.total,
    page: query.page,
    maxRow: query.maxRow,
    items: result.rows.map(toItem),
  };
}

// ---- The seller's categories ------------------------------------------------------------------------

function toMappingView(row: CategoryMappingRow): CategoryMappingView {
  return {
    market: row.market,
    categoryId: row.categoryId,
    path: row.path,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

function toUserCategoryView(row: UserCategoryRow, mappings: CategoryMappingRow[]): UserCategoryView {
  return {
    id: row.id,
    categoryId: row.categoryId,
    largeName: row.largeName,
    middleName: row.middleName,
    smallName: row.smallName,
    detailName: row.detailName,
    path: row.path,
    mappings: mappings.filter((mapping) => mapping.fromCategoryId === row.categoryId).map(toMappingView),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A SmartStore category a seller may use: known to the cache and a leaf. */
async function usableSourceCategory(deps: Deps, ctx: RequestContext, categoryId: string) {
  await ensureCache(deps, ctx, SOURCE_MARKET);
  const row = await repo.findCategory(deps.db, SOURCE_MARKET, categoryId);
  if (!row) {
    throw new AppError('CATEGORY_NOT_FOUND');
  }
  if (!row.isLeaf) {
    throw new AppError(
      'CATEGORY_NOT_LEAF',
      `'${row.path.join(' > ')}'에는 하위 카테고리가 있습니다. 최하위 카테고리를 선택해주세요.`,
    );
  }
  return row;
}

function namesOf(row: MarketCategoryRow) {
  const item = toItem(row);
  return {
    categoryId: row.categoryId,
    largeName: item.largeName,
    middleName: item.middleName,
    smallName: item.smallName,
    detailName: item.detailName,
    path: row.path,
  };
}

export async function listUserCategories(
  deps: Deps,
  ctx: RequestContext,
): Promise<{ items: UserCategoryView[] }> {
  const [rows, mappings] = await Promise.all([
    repo.listUserCategories(deps.db, ctx.userId),
    repo.listMappings(deps.db, ctx.userId),
  ]);
  return { items: rows.map((row) => toUserCategoryView(row, mappings)) };
}

export async function userCategorySummary(
  deps: Deps,
  ctx: RequestContext,
): Promise<UserCategorySummaryResponse> {
  const rows = await repo.listUserCategories(deps.db, ctx.userId);
  return {
    total: rows.length,
    items: rows.map((row) => ({ id: row.id, categoryId: row.categoryId, label: row.path.join(' > ') })),
  };
}

export async function getUserCategory(
  deps: Deps,
  ctx: RequestContext,
  id: string,
): Promise<UserCategoryView> {
  const row = await repo.findUserCategory(deps.db, ctx.userId, id);
  if (!row) {
    throw new AppError('USER_CATEGORY_NOT_FOUND');
  }
  return toUserCategoryView(row, await repo.listMappings(deps.db, ctx.userId));
}

export async function addUserCategory(
  deps: Deps,
  ctx: RequestContext,
  categoryId: string,
): Promise<UserCategoryView> {
  const category = await usableSourceCategory(deps, ctx, categoryId);
  const row = await repo.insertUserCategory(deps.db, ctx.userId, namesOf(category));
  if (!row) {
    throw new AppError('USER_CATEGORY_EXISTS');
  }
  return toUserCategoryView(row, await repo.listMappings(deps.db, ctx.userId));
}

export async function updateUserCategory(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  categoryId: string,
): Promise<UserCategoryView> {
  const category = await usableSourceCategory(deps, ctx, categoryId);
  const other = await repo.findUserCategoryByCategory(deps.db, ctx.userId, categoryId);
  if (other && other.id !== id) {
    throw new AppError('USER_CATEGORY_EXISTS');
  }
  const row = await repo.updateUserCategory(deps.db, ctx.userId, id, namesOf(category));
  if (!row) {
    throw new AppError('USER_CATEGORY_NOT_FOUND');
  }
  return toUserCategoryView(row, await repo.listMappings(deps.db, ctx.userId));
}

export async function removeUserCategory(deps: Deps, ctx: RequestContext, id: string) {
  if (!(await repo.deleteUserCategory(deps.db, ctx.userId, id))) {
    throw new AppError('USER_CATEGORY_NOT_FOUND');
  }
  return { removed: true as const, id };
}

export async function checkUserCategory(
  deps: Deps,
  ctx: RequestContext,
  categoryId: string,
): Promise<CheckUserCategoryResponse> {
  await ensureCache(deps, ctx, SOURCE_MARKET);
  const row = await repo.findCategory(deps.db, SOURCE_MARKET, categoryId);
  if (!row) {
    return { usable: false, message: ERRORS_NOT_FOUND, category: null, userCategoryId: null };
  }
  const mine = await repo.findUserCategoryByCategory(deps.db, ctx.userId, categoryId);
  const label = row.path.join(' > ');
  if (!row.isLeaf) {
    return {
      usable: false,
      message: `'${label}'에는 하위 카테고리가 있습니다. 최하위 카테고리를 선택해주세요.`,
      category: toItem(row),
      userCategoryId: mine?.id ?? null,
    };
  }
  return {
    usable: !mine,
    message: mine ? `'${label}'은(는) 이미 내 카테고리에 있습니다.` : `'${label}'을(를) 추가할 수 있습니다.`,
    category: toItem(row),
    userCategoryId: mine?.id ?? null,
  };
}
const ERRORS_NOT_FOUND = '스마트스토어에 없는 카테고리입니다. 카테고리를 다시 불러온 뒤 선택해주세요.';

// ---- Mappings ---------------------------------------------------------------------------------------

/**
 * Target categories for a SmartStore category: Sellerdesk's name-path similarity over the market's
 * cached tree, with the market's own recommendation first where the adapter has one and the seller an
 * account there (Coupang's category predict).
 */
export async function suggestMapping(
  deps: Deps,
  ctx: RequestContext,
  query: { categoryId: string; market: Market; productName?: string | undefined },
): Promise<CategorySuggestionResponse> {
  await ensureCache(deps, ctx, SOURCE_MARKET);
  const sourceRow = await repo.findCategory(deps.db, SOURCE_MARKET, query.categoryId);
  if (!sourceRow) {
    throw new AppError('CATEGORY_NOT_FOUND');
  }
  const tree = await treeOf(deps, ctx, query.market);
  const source = { path: sourceRow.path, ...(query.productName ? { productName: query.productName } : {}) };
  const access = await anyMarketAccountAdapter(deps, ctx.userId, query.market).catch(() => null);
  const { suggestions, recommendationError } = access?.adapter.recommendCategories
    ? await suggestMarketCategories(
        {
          allCategories: async () => tree,
          recommendCategories: access.adapter.recommendCategories.bind(access.adapter),
        },
        source,
      )
    : { suggestions: suggestCategories(source, tree), recommendationError: null };
  const confirmed = await repo.findMapping(deps.db, ctx.userId, query.categoryId, query.market);
  return {
    market: query.market,
    source: toItem(sourceRow),
    suggestions: suggestions.map((suggestion) => ({
      category: {
        id: suggestion.category.id,
        name: suggestion.category.name,
        path: suggestion.category.path,
        parentId: suggestion.category.parentId,
        isLeaf: suggestion.category.isLeaf,
        largeName: suggestion.category.path[0] ?? '',
        middleName: suggestion.category.path[1] ?? '',
        smallName: suggestion.category.path[2] ?? '',
        detailName: suggestion.category.path[3] ?? '',
      },
      score: suggestion.score,
      from: suggestion.from,
    })),
    recommendationError,
    confirmed: confirmed ? toMappingView(confirmed) : null,
  };
}

/** The seller confirms a target category: it must be a leaf of the market's cached tree. */
export async function confirmMapping(
  deps: Deps,
  ctx: RequestContext,
  body: { fromCategoryId: string; market: Market; categoryId: string },
): Promise<CategoryMappingView> {
  if (body.market === SOURCE_MARKET) {
    throw new AppError('CATEGORY_NOT_FOUND', '스마트스토어 카테고리는 매핑 없이 그대로 쓰입니다.');
  }
  await usableSourceCategory(deps, ctx, body.fromCategoryId);
  await ensureCache(deps, ctx, body.market);
  const target = await repo.findCategory(deps.db, body.market, body.categoryId);
  if (!target) {
    throw new AppError('CATEGORY_NOT_FOUND', `${MARKET_NAMES[body.market]}에 없는 카테고리입니다.`);
  }
  if (!target.isLeaf) {
    throw new AppError('CATEGORY_NOT_LEAF');
  }
  const row = await repo.saveMapping(deps.db, {
    userId: ctx.userId,
    fromCategoryId: body.fromCategoryId,
    market: body.market,
    categoryId: target.categoryId,
    path: target.path,
  });
  return toMappingView(row);
}

/**
 * The market category a SmartStore category goes to for this seller: the confirmed mapping (the
 * SmartStore category itself for SmartStore); null when the seller has not confirmed one.
 */
export async function mappedCategory(
  db: Database,
  userId: string,
  fromSmartStoreCategoryId: string,
  market: Market,
): Promise<string | null> {
  if (market === SOURCE_MARKET) {
    return fromSmartStoreCategoryId;
  }
  const row = await repo.findMapping(db, userId, fromSmartStoreCategoryId, market);
  return row?.categoryId ?? null;
}
