import { BULK_SELECTION_IDS_MAX, CATALOGUE_COUNT_CAP, MAX_MAIN_IMAGES, PRODUCT_MEMO_MAX } from '../constants';
import { ImageUrl } from '../image';
import { z } from '../zod';
import { CurrencySchema } from '../money';
import { ProductDetailUpdate, ProductDetailAsStored } from '../product/product-detail';
import { MarketSchema } from '../settings/market-template';
import { SourceSiteSchema } from './collect';

/** A product's upload state on one market, as the catalogue shows it. */
export const LISTING_SUMMARY_STATES = ['uploaded', 'failed'] as const;
export type ListingSummaryState = (typeof LISTING_SUMMARY_STATES)[number];

export const ProductSummary = z.object({
  id: z.string(),
  site: SourceSiteSchema,
  code: z.string(),
  title: z.string(),
  sourceTitle: z.string(),
  image: z.string().nullable(),
  optionCount: z.number().int(),
  priceMinKrw: z.number().int().nullable(),
  priceMaxKrw: z.number().int().nullable(),
  sourceUrl: z.string(),
  groupName: z.string(),
  memo: z.string(),
  needsTranslation: z.boolean(),
  /** Every combination sold out or out of stock when collected (품절). */
  soldOut: z.boolean(),
  /** The seller's search tags. */
  tags: z.array(z.string()),
  workNumber: z.number().int().nullable(),
  createdAt: z.string(),
  /** Bumped by every write of the product; edits send the one they loaded and a stale one gets 409. */
  version: z.number().int(),
  /** The source price in its currency (the margin column's cost), null when the product has none. */
  sourcePrice: z.string().nullable(),
  sourceCurrency: CurrencySchema.nullable(),
  /**
   * Upload state per market the product was sent to: `uploaded` when an upload to an account of that
   * market succeeded (the market has its product number), else `failed`. Markets it was never sent to
   * are absent (not uploaded).
   */
  listings: z.array(z.object({ market: MarketSchema, state: z.enum(LISTING_SUMMARY_STATES) })),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/**
 * The catalogue's orders: newest (the default) and oldest collected, title (가나다), lowest price. Each has
 * an index leading with the owner; keyset paging (`cursor`) follows the collected order only.
 */
export const CATALOGUE_SORTS = ['newest', 'oldest', 'title', 'price'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** A calendar day in Korea (YYYY-MM-DD), the catalogue's collected-date filter. */
const SeoulDay = z.iso.date({ message: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.' });

/** The catalogue search's fields: its filter, its order and its paging. */
const productSearchFields = z.object({
  page: z.number().int().min(1).default(1),
  maxRow: z.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(100).default(''),
  site: SourceSiteSchema.optional(),
  groupName: z.string().trim().max(50).optional(),
  workNumber: z.number().int().optional(),
  /** true: only sold-out products; false: only sellable ones; absent: both. */
  soldOut: z.boolean().optional(),
  /** true: only products still to translate (번역 필요); false: only translated ones. */
  needsTranslation: z.boolean().optional(),
  /** true: only products uploaded to at least one market; false: only products uploaded nowhere. */
  uploaded: z.boolean().optional(),
  /** Collected on or after this Korean day. */
  collectedFrom: SeoulDay.optional(),
  /** Collected on or before this Korean day. */
  collectedTo: SeoulDay.optional(),
  sort: z.enum(CATALOGUE_SORTS).default('newest'),
  /**
   * Keyset paging: the `nextCursor` of the page before (its last product's id). The page is then the
   * products after that one, newest first, and `page` only echoes back.
   */
  cursor: z.uuid().optional(),
  /** Count every match instead of stopping at CATALOGUE_COUNT_CAP (slower on a large catalogue). */
  exactTotal: z.boolean().optional(),
});

const collectedRangeInOrder = (body: { collectedFrom?: string; collectedTo?: string }) =>
  !body.collectedFrom || !body.collectedTo || body.collectedFrom <= body.collectedTo;
const COLLECTED_RANGE_REVERSED = {
  path: ['collectedTo'],
  message: '수집일 범위의 끝이 시작보다 앞입니다.',
};

export const ProductSearchBody = productSearchFields
  .refine(collectedRangeInOrder, COLLECTED_RANGE_REVERSED)
  .refine((body) => body.cursor == null || body.sort === 'newest' || body.sort === 'oldest', {
    path: ['cursor'],
    message: '다음 페이지 이동은 수집일 순 정렬에서만 쓸 수 있습니다.',
  })
  .refine((body) => body.cursor != null || (body.page - 1) * body.maxRow < CATALOGUE_COUNT_CAP, {
    path: ['page'],
    message: `페이지 번호로는 앞의 ${CATALOGUE_COUNT_CAP.toLocaleString('en-US')}개 상품까지만 볼 수 있습니다. 그 뒤는 다음 페이지로 이동해주세요.`,
  });
export type ProductSearchBody = z.input<typeof ProductSearchBody>;

/** The catalogue search's filter without its paging: what "검색 결과 전체 선택" selects. */
export const ProductFilter = productSearchFields
  .omit({ page: true, maxRow: true, cursor: true, exactTotal: true, sort: true })
  .refine(collectedRangeInOrder, COLLECTED_RANGE_REVERSED);
export type ProductFilter = z.input<typeof ProductFilter>;

/**
 * Which products a bulk action acts on: the ticked ones (`ids`), or every product the catalogue search
 * `filter` finds, across pages (resolved on the server when the action starts).
 */
export const ProductSelection = z
  .object({
    ids: z.array(z.uuid()).min(1, '상품을 하나 이상 선택해주세요.').max(BULK_SELECTION_IDS_MAX).optional(),
    filter: ProductFilter.optional(),
  })
  .refine((selection) => (selection.ids === undefined) !== (selection.filter === undefined), {
    message: '상품을 선택하거나 검색 결과 전체를 선택해주세요.',
    // On a field, so a body of the wrong shape is not answered as a missing body.
    path: ['ids'],
  });
export type ProductSelection = z.input<typeof ProductSelection>;
export const ProductSearchResponse = z.object({
  items: z.array(ProductSummary),
  /**
   * Matching products; with `totalCapped`, at least this many (CATALOGUE_COUNT_CAP, or
   * CATALOGUE_KEYWORD_COUNT_CAP for a keyword search).
   */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  maxRow: z.number().int(),
  /** The `cursor` for the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;

/** Spec §5: loading a product needs both site and code. */
export const ProductKeyQuery = z.object({
  site: z.string().trim().max(20).default(''),
  code: z.string().trim().max(100).default(''),
});

export const ExistUserProductResponse = z.object({ exists: z.boolean(), productId: z.string().nullable() });

/** `{ ids }` (the ticked products) or `{ filter }` (everything the search finds). */
export const RemoveProductBody = ProductSelection;
export const RemoveProductResponse = z.object({ removed: z.number().int() });

/** One stored product: its catalogue line and the product model as stored (ProductDetailAsStored). */
export const ProductDetailResponse = z.object({ summary: ProductSummary, detail: ProductDetailAsStored });
export type ProductDetailResponse = z.infer<typeof ProductDetailResponse>;

/**
 * UpdateProduct answers the product as stored (its HTML after the one HTML policy) and its catalogue line,
 * so the editor and the catalogue show what was saved.
 */
export const UpdateProductResponse = ProductDetailResponse;

/**
 * The version the edit is based on (ProductSummary.version), required: a stale one is refused with 409,
 * and an edit without one could silently overwrite another.
 */
const BaseVersion = z.number().int().min(1);

export const ProductMemoEditBody = z.object({
  productId: z.uuid(),
  memo: z.string().max(PRODUCT_MEMO_MAX, { message: `메모는 ${PRODUCT_MEMO_MAX}자까지 쓸 수 있습니다.` }),
  version: BaseVersion,
});
export type ProductMemoEditBody = z.infer<typeof ProductMemoEditBody>;

/**
 * The main images in order, first = representative. Only the product's own images (as collected or
 * already chosen) and the seller's uploaded images are accepted (checked by the server). UpdateProduct
 * applies the same rules to a changed image list.
 */
export const MainImageList = z
  .array(ImageUrl)
  .min(1, { message: '대표 이미지를 한 개 이상 남겨주세요.' })
  .max(MAX_MAIN_IMAGES, { message: `대표 이미지는 ${MAX_MAIN_IMAGES}개까지 등록할 수 있습니다.` })
  .refine((images) => new Set(images).size === images.length, {
    message: '같은 이미지가 두 번 있습니다.',
  });

export const ProductMainImageEditBody = z.object({
  productId: z.uuid(),
  images: MainImageList,
  version: BaseVersion,
});
export type ProductMainImageEditBody = z.infer<typeof ProductMainImageEditBody>;

/** /Product endpoints of the catalogue: schemas for `endpoints.Product`. */
export const ProductSchemas = {
  SearchCollectProductSummary: { body: ProductSearchBody, response: ProductSearchResponse },
  SearchCollectProductDetail: { query: ProductKeyQuery, response: ProductDetailResponse },
  ExistUserProduct: { query: ProductKeyQuery, response: ExistUserProductResponse },
  RemoveProduct: { body: RemoveProductBody, response: RemoveProductResponse },
  /**
   * The product detail without its record id (spec §7), found by the caller's site + code, with the
   * `version` it was loaded at.
   */
  UpdateProduct: { body: ProductDetailUpdate, response: UpdateProductResponse },
  ProductMemoEdit: { body: ProductMemoEditBody, response: ProductDetailResponse },
  ProductMainImageEdit: { body: ProductMainImageEditBody, response: ProductDetailResponse },
};
