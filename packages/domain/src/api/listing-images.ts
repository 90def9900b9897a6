import { z } from '../zod';
import { MarketSchema } from '../settings/market-template';
import { pagedResult } from './common';
import { ListingStateSchema } from './upload';

const ImageAddress = z
  .string()
  .trim()
  .min(1, { message: '이미지 주소를 입력해주세요.' })
  .max(2048, { message: '이미지 주소가 너무 깁니다.' });

/** The images of listed products: every listing of the seller, or those using one image. */
export const ListingImagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  maxRow: z.coerce.number().int().min(1).max(100).default(20),
  market: MarketSchema.optional(),
  /** Words of the product name. */
  keyword: z.string().trim().max(100).default(''),
  /** "이 이미지를 쓰는 상품": listings whose main or detail-page images include this address. */
  image: ImageAddress.optional(),
});
export type ListingImagesQuery = z.input<typeof ListingImagesQuery>;

export const ListingImagesRow = z.object({
  listingId: z.uuid(),
  productId: z.uuid(),
  title: z.string(),
  market: MarketSchema,
  accountLabel: z.string(),
  state: ListingStateSchema,
  marketProductId: z.string(),
  url: z.string().nullable(),
  /** Main images live on the market (as this listing last pushed them), the representative first. */
  images: z.array(z.string()),
  /** The images of the detail page live on the market, in order. */
  detailImages: z.array(z.string()),
  /**
   * The product's images when they changed since this listing last pushed (반영 대기: a change made for
   * another market, or in the catalogue), null when the market shows what the product has.
   */
  pending: z.object({ images: z.array(z.string()), detailImages: z.array(z.string()) }).nullable(),
});
export type ListingImagesRow = z.infer<typeof ListingImagesRow>;

/**
 * Replace a listing's images on its market: a new representative image (one of the product's images or
 * of the seller's image library), and/or detail-page images swapped one for another. The push carries the
 * product's images as they are now with the change, so it also sends what was pending for this listing;
 * `mainImage` equal to the product's representative and no swaps only pushes what is pending.
 */
export const ReplaceListingImagesBody = z
  .object({
    listingId: z.uuid(),
    mainImage: ImageAddress.optional(),
    detailImages: z
      .array(z.object({ from: ImageAddress, to: ImageAddress }))
      .max(100, { message: '상세 이미지는 한 번에 100장까지 바꿀 수 있습니다.' })
      .default([]),
  })
  .refine((body) => body.mainImage !== undefined || body.detailImages.length > 0, {
    message: '바꿀 대표 이미지나 상세 이미지를 선택해주세요.',
    path: ['mainImage'],
  });
export type ReplaceListingImagesBody = z.input<typeof ReplaceListingImagesBody>;

export const ReplaceListingImagesResult = z.object({
  listing: ListingImagesRow,
  /** What was sent to the market, in Korean. */
  message: z.string(),
});
export type ReplaceListingImagesResult = z.infer<typeof ReplaceListingImagesResult>;

/** Listing images: schemas for `endpoints.Market`. */
export const ListingImageSchemas = {
  GetListingImages: { query: ListingImagesQuery, response: pagedResult(ListingImagesRow) },
  ReplaceListingImages: { body: ReplaceListingImagesBody, response: ReplaceListingImagesResult },
};
