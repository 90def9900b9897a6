import type { AppDeps } from '../../deps';
import { runItem, type BatchKind } from '../../pipeline/index';
import { SYNC_PUSH_QUEUES, SYNC_READ_QUEUE, syncFailure, syncItem } from './sync-item';

/**
 * How many items run at once. Product items (reads): `SOURCE_SYNC_READ_CONCURRENCY` (default 2). A read
 * (source page, parse, reprice, one transaction) is CPU work in this process, while a push mostly waits for
 * its market's token: with many reads at once they take the event loop (and the embedded database) and the
 * pushes queued behind them miss their tokens. Measured with the source-sync bench (300 products, one
 * market each, a source answering at once): with 32 reads at once SmartStore used 68 % of its limit, with
 * 4 86 %, with 2 (and 16 SmartStore pushes instead of 12) 91 % — and 2 reads at once still read ~40
 * products a second. Against a real site each read also waits for the network; 2 at once is what
 * collection asks of Taobao and 1688.
 *
 * Pushes (below) run per market at a concurrency that keeps a call waiting for every token (SmartStore
 * limits each API on its own, so its pushes wait on two buckets). A SmartStore push is two GETs and a PUT
 * plus its statements, and while reads take the CPU each push takes longer: with two other busy processes
 * on the bench machine's two cores (reads down to ~32 a second), 16 SmartStore pushes at once used 84 % of
 * its limit with pushes still queued, 32 used 91 % (16 used 94.5 % on the quiet machine).
 */
const PUSH_CONCURRENCY: Record<string, number> = {
  'source-sync.push.SmartStore': 32,
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
  queues: (deps) => [
    { name: SYNC_READ_QUEUE, concurrency: deps.config.SOURCE_SYNC_READ_CONCURRENCY },
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
