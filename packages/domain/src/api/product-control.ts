import { z } from '../zod';
import { MarketSchema } from '../settings/market-template';
import { ItemStateSchema, WorkProgress } from './collect';
import { ListingStateSchema } from './upload';

/*
 * Product control (/ProductManagement, spec §7; issue 12 §2): the seller's listings on every connected
 * market account, read from Sellerdesk's own records reconciled with each market, and the changes made
 * to them on the markets (price, stock, name, sale status) as works.
 */

/** Page numbers reach the first 10,000 listings; past that, `cursor` (the last listing id of a page). */
export const LISTING_PAGE_WINDOW = 10_000;
/**
 * A keyword or date search counts at most this many matching listings (the counts say "이상" past it):
 * each match is a visit to its row (the state is not in the trigram or date index), as the catalogue's
 * keyword count.
 */
export const LISTING_COUNT_CAP = 1_000;

const Day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.' });

export const MarketProductSearchBody = z
  .object({
    page: z.number().int().min(1).default(1),
    maxRow: z.number().int().min(1).max(200).default(50),
    /** The last listing id of the previous page: the listings after it (keyset paging, any depth). */
    cursor: z.uuid().optional(),
    market: MarketSchema.optional(),
    accountId: z.uuid().optional(),
    state: ListingStateSchema.optional(),
    /** Part of the title, or a whole market product number or seller code (SD-…), or the source code. */
    keyword: z.string().trim().max(100).default(''),
    /** Uploaded on or after / on or before these Korean days. */
    from: Day.optional(),
    to: Day.optional(),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    message: '시작일이 종료일보다 늦습니다.',
    path: ['from'],
  });
export type MarketProductSearchBody = z.input<typeof MarketProductSearchBody>;

export const MarketProductRow = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  market: MarketSchema,
  accountId: z.uuid(),
  accountLabel: z.string(),
  marketProductId: z.string().nullable(),
  channelProductId: z.string().nullable(),
  /** The listing on its market (shopper page, or the seller centre's product page). */
  url: z.string().nullable(),
  state: ListingStateSchema,
  /** The title on the market (else the catalogue's). */
  title: z.string(),
  image: z.string().nullable(),
  /** The seller management code the markets know the product by. */
  sellerCode: z.string(),
  salePrice: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  syncedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  lastError: z.string().nullable(),
  pushedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MarketProductRow = z.infer<typeof MarketProductRow>;

export const ListingStateCounts = z.record(ListingStateSchema, z.number().int());

export const MarketProductSearchResponse = z.object({
  items: z.array(MarketProductRow),
  /** Listings matching every filter. */
  total: z.number().int(),
  page: z.number().int(),
  maxRow: z.number().int(),
  /** Give it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Listings per state under the other filters (the state tabs). */
  counts: ListingStateCounts,
  /** A keyword or date search stopped counting at `LISTING_COUNT_CAP`: the counts are lower bounds. */
  countsCapped: z.boolean(),
});
export type MarketProductSearchResponse = z.infer<typeof MarketProductSearchResponse>;

const ListingIds = z
  .array(z.uuid())
  .min(1, { message: '마켓 상품을 하나 이상 선택해주세요.' })
  .max(5000, { message: '한 번에 5,000개까지 바꿀 수 있습니다.' });

export const MarketProductSimpleEditBody = z
  .object({
    listingIds: ListingIds,
    salePrice: z
      .number()
      .int({ message: '가격은 원 단위 정수로 입력해주세요.' })
      .min(10, { message: '가격은 10원 이상이어야 합니다.' })
      .max(1_000_000_000, { message: '가격이 너무 큽니다.' })
      .optional(),
    stock: z
      .number()
      .int({ message: '재고는 정수로 입력해주세요.' })
      .min(0, { message: '재고는 0 이상이어야 합니다.' })
      .max(99_999, { message: '재고는 99,999개까지 입력할 수 있습니다.' })
      .optional(),
    title: z
      .string()
      .trim()
      .min(1, { message: '상품명을 입력해주세요.' })
      .max(100, { message: '상품명은 100자까지 입력할 수 있습니다.' })
      .optional(),
  })
  .refine((body) => body.salePrice !== undefined || body.stock !== undefined || body.title !== undefined, {
    message: '바꿀 가격, 재고 또는 상품명을 입력해주세요.',
    path: ['salePrice'],
  });
export type MarketProductSimpleEditBody = z.input<typeof MarketProductSimpleEditBody>;

export const SettableListingStatus = z.enum(['onSale', 'suspended', 'soldOut']);
export const MarketProductStatusChangeBody = z.object({
  listingIds: ListingIds,
  status: SettableListingStatus,
});
export type MarketProductStatusChangeBody = z.input<typeof MarketProductStatusChangeBody>;

/** "마켓과 동기화": the chosen listings, or every listing of the seller (optionally of one account). */
export const MarketProductSyncBody = z
  .object({
    listingIds: z
      .array(z.uuid())
      .max(5000, { message: '한 번에 5,000개까지 동기화할 수 있습니다.' })
      .default([]),
    all: z.boolean().default(false),
    accountId: z.uuid().optional(),
  })
  .refine((body) => body.all || body.listingIds.length > 0, {
    message: '동기화할 마켓 상품을 선택해주세요.',
    path: ['listingIds'],
  });
export type MarketProductSyncBody = z.input<typeof MarketProductSyncBody>;

export const ListingWorkResponse = z.object({
  workNumber: z.number().int(),
  /** Listings (× changes) queued: the caller's own among the ids. */
  total: z.number().int(),
});
export type ListingWorkResponse = z.infer<typeof ListingWorkResponse>;

export const ListingWorkQuery = z.object({ workNumber: z.coerce.number().int().min(1) });
export const ListingWorkDetail = z.object({
  work: WorkProgress,
  items: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      listingId: z.string(),
      title: z.string().nullable(),
      market: MarketSchema.nullable(),
      marketProductId: z.string().nullable(),
      state: ItemStateSchema,
      /** What was done or why not, in Korean. */
      reason: z.string().nullable(),
      attempts: z.number().int(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
export type ListingWorkDetail = z.infer<typeof ListingWorkDetail>;

export const MarketQueryOnly = z.object({ market: MarketSchema });
export const UserMarketAccountsResponse = z.object({
  market: MarketSchema,
  accounts: z.array(
    z.object({
      id: z.uuid(),
      label: z.string(),
      /** The last "연결 확인": passed or not, null when never checked. */
      connected: z.boolean().nullable(),
    }),
  ),
});
export type UserMarketAccountsResponse = z.infer<typeof UserMarketAccountsResponse>;

export const CoupangProductUrlBody = z.object({ listingId: z.uuid() });
export const CoupangProductUrlResponse = z.object({ url: z.string() });

export const ProductManagementSchemas = {
  GetUserMarketAccount: { query: MarketQueryOnly, response: UserMarketAccountsResponse },
  SearchMarketProductSummary: { body: MarketProductSearchBody, response: MarketProductSearchResponse },
  MarketProductSimpleEdit: { body: MarketProductSimpleEditBody, response: ListingWorkResponse },
  MarketProductStatusChange: { body: MarketProductStatusChangeBody, response: ListingWorkResponse },
  SyncMarketProduct: { body: MarketProductSyncBody, response: ListingWorkResponse },
  GetMarketProductWork: { query: ListingWorkQuery, response: ListingWorkDetail },
  GetCoupangProductUrl: { body: CoupangProductUrlBody, response: CoupangProductUrlResponse },
};
