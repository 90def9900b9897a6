import { sellerCodeOf } from '@sellerdesk/markets';
import {
  LISTING_COUNT_CAP,
  LISTING_PAGE_WINDOW,
  type ListingState,
  type ListingWorkDetail,
  type ListingWorkResponse,
  type MarketProductSearchBody,
  type MarketProductSearchResponse,
  type MarketProductSimpleEditBody,
  type MarketProductStatusChangeBody,
  type MarketProductSyncBody,
  type UserMarketAccountsResponse,
} from '@sellerdesk/domain/api';
import type { Market } from '@sellerdesk/domain';
import type { AppDeps } from '../../deps';
import type { StoredListingChange } from '../../infra/db/schema/index';
import { AppError } from '../../infra/http/errors';
import { enqueueItems, insertItems, insertWork, workDetailLog } from '../../pipeline/index';
import { listMarketAccountsOf } from '../market-accounts/index';
import { uploadAdapter } from '../upload/index';
import {
  LISTING_CHANGE_QUEUE,
  LISTING_REFRESH_QUEUE,
  listingChangeKind,
  listingRefreshKind,
} from './listing-works.kind';
import * as listingsRepo from './listings.repository';
import * as repo from './product-control.repository';

const STATES: readonly ListingState[] = [
  'onSale',
  'soldOut',
  'suspended',
  'pendingApproval',
  'rejected',
  'draft',
  'deleted',
  'failed',
];

type SearchInput = MarketProductSearchBody & { page: number; maxRow: number; keyword: string };

/**
 * SearchMarketProductSummary: a page of the seller's listings from Sellerdesk's own records (as last
 * reconciled with the markets), newest first, with the counts per state under the other filters. Page
 * numbers reach the first 10,000 listings; `cursor` continues past any depth.
 */
export async function searchListings(
  deps: AppDeps,
  userId: string,
  body: SearchInput,
): Promise<MarketProductSearchResponse> {
  const { page, maxRow, cursor, state, ...filter } = body;
  let after: { createdAt: Date; id: string } | undefined;
  if (cursor) {
    after = await repo.listingPosition(deps.db, userId, cursor);
    if (!after) {
      throw new AppError('LISTING_NOT_FOUND');
    }
  } else if ((page - 1) * maxRow >= LISTING_PAGE_WINDOW) {
    throw new AppError('LISTING_PAGE_TOO_DEEP');
  }
  const productIds = await repo.productIdsByCode(deps.db, userId, filter.keyword);
  const [rows, counted] = await Promise.all([
    repo.listingPage(
      deps.db,
      userId,
      { ...filter, productIds, state },
      { offset: after ? 0 : (page - 1) * maxRow, limit: maxRow, after },
    ),
    repo.listingStateCounts(deps.db, userId, { ...filter, productIds }, LISTING_COUNT_CAP),
  ]);
  const counts = Object.fromEntries(STATES.map((s) => [s, counted.counts.get(s) ?? 0])) as Record<
    ListingState,
    number
  >;
  const countedTotal = state ? counts[state] : STATES.reduce((sum, s) => sum + counts[s], 0);
  // A capped count is a lower bound: the cap itself ("10,000개 이상"), never the one row past it.
  const total = counted.capped ? Math.min(countedTotal, LISTING_COUNT_CAP) : countedTotal;
  const items = rows.map(({ listing, accountLabel, productTitle, image, site, code }) => ({
    id: listing.id,
    productId: listing.productId,
    market: listing.market,
    accountId: listing.accountId,
    accountLabel,
    marketProductId: listing.marketProductId,
    channelProductId: listing.channelProductId,
    url: listing.url,
    state: listing.state,
    title: listing.title ?? productTitle,
    image,
    sellerCode: sellerCodeOf({ site, code }),
    salePrice: listing.salePrice,
    stock: listing.stock,
    syncedAt: listing.syncedAt?.toISOString() ?? null,
    lastSeenAt: listing.lastSeenAt?.toISOString() ?? null,
    lastError: listing.lastError,
    pushedAt: listing.pushedAt?.toISOString() ?? null,
    createdAt: listing.createdAt.toISOString(),
  }));
  return {
    items,
    total,
    page,
    maxRow,
    nextCursor: items.length === maxRow ? (items[items.length - 1]?.id ?? null) : null,
    counts,
    countsCapped: counted.capped,
  };
}

/** A work of one item per (listing, change), written in one transaction, then queued. */
async function createListingWork(
  deps: AppDeps,
  userId: string,
  kind: 'listing-refresh' | 'listing-change',
  entries: { listingId: string; change: StoredListingChange | null }[],
): Promise<ListingWorkResponse> {
  const queue = kind === 'listing-refresh' ? LISTING_REFRESH_QUEUE : LISTING_CHANGE_QUEUE;
  const items = entries.map((entry, position) => ({ id: crypto.randomUUID(), position, ...entry }));
  const { workNumber, queued } = await deps.db.transaction(async (tx) => {
    const work = await insertWork(tx, { userId, kind, total: items.length, finished: false });
    const queuedItems = await insertItems(
      tx,
      { id: work.id, userId, kind },
      items.map((item) => ({ id: item.id, queue, position: item.position, skipReason: null })),
    );
    await repo.insertListingWorkItems(
      tx,
      items.map((item) => ({
        id: item.id,
        userId,
        workId: work.id,
        listingId: item.listingId,
        change: item.change,
      })),
    );
    return { workNumber: work.workNumber, queued: queuedItems };
  });
  await enqueueItems(deps, queued);
  return { workNumber, total: items.length };
}

async function ownedOrNotFound(deps: AppDeps, userId: string, ids: readonly string[]): Promise<string[]> {
  const owned = await repo.ownedListingIds(deps.db, userId, [...new Set(ids)]);
  if (owned.length === 0) {
    throw new AppError('LISTING_NOT_FOUND');
  }
  return owned;
}

/** MarketProductSimpleEdit: price and stock in one change, a new name in another, per listing. */
export async function editListings(
  deps: AppDeps,
  userId: string,
  body: MarketProductSimpleEditBody,
): Promise<ListingWorkResponse> {
  const ids = await ownedOrNotFound(deps, userId, body.listingIds);
  const changes: StoredListingChange[] = [];
  if (body.salePrice !== undefined || body.stock !== undefined) {
    changes.push({
      kind: 'priceStock',
      ...(body.salePrice !== undefined ? { salePrice: body.salePrice } : {}),
      ...(body.stock !== undefined ? { stock: body.stock } : {}),
    });
  }
  if (body.title !== undefined) {
    changes.push({ kind: 'title', title: body.title });
  }
  return createListingWork(
    deps,
    userId,
    'listing-change',
    ids.flatMap((listingId) => changes.map((change) => ({ listingId, change }))),
  );
}

/** MarketProductStatusChange: 판매중 ↔ 판매중지 ↔ 품절 for each chosen listing. */
export async function changeListingStatus(
  deps: AppDeps,
  userId: string,
  body: MarketProductStatusChangeBody,
): Promise<ListingWorkResponse> {
  const ids = await ownedOrNotFound(deps, userId, body.listingIds);
  return createListingWork(
    deps,
    userId,
    'listing-change',
    ids.map((listingId) => ({ listingId, change: { kind: 'status', status: body.status } })),
  );
}

/** "마켓과 동기화": the chosen listings, or every listed one of the seller (or of one account). */
export async function syncListings(
  deps: AppDeps,
  userId: string,
  body: MarketProductSyncBody & { listingIds: string[]; all: boolean },
): Promise<ListingWorkResponse> {
  const ids = body.all
    ? await repo.listedIds(deps.db, userId, body.accountId)
    : await repo.ownedListingIds(deps.db, userId, [...new Set(body.listingIds)]);
  if (ids.length === 0) {
    throw new AppError('LISTING_NOT_FOUND', '동기화할 마켓 상품이 없습니다. 먼저 상품을 업로드해주세요.');
  }
  return createListingWork(
    deps,
    userId,
    'listing-refresh',
    ids.map((listingId) => ({ listingId, change: null })),
  );
}

/** The progress of a change or sync work and each listing's result; 404 when not the caller's. */
export async function listingWork(
  deps: AppDeps,
  userId: string,
  workNumber: number,
): Promise<ListingWorkDetail> {
  const detail =
    (await workDetailLog(deps.db, listingChangeKind, userId, workNumber)) ??
    (await workDetailLog(deps.db, listingRefreshKind, userId, workNumber));
  if (!detail) {
    throw new AppError('WORK_NOT_FOUND');
  }
  return detail;
}

/** GetUserMarketAccount: the seller's accounts of one market, names and last check only (no keys). */
export async function userMarketAccounts(
  deps: AppDeps,
  userId: string,
  market: Market,
): Promise<UserMarketAccountsResponse> {
  const rows = await listMarketAccountsOf(deps.db, userId, market);
  return {
    market,
    accounts: rows.map((row) => ({
      id: row.id,
      label: row.label,
      connected: row.lastCheck?.connected ?? null,
    })),
  };
}

/**
 * GetCoupangProductUrl: the shopper's page of a Coupang listing, which exists only once Coupang approved
 * the product (its product id); asked of Coupang, so an approval since the last sync counts.
 */
export async function coupangProductUrl(
  deps: AppDeps,
  userId: string,
  listingId: string,
): Promise<{ url: string }> {
  const listing = await listingsRepo.ownedListing(deps.db, userId, listingId);
  if (!listing) {
    throw new AppError('LISTING_NOT_FOUND');
  }
  if (listing.market !== 'Coupang') {
    throw new AppError('LISTING_NOT_COUPANG');
  }
  if (!listing.marketProductId) {
    throw new AppError('COUPANG_NOT_APPROVED', '쿠팡에 등록되지 않은 상품입니다. 먼저 업로드해주세요.');
  }
  const { adapter } = await uploadAdapter(deps, userId, listing.accountId);
  const snapshot = await adapter.readListing({
    productId: listing.marketProductId,
    channelProductId: listing.channelProductId,
  });
  if (!snapshot) {
    await listingsRepo.markListingDeleted(deps.db, userId, listing.id);
    throw new AppError('LISTING_NOT_FOUND', '쿠팡에서 삭제된 상품입니다.');
  }
  if (snapshot.status === 'rejected') {
    throw new AppError(
      'COUPANG_NOT_APPROVED',
      '쿠팡 승인이 반려된 상품입니다. 쿠팡 WING에서 반려 사유를 확인해주세요.',
    );
  }
  if (!snapshot.url || snapshot.status === 'pendingApproval' || snapshot.status === 'draft') {
    throw new AppError('COUPANG_NOT_APPROVED');
  }
  await listingsRepo.saveListingMarketState(deps.db, userId, listing.id, {
    state: snapshot.status,
    url: snapshot.url,
    seen: true,
  });
  return { url: snapshot.url };
}
