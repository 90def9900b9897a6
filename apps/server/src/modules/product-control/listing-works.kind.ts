import type { Market } from '@sellerdesk/domain';
import type { AppDeps } from '../../deps';
import { runItem, settle, type BatchKind, type Claim } from '../../pipeline/index';
import { applyListingChange, listingChangeFailure, ListingChangeRefused } from './listing-changes';
import { refreshListing } from './listing-refresh';
import { listingWorkItem, listingWorkItemsById, saveListingWorkResult } from './product-control.repository';

/** The queues of "마켓과 동기화" (reads) and of changes (writes). */
export const LISTING_REFRESH_QUEUE = 'listing.refresh';
export const LISTING_CHANGE_QUEUE = 'listing.change';
/**
 * Listings a worker handles at once. Every call waits for its account's token bucket, so this only has
 * to keep enough calls waiting that a market's rate is used while work remains.
 */
const LISTING_CONCURRENCY = 8;

type ListingItemLog = {
  listingId: string;
  title: string | null;
  market: Market | null;
  marketProductId: string | null;
};

async function workItemOf(deps: AppDeps, claim: Claim) {
  const item = await listingWorkItem(deps.db, claim.itemId);
  if (!item) {
    throw new ListingChangeRefused('처리할 마켓 상품을 찾을 수 없습니다.');
  }
  return item;
}

/** One listing of "마켓과 동기화": read it back from its market and store what the market holds. */
export async function refreshListingItem(deps: AppDeps, claim: Claim): Promise<void> {
  const item = await workItemOf(deps, claim);
  const outcome = await refreshListing(deps, item.userId, item.listingId);
  if (outcome.kind === 'notListed') {
    await settle(deps, claim, { state: 'skipped', reason: outcome.summary });
    return;
  }
  await settle(deps, claim, { state: 'succeeded', reason: outcome.summary }, (tx) =>
    saveListingWorkResult(tx, claim.itemId, outcome.state),
  );
}

/**
 * One change of one listing: applied on its market through the one primitive. The change is absolute,
 * so a job delivered again after the market call (before its outcome was written) sets the same values.
 */
export async function changeListingItem(deps: AppDeps, claim: Claim): Promise<void> {
  const item = await workItemOf(deps, claim);
  if (!item.change) {
    throw new ListingChangeRefused('바꿀 내용이 없습니다.');
  }
  const applied = await applyListingChange(deps, item.userId, item.listingId, item.change);
  await settle(deps, claim, { state: 'succeeded', reason: applied.summary }, (tx) =>
    saveListingWorkResult(tx, claim.itemId, applied.state),
  );
}

function listingKind(
  kind: 'listing-refresh' | 'listing-change',
  queue: string,
  handle: (deps: AppDeps, claim: Claim) => Promise<void>,
): BatchKind<object, ListingItemLog> {
  return {
    kind,
    queues: () => [{ name: queue, concurrency: LISTING_CONCURRENCY }],
    handle,
    failure: listingChangeFailure,
    async workLogs(_db, workIds) {
      return new Map(workIds.map((id) => [id, {}]));
    },
    itemLogs: (db, userId, itemIds) => listingWorkItemsById(db, userId, itemIds),
  };
}

/** "마켓과 동기화" as a kind of batch work: one item is one listing read back. */
export const listingRefreshKind = listingKind('listing-refresh', LISTING_REFRESH_QUEUE, refreshListingItem);
/** Price, stock, name and sale-status changes as a kind of batch work: one item is one change of one listing. */
export const listingChangeKind = listingKind('listing-change', LISTING_CHANGE_QUEUE, changeListingItem);

/** Runs one job of a listing work item (what the worker does; tests and benches call it directly). */
export function runListingItem(
  deps: AppDeps,
  kind: 'listing-refresh' | 'listing-change',
  itemId: string,
  run: { generation?: number; workerId: string; isLastAttempt: boolean },
): Promise<void> {
  return runItem(deps, kind === 'listing-refresh' ? listingRefreshKind : listingChangeKind, itemId, run);
}
