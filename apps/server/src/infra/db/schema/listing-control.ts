import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { listings } from './uploads';
import { ownerId } from './users';
import { workItems } from './works';

/**
 * A change product control applies to a listing on its market (the `listing-change` kind). Absolute
 * values only, so a retried item sets the same price, stock, status or title again and never adds twice.
 */
export type StoredListingChange =
  | {
      kind: 'priceStock';
      salePrice?: number;
      stock?: number;
      combinations?: { values: string[]; salePrice?: number; stock?: number }[];
    }
  | { kind: 'status'; status: 'onSale' | 'suspended' | 'soldOut' }
  | { kind: 'title'; title: string };

/**
 * One listing of a `listing-refresh` or `listing-change` work; one row per `work_items` row of those
 * kinds, same id. `change` is null for a refresh; `result` is what the market holds after the item.
 */
export const listingWorkItems = pgTable(
  'listing_work_items',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    workId: uuid('work_id').notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    change: jsonb('change').$type<StoredListingChange>(),
    /** The listing's state after the item (e.g. `deleted` when the market no longer has it). */
    result: text('result'),
  },
  (table) => [
    index('listing_work_items_work_idx').on(table.workId),
    index('listing_work_items_listing_idx').on(table.listingId),
  ],
);
