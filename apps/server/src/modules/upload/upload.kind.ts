import { MARKETS, type Market } from '@sellerdesk/domain';
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
 * Items of a market a worker pushes at once. Each account's token bucket keeps the calls under the
 * market's documented rate; enough items run at once that a call is always waiting for the next token
 * (a push is several calls: images, search by seller code, create or update, read back).
 */
const UPLOAD_CONCURRENCY: Record<Market, number> = {
  SmartStore: 12,
  Coupang: 8,
  Elevenst: 4,
  Gmarket: 4,
  Auction: 4,
  WeMakePrice: 2,
};

type UploadWorkLog = { markets: UploadMarketProgress[] };
type UploadItemOwnLog = Omit<UploadItemLog, keyof ItemLogBase>;

/** Uploads as a kind of batch work: one item is one product to one market account. */
export const uploadKind: BatchKind<UploadWorkLog, UploadItemOwnLog> = {
  kind: 'upload',
  queues: () =>
    MARKETS.map((market) => ({ name: uploadQueue(market), concurrency: UPLOAD_CONCURRENCY[market] })),
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
