import { doublePrecision, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MarginSettings, PriceRangeModel } from '@sellerdesk/domain';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * A seller's price settings (Market/SetPrice): the normalised spec §3 priceRangeModel and the margin
 * costs (shipping per item, commission per market). One row per seller; no row means the §9 defaults.
 */
export const priceSettings = pgTable('price_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceRangeModel: jsonb('price_range_model').$type<PriceRangeModel>().notNull(),
  margin: jsonb('margin').$type<MarginSettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Reference exchange rates of a day (won per unit), fetched once a day from the configured provider. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    /** YYYY-MM-DD, Korean time: the day the rates were asked for. */
    rateDate: text('rate_date').notNull(),
    currency: text('currency').notNull(),
    rate: doublePrecision('rate').notNull(),
    /** The provider's publishing day the rate is of (it publishes on business days only). */
    publishedOn: text('published_on').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.rateDate, table.currency] })],
);
