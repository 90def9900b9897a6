import { z } from '../zod';
import { CATEGORY_LEVELS } from '../constants';
import { MarketSchema } from '../settings/market-template';

const CategoryId = z.string().trim().min(1, { message: '카테고리를 선택해주세요.' }).max(40);

/**
 * GET /UserSetting/GetCategory. `mode=New` browses one level: `classification` is the level, `upper1…3`
 * the chosen Large/Middle/Small above it, each by id or by name (the spec's pickers send names). `mode=Search` finds leaves whose path contains
 * `keyword`. Served from the cached tree; paged.
 */
export const GetCategoryQuery = z
  .object({
    market: MarketSchema.default('SmartStore'),
    mode: z.enum(['New', 'Search']).default('New'),
    classification: z.enum(CATEGORY_LEVELS).default('Large'),
    upper1: z.string().trim().max(40).optional(),
    upper2: z.string().trim().max(40).optional(),
    upper3: z.string().trim().max(40).optional(),
    keyword: z.string().trim().max(50).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    maxRow: z.coerce.number().int().min(1).max(500).default(100),
  })
  .superRefine((query, ctx) => {
    const needed = CATEGORY_LEVELS.indexOf(query.classification);
    const uppers = [query.upper1, query.upper2, query.upper3];
    if (query.mode === 'New' && uppers.slice(0, needed).some((value) => !value)) {
      ctx.addIssue({ code: 'custom', message: '상위 카테고리를 먼저 선택해주세요.', path: ['upper1'] });
    }
    if (query.mode === 'Search' && (query.keyword ?? '').length < 1) {
      ctx.addIssue({ code: 'custom', message: '검색할 카테고리 이름을 입력해주세요.', path: ['keyword'] });
    }
  });
export type GetCategoryQuery = z.input<typeof GetCategoryQuery>;

/** One cached category, with its level names as the spec's pickers show them. */
export const MarketCategoryItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Names from the root down, itself included. */
  path: z.array(z.string()),
  parentId: z.string().nullable(),
  isLeaf: z.boolean(),
  largeName: z.string(),
  middleName: z.string(),
  smallName: z.string(),
  detailName: z.string(),
});
export type MarketCategoryItem = z.infer<typeof MarketCategoryItem>;

export const CategoryListResponse = z.object({
  market: MarketSchema,
  /** When the cache of this market was last filled from the market; null: never (refresh first). */
  refreshedAt: z.string().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  maxRow: z.number().int(),
  items: z.array(MarketCategoryItem),
});
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

export const MarketOnlyQuery = z.object({ market: MarketSchema });

/**
 * Where a market's category cache stands. The cache is filled in the background (one crawl per market
 * tree; G마켓 and 옥션 share ESM's): `idle` — never filled and nothing running; `running` — `fetched`
 * categories so far; `done` — `count` cached at `refreshedAt`; `failed` — the last refresh this seller
 * started failed, with the Korean `reason` (the older cache, if any, is still served).
 */
export const CategoryRefreshState = z.discriminatedUnion('state', [
  z.object({ market: MarketSchema, state: z.literal('idle') }),
  z.object({
    market: MarketSchema,
    state: z.literal('running'),
    fetched: z.number().int(),
    startedAt: z.string(),
  }),
  z.object({
    market: MarketSchema,
    state: z.literal('done'),
    count: z.number().int(),
    refreshedAt: z.string(),
  }),
  z.object({
    market: MarketSchema,
    state: z.literal('failed'),
    reason: z.string(),
    failedAt: z.string(),
    /** The cache from an earlier refresh, still served; null when there is none. */
    refreshedAt: z.string().nullable(),
  }),
]);
export type CategoryRefreshState = z.infer<typeof CategoryRefreshState>;

/** RefreshCategory starts (or joins) the refresh and answers its state after a short wait. */
export const RefreshCategoryResponse = z.object({ refresh: CategoryRefreshState });
export type RefreshCategoryResponse = z.infer<typeof RefreshCategoryResponse>;

/** GET /UserSetting/GetCategoryRefresh: the state of every market's cache (or of `market`). */
export const CategoryRefreshQuery = z.object({ market: MarketSchema.optional() });
export const CategoryRefreshListResponse = z.object({ items: z.array(CategoryRefreshState) });
export type CategoryRefreshListResponse = z.infer<typeof CategoryRefreshListResponse>;

export const CategoryMappingView = z.object({
  market: MarketSchema,
  categoryId: z.string(),
  path: z.array(z.string()),
  confirmedAt: z.string(),
});
export type CategoryMappingView = z.infer<typeof CategoryMappingView>;

/** The seller's SmartStore category (spec §3 user category) and its confirmed mappings to other markets. */
export const UserCategoryView = z.object({
  id: z.uuid(),
  /** The SmartStore leaf category id (what the collect form's target category sends). */
  categoryId: z.string(),
  largeName: z.string(),
  middleName: z.string(),
  smallName: z.string(),
  detailName: z.string(),
  path: z.array(z.string()),
  mappings: z.array(CategoryMappingView),
  createdAt: z.string(),
});
export type UserCategoryView = z.infer<typeof UserCategoryView>;

export const UserCategoryListResponse = z.object({ items: z.array(UserCategoryView) });
export const UserCategorySummaryResponse = z.object({
  total: z.number().int(),
  /** For pickers: `label` is the path joined with ' > '. */
  items: z.array(z.object({ id: z.uuid(), categoryId: z.string(), label: z.string() })),
});
export type UserCategorySummaryResponse = z.infer<typeof UserCategorySummaryResponse>;

export const UserCategoryIdQuery = z.object({ id: z.uuid() });
export const AddUserCategoryBody = z.object({ categoryId: CategoryId });
export const UpdateUserCategoryBody = z.object({ id: z.uuid(), categoryId: CategoryId });
export const RemoveUserCategoryBody = z.object({ id: z.uuid() });
export const RemoveUserCategoryResponse = z.object({ removed: z.literal(true), id: z.uuid() });

/** CheckUserCategory: may this SmartStore category be added (known, a leaf), and is it already? */
export const CheckUserCategoryResponse = z.object({
  usable: z.boolean(),
  /** Korean: why not, or what it is. */
  message: z.string(),
  category: MarketCategoryItem.nullable(),
  /** The seller's user category with this id, when already added. */
  userCategoryId: z.uuid().nullable(),
});
export type CheckUserCategoryResponse = z.infer<typeof CheckUserCategoryResponse>;

/** GET /UserSetting/GetCategorySuggestion: target categories for a SmartStore category. */
export const CategorySuggestionQuery = z.object({
  categoryId: CategoryId,
  market: MarketSchema,
  productName: z.string().trim().max(200).optional(),
});
export const CategorySuggestionResponse = z.object({
  market: MarketSchema,
  source: MarketCategoryItem,
  suggestions: z.array(
    z.object({ category: MarketCategoryItem, score: z.number(), from: z.enum(['market', 'similarity']) }),
  ),
  /** The market's own recommendation failed: its Korean reason (the similarity ranking stands). */
  recommendationError: z.string().nullable(),
  /** The mapping the seller already confirmed, if any. */
  confirmed: CategoryMappingView.nullable(),
});
export type CategorySuggestionResponse = z.infer<typeof CategorySuggestionResponse>;

export const SetCategoryMappingBody = z.object({
  fromCategoryId: CategoryId,
  market: MarketSchema,
  categoryId: CategoryId,
});

/** /UserSetting categories: merged into the UserSetting group. */
export const CategorySchemas = {
  GetCategory: { query: GetCategoryQuery, response: CategoryListResponse },
  RefreshCategory: { query: MarketOnlyQuery, response: RefreshCategoryResponse },
  GetCategoryRefresh: { query: CategoryRefreshQuery, response: CategoryRefreshListResponse },
  GetUserCategoryList: { response: UserCategoryListResponse },
  GetUserCategory: { query: UserCategoryIdQuery, response: UserCategoryView },
  GetUserCategoryListSummary: { response: UserCategorySummaryResponse },
  AddUserCategory: { body: AddUserCategoryBody, response: UserCategoryView },
  UpdateUserCategory: { body: UpdateUserCategoryBody, response: UserCategoryView },
  RemoveUserCategory: { body: RemoveUserCategoryBody, response: RemoveUserCategoryResponse },
  CheckUserCategory: { body: AddUserCategoryBody, response: CheckUserCategoryResponse },
  GetCategorySuggestion: { query: CategorySuggestionQuery, response: CategorySuggestionResponse },
  SetCategoryMapping: { body: SetCategoryMappingBody, response: CategoryMappingView },
};
