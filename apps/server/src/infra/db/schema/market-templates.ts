import type { Market } from '@sellerdesk/domain';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { marketAccounts } from './market-accounts';
import { ownerId } from './users';

/**
 * A seller's upload template per market (spec §3 market template setting), named, unique per seller and
 * market. `settings` is the listing template without its market and name; `account_id` is the market
 * account whose address book and couriers its ids come from (null once that account is removed: the
 * template stays, and the form asks for another account).
 */
export const marketTemplates = pgTable(
  'market_templates',
  {
    id: id(),
    userId: ownerId(),
    market: text('market').$type<Market>().notNull(),
    name: text('name').notNull(),
    accountId: uuid('account_id').references(() => marketAccounts.id, { onDelete: 'set null' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('market_templates_user_market_name_key').on(table.userId, table.market, table.name),
  ],
);
