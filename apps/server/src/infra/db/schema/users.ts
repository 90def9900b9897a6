import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Plan, Role } from '@sellerdesk/domain';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** The e-mail address, lower-cased; it is the login name. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A temporary password sent by mail; accepted beside the regular one until it expires or is used. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    role: text('role').$type<Role>().notNull().default('BasicUser'),
    plan: text('plan').$type<Plan>().notNull().default('Free'),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped to invalidate every access token of the user at once (verification, suspension, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** How many products the seller may collect in total; null is unlimited (plans set it later). */
    collectionLimit: integer('collection_limit'),
    /** Term id → { agreed, at } as accepted at registration. */
    consents: jsonb('consents')
      .$type<Record<string, { agreed: boolean; at: string }>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.username),
    index('users_role_idx').on(table.role),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/** The seller a row belongs to; their rows go with the account. Every seller query filters on it. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ownerId(),
    /** All tokens descending from one login share a family; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_user_idx').on(table.userId),
    // Also answers, on every authenticated request, whether the access token's session is still live.
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_verifications_token_hash_key').on(table.tokenHash),
    index('email_verifications_user_idx').on(table.userId),
  ],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    success: boolean('success').notNull(),
    /** Error catalogue key when the login failed. */
    failureReason: text('failure_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_logs_user_created_idx').on(table.userId, table.createdAt),
    index('login_logs_created_idx').on(table.createdAt),
    index('login_logs_username_idx').on(sql`lower(${table.username})`),
  ],
);

/**
 * Counters behind the per-account limits (failed logins, mails sent), keyed by what they limit, e.g.
 * `login:<username>` or `mail:temporary-password:<username>`. Keyed by name rather than user id so an
 * unknown account is counted and answered exactly like a known one. Shared by every server process.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    /** Hits since `windowStartedAt` (failed logins, mails). */
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the key is locked (an account after too many failed logins). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('throttles_last_hit_idx').on(table.lastHitAt)],
);
