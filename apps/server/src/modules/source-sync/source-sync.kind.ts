import type { AppDeps } from '../../deps';
import { runItem, type BatchKind } from '../../pipeline/index';
import { SYNC_PUSH_QUEUES, SYNC_READ_QUEUE, syncFailure, syncItem } from './sync-item';

/**
 * Product items at once (each one source read and one short transaction). Pushes run per market at the
 * concurrency uploads use: each account's token bucket keeps them under the market's documented rate,
 * and enough run at once that a call always waits for the next token.
 */
const READ_CONCURRENCY = 16;
const PUSH_CONCURRENCY: Record<string, number> = {
  'source-sync.push.SmartStore': 12,
  'source-sync.push.Coupang': 8,
  'source-sync.push.Elevenst': 4,
  'source-sync.push.Gmarket': 4,
  'source-sync.push.Auction': 4,
  'source-sync.push.WeMakePrice': 2,
};

/**
 * The source price and stock sync as a kind of batch work. Its progress and report are read with its own
 * endpoints (GetSourceSyncWork), so it adds no columns to the common work logs.
 */
export const sourceSyncKind: BatchKind<object, object> = {
  kind: 'source-sync',
  queues: () => [
    { name: SYNC_READ_QUEUE, concurrency: READ_CONCURRENCY },
    ...SYNC_PUSH_QUEUES.map((name) => ({ name, concurrency: PUSH_CONCURRENCY[name] ?? 2 })),
  ],
  handle: syncItem,
  failure: syncFailure,
  workLogs: async () => new Map(),
  itemLogs: async () => new Map(),
};

/** Runs one job of a sync item (what the worker does; tests and benches call it directly). */
export function processSourceSyncItem(
  deps: AppDeps,
  itemId: string,
  run: { generation?: number; workerId: string; isLastAttempt: boolean },
): Promise<void> {
  return runItem(deps, sourceSyncKind, itemId, run);
}
