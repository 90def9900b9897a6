import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { ownerId } from './users';

/**
 * The seller's NAVER Search Ad API credentials for the keyword tool: one row per seller. The secret key
 * is AES-256-GCM encrypted (`lib/secret-box.ts`); the customer id and access license identify the
 * account and are shown back.
 */
export const naverKeywordCredentials = pgTable('naver_keyword_credentials', {
  userId: ownerId().primaryKey(),
  customerId: text('customer_id').notNull(),
  accessLicense: text('access_license').notNull(),
  encryptedSecretKey: text('encrypted_secret_key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
