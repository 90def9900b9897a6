import type {
  ListingView,
  ProductUploadLogResponse,
  UploadDetailLogResponse,
  UploadLogResponse,
  UploadProductListBody,
  UploadProductListResponse,
  UploadSummaryResponse,
} from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import { itemActivity, listWorkLogs, workDetailLog } from '../../pipeline/index';
import { listMarketAccountsOf } from '../market-accounts/index';
import { productTitles } from '../products/index';
import { uploadAdapter } from './accounts';
import { uploadKind } from './upload.kind';
import * as repo from './upload.repository';

function listingView(row: repo.ListingWithAccount): ListingView {
  return {
    accountId: row.accountId,
    accountLabel: row.accountLabel,
    market: row.market,
    state: row.state,
    marketProductId: row.marketProductId,
    channelProductId: row.channelProductId,
    url: row.url,
    lastError: row.lastError,
    pushedAt: row.pushedAt?.toISOString() ?? null,
    changed: row.marketProductId !== null && row.pushedVersion !== row.productUpdatedAt,
  };
}

/** Market/GetUploadProductList: the seller's products with their listing on every account. */
export async function uploadProductList(
  deps: AppDeps,
  userId: string,
  body: Required<Omit<UploadProductListBody, 'market' | 'accountId'>> &
    Pick<UploadProductListBody, 'market' | 'accountId'>,
): Promise<UploadProductListResponse> {
  const { rows, total } = await repo.uploadProductPage(
    deps.db,
    userId,
    { keyword: body.keyword, market: body.market, accountId: body.accountId, status: body.status },
    { page: body.page, maxRow: body.maxRow },
  );
  const listings = await repo.listingsOfProducts(
    deps.db,
    userId,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      ...row,
      listings: listings.filter((listing) => listing.productId === row.id).map(listingView),
    })),
    total,
    page: body.page,
    maxRow: body.maxRow,
  };
}

/** Log/GetUploadLogAll: the seller's upload works, newest first, with progress per account. */
export async function uploadLogs(
  deps: AppDeps,
  userId: string,
  page: { page: number; maxRow: number },
): Promise<UploadLogResponse> {
  const { items, total } = await listWorkLogs(deps.db, uploadKind, userId, page);
  return { items, total, ...page };
}

/** Log/GetUploadDetailLog: one work of the seller and every item's outcome. */
export async function uploadDetailLog(
  deps: AppDeps,
  userId: string,
  workNumber: number,
): Promise<UploadDetailLogResponse> {
  const detail = await workDetailLog(deps.db, uploadKind, userId, workNumber);
  if (!detail) {
    throw new AppError('WORK_NOT_FOUND');
  }
  return detail;
}

/** Product/GetProductUploadLog: one product's listings and every upload of it. */
export async function productUploadLog(
  deps: AppDeps,
  userId: string,
  productId: string,
): Promise<ProductUploadLogResponse> {
  const [listings, history, titles] = await Promise.all([
    repo.listingsOfProducts(deps.db, userId, [productId]),
    repo.productUploadItems(deps.db, userId, productId),
    productTitles(deps.db, userId, [productId]),
  ]);
  const title = titles.get(productId) ?? null;
  return {
    listings: listings.map(listingView),
    history: history.map((row) => ({
      id: row.item.id,
      workNumber: row.workNumber,
      position: row.position,
      state: row.state,
      reason: row.reason,
      attempts: row.attempts,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      productId: row.item.productId,
      title,
      market: row.item.market,
      accountId: row.item.accountId,
      marketProductId: row.item.marketProductId,
      url: row.item.url,
      created: row.item.created,
      firstForAccount: row.item.firstForAccount,
    })),
  };
}

/**
 * Log/GetUserUploadSummary: listings, failures and work in progress, and the daily cap of every account
 * of a market that has one (11st), so the seller sees it before hitting it.
 */
export async function uploadSummary(deps: AppDeps, userId: string): Promise<UploadSummaryResponse> {
  const since = new Date(Date.now() - 24 * 3_600_000);
  const [counts, activity, accounts] = await Promise.all([
    repo.listingCounts(deps.db, userId),
    itemActivity(deps.db, userId, 'upload', since),
    listMarketAccountsOf(deps.db, userId),
  ]);
  const quotas: UploadSummaryResponse['quotas'] = [];
  for (const account of accounts) {
    if (!deps.markets.definition(account.market)?.limits.dailyRegistrations) {
      continue;
    }
    try {
      const { adapter } = await uploadAdapter(deps, userId, account.id);
      const quota = await adapter.registrationQuota?.();
      if (quota) {
        quotas.push({ market: account.market, accountId: account.id, ...quota });
      }
    } catch {
      // An account whose keys cannot be read has no quota to show; its connection check says why.
    }
  }
  return {
    listed: counts.listed,
    failedListings: counts.failed,
    inProgress: activity.inProgress,
    failedToday: activity.failedSince,
    quotas,
  };
}
