import { particle, withParticle } from '@sellerdesk/domain';
import {
  isMarketError,
  MarketError,
  validateListing,
  withMarketOffer,
  type ListingRef,
  type MarketAdapter,
} from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import type { StoredListingChange } from '../../infra/db/schema/index';
import { AppError } from '../../infra/http/errors';
import type { ItemFailure } from '../../pipeline/index';
import { currentListingDraft, uploadAdapter } from '../upload/index';
import * as repo from './listings.repository';

/**
 * The one primitive that applies a change to one listing on its market: build the account's adapter
 * (the upload module's, cached per account, its calls under the account's rate limiter) → call the
 * market port → store what the market now holds on the listing row. Product control's `listing-change`
 * works and the source sync call it.
 *
 * Changes are absolute (a price, a stock, a status, a title), so applying one twice leaves the market as
 * applying it once: a retried or re-delivered item never adds twice.
 */
export type ListingChange = StoredListingChange;

/** The listing after the change, as stored. */
export type AppliedListingChange = {
  listingId: string;
  state: repo.ListingRow['state'];
  title: string | null;
  salePrice: number | null;
  stock: number | null;
  /** A short Korean line of what was done (the work's per-listing result). */
  summary: string;
};

/** The change cannot be applied to this listing, now or later: the Korean reason is final. */
export class ListingChangeRefused extends Error {}

const STATUS_LABELS = { onSale: '판매중', suspended: '판매중지', soldOut: '품절' } as const;

function refOf(listing: repo.ListingRow): ListingRef {
  return { productId: listing.marketProductId!, channelProductId: listing.channelProductId };
}

/** The listing the change applies to: the seller's, on the market, not deleted there. */
async function changeableListing(deps: AppDeps, userId: string, listingId: string) {
  const listing = await repo.ownedListing(deps.db, userId, listingId);
  if (!listing) {
    throw new ListingChangeRefused('마켓 상품을 찾을 수 없습니다. (삭제되었거나 다른 판매자의 상품입니다.)');
  }
  if (!listing.marketProductId) {
    throw new ListingChangeRefused('마켓에 등록되지 않은 상품입니다. 먼저 업로드해주세요.');
  }
  if (listing.state === 'deleted') {
    throw new ListingChangeRefused('마켓에서 삭제된 상품입니다. 다시 업로드해야 합니다.');
  }
  return listing;
}

/**
 * Applies `change` to the seller's listing `listingId` on its market and stores the result on the
 * listing row. Throws `ListingChangeRefused` (final), a `MarketError` (its `transient` says whether a
 * retry may help; final ones are also stored as the listing's last error) or `AppError`.
 */
export async function applyListingChange(
  deps: AppDeps,
  userId: string,
  listingId: string,
  change: ListingChange,
): Promise<AppliedListingChange> {
  const listing = await changeableListing(deps, userId, listingId);
  const { adapter } = await uploadAdapter(deps, userId, listing.accountId);
  let patch: repo.ListingMarketState;
  let summary: string;
  try {
    ({ patch, summary } = await callMarket(deps, userId, listing, adapter, change));
  } catch (error) {
    if (isMarketError(error) && error.code === 'NOT_FOUND') {
      await repo.markListingDeleted(deps.db, userId, listing.id);
      throw new ListingChangeRefused('마켓에서 삭제된 상품입니다. 다시 업로드해야 합니다.');
    }
    if (!listingChangeFailure(error).transient) {
      await repo.recordListingError(deps.db, userId, listing.id, listingChangeFailure(error).message);
    }
    throw error;
  }
  const saved = await repo.saveListingMarketState(deps.db, userId, listing.id, { ...patch, seen: true });
  if (!saved) {
    throw new ListingChangeRefused('마켓 상품을 찾을 수 없습니다. (삭제되었거나 다른 판매자의 상품입니다.)');
  }
  return {
    listingId: saved.id,
    state: saved.state,
    title: saved.title,
    salePrice: saved.salePrice,
    stock: saved.stock,
    summary,
  };
}

async function callMarket(
  deps: AppDeps,
  userId: string,
  listing: repo.ListingRow,
  adapter: MarketAdapter,
  change: ListingChange,
): Promise<{ patch: repo.ListingMarketState; summary: string }> {
  const ref = refOf(listing);
  switch (change.kind) {
    case 'priceStock':
      return changePriceStock(adapter, ref, change);
    case 'status': {
      await adapter.setSaleStatus(ref, change.status);
      return {
        patch: { state: change.status },
        summary: `${withParticle(STATUS_LABELS[change.status], '으로/로')} 바꿨습니다.`,
      };
    }
    case 'title':
      return retitle(deps, userId, listing, adapter, ref, change.title);
  }
}

/**
 * Price and stock. The port takes a stock only for a listing without options; for one with options a
 * stock given alone is every combination's stock (what the seller means by "재고 N개" there), so the
 * listing is read first to name its combinations.
 */
async function changePriceStock(
  adapter: MarketAdapter,
  ref: ListingRef,
  change: Extract<ListingChange, { kind: 'priceStock' }>,
): Promise<{ patch: repo.ListingMarketState; summary: string }> {
  const { salePrice, stock } = change;
  let combinations = change.combinations;
  let storedStock = stock;
  if (stock !== undefined && !combinations) {
    const snapshot = await adapter.readListing(ref);
    if (!snapshot) {
      throw new MarketError({ market: adapter.market, code: 'NOT_FOUND' });
    }
    if (snapshot.combinations.length > 0) {
      combinations = snapshot.combinations.map((combination) => ({ values: combination.values, stock }));
      storedStock = stock * snapshot.combinations.length;
    }
  }
  await adapter.updatePriceStock(ref, {
    salePrice,
    ...(combinations ? { combinations } : { stock }),
  });
  const parts = [
    salePrice !== undefined ? `가격 ${salePrice.toLocaleString('ko-KR')}원` : null,
    stock !== undefined
      ? `${combinations && !change.combinations ? '옵션별 ' : ''}재고 ${stock.toLocaleString('ko-KR')}개`
      : null,
    change.combinations?.length ? `옵션 ${change.combinations.length}개` : null,
  ].filter(Boolean);
  return {
    patch: {
      ...(salePrice !== undefined ? { salePrice } : {}),
      ...(storedStock !== undefined ? { stock: storedStock } : {}),
    },
    summary: `${withParticle(parts.join(', '), '으로/로')} 바꿨습니다.`,
  };
}

/**
 * A new title is a whole re-push (the port has no title-only call) of the listing as its last upload
 * built it, updating the known listing; the market's current prices and stock are carried over, so a
 * price the seller set here is not reverted by the re-push.
 */
async function retitle(
  deps: AppDeps,
  userId: string,
  listing: repo.ListingRow,
  adapter: MarketAdapter,
  ref: ListingRef,
  title: string,
): Promise<{ patch: repo.ListingMarketState; summary: string }> {
  const current = await currentListingDraft(deps, userId, listing.productId, listing.accountId);
  if (!current) {
    throw new ListingChangeRefused(
      '이 상품의 업로드 설정(상품 또는 템플릿)을 찾을 수 없어 상품명을 바꿀 수 없습니다. 상품을 다시 업로드해주세요.',
    );
  }
  const snapshot = await adapter.readListing(ref);
  if (!snapshot) {
    await repo.markListingDeleted(deps.db, userId, listing.id);
    throw new ListingChangeRefused('마켓에서 삭제된 상품입니다. 다시 업로드해야 합니다.');
  }
  const draft = withMarketOffer({ ...current.draft, title }, snapshot);
  const titleProblems = validateListing({ draft, limits: adapter.limits, requirements: null }).filter(
    (problem) => problem.severity === 'error' && problem.field === 'title',
  );
  if (titleProblems.length > 0) {
    throw new ListingChangeRefused(titleProblems.map((p) => `${p.message} → ${p.fix}`).join('\n'));
  }
  const result = await adapter.pushListing(draft, { known: ref });
  return {
    patch: {
      title,
      state: result.status,
      url: result.url,
      salePrice: snapshot.salePrice,
      stock: snapshot.stock,
      pushedVersion: current.productVersion,
      pushedImages: current.images,
    },
    summary: `상품명을 '${title}'${particle(title, '으로/로')} 바꿨습니다.`,
  };
}

/** What a failed change means: refusals are final, market failures say themselves, anything else retries. */
export function listingChangeFailure(error: unknown): ItemFailure {
  if (error instanceof ListingChangeRefused) {
    return { message: error.message, transient: false, expected: true };
  }
  if (isMarketError(error)) {
    return { message: error.message, transient: error.transient, expected: true };
  }
  if (error instanceof AppError) {
    return { message: error.message, transient: false, expected: true };
  }
  return {
    message: '마켓 상품을 바꾸는 중 예상하지 못한 오류가 발생했습니다.',
    transient: true,
    expected: false,
  };
}
