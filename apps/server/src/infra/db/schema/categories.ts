import type { Market } from '@sellerdesk/domain';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { ownerId } from './users';

/**
 * Each market's category tree as its category API answered it, shared by every seller (the tree is the
 * market's, not the account's). Replaced whole on refresh; `search` is the lower-cased path the
 * category search matches.
 */
export const marketCategories = pgTable(
  'market_categories',
  {
    market: text('market').$type<Market>().notNull(),
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    path: jsonb('path').$type<string[]>().notNull(),
    parentId: text('parent_id'),
    isLeaf: boolean('is_leaf').notNull(),
    depth: integer('depth').notNull(),
    search: text('search').notNull(),
  },
  // Read whole per market (the primary key's prefix) into each process's memory; see categories.service.
  (table) => [primaryKey({ columns: [table.market, table.categoryId] })],
);

/** When each market's cached tree was filled, and how many categories it has (the age the screen shows). */
export const marketCategorySets = pgTable('market_category_sets', {
  market: text('market').$type<Market>().primaryKey(),
  count: integer('count').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/** The seller's SmartStore categories (spec §3 user category), with the level names as picked. */
export const userCategories = pgTable(
  'user_categories',
  {
    id: id(),
    userId: ownerId(),
    categoryId: text('category_id').notNull(),
    largeName: text('large_name').notNull(),
    middleName: text('middle_name').notNull(),
    smallName: text('small_name').notNull(),
    detailName: text('detail_name').notNull(),
    path: jsonb('path').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('user_categories_user_category_key').on(table.userId, table.categoryId)],
);

/**
 * A SmartStore category mapped to another market's category, confirmed by the seller; one per seller,
 * source category and market, reused by every upload.
 */
export const categoryMappings = pgTable(
  'category_mappings',
  {
    id: id(),
    userId: ownerId(),
    fromCategoryId: text('from_category_id').notNull(),
    market: text('market').$type<Market>().notNull(),
    categoryId: text('category_id').notNull(),
    path: jsonb('path').$type<string[]>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('category_mappings_user_from_market_key').on(
      table.userId,
      table.fromCategoryId,
      table.market,
    ),
  ],
);
