import type { Market } from '@sellerdesk/domain';
import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { ownerId } from './users';

/** The outcome of the last connection check, as stored (the API's MarketLoginCheck). */
export type StoredLoginCheck = {
  connected: boolean;
  code: string | null;
  message: string;
  accountLabel: string | null;
};

/**
 * A seller's account at a marketplace (several per market): the non-secret settings of the market's
 * form as JSON, the secret ones as one AES-256-GCM sealed JSON object (never returned, never logged),
 * and the last "연결 확인" result.
 */
export const marketAccounts = pgTable(
  'market_accounts',
  {
    id: id(),
    userId: ownerId(),
    market: text('market').$type<Market>().notNull(),
    label: text('label').notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    encryptedSecrets: text('encrypted_secrets').notNull(),
    lastCheck: jsonb('last_check').$type<StoredLoginCheck>(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Also serves the per-seller, per-market listing (its leading columns).
  (table) => [
    uniqueIndex('market_accounts_user_market_label_key').on(table.userId, table.market, table.label),
  ],
);
