import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ItemState } from '@sellerdesk/domain/api';
import { createdAt, id, updatedAt } from './columns';
import { ownerId } from './users';

/**
 * The kinds of batch work the pipeline runs. Each kind keeps what is its own (a collect work's site and
 * memo, an item's link and product) in its own tables keyed by the work's or item's id.
 */
export const WORK_KINDS = [
  'collect',
  'detail-page',
  'upload',
  'order-sync',
  'product-bulk',
  'listing-refresh',
  'listing-change',
  'source-sync',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/**
 * The run of numbers a kind's works take. Each seller numbers each kind on its own (수집 #1, #2…, 업로드
 * #1…), so a seller's numbers have no gaps from other kinds or other sellers. A listing change and a
 * listing sync share one run: product control finds either by its number alone (GetListingWork).
 * The migration that introduced the counters seeds them with the same mapping.
 */
export function workNumberSeries(kind: WorkKind): string {
  return kind === 'listing-change' || kind === 'listing-refresh' ? 'listing' : kind;
}

/** The last work number given per seller and series (see `workNumberSeries`, pipeline insertWork). */
export const workCounters = pgTable(
  'work_counters',
  {
    userId: ownerId(),
    series: text('series').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.series] })],
);

/** One batch request of a seller: a collection, an upload, an order sync. */
export const works = pgTable(
  'works',
  {
    id: id(),
    /** The number sellers see and quote ("작업 번호"): per seller and kind (`workNumberSeries`). */
    workNumber: bigint('work_number', { mode: 'number' }).notNull(),
    userId: ownerId(),
    kind: text('kind').$type<WorkKind>().notNull(),
    total: integer('total').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('works_user_kind_number_key').on(table.userId, table.kind, table.workNumber),
    index('works_user_kind_created_idx').on(table.userId, table.kind, table.createdAt),
  ],
);

/** One unit of a work, run by one job at a time. Its state is the truth the logs and progress bars read. */
export const workItems = pgTable(
  'work_items',
  {
    id: id(),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    kind: text('kind').$type<WorkKind>().notNull(),
    /** The job queue that runs the item (e.g. `collect.costco`). */
    queue: text('queue').notNull(),
    position: integer('position').notNull(),
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
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('work_items_work_idx').on(table.workId, table.position),
    index('work_items_user_kind_state_idx').on(table.userId, table.kind, table.state),
    index('work_items_user_finished_idx').on(table.userId, table.finishedAt),
    index('work_items_state_updated_idx').on(table.state, table.updatedAt),
    index('work_items_running_worker_idx')
      .on(table.workerId)
      .where(sql`${table.state} = 'running'`),
  ],
);
