import type { Market } from '@sellerdesk/domain';
import type {
  SourceSyncMode,
  SourceSyncOutcome,
  SourceSyncPushAction,
  SourceSyncSchedule,
} from '@sellerdesk/domain/api';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { ownerId, users } from './users';
import { workItems, works } from './works';

/** A seller's source sync: how often it runs on its own and whether it pushes or only reports. */
export const sourceSyncSettings = pgTable('source_sync_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  schedule: text('schedule').$type<SourceSyncSchedule>().notNull(),
  mode: text('mode').$type<SourceSyncMode>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A source sync work (kind `source-sync`), same id as its `works` row. `slot` names the schedule's time
 * slot of a scheduled run (`daily:2026-11-24`, `every6h:81234`); unique per seller, so however many
 * workers sweep the schedule, a seller gets one run per slot.
 */
export const sourceSyncWorks = pgTable(
  'source_sync_works',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => works.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    mode: text('mode').$type<SourceSyncMode>().notNull(),
    trigger: text('trigger').$type<'manual' | 'schedule'>().notNull(),
    slot: text('slot'),
  },
  (table) => [uniqueIndex('source_sync_works_user_slot_key').on(table.userId, table.slot)],
);

/**
 * One item of a sync work, same id as its `work_items` row: a listed product (`listingId` null: re-read
 * its source, save and report what changed) or, in push mode, one listing of a changed product (push its
 * price/stock, or suspend it when the product is gone), added by the product's item in the transaction
 * that saves the product — so a retried product item neither saves nor adds pushes twice, and each
 * market's pushes run on that market's own queue at its own rate.
 */
export const sourceSyncItems = pgTable(
  'source_sync_items',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    workId: uuid('work_id').notNull(),
    productId: uuid('product_id').notNull(),
    outcome: text('outcome').$type<SourceSyncOutcome>(),
    oldPrice: integer('old_price'),
    newPrice: integer('new_price'),
    priceKept: boolean('price_kept').notNull().default(false),
    soldOut: jsonb('sold_out')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    restocked: jsonb('restocked')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A push item: the listing, its market and account label, and what it does. */
    listingId: uuid('listing_id'),
    market: text('market').$type<Market>(),
    accountLabel: text('account_label'),
    action: text('action').$type<SourceSyncPushAction>(),
  },
  (table) => [
    index('source_sync_items_work_product_idx').on(table.workId, table.productId),
    index('source_sync_items_user_product_idx').on(table.userId, table.productId),
  ],
);
