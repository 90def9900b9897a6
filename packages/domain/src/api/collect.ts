import { pagedResult } from './common';
import { z } from '../zod';
import { FILTER_MODES, WORK_LIST_MAX_LINES, WORK_LIST_MAX_LINKS, WORK_SITES } from '../constants';
import { SourceSiteSchema } from '../product/source';
import { cookieNames } from '../source/session-cookie';

export { SourceSiteSchema };
/** The sites a work list is created for; Tmall items go through the Taobao work list. */
export const WorkSiteSchema = z.enum(WORK_SITES);
export type WorkSite = z.infer<typeof WorkSiteSchema>;

const CollectOptions = {
  groupName: z.string().trim().max(50).default(''),
  memo: z.string().trim().max(500).default(''),
  /** The seller's SmartStore category to put the products in, when chosen. */
  targetCategoryId: z.string().trim().max(40).optional(),
  /** Collect again even when the same product (site + code) is already in the catalogue. */
  recollect: z.boolean().default(false),
};

const LinkLine = z.string().trim().max(2000);
const LINKS_CAP = { message: `한 번에 ${WORK_LIST_MAX_LINKS}개까지 수집할 수 있습니다.` };

/**
 * Product links or codes, one per entry; blank lines are dropped; at most 500 per request on every site
 * (each one is a work item and a row in the statements that create them).
 */
const Links = z
  .array(LinkLine)
  .max(WORK_LIST_MAX_LINES, LINKS_CAP)
  .transform((lines) => lines.filter((line) => line.length > 0))
  .pipe(z.array(z.string()).min(1, { message: '수집할 상품 링크를 입력해주세요.' }).max(WORK_LIST_MAX_LINKS));

export const CostcoWorkListBody = z
  .object({
    ...CollectOptions,
    /** Product URLs (`…/p/{code}`) or product codes; may be empty when a search link is given. */
    links: z
      .array(LinkLine)
      .max(WORK_LIST_MAX_LINES, LINKS_CAP)
      .transform((lines) => lines.filter((line) => line.length > 0))
      .pipe(z.array(z.string()).max(WORK_LIST_MAX_LINKS))
      .default([]),
    /** A search or category URL; its first `count` results are collected. */
    searchUrl: z.string().trim().max(2000).optional(),
    count: z.coerce.number().int().min(1).max(1000).default(40),
  })
  .refine((body) => body.links.length > 0 || Boolean(body.searchUrl), {
    message: '상품 링크 또는 검색 링크를 입력해주세요.',
    path: ['links'],
  });
export type CostcoWorkListBody = z.input<typeof CostcoWorkListBody>;

export const LinksWorkListBody = z.object({ ...CollectOptions, links: Links });
export type LinksWorkListBody = z.input<typeof LinksWorkListBody>;

/** What the browser extension sends: the page HTML with its inline scripts, or the page's data object. */
export const ExtensionWorkListBody = z
  .object({
    ...CollectOptions,
    url: z.url().max(2000),
    html: z
      .string()
      .max(8 * 1024 * 1024)
      .optional(),
    data: z.unknown().optional(),
  })
  .refine((body) => body.html != null || body.data != null, {
    message: 'html 또는 data 중 하나가 필요합니다.',
    path: ['html'],
  });
export type ExtensionWorkListBody = z.input<typeof ExtensionWorkListBody>;

export const WorkListResponse = z.object({
  workNumber: z.number().int(),
  site: WorkSiteSchema,
  total: z.number().int(),
  /** Links that could not be read as a product of this site, with the reason. */
  rejected: z.array(z.object({ input: z.string(), reason: z.string() })),
});
export type WorkListResponse = z.infer<typeof WorkListResponse>;

export const ItemStateSchema = z.enum(['queued', 'running', 'succeeded', 'failed', 'skipped']);
export type ItemState = z.infer<typeof ItemStateSchema>;
export const WorkStateSchema = z.enum(['queued', 'running', 'done', 'done_with_errors']);
export type WorkState = z.infer<typeof WorkStateSchema>;

/** How many items of a work (or of a part of it, e.g. one market account) are in each state. */
export const ItemCounts = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  running: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type ItemCounts = z.infer<typeof ItemCounts>;

/** A work's state and item counts, as every kind's progress answer carries them. */
export const WorkProgress = ItemCounts.extend({
  workNumber: z.number().int(),
  state: WorkStateSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type WorkProgress = z.infer<typeof WorkProgress>;

export const WorkSummary = WorkProgress.extend({
  site: WorkSiteSchema,
  via: z.enum(['server', 'search', 'extension']),
  groupName: z.string(),
  memo: z.string(),
});
export type WorkSummary = z.infer<typeof WorkSummary>;

export const CollectLogQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  maxRow: z.coerce.number().int().min(1).max(100).default(20),
  site: WorkSiteSchema.optional(),
});
export const CollectLogResponse = pagedResult(WorkSummary);
export type CollectLogResponse = z.infer<typeof CollectLogResponse>;

export const DetailLogQuery = z.object({
  type: z.enum(['collect']).default('collect'),
  workNumber: z.coerce.number().int().min(1),
});
export const WorkItemLog = z.object({
  id: z.string(),
  position: z.number().int(),
  input: z.string(),
  site: SourceSiteSchema.nullable(),
  code: z.string().nullable(),
  state: ItemStateSchema,
  reason: z.string().nullable(),
  attempts: z.number().int(),
  productId: z.string().nullable(),
  title: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type WorkItemLog = z.infer<typeof WorkItemLog>;
export const DetailLogResponse = z.object({ work: WorkSummary, items: z.array(WorkItemLog) });
export type DetailLogResponse = z.infer<typeof DetailLogResponse>;

export const RetryCollectBody = z.object({
  workNumber: z.number().int().min(1),
  /** Failed items to retry; all failed items of the work when omitted. */
  itemIds: z.array(z.uuid()).max(1000).optional(),
});
export const RetryCollectResponse = z.object({ retried: z.number().int() });

export const CollectSummaryResponse = z.object({
  products: z.number().int(),
  today: z.number().int(),
  thisMonth: z.number().int(),
  bySite: z.record(z.string(), z.number().int()),
  /** Of `products`, those sold out or out of stock when collected: collected, but not sellable now. */
  soldOut: z.number().int(),
  failedToday: z.number().int(),
  inProgress: z.number().int(),
  /** Null means unlimited. */
  collectionLimit: z.number().int().nullable(),
});
export type CollectSummaryResponse = z.infer<typeof CollectSummaryResponse>;

export const CheckExistBotResponse = z.object({ alive: z.boolean(), lastSeenAt: z.string().nullable() });

export const FilterModeSchema = z.enum(FILTER_MODES);
export const FilterWordInput = z.object({
  targetWord: z.string().trim().min(1).max(100),
  convertWord: z.string().trim().max(100).default(''),
});
export const SetCollectFilterBody = z.object({
  mode: FilterModeSchema,
  words: z.array(FilterWordInput).min(1).max(1000),
});
export type SetCollectFilterBody = z.input<typeof SetCollectFilterBody>;
export const RemoveCollectFilterBody = z.object({
  mode: FilterModeSchema,
  ids: z.array(z.uuid()).min(1).max(1000),
});
export const GetCollectFilterQuery = z.object({ mode: FilterModeSchema });
export const FilterWord = z.object({
  id: z.string(),
  mode: FilterModeSchema,
  targetWord: z.string(),
  convertWord: z.string(),
  createdAt: z.string(),
});
export type FilterWord = z.infer<typeof FilterWord>;
export const FilterWordList = z.object({ items: z.array(FilterWord) });
export const SetCollectFilterResponse = z.object({ added: z.number().int(), updated: z.number().int() });
export const RemoveCollectFilterResponse = z.object({ removed: z.number().int() });

/** The sites whose seller session (login cookie) the server keeps. */
export const SessionSiteSchema = z.enum(['taobao']);
export const SourceSessionQuery = z.object({ site: SessionSiteSchema });
export const SourceSessionBody = z.object({
  site: SessionSiteSchema,
  /** The `Cookie` header of the seller's logged-in browser session (`name=value; …`). Empty removes it. */
  cookie: z
    .string()
    .trim()
    .max(16_000)
    .refine((text) => text === '' || cookieNames(text) !== null, {
      message:
        '쿠키 형식이 아닙니다. 개발자 도구의 요청 헤더에서 "이름=값; 이름=값" 형태의 cookie 값을 통째로 복사해주세요.',
    }),
});
export const SourceSessionStatus = z.object({
  site: SessionSiteSchema,
  configured: z.boolean(),
  /** Whether the cookie has the login markers (unb / _nk_), without revealing it. */
  loggedIn: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SourceSessionStatus = z.infer<typeof SourceSessionStatus>;

/** /Product endpoints that create and retry works, and the collect filters: schemas for `endpoints.Product`. */
export const CollectProductSchemas = {
  CostcoProductWorkList: { body: CostcoWorkListBody, response: WorkListResponse },
  TaobaoProductWorkList: { body: LinksWorkListBody, response: WorkListResponse },
  '1688ProductWorkList': { body: LinksWorkListBody, response: WorkListResponse },
  CostcoProductWorkListExtension: { body: ExtensionWorkListBody, response: WorkListResponse },
  TaobaoProductWorkListExtension: { body: ExtensionWorkListBody, response: WorkListResponse },
  '1688ProductWorkListExtension': { body: ExtensionWorkListBody, response: WorkListResponse },
  RetryCollectItems: { body: RetryCollectBody, response: RetryCollectResponse },
  SetCollectFillter: { body: SetCollectFilterBody, response: SetCollectFilterResponse },
  RemoveCollectFillter: { body: RemoveCollectFilterBody, response: RemoveCollectFilterResponse },
  GetCollectFillter: { query: GetCollectFilterQuery, response: FilterWordList },
};

/** /Log: schemas for `endpoints.Log`. */
export const LogSchemas = {
  GetCollectLogAll: { query: CollectLogQuery, response: CollectLogResponse },
  GetDetailLog: { query: DetailLogQuery, response: DetailLogResponse },
  GetUserCollectSummary: { response: CollectSummaryResponse },
  CheckExistBot: { response: CheckExistBotResponse },
};

/** /UserConfig (source sessions so far): schemas for `endpoints.UserConfig`. */
export const UserConfigSchemas = {
  SetSourceSession: { body: SourceSessionBody, response: SourceSessionStatus },
  GetSourceSession: { query: SourceSessionQuery, response: SourceSessionStatus },
};
