import { isMarketError, type ListingSnapshot } from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import { uploadAdapter } from '../upload/index';
import { ListingChangeRefused } from './listing-changes';
import * as repo from './listings.repository';

/** What a refresh found: the listing's state now and a short Korean line for the work's result. */
export type RefreshOutcome =
  | { kind: 'refreshed'; state: repo.ListingRow['state']; summary: string }
  | { kind: 'notListed'; summary: string };

const STATE_LABELS: Record<repo.ListingRow['state'], string> = {
  onSale: '판매중',
  soldOut: '품절',
  suspended: '판매중지',
  pendingApproval: '승인대기',
  rejected: '승인반려',
  draft: '임시저장',
  deleted: '마켓에서 삭제됨',
  failed: '업로드 실패',
};

/**
 * Reads one listing back from its market (the account's adapter, under its rate limiter) and stores what
 * the market holds: state, title, price, stock, address, when it was asked and when it last had it. A
 * listing the market no longer has is kept and shown as deleted. Reading changes nothing at the market,
 * so running it again is harmless.
 */
export async function refreshListing(
  deps: AppDeps,
  userId: string,
  listingId: string,
): Promise<RefreshOutcome> {
  const listing = await repo.ownedListing(deps.db, userId, listingId);
  if (!listing) {
    throw new ListingChangeRefused('마켓 상품을 찾을 수 없습니다. (삭제되었거나 다른 판매자의 상품입니다.)');
  }
  if (!listing.marketProductId) {
    return { kind: 'notListed', summary: '마켓에 등록되지 않은 상품입니다. (업로드 실패)' };
  }
  const { adapter } = await uploadAdapter(deps, userId, listing.accountId);
  let snapshot: ListingSnapshot | null;
  try {
    snapshot = await adapter.readListing({
      productId: listing.marketProductId,
      channelProductId: listing.channelProductId,
    });
  } catch (error) {
    if (!isMarketError(error) || error.code !== 'NOT_FOUND') {
      throw error;
    }
    snapshot = null;
  }
  if (!snapshot) {
    await repo.markListingDeleted(deps.db, userId, listing.id);
    return { kind: 'refreshed', state: 'deleted', summary: STATE_LABELS.deleted };
  }
  await repo.saveListingMarketState(deps.db, userId, listing.id, {
    state: snapshot.status,
    title: snapshot.title,
    salePrice: snapshot.salePrice,
    stock: snapshot.stock,
    url: snapshot.url,
    seen: true,
    synced: true,
  });
  const summary = `${STATE_LABELS[snapshot.status]} · ${snapshot.salePrice.toLocaleString('ko-KR')}원 · 재고 ${snapshot.stock.toLocaleString('ko-KR')}`;
  return { kind: 'refreshed', state: snapshot.status, summary };
}
