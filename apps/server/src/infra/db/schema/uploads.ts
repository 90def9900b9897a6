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
    /** Korean reason of the last failed upload, cleared by the next success. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('listings_account_product_key').on(table.accountId, table.productId),
    index('listings_user_product_idx').on(table.userId, table.productId),
    index('listings_user_market_idx').on(table.userId, table.market, table.accountId),
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
