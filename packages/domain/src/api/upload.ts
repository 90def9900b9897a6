import { pagedResult } from './common';
import { boundedRecord } from '../bounded-record';
import { SETTINGS_FIELDS_MAX, SETTINGS_KEY_MAX } from '../constants';
import { z } from '../zod';
import { MarketSchema } from '../settings/market-template';
import { ItemCounts, ItemStateSchema, WorkProgress } from './collect';

/** Products of one upload or check: up to 10,000 chosen ids, or every live product of the seller. */
const ProductIds = z
  .array(z.uuid())
  .max(10_000, { message: '한 번에 10,000개 상품까지 올릴 수 있습니다.' })
  .default([]);

/**
 * One market of an upload: the account, the template by name and, for products without a category of
 * that market, the category to use. `template` is a whole template given with the request, used when
 * the seller has no saved template of that name.
 */
export const UploadTarget = z.object({
  market: MarketSchema,
  accountId: z.uuid(),
  templateName: z
    .string()
    .trim()
    .min(1, { message: '템플릿 이름을 입력해주세요.' })
    .max(50, { message: '템플릿 이름은 50자까지 입력할 수 있습니다.' }),
  categoryId: z.string().trim().min(1).max(50).optional(),
  template: boundedRecord(z.string().max(SETTINGS_KEY_MAX), z.unknown(), SETTINGS_FIELDS_MAX).optional(),
});
export type UploadTarget = z.input<typeof UploadTarget>;

const Targets = z
  .array(UploadTarget)
  .min(1, { message: '올릴 마켓 계정을 하나 이상 선택해주세요.' })
  .max(20, { message: '한 번에 20개 마켓 계정까지 선택할 수 있습니다.' });

/**
 * A product × account pair the pre-upload check held back, with the check's reason: the work keeps it as
 * a skipped item saying why, and uploads every other pair (a product blocked on one market still goes to
 * the others).
 */
export const HeldBackPair = z.object({
  productId: z.uuid(),
  accountId: z.uuid(),
  reason: z
    .string()
    .trim()
    .min(1, { message: '올리지 않는 이유를 입력해주세요.' })
    .max(2000, { message: '올리지 않는 이유는 2,000자까지 입력할 수 있습니다.' }),
});
export type HeldBackPair = z.infer<typeof HeldBackPair>;

export const UploadWorkBody = z
  .object({
    productIds: ProductIds,
    /** Every live product of the seller instead of `productIds`. */
    all: z.boolean().default(false),
    markets: Targets,
    skip: z
      .array(HeldBackPair)
      .max(50_000, { message: '올리지 않을 항목은 50,000건까지 보낼 수 있습니다.' })
      .default([]),
  })
  .refine((body) => body.all || body.productIds.length > 0, {
    message: '올릴 상품을 하나 이상 선택해주세요.',
    path: ['productIds'],
  });
export type UploadWorkBody = z.input<typeof UploadWorkBody>;

export const UploadWorkResponse = z.object({
  workNumber: z.number().int(),
  /** Items of the work (product × account), the held-back ones included. */
  total: z.number().int(),
  /** Items that will be pushed. */
  queued: z.number().int(),
  /** Items held back (`skip`): in the work's log as skipped with their reason. */
  skipped: z.number().int(),
});
export type UploadWorkResponse = z.infer<typeof UploadWorkResponse>;

/** One problem of the pre-upload check (the market layer's `ListingProblem`). */
export const UploadProblem = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  field: z.string(),
  message: z.string(),
  fix: z.string(),
});
export type UploadProblem = z.infer<typeof UploadProblem>;

export const CheckUploadBody = z
  .object({ productIds: ProductIds, all: z.boolean().default(false), markets: Targets })
  .refine((body) => body.all || body.productIds.length > 0, {
    message: '확인할 상품을 하나 이상 선택해주세요.',
    path: ['productIds'],
  });
export type CheckUploadBody = z.input<typeof CheckUploadBody>;

/** The problems of one product on one account (only pairs with a problem are listed). */
export const CheckUploadResult = z.object({
  productId: z.uuid(),
  site: z.string(),
  code: z.string(),
  title: z.string(),
  market: MarketSchema,
  accountId: z.uuid(),
  problems: z.array(UploadProblem),
});
export type CheckUploadResult = z.infer<typeof CheckUploadResult>;

/** A market account's daily cap on new listings (11st) and today's use. */
export const UploadQuota = z.object({
  market: MarketSchema,
  accountId: z.uuid(),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});

export const CheckUploadResponse = z.object({
  /** Products × accounts checked. */
  checked: z.number().int(),
  /** Pairs the market would refuse (at least one error); they are left out of an upload. */
  refused: z.number().int(),
  results: z.array(CheckUploadResult),
  /** Problems of a whole market account (template missing, account keys refused). */
  accountProblems: z.array(
    z.object({ market: MarketSchema, accountId: z.uuid(), message: z.string(), fix: z.string() }),
  ),
  quotas: z.array(UploadQuota),
});
export type CheckUploadResponse = z.infer<typeof CheckUploadResponse>;

export const ListingStateSchema = z.enum([
  'onSale',
  'soldOut',
  'suspended',
  'pendingApproval',
  'rejected',
  'draft',
  'deleted',
  'failed',
]);
export type ListingState = z.infer<typeof ListingStateSchema>;

/** A product's listing on one account. */
export const ListingView = z.object({
  accountId: z.uuid(),
  accountLabel: z.string(),
  market: MarketSchema,
  state: ListingStateSchema,
  marketProductId: z.string().nullable(),
  channelProductId: z.string().nullable(),
  url: z.string().nullable(),
  lastError: z.string().nullable(),
  pushedAt: z.string().nullable(),
  /** The product was edited after its last upload: a re-upload updates the listing. */
  changed: z.boolean(),
});
export type ListingView = z.infer<typeof ListingView>;

export const UploadProductListBody = z.object({
  page: z.number().int().min(1).default(1),
  maxRow: z.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(100).default(''),
  market: MarketSchema.optional(),
  accountId: z.uuid().optional(),
  /** listed: on the account (or any); notListed: not yet; failed: last upload failed; changed: edited since. */
  status: z.enum(['all', 'listed', 'notListed', 'failed', 'changed']).default('all'),
});
export type UploadProductListBody = z.input<typeof UploadProductListBody>;

export const UploadProductRow = z.object({
  id: z.uuid(),
  site: z.string(),
  code: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  priceMinKrw: z.number().nullable(),
  listings: z.array(ListingView),
});
export type UploadProductRow = z.infer<typeof UploadProductRow>;

export const UploadProductListResponse = pagedResult(UploadProductRow);
export type UploadProductListResponse = z.infer<typeof UploadProductListResponse>;

/** Item counts of one market account in a work. */
export const UploadMarketProgress = ItemCounts.extend({
  market: MarketSchema,
  accountId: z.uuid(),
  accountLabel: z.string(),
  templateName: z.string(),
});
export type UploadMarketProgress = z.infer<typeof UploadMarketProgress>;

export const UploadWorkSummary = WorkProgress.extend({
  markets: z.array(UploadMarketProgress),
});
export type UploadWorkSummary = z.infer<typeof UploadWorkSummary>;

export const UploadLogQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  maxRow: z.coerce.number().int().min(1).max(100).default(20),
});
export const UploadLogResponse = pagedResult(UploadWorkSummary);
export type UploadLogResponse = z.infer<typeof UploadLogResponse>;

/** One item of an upload work: the product on one account and its outcome. */
export const UploadItemLog = z.object({
  id: z.string(),
  position: z.number().int(),
  state: ItemStateSchema,
  /** Korean: why it failed and what to fix. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  finishedAt: z.string().nullable(),
  productId: z.uuid(),
  title: z.string().nullable(),
  market: MarketSchema,
  accountId: z.uuid(),
  marketProductId: z.string().nullable(),
  url: z.string().nullable(),
  /** The market made a new product (false: an earlier one was found and updated). */
  created: z.boolean().nullable(),
  /** The product went onto this account for the first time (신규), though the market may have made nothing new. */
  firstForAccount: z.boolean().nullable(),
});
export type UploadItemLog = z.infer<typeof UploadItemLog>;

export const UploadDetailLogQuery = z.object({ workNumber: z.coerce.number().int().min(1) });
export const UploadDetailLogResponse = z.object({
  work: UploadWorkSummary,
  items: z.array(UploadItemLog),
});
export type UploadDetailLogResponse = z.infer<typeof UploadDetailLogResponse>;

export const ProductUploadLogQuery = z.object({ objectId: z.uuid() });
export const ProductUploadLogResponse = z.object({
  listings: z.array(ListingView),
  /** Every upload item of the product, newest first. */
  history: z.array(UploadItemLog.extend({ workNumber: z.number().int() })),
});
export type ProductUploadLogResponse = z.infer<typeof ProductUploadLogResponse>;

export const UploadSummaryResponse = z.object({
  listed: z.number().int(),
  failedListings: z.number().int(),
  inProgress: z.number().int(),
  failedToday: z.number().int(),
  quotas: z.array(UploadQuota),
});
export type UploadSummaryResponse = z.infer<typeof UploadSummaryResponse>;

export const RetryUploadItemsBody = z.object({
  workNumber: z.number().int().min(1),
  itemIds: z.array(z.uuid()).max(10_000).optional(),
});
export const RetryUploadItemsResponse = z.object({ retried: z.number().int() });

/** /Market: upload endpoints, merged into the Market group. */
export const MarketUploadSchemas = {
  MarketUploadWorkList: { body: UploadWorkBody, response: UploadWorkResponse },
  CheckUpload: { body: CheckUploadBody, response: CheckUploadResponse },
  GetUploadProductList: { body: UploadProductListBody, response: UploadProductListResponse },
  RetryUploadItems: { body: RetryUploadItemsBody, response: RetryUploadItemsResponse },
} as const;

/** /Log: upload logs, merged into the Log group. */
export const UploadLogSchemas = {
  GetUploadLogAll: { query: UploadLogQuery, response: UploadLogResponse },
  GetUploadDetailLog: { query: UploadDetailLogQuery, response: UploadDetailLogResponse },
  GetUserUploadSummary: { response: UploadSummaryResponse },
} as const;

/** /Product: one product's upload history. */
export const ProductUploadSchemas = {
  GetProductUploadLog: { query: ProductUploadLogQuery, response: ProductUploadLogResponse },
} as const;
