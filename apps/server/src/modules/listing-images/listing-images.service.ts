import { STORED_HTML_FIELDS, type ProductDetail } from '@sellerdesk/domain';
import type { ListingImagesRow, ReplaceListingImagesResult } from '@sellerdesk/domain/api';
import { detailImageUrls } from '@sellerdesk/html';
import { MARKET_NAMES, isMarketError, withMarketOffer } from '@sellerdesk/markets';
import type { AppDeps } from '../../deps';
import { lockForTransaction } from '../../infra/db/locks';
import { AppError } from '../../infra/http/errors';
import { ownedImageUrls } from '../image-library/index';
import { cleanDetailHtml, lockProductById, summaryColumns, writeProduct } from '../products/index';
import { currentListingDraft, pushedImagesOf } from '../upload/index';
import * as repo from './listing-images.repository';

type ImageChange = { mainImage?: string; detailImages: { from: string; to: string }[] };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The card of a listing: what its market shows (the images it last pushed) and, when the product's
 * images changed since, those as pending. A listing pushed before its images were kept shows the
 * product's.
 */
function toRow(row: repo.ListingImagesRowData): ListingImagesRow {
  const product = pushedImagesOf({ image: row.image, detailPageHtml: row.detailPageHtml });
  const live = row.pushedImages ?? product;
  const pending =
    sameList(live.main, product.main) && sameList(live.detail, product.detail)
      ? null
      : { images: product.main, detailImages: product.detail };
  return {
    listingId: row.listingId,
    productId: row.productId,
    title: row.title,
    market: row.market,
    accountLabel: row.accountLabel,
    state: row.state,
    marketProductId: row.marketProductId ?? '',
    url: row.url,
    images: live.main,
    detailImages: live.detail,
    pending,
  };
}

/** GetListingImages: the seller's listings with their images; with `image`, only those using it. */
export async function listingImages(
  deps: AppDeps,
  userId: string,
  query: {
    page: number;
    maxRow: number;
    market?: ListingImagesRow['market'];
    keyword: string;
    image?: string;
  },
) {
  const { rows, total } = await repo.listingImagesPage(deps.db, userId, query);
  return { items: rows.map(toRow), total, page: query.page, maxRow: query.maxRow };
}

/** `src="…"` as the detail HTML writes an address (the policy encodes `&`). */
const srcOf = (url: string) => `src="${url.replaceAll('&', '&amp;')}"`;

/** The product with the change: the new representative image first, detail images swapped. */
export function withImages(product: ProductDetail, change: ImageChange, publicUrl: string): ProductDetail {
  let image = product.image;
  if (change.mainImage) {
    image = [change.mainImage, ...product.image.filter((url) => url !== change.mainImage)].slice(0, 50);
  }
  let html = product.detailPageHtml;
  for (const swap of change.detailImages) {
    html = html.split(srcOf(swap.from)).join(srcOf(swap.to));
  }
  return {
    ...product,
    image,
    detailPageHtml:
      change.detailImages.length > 0 ? cleanDetailHtml(html, publicUrl, STORED_HTML_FIELDS.detailPage) : html,
    updatedAt: new Date().toISOString(),
  };
}

/**
 * Only images the seller already has may go in: the product's own (main or detail) or their image
 * library's; a detail image to replace must be on the page.
 */
async function assertUsable(deps: AppDeps, userId: string, product: ProductDetail, change: ImageChange) {
  const onPage = detailImageUrls(product.detailPageHtml);
  const own = new Set([...product.image, ...onPage]);
  const incoming = [change.mainImage, ...change.detailImages.map((swap) => swap.to)].filter(
    (url): url is string => url !== undefined && !own.has(url),
  );
  const library = await ownedImageUrls(deps.db, userId, incoming);
  if (incoming.some((url) => !library.has(url))) {
    throw new AppError('LISTING_IMAGE_INVALID');
  }
  const missing = change.detailImages.find((swap) => !onPage.includes(swap.from));
  if (missing) {
    throw new AppError('LISTING_IMAGE_INVALID', `상세페이지에 없는 이미지입니다: ${missing.from}`);
  }
}

/**
 * ReplaceListingImages: the listing as its last upload built it, with the new images, re-pushed to its
 * market with the known ref (an update, never a new listing); once the market took it, the product is
 * saved with the same change under its lock (so later uploads keep it) and the listing stamped with the
 * images it pushed. The product's other listings keep showing what they pushed, the change pending on
 * them. A change the product already has (its representative, no swaps) only pushes what was pending.
 */
export async function replaceListingImages(
  deps: AppDeps,
  userId: string,
  body: { listingId: string } & ImageChange,
): Promise<ReplaceListingImagesResult> {
  const listing = await repo.ownedListingImages(deps.db, userId, body.listingId);
  if (!listing) {
    throw new AppError('LISTING_NOT_FOUND');
  }
  const current = await currentListingDraft(deps, userId, listing.productId, listing.accountId);
  if (!current) {
    throw new AppError('LISTING_IMAGE_NO_DRAFT');
  }
  const publicUrl = deps.config.publicUrl;
  const product = { image: listing.image, detailPageHtml: listing.detailPageHtml } as ProductDetail;
  await assertUsable(deps, userId, product, body);
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const changed = withImages(product, body, publicUrl);
  let detailHtml = current.draft.detailHtml;
  for (const swap of body.detailImages) {
    detailHtml = detailHtml.split(srcOf(absolute(swap.from))).join(srcOf(absolute(swap.to)));
  }
  const ref = { productId: listing.marketProductId!, channelProductId: listing.channelProductId };
  let result;
  try {
    const snapshot = await current.adapter.readListing(ref);
    const draft = withMarketOffer(
      { ...current.draft, images: [...new Set(changed.image.map(absolute))], detailHtml },
      snapshot,
    );
    result = await current.adapter.pushListing(draft, { known: ref });
  } catch (error) {
    if (isMarketError(error)) {
      throw new AppError('LISTING_IMAGE_PUSH_FAILED', error.message);
    }
    throw error;
  }
  const onlyPending =
    body.detailImages.length === 0 && (!body.mainImage || body.mainImage === listing.image[0]);
  await deps.db.transaction(async (tx) => {
    const locked = await lockProductById(tx, userId, listing.productId);
    if (!locked) {
      return;
    }
    await lockForTransaction(tx, 'product', `${userId}:${locked.site}:${locked.code}`);
    const detail = onlyPending ? locked.detail : withImages(locked.detail, body, publicUrl);
    if (!onlyPending) {
      await writeProduct(tx, userId, locked.id, {
        detail,
        groupName: detail.groupName,
        memo: detail.memo,
        ...summaryColumns(detail),
      });
    }
    await repo.saveRepushedListing(tx, userId, listing.listingId, {
      state: result.status,
      url: result.url,
      pushedVersion: detail.updatedAt,
      pushedImages: pushedImagesOf(detail),
    });
  });
  const saved = await repo.ownedListingImages(deps.db, userId, listing.listingId);
  const parts = [
    body.mainImage ? '대표 이미지' : null,
    body.detailImages.length > 0 ? `상세 이미지 ${body.detailImages.length}장` : null,
  ].filter(Boolean);
  const where = `${MARKET_NAMES[listing.market]} · ${listing.accountLabel}`;
  // The parts are fixed words: '…장' takes 을, '…이미지' takes 를.
  const object = body.detailImages.length > 0 ? '을 ' : '를 ';
  return {
    listing: toRow(saved ?? listing),
    message: onlyPending
      ? `상품의 지금 이미지를 마켓에 보냈습니다 (${where}).`
      : `${parts.join('와 ')}${object}바꿔 마켓에 다시 보냈습니다 (${where}). 같은 상품의 다른 마켓에는 반영 대기로 표시됩니다.`,
  };
}
