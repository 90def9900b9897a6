import {
  bigserial,
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
import { sql } from 'drizzle-orm';
import type { FilterMode, SourceSite } from '@sellerdesk/domain';
import type { ItemState, WorkSite } from '@sellerdesk/domain/api';
import { createdAt, id, updatedAt } from './columns';
import { ownerId } from './users';

/** One collection request: a list of links, a search, or a page sent by the extension. */
export const collectWorks = pgTable(
  'collect_works',
  {
    id: id(),
    /** The number sellers see and quote ("작업 번호"). */
    workNumber: bigserial('work_number', { mode: 'number' }).notNull(),
    userId: ownerId(),
    site: text('site').$type<WorkSite>().notNull(),
    via: text('via').$type<'server' | 'search' | 'extension'>().notNull(),
    groupName: text('group_name').notNull().default(''),
    memo: text('memo').notNull().default(''),
    targetCategoryId: text('target_category_id'),
    recollect: boolean('recollect').notNull().default(false),
    total: integer('total').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('collect_works_work_number_key').on(table.workNumber),
    index('collect_works_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** One product to collect inside a work. Its state is the truth the logs and progress bars read. */
export const collectItems = pgTable(
  'collect_items',
  {
    id: id(),
    workId: uuid('work_id')
      .notNull()
      .references(() => collectWorks.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    position: integer('position').notNull(),
    /** What the seller gave: a link or a code. */
    input: text('input').notNull(),
    site: text('site').$type<SourceSite>(),
    code: text('code'),
    state: text('state').$type<ItemState>().notNull().default('queued'),
    /** Korean reason shown to the seller when failed or skipped. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Bumped when the seller retries the item or a dead worker's run is reclaimed: the job id is derived
     * from (item id, generation), and a job of an older generation does nothing.
     */
    jobGeneration: integer('job_generation').notNull().default(0),
    /** The worker (`worker_heartbeats.worker_id`) running the item; reclaimed when that worker is gone. */
    workerId: text('worker_id'),
    /** How many times a worker died while running the item; past a limit it fails instead of running again. */
    interruptions: integer('interruptions').notNull().default(0),
    /** The page HTML or data object the extension sent; cleared once the item is done. */
    payload: jsonb('payload').$type<{ html?: string; data?: unknown } | null>(),
    productId: uuid('product_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('collect_items_work_idx').on(table.workId, table.position),
    index('collect_items_user_state_idx').on(table.userId, table.state),
    index('collect_items_user_finished_idx').on(table.userId, table.finishedAt),
    index('collect_items_running_worker_idx')
      .on(table.workerId)
      .where(sql`${table.state} = 'running'`),
    index('collect_items_user_product_idx').on(table.userId, table.site, table.code),
  ],
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
