import type { ListingDraft, MarketAdapter } from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import { productDetailsByIds } from '../products/index';
import { categoryOf, uploadAdapter } from './accounts';
import { draftOf } from './prepare';
import { listingContext, pushedImagesOf } from './upload-item';
import * as repo from './upload.repository';

/**
 * The listing of a product on an account as the last upload built it (same template, category and
 * detail-page frame, the product as it is now), for a change that must re-push the whole listing (a new
 * title). Null when the product is gone or was never uploaded to that account through a work.
 */
export async function currentListingDraft(
  deps: AppDeps,
  userId: string,
  productId: string,
  accountId: string,
): Promise<{
  draft: ListingDraft;
  adapter: MarketAdapter;
  productVersion: string;
  /** The product's images the draft carries: what the listing shows once it is pushed. */
  images: { main: string[]; detail: string[] };
} | null> {
  const target = await repo.lastUploadTarget(deps.db, userId, productId, accountId);
  const [product] = await productDetailsByIds(deps.db, userId, [productId]);
  if (!target || !product) {
    return null;
  }
  const { adapter } = await uploadAdapter(deps, userId, accountId);
  let context;
  try {
    context = await listingContext(deps, userId, target, adapter);
  } catch (error) {
    if (error instanceof AppError) {
      return null;
    }
    throw error;
  }
  const category = await categoryOf(deps, userId, target, product.detail.category?.id ?? null);
  return {
    draft: draftOf(product.detail, context, target.market, category),
    adapter,
    productVersion: product.detail.updatedAt,
    images: pushedImagesOf(product.detail),
  };
}
