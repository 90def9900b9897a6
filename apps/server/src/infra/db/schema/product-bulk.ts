import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { BulkAction, ItemState } from '@sellerdesk/domain/api';
import { ownerId } from './users';
import { works } from './works';

/** A bulk catalogue work (slogan, replace, titles, group, reprice, re-translate): what it does, with what. */
export const productBulkWorks = pgTable('product_bulk_works', {
  id: uuid('id')
    .primaryKey()
    .references(() => works.id, { onDelete: 'cascade' }),
  userId: ownerId(),
  action: text('action').$type<BulkAction>().notNull(),
  /** The action's parameters as accepted (words, numbering, group name, includeOverrides). */
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
});

/**
 * One product of a bulk work, fixed when the work starts (a filter selection is resolved then), in
 * catalogue order. `batch` is the position of the work item that handles it; its outcome is the
 * per-product report. A batch's rows are written with its products in one transaction, so a retried
 * batch redoes only what is still `queued`.
 */
export const productBulkTargets = pgTable(
  'product_bulk_targets',
  {
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    batch: integer('batch').notNull(),
    productId: uuid('product_id').notNull(),
    /** Per-product input (the title of a ProductTitleChange). */
    value: text('value'),
    state: text('state').$type<ItemState>().notNull().default('queued'),
    before: text('before'),
    after: text('after'),
    message: text('message'),
  },
  (table) => [
    primaryKey({ columns: [table.workId, table.position] }),
    index('product_bulk_targets_batch_idx').on(table.workId, table.batch),
  ],
);
