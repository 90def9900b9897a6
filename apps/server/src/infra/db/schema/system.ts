import { pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Instance-wide values the server generates once (e.g. the JWT signing secret when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per running job worker; `last_seen_at` is its heartbeat (health, CheckExistBot). */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
