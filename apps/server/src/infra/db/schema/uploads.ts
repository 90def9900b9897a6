import type { Market } from '@sellerdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { marketAccounts } from './market-accounts';
import { products } from './products';
import { ownerId } from './users';
import { workItems, works } from './works';

/** The state of a listing as Sellerdesk last saw it: the market's status, or `failed` before it exists. */
export type StoredListingState =
  'onSale' | 'soldOut' | 'suspended' | 'pendingApproval' | 'rejected' | 'draft' | 'deleted' | 'failed';

/**
 * One product listed on one market account: the market's numbers (what a retried or repeated upload
 * updates instead of creating again), the combination ids the market gave, the state, and what was last
 * pushed (the product version, to tell a changed product). Product control and orders read these.
 */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    userId: ownerId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => marketAccounts.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    /** The market's product number; null while no upload has succeeded (only `lastError` is known). */
    marketProductId: text('market_product_id'),
    /** SmartStore's channel product number, ESM's site goods number. */
    channelProductId: text('channel_product_id'),
    /** The market's id per combination (vendorItemId, option id), by the product's combination key. */
    itemIds: jsonb('item_ids')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    state: text('state').$type<StoredListingState>().notNull(),
    url: text('url'),
    /** The product's `updatedAt` that was pushed: a later one means the product changed since. */
    pushedVersion: text('pushed_version'),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** Korean reason of the last failed upload or change, cleared by the next success. */
    lastError: text('last_error'),
    /** The title, sale price and stock the market holds (product control's last change or refresh). */
    title: text('title'),
    salePrice: integer('sale_price'),
    stock: integer('stock'),
    /**
     * The product's main images and detail-page images as this listing last pushed them (what the market
     * shows), so a change pushed to one listing is pending, not live, on the others. Null on listings
     * pushed before these were kept: then the product's own images are taken for live.
     */
    pushedImages: jsonb('pushed_images').$type<{ main: string[]; detail: string[] }>(),
    /** When the market was last asked about the listing (listing-refresh), and when it last had it. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('listings_account_product_key').on(table.accountId, table.productId),
    index('listings_user_product_idx').on(table.userId, table.productId),
    index('listings_user_market_idx').on(table.userId, table.market, table.accountId),
    // Product control's list (SearchMarketProductSummary): newest first per seller, per filter, so a
    // page is an index range scan; the market product number looked up exactly.
    index('listings_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('listings_user_state_created_idx').on(table.userId, table.state, table.createdAt, table.id),
    index('listings_user_account_created_idx').on(table.userId, table.accountId, table.createdAt, table.id),
    index('listings_user_market_created_idx').on(table.userId, table.market, table.createdAt, table.id),
    index('listings_user_market_product_idx').on(table.userId, table.marketProductId),
    index('listings_user_channel_product_idx').on(table.userId, table.channelProductId),
    // Keyword search on the market title (`ilike '%word%'`) through pg_trgm, like the catalogue's.
    index('listings_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

/**
 * How many listings each account has in each state, kept by a trigger on `listings` (migration 0018):
 * product control's state tabs read these few rows instead of counting 50,000 listings per request.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    userId: ownerId(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => marketAccounts.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    state: text('state').$type<StoredListingState>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.state] }),
    index('listing_counts_user_idx').on(table.userId),
  ],
);

/** What one market of an upload work used: the account, the template and the request's fallbacks. */
export type UploadTarget = {
  market: Market;
  accountId: string;
  accountLabel: string;
  templateName: string;
  /** The category for products that have none for this market (the work request's). */
  categoryId: string | null;
  /** A template given with the request, used when no saved template of that name exists. */
  template: Record<string, unknown> | null;
};

/** An upload work's markets; one row per `works` row of kind `upload`, same id. */
export const uploadWorks = pgTable('upload_works', {
  id: uuid('id')
    .primaryKey()
    .references(() => works.id, { onDelete: 'cascade' }),
  targets: jsonb('targets').$type<UploadTarget[]>().notNull(),
});

/** One product × account of an upload work; one row per `work_items` row of kind `upload`, same id. */
export const uploadItems = pgTable(
  'upload_items',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    workId: uuid('work_id').notNull(),
    productId: uuid('product_id').notNull(),
    accountId: uuid('account_id').notNull(),
    market: text('market').$type<Market>().notNull(),
    /** The market's product number once pushed, and whether this item created the listing. */
    marketProductId: text('market_product_id'),
    url: text('url'),
    created: boolean('created'),
    /**
     * Whether this item put the product on its account for the first time (신규), apart from `created`
     * (the market made a new product): the 옥션 side of an ESM master created through G마켓 is new for
     * the 옥션 account although the market made nothing new, and a listing found again by seller code is
     * not new for the account although no stored listing named it.
     */
    firstForAccount: boolean('first_for_account'),
  },
  (table) => [
    index('upload_items_user_product_idx').on(table.userId, table.productId),
    index('upload_items_work_idx').on(table.workId, table.market),
  ],
);

/**
 * New listings per market account and Korean day, for markets with a daily cap (11st: 500). Backs the
 * market layer's `RegistrationLedger`, so every process counts against the same number.
 */
export const marketRegistrations = pgTable(
  'market_registrations',
  {
    accountKey: text('account_key').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountKey, table.day] })],
);

/**
 * Who is pushing a product to an account right now: one row per product × account, taken in a short
 * transaction before the market is called and dropped with the listing's save, so two works (in any
 * worker or process) never create the product there twice. A claim holds while its upload item is still
 * running the attempt that took it; once the item finished, was requeued, or was reclaimed from a dead
 * worker (the heartbeat's reclaim), the row is stale and the next push takes it over.
 */
export const listingPushClaims = pgTable(
  'listing_push_claims',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => marketAccounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    /** The item's attempt that took the claim (`work_items.attempts` of that run). */
    attempt: integer('attempt').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.productId] }),
    index('listing_push_claims_item_idx').on(table.itemId),
  ],
);
