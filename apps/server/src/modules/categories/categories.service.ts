import { particle, type CategoryRow, type Market } from '@sellerdesk/domain';
import type {
  CategoryMappingView,
  CategorySuggestionResponse,
  CheckUserCategoryResponse,
  UserCategorySummaryResponse,
  UserCategoryView,
} from '@sellerdesk/domain/api';
import { MARKET_NAMES, suggestCategories, suggestMarketCategories } from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import type { Database } from '../../infra/db/client';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import { anyMarketAccountAdapter } from '../market-accounts/index';
import { ensureCache, toItem, treeOf } from './category-cache';
import * as repo from './categories.repository';
import type { CategoryMappingRow, MarketCategoryRow, UserCategoryRow } from './categories.repository';

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'markets' | 'log' | 'config'>;

/** The market every user category is of (spec §3: the seller's SmartStore category). */
const SOURCE_MARKET: Market = 'SmartStore';

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
    message: mine
      ? `'${label}'${particle(label, '은/는')} 이미 내 카테고리에 있습니다.`
      : `'${label}'${particle(label, '을/를')} 추가할 수 있습니다.`,
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
 * The seller's own SmartStore category of this id as the product model holds it (levels and id), or
 * null when it is not one of the seller's categories (the collect form's target category, a bulk
 * category pick).
 */
export async function userCategoryRow(
  db: Database,
  userId: string,
  categoryId: string,
): Promise<CategoryRow | null> {
  const row = await repo.findUserCategoryByCategory(db, userId, categoryId);
  if (!row) {
    return null;
  }
  return {
    largeName: row.largeName,
    middleName: row.middleName,
    smallName: row.smallName,
    detailName: row.detailName,
    id: row.categoryId,
  };
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
