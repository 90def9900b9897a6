import { DomainError, type ProductDetail } from '@sellerdesk/domain';
import {
  MainImageList,
  type ProductDetailResponse,
  type ProductMainImageEditBody,
  type ProductMemoEditBody,
} from '@sellerdesk/domain/api';
import type { Database } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { ownedImageUrls } from '../image-library';
import * as rows from './product-rows.repository';
import * as repo from './products.repository';
import { summaryColumns } from './summary-columns';
import { assertCurrentVersion } from './update-product';

/**
 * One field edit of the caller's product by id, under its row lock: refused when the product is not the
 * caller's (404) or changed since the loaded version (409); the list columns follow the new model.
 */
async function editProduct(
  db: Database,
  userId: string,
  productId: string,
  version: number,
  change: (detail: ProductDetail, tx: Database) => Promise<ProductDetail> | ProductDetail,
): Promise<ProductDetailResponse> {
  return db.transaction(async (tx) => {
    const existing = await rows.lockProductById(tx, userId, productId);
    if (!existing) {
      throw new AppError('PRODUCT_NOT_FOUND');
    }
    assertCurrentVersion(existing, version);
    const detail = { ...(await change(existing.detail, tx)), updatedAt: new Date().toISOString() };
    const row = await rows.writeProduct(tx, userId, existing.id, {
      detail,
      groupName: detail.groupName,
      memo: detail.memo,
      ...summaryColumns(detail),
    });
    if (!row) {
      throw new AppError('PRODUCT_NOT_FOUND');
    }
    return { summary: await repo.summaryOf(tx, userId, row), detail: row.detail };
  });
}

/** ProductMemoEdit: the seller's note on a product (≤ 500 characters, checked by the contract). */
export function editProductMemo(db: Database, userId: string, body: ProductMemoEditBody) {
  return editProduct(db, userId, body.productId, body.version, (detail) => ({ ...detail, memo: body.memo }));
}

/** Every image the product itself carries: main images, as collected, and its options' images. */
function imagesOfProduct(detail: ProductDetail): Set<string> {
  const urls = new Set<string>([...detail.image, ...detail.source.images]);
  for (const group of detail.option.optionGroups) {
    for (const value of group.groups) {
      if (value.optionImage) {
        urls.add(value.optionImage);
      }
    }
  }
  for (const option of detail.option.detailOptions) {
    if (option.image) {
      urls.add(option.image);
    }
  }
  return urls;
}

/**
 * A changed main image list (an unchanged one — the editor popup sends the product as loaded, a
 * collected product may carry more — passes as it is): at least one, at most MAX_MAIN_IMAGES, no
 * duplicates, and only images the product already carries or that the seller uploaded to their image
 * store, so a main image never points at an arbitrary site (or at another seller's upload, which the
 * seller holds no row for).
 */
export async function checkMainImages(
  tx: Database,
  userId: string,
  current: ProductDetail,
  images: readonly string[],
): Promise<void> {
  if (images.length === current.image.length && images.every((url, index) => url === current.image[index])) {
    return;
  }
  const list = MainImageList.safeParse(images);
  if (!list.success) {
    throw new DomainError('PRODUCT_INVALID', list.error.issues[0]?.message);
  }
  const own = imagesOfProduct(current);
  const others = images.filter((url) => !own.has(url));
  const uploaded = await ownedImageUrls(tx, userId, others);
  if (others.some((url) => !uploaded.has(url))) {
    throw new AppError('MAIN_IMAGE_NOT_OWNED');
  }
}

/** ProductMainImageEdit: the main images in the seller's order, first = representative. */
export function editProductMainImages(db: Database, userId: string, body: ProductMainImageEditBody) {
  return editProduct(db, userId, body.productId, body.version, async (detail, tx) => {
    await checkMainImages(tx, userId, detail, body.images);
    return { ...detail, image: body.images };
  });
}
