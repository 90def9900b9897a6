import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FilterMode, SourceSite } from '@sellerdesk/domain';
import type { WorkSite } from '@sellerdesk/domain/api';
import { createdAt, id, updatedAt } from './columns';
import { ownerId } from './users';
import { workItems, works } from './works';

/** What a collect work asked for; one row per `works` row of kind `collect`, same id. */
export const collectWorks = pgTable('collect_works', {
  id: uuid('id')
    .primaryKey()
    .references(() => works.id, { onDelete: 'cascade' }),
  site: text('site').$type<WorkSite>().notNull(),
  via: text('via').$type<'server' | 'search' | 'extension'>().notNull(),
  groupName: text('group_name').notNull().default(''),
  memo: text('memo').notNull().default(''),
  targetCategoryId: text('target_category_id'),
  recollect: boolean('recollect').notNull().default(false),
});

/** The product a collect item is about; one row per `work_items` row of kind `collect`, same id. */
export const collectItems = pgTable(
  'collect_items',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    /** What the seller gave: a link or a code. */
    input: text('input').notNull(),
    site: text('site').$type<SourceSite>(),
    code: text('code'),
    /** The page HTML or data object the extension sent; cleared once the item is done. */
    payload: jsonb('payload').$type<{ html?: string; data?: unknown } | null>(),
    productId: uuid('product_id'),
  },
  (table) => [index('collect_items_user_product_idx').on(table.userId, table.site, table.code)],
);

/** The seller's collect filters: words removed from or replaced in collected titles (spec §3, §5). */
export const collectFilters = pgTable(
  'collect_filters',
  {
    id: id(),
    userId: ownerId(),
    mode: text('mode').$type<FilterMode>().notNull(),
    targetWord: text('target_word').notNull(),
    /** `target_word` lower-cased: words are unique per seller and mode regardless of case. */
    targetKey: text('target_key').notNull(),
    convertWord: text('convert_word').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('collect_filters_user_mode_word_key').on(table.userId, table.mode, table.targetKey),
  ],
);

/** Secrets a seller gives for a source site (the Taobao session cookie), encrypted at rest. */
export const sourceSessions = pgTable(
  'source_sessions',
  {
    id: id(),
    userId: ownerId(),
    site: text('site').$type<'taobao'>().notNull(),
    encryptedCookie: text('encrypted_cookie').notNull(),
    loggedIn: boolean('logged_in').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('source_sessions_user_site_key').on(table.userId, table.site)],
);
