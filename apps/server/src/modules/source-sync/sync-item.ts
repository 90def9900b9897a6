import { MARKETS, type Market, type SourceSite } from '@sellerdesk/domain';
import { listingOffer } from '@sellerdesk/markets';
import { isSourceError } from '@sellerdesk/sources';
import type { AppDeps } from '../../deps';
import { lockForTransaction } from '../../infra/db/locks';
import {
  addItemsToWork,
  ClaimLost,
  enqueueItems,
  finishItem,
  finishWorkIfDone,
  lockHeldItem,
  settle,
  uuidV5,
  type Claim,
  type ItemFailure,
} from '../../pipeline/index';
import { listedWonPrice, refreshFromSource } from '../collect/index';
import { loadPriceSettings } from '../pricing/index';
import { applyListingChange, listingChangeFailure } from '../product-control/index';
import { lockProductModel, productModelsByIds, summaryColumns, writeProductModel } from '../products/index';
import { readSourceCookie } from '../source-sessions/index';
import * as repo from './source-sync.repository';

/** The queue of product items: re-read the source, save, report. */
export const SYNC_READ_QUEUE = 'source-sync.read';

/** One queue per market for the pushes, so each market is pushed at its own rate. */
export function syncPushQueue(market: Market): string {
  return `source-sync.push.${market}`;
}
export const SYNC_PUSH_QUEUES = MARKETS.map(syncPushQueue);

/** A fixed, randomly drawn namespace for push item ids: one push per (product item, listing), ever. */
const PUSH_ITEM_NAMESPACE = '6f1d2a7c-93b4-4e58-a0c2-5d8e7b19f346';

const GONE_FROM_CATALOGUE = '카탈로그에서 삭제된 상품이라 동기화하지 않았습니다.';

/** The failure of a sync item: the source's and the markets' own reasons; anything else retries. */
export function syncFailure(error: unknown): ItemFailure {
  if (isSourceError(error)) {
    return { message: error.message, transient: error.transient, expected: true };
  }
  return listingChangeFailure(error);
}

/** Reads the product at its source with the seller's session; null when the site no longer has it. */
async function readSource(deps: AppDeps, userId: string, product: { site: SourceSite; code: string }) {
  const cookie = await readSourceCookie(deps.db, deps.secrets, userId, 'taobao');
  try {
    return await deps.sources.collector.collect(
      { site: product.site, code: product.code },
      cookie ? { taobao: cookie } : {},
    );
  } catch (error) {
    if (isSourceError(error) && error.code === 'ITEM_NOT_FOUND') {
      return null;
    }
    throw error;
  }
}

/** Runs one claimed item of a sync work: a product, or one push of a changed product to a listing. */
export async function syncItem(deps: AppDeps, claim: Claim): Promise<void> {
  const row = await repo.loadSyncItem(deps.db, claim.itemId);
  if (!row) {
    throw new Error(`source sync item ${claim.itemId} has no row`);
  }
  if (row.item.listingId) {
    return pushItem(deps, claim, row.item);
  }
  return productItem(deps, claim, row.item, row.mode, row.product);
}

/**
 * A listed product: re-read its source, and under the product's lock (the one collection and edits save
 * under) apply it to the product as it is now — reprice with the seller's settings keeping hand-set
 * prices, sold-out combinations — save it, record what changed and, in push mode, add one push per
 * listing, all in the transaction that finishes the item. A retry after that finds the item finished.
 */
async function productItem(
  deps: AppDeps,
  claim: Claim,
  item: repo.SyncItemRow,
  mode: 'push' | 'notify',
  /** The product's source; null when it is no longer in the seller's catalogue. */
  product: { site: SourceSite; code: string } | null,
): Promise<void> {
  const { userId, productId } = item;
  if (!product) {
    await settle(deps, claim, { state: 'skipped', reason: GONE_FROM_CATALOGUE });
    return;
  }
  const source = await readSource(deps, userId, product);
  const priceModel = (await loadPriceSettings(deps.db, userId)).priceRangeModel;
  const queued = await deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, 'product', `${userId}:${product.site}:${product.code}`);
    if (!(await lockHeldItem(tx, claim))) {
      throw new ClaimLost();
    }
    // The model without the detail page: the sync changes prices and stock, never the page.
    const locked = await lockProductModel(tx, userId, productId);
    if (!locked) {
      await finishItem(tx, claim, { state: 'skipped', reason: GONE_FROM_CATALOGUE });
      return [];
    }
    let outcome: 'unchanged' | 'changed' | 'gone';
    if (!source) {
      outcome = 'gone';
      const price = listedWonPrice(locked.model);
      await repo.saveOutcome(tx, claim.itemId, {
        outcome,
        oldPrice: price,
        newPrice: null,
        priceKept: false,
        soldOut: [],
        restocked: [],
      });
    } else {
      const refresh = refreshFromSource(locked.model, source, priceModel, new Date());
      outcome = refresh.changed ? 'changed' : 'unchanged';
      if (refresh.changed) {
        await writeProductModel(tx, userId, productId, {
          detail: refresh.product,
          groupName: refresh.product.groupName,
          memo: refresh.product.memo,
          ...summaryColumns(refresh.product),
        });
      }
      await repo.saveOutcome(tx, claim.itemId, {
        outcome,
        oldPrice: refresh.oldPrice,
        newPrice: refresh.newPrice,
        priceKept: refresh.priceKept,
        soldOut: refresh.soldOut,
        restocked: refresh.restocked,
      });
    }
    let pushes: Awaited<ReturnType<typeof addItemsToWork>> = [];
    if (mode === 'push' && outcome !== 'unchanged') {
      const targets = await repo.listingsOfProduct(tx, userId, productId);
      const rows = targets.map((listing) => ({
        id: uuidV5(`${claim.itemId}:${listing.id}`, PUSH_ITEM_NAMESPACE),
        userId,
        workId: claim.workId,
        productId,
        listingId: listing.id,
        market: listing.market,
        accountLabel: listing.accountLabel,
        action: outcome === 'gone' ? ('suspend' as const) : ('priceStock' as const),
      }));
      pushes = await addItemsToWork(
        tx,
        { id: claim.workId, userId, kind: 'source-sync' },
        rows.map((push, index) => ({
          id: push.id,
          queue: syncPushQueue(push.market),
          position: 1_000_000 + index,
          skipReason: null,
        })),
      );
      await repo.insertSyncItems(tx, rows);
    }
    const reason = !source
      ? '원본 사이트에서 판매가 종료되었거나 삭제된 상품입니다.'
      : outcome === 'unchanged'
        ? null
        : mode === 'notify'
          ? '알림만 설정이라 마켓에는 반영하지 않았습니다.'
          : null;
    await finishItem(tx, claim, { state: 'succeeded', reason });
    return pushes;
  });
  await enqueueItems(deps, queued);
  await finishWorkIfDone(deps.db, claim.workId);
}

/**
 * One listing of a changed product: its price and stock as the product holds them now (every listed
 * combination, sold-out ones at 0), or suspended when the product is gone at the source — through the
 * one listing change primitive, under the account's rate limiter. Absolute values: a retry sets the
 * same again and never adds.
 */
async function pushItem(deps: AppDeps, claim: Claim, item: repo.SyncItemRow): Promise<void> {
  const { userId, productId } = item;
  if (item.action === 'suspend') {
    const applied = await applyListingChange(deps, userId, item.listingId!, {
      kind: 'status',
      status: 'suspended',
    });
    await settle(deps, claim, { state: 'succeeded', reason: applied.summary });
    return;
  }
  const [found] = await productModelsByIds(deps.db, userId, [productId]);
  if (!found) {
    await settle(deps, claim, { state: 'skipped', reason: GONE_FROM_CATALOGUE });
    return;
  }
  const applied = await applyListingChange(deps, userId, item.listingId!, {
    kind: 'priceStock',
    ...listingOffer(found.model),
  });
  await settle(deps, claim, { state: 'succeeded', reason: applied.summary });
}
