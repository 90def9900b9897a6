import type {
  SourceSyncMode,
  SourceSyncSchedule,
  SourceSyncSetting,
  SourceSyncStarted,
  SourceSyncWork,
  SourceSyncWorkSummary,
} from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import { lockForTransaction } from '../../infra/db/locks';
import { AppError } from '../../infra/http/errors';
import { enqueueItems, insertItems, insertWork, workState } from '../../pipeline/index';
import * as repo from './source-sync.repository';
import { SYNC_READ_QUEUE } from './sync-item';

const DEFAULT_SETTINGS = { schedule: 'off', mode: 'push' } as const;

const HOUR_MS = 3_600_000;
/** Schedules follow the Korean clock: a day starts at 00:00 KST, 6-hour slots at 00, 06, 12, 18 KST. */
const KST_OFFSET_MS = 9 * HOUR_MS;
const SLOT_MS: Record<Exclude<SourceSyncSchedule, 'off'>, number> = {
  daily: 24 * HOUR_MS,
  every6h: 6 * HOUR_MS,
};

/** The schedule's time slot at `now` (its name and when the next one starts). */
export function scheduleSlot(schedule: Exclude<SourceSyncSchedule, 'off'>, now: number) {
  const size = SLOT_MS[schedule];
  const index = Math.floor((now + KST_OFFSET_MS) / size);
  const name =
    schedule === 'daily' ? `daily:${new Date(index * size).toISOString().slice(0, 10)}` : `every6h:${index}`;
  return { name, nextStart: new Date((index + 1) * size - KST_OFFSET_MS) };
}

async function settingOf(deps: AppDeps, userId: string, now = Date.now()): Promise<SourceSyncSetting> {
  const row = await repo.findSettings(deps.db, userId);
  const { schedule, mode } = row ?? DEFAULT_SETTINGS;
  const last = await repo.lastSync(deps.db, userId);
  let nextRunAt: string | null = null;
  if (schedule !== 'off') {
    const slot = scheduleSlot(schedule, now);
    // This slot's run is still to come (the next sweep) unless it already happened.
    nextRunAt = last.lastSlot === slot.name ? slot.nextStart.toISOString() : new Date(now).toISOString();
  }
  return { schedule, mode, lastRunAt: last.lastRunAt?.toISOString() ?? null, nextRunAt };
}

export function getSyncSetting(deps: AppDeps, userId: string): Promise<SourceSyncSetting> {
  return settingOf(deps, userId);
}

export async function setSyncSetting(
  deps: AppDeps,
  userId: string,
  body: { schedule: SourceSyncSchedule; mode: SourceSyncMode },
): Promise<SourceSyncSetting> {
  await repo.saveSettings(deps.db, userId, body);
  return settingOf(deps, userId);
}

/**
 * Starts a sync of the seller's listed products (or the given ones among them): the work, its sync row
 * and one item per product in one transaction under the seller's sync lock, so only one sync of a seller
 * runs at a time and a scheduled slot is taken once. Answers null when a scheduled slot was taken already
 * or nothing is listed (the sweep stays quiet); a manual start refuses with a Korean reason instead.
 */
async function createSync(
  deps: AppDeps,
  userId: string,
  options: {
    mode: SourceSyncMode;
    trigger: 'manual' | 'schedule';
    slot: string | null;
    productIds?: readonly string[];
  },
): Promise<SourceSyncStarted | null> {
  const manual = options.trigger === 'manual';
  const created = await deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, 'sourceSync', userId);
    if (options.slot && (await repo.slotTaken(tx, userId, options.slot))) {
      return null;
    }
    if (await repo.unfinishedSync(tx, userId)) {
      if (manual) {
        throw new AppError('SOURCE_SYNC_RUNNING');
      }
      // The slot stays free: the next sweep of the slot starts it once the running sync is done.
      return null;
    }
    const productIds = await repo.listedProductIds(tx, userId, options.productIds);
    if (productIds.length === 0) {
      if (manual) {
        throw new AppError('SOURCE_SYNC_NOTHING_LISTED');
      }
      return null;
    }
    const work = await insertWork(tx, {
      userId,
      kind: 'source-sync',
      total: productIds.length,
      finished: false,
    });
    await repo.insertSyncWork(tx, {
      id: work.id,
      userId,
      mode: options.mode,
      trigger: options.trigger,
      slot: options.slot,
    });
    const items = productIds.map((productId, position) => ({
      id: crypto.randomUUID(),
      productId,
      position,
    }));
    const queued = await insertItems(
      tx,
      { id: work.id, userId, kind: 'source-sync' },
      items.map((item) => ({
        id: item.id,
        queue: SYNC_READ_QUEUE,
        position: item.position,
        skipReason: null,
      })),
    );
    await repo.insertSyncItems(
      tx,
      items.map((item) => ({ id: item.id, userId, workId: work.id, productId: item.productId })),
    );
    return { work, queued, total: productIds.length };
  });
  if (!created) {
    return null;
  }
  await enqueueItems(deps, created.queued);
  return { workNumber: created.work.workNumber, total: created.total };
}

/** StartSourceSync: now, in the seller's saved mode unless the request names one. */
export async function startSync(
  deps: AppDeps,
  userId: string,
  body: { productIds?: string[]; mode?: SourceSyncMode },
): Promise<SourceSyncStarted> {
  const mode = body.mode ?? (await repo.findSettings(deps.db, userId))?.mode ?? DEFAULT_SETTINGS.mode;
  const started = await createSync(deps, userId, {
    mode,
    trigger: 'manual',
    slot: null,
    productIds: body.productIds,
  });
  return started!;
}

/**
 * The schedule's sweep: every seller with a schedule gets one run per slot (the slot is unique per seller
 * in the database, and taken under the seller's lock), whichever workers sweep and however often.
 */
export async function runDueSyncs(deps: AppDeps, now = Date.now()): Promise<number> {
  let started = 0;
  for (const settings of await repo.scheduledSellers(deps.db)) {
    if (settings.schedule === 'off') {
      continue;
    }
    const slot = scheduleSlot(settings.schedule, now);
    try {
      const run = await createSync(deps, settings.userId, {
        mode: settings.mode,
        trigger: 'schedule',
        slot: slot.name,
      });
      started += run ? 1 : 0;
    } catch (error) {
      deps.log.warn({ err: error, userId: settings.userId }, 'scheduled source sync not started');
    }
  }
  return started;
}

/** How often the worker looks for syncs due on their schedule. */
export const SYNC_SWEEP_INTERVAL_MS = 60_000;

/** Starts the schedule's sweep (now and every minute); answers a stop function. */
export function startSourceSyncSchedule(deps: AppDeps): () => void {
  const run = () =>
    void runDueSyncs(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'source sync schedule sweep failed'),
    );
  run();
  const timer = setInterval(run, SYNC_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

function summaryOf(
  row: repo.SyncWorkRow,
  counts: Awaited<ReturnType<typeof repo.syncCounts>>,
): SourceSyncWorkSummary {
  const c = counts.get(row.id) ?? {
    queued: 0,
    running: 0,
    succeeded: 0,
    failed: 0,
    skipped: 0,
    changed: 0,
    gone: 0,
    unchanged: 0,
    pushed: 0,
    pushFailed: 0,
  };
  return {
    workNumber: row.workNumber,
    mode: row.mode,
    trigger: row.trigger,
    state: workState({ total: row.total, ...c }),
    counts: { total: row.total, ...c },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** GetSourceSyncWork: progress, counts and one page of the per-product report. */
export async function syncWorkReport(
  deps: AppDeps,
  userId: string,
  query: { workNumber: number; filter: 'changes' | 'all'; page: number; maxRow: number },
): Promise<SourceSyncWork> {
  const work = await repo.findSyncWork(deps.db, userId, query.workNumber);
  if (!work) {
    throw new AppError('WORK_NOT_FOUND');
  }
  const [counts, report] = await Promise.all([
    repo.syncCounts(deps.db, [work.id]),
    repo.reportPage(deps.db, work.id, query.filter, query),
  ]);
  return {
    ...summaryOf(work, counts),
    report: { items: report.items, total: report.total, page: query.page, maxRow: query.maxRow },
  };
}

/** GetSourceSyncWorkList: the seller's syncs, newest first. */
export async function syncWorkList(deps: AppDeps, userId: string, page: { page: number; maxRow: number }) {
  const { rows, total } = await repo.listSyncWorks(deps.db, userId, page);
  const counts = await repo.syncCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => summaryOf(row, counts)), total, page: page.page, maxRow: page.maxRow };
}
