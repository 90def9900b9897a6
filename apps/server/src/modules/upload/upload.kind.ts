import { MARKETS, type Market } from '@sellerdesk/domain';
import { findMarketDefinition } from '@sellerdesk/markets';
import type { UploadItemLog, UploadMarketProgress } from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import { runItem, type BatchKind, type ItemLogBase } from '../../pipeline/index';
import { productTitles } from '../products/index';
import { uploadFailure, uploadItem } from './upload-item';
import { countsByAccount, uploadItemsById, uploadTargetsByWork } from './upload.repository';

/** One queue per market, so a slow or blocked market never holds up another. */
export function uploadQueue(market: Market): string {
  return `upload.${market}`;
}

/**
 * Items of a market a worker pushes at once, derived from the market's documented rate: about one item in
 * flight per call the market takes in a second. An item spends most of a second between its calls (the
 * database, image downloads, mapping), so with that many in flight a call is always waiting for the
 * account's next token and the pipe stays full; more would only wait in the limiter while holding a job.
 * Bounded so a generous market cannot flood the database, and a slow one still overlaps two items.
 */
const MIN_UPLOAD_CONCURRENCY = 2;
const MAX_UPLOAD_CONCURRENCY = 24;
export function uploadConcurrency(market: Market): number {
  const definition = findMarketDefinition(market);
  if (!definition || definition.closed) {
    // A closed market (WeMakePrice) is off unless the operator enables it: no workers to spare for it.
    return MIN_UPLOAD_CONCURRENCY;
  }
  const rate = definition.limits.rateLimit.requestsPerSecond;
  return Math.min(MAX_UPLOAD_CONCURRENCY, Math.max(MIN_UPLOAD_CONCURRENCY, Math.ceil(rate)));
}

type UploadWorkLog = { markets: UploadMarketProgress[] };
type UploadItemOwnLog = Omit<UploadItemLog, keyof ItemLogBase>;

/** Uploads as a kind of batch work: one item is one product to one market account. */
export const uploadKind: BatchKind<UploadWorkLog, UploadItemOwnLog> = {
  kind: 'upload',
  queues: () =>
    MARKETS.map((market) => ({ name: uploadQueue(market), concurrency: uploadConcurrency(market) })),
  handle: uploadItem,
  failure: uploadFailure,
  async workLogs(db, workIds) {
    const [targets, counts] = await Promise.all([
      uploadTargetsByWork(db, workIds),
      countsByAccount(db, workIds),
    ]);
    return new Map(
      [...targets].map(([workId, list]) => [
        workId,
        {
          markets: list.map((target) => ({
            market: target.market,
            accountId: target.accountId,
            accountLabel: target.accountLabel,
            templateName: target.templateName,
            ...(counts.get(`${workId}|${target.accountId}`) ?? {
              total: 0,
              queued: 0,
              running: 0,
              succeeded: 0,
              failed: 0,
              skipped: 0,
            }),
          })),
        },
      ]),
    );
  },
  async itemLogs(db, userId, itemIds) {
    const rows = await uploadItemsById(db, itemIds);
    const titles = await productTitles(db, userId, [
      ...new Set([...rows.values()].map((row) => row.productId)),
    ]);
    return new Map(
      [...rows].map(([id, row]) => [
        id,
        {
          productId: row.productId,
          title: titles.get(row.productId) ?? null,
          market: row.market,
          accountId: row.accountId,
          marketProductId: row.marketProductId,
          url: row.url,
          created: row.created,
          firstForAccount: row.firstForAccount,
        },
      ]),
    );
  },
};

/** Runs one job of an upload item (what the worker does; tests and benches call it directly). */
export function processUploadItem(
  deps: AppDeps,
  itemId: string,
  run: { generation?: number; workerId: string; isLastAttempt: boolean },
): Promise<void> {
  return runItem(deps, uploadKind, itemId, run);
}
