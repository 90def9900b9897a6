import { z } from '../zod';
import { MarketSchema } from '../settings/market-template';
import { ItemCounts, ItemStateSchema, WorkStateSchema } from './collect';
import { pagedResult } from './common';

/** How often listed products are checked against their source: never, once a day, every 6 hours. */
export const SOURCE_SYNC_SCHEDULES = ['off', 'daily', 'every6h'] as const;
export const SourceSyncScheduleSchema = z.enum(SOURCE_SYNC_SCHEDULES);
export type SourceSyncSchedule = z.infer<typeof SourceSyncScheduleSchema>;

/** What a sync does with a change: push it to every market, or only report it ("알림만"). */
export const SOURCE_SYNC_MODES = ['push', 'notify'] as const;
export const SourceSyncModeSchema = z.enum(SOURCE_SYNC_MODES);
export type SourceSyncMode = z.infer<typeof SourceSyncModeSchema>;

export const SourceSyncSettingBody = z.object({
  schedule: SourceSyncScheduleSchema,
  mode: SourceSyncModeSchema,
});
export type SourceSyncSettingBody = z.input<typeof SourceSyncSettingBody>;

export const SourceSyncSetting = z.object({
  schedule: SourceSyncScheduleSchema,
  mode: SourceSyncModeSchema,
  /** The last sync's start (scheduled or on demand), ISO; null before the first. */
  lastRunAt: z.string().nullable(),
  /** When the schedule runs next, ISO; null when it is off. */
  nextRunAt: z.string().nullable(),
});
export type SourceSyncSetting = z.infer<typeof SourceSyncSetting>;

/** Start a sync now: every listed product of the seller, or only these. */
export const StartSourceSyncBody = z.object({
  productIds: z
    .array(z.uuid())
    .max(10_000, { message: '한 번에 10,000개 상품까지 동기화할 수 있습니다.' })
    .optional(),
  /** This run only; the seller's saved mode when absent. */
  mode: SourceSyncModeSchema.optional(),
});
export type StartSourceSyncBody = z.input<typeof StartSourceSyncBody>;

export const SourceSyncStarted = z.object({ workNumber: z.number().int(), total: z.number().int() });
export type SourceSyncStarted = z.infer<typeof SourceSyncStarted>;

export const SourceSyncPushActionSchema = z.enum(['priceStock', 'suspend']);
export type SourceSyncPushAction = z.infer<typeof SourceSyncPushActionSchema>;

/** What was pushed to one listing of a product (or why it failed), in Korean. */
export const SourceSyncPush = z.object({
  listingId: z.uuid(),
  market: MarketSchema,
  accountLabel: z.string(),
  action: SourceSyncPushActionSchema,
  state: ItemStateSchema,
  /** What the market now holds, or the Korean reason it failed. */
  message: z.string().nullable(),
});
export type SourceSyncPush = z.infer<typeof SourceSyncPush>;

/** What the source said about one listed product. */
export const SOURCE_SYNC_OUTCOMES = ['unchanged', 'changed', 'gone'] as const;
export const SourceSyncOutcomeSchema = z.enum(SOURCE_SYNC_OUTCOMES);
export type SourceSyncOutcome = z.infer<typeof SourceSyncOutcomeSchema>;

export const SourceSyncProductReport = z.object({
  productId: z.uuid(),
  title: z.string().nullable(),
  state: ItemStateSchema,
  /** Null while the product has not been read, or when reading it failed. */
  outcome: SourceSyncOutcomeSchema.nullable(),
  /** The product's won sale price before and after (the cheapest combination with options). */
  oldPrice: z.number().int().nullable(),
  newPrice: z.number().int().nullable(),
  /** True when the seller set the prices by hand: they were kept, only stock changed. */
  priceKept: z.boolean(),
  /** Combinations (option names) sold out at the source now, and back in stock. */
  soldOut: z.array(z.string()),
  restocked: z.array(z.string()),
  pushes: z.array(SourceSyncPush),
  /** Korean reason of a failed or skipped product. */
  message: z.string().nullable(),
});
export type SourceSyncProductReport = z.infer<typeof SourceSyncProductReport>;

export const SourceSyncWorkQuery = z.object({
  workNumber: z.coerce.number().int().min(1),
  /** Only the products a report lists first: changed, gone or failed (default), or every product. */
  filter: z.enum(['changes', 'all']).default('changes'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  maxRow: z.coerce.number().int().min(1).max(200).default(50),
});
export type SourceSyncWorkQuery = z.input<typeof SourceSyncWorkQuery>;

export const SourceSyncCounts = ItemCounts.extend({
  changed: z.number().int(),
  gone: z.number().int(),
  unchanged: z.number().int(),
  pushed: z.number().int(),
  pushFailed: z.number().int(),
});
export type SourceSyncCounts = z.infer<typeof SourceSyncCounts>;

export const SourceSyncWorkSummary = z.object({
  workNumber: z.number().int(),
  mode: SourceSyncModeSchema,
  trigger: z.enum(['manual', 'schedule']),
  state: WorkStateSchema,
  counts: SourceSyncCounts,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SourceSyncWorkSummary = z.infer<typeof SourceSyncWorkSummary>;

export const SourceSyncWork = SourceSyncWorkSummary.extend({
  report: pagedResult(SourceSyncProductReport),
});
export type SourceSyncWork = z.infer<typeof SourceSyncWork>;

export const SourceSyncWorkListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  maxRow: z.coerce.number().int().min(1).max(100).default(20),
});
export type SourceSyncWorkListQuery = z.input<typeof SourceSyncWorkListQuery>;

/** Source sync: schemas for `endpoints.Market`. */
export const SourceSyncSchemas = {
  GetSourceSyncSetting: { response: SourceSyncSetting },
  SetSourceSyncSetting: { body: SourceSyncSettingBody, response: SourceSyncSetting },
  StartSourceSync: { body: StartSourceSyncBody, response: SourceSyncStarted },
  GetSourceSyncWork: { query: SourceSyncWorkQuery, response: SourceSyncWork },
  GetSourceSyncWorkList: {
    query: SourceSyncWorkListQuery,
    response: pagedResult(SourceSyncWorkSummary),
  },
};
