import { z } from '../zod';
import { DEFAULT_OPTION_QUANTITY, PRODUCT_MEMO_MAX } from '../constants';
import { CategoryRow } from '../category';
import { DomainError } from '../errors';
import { ImageUrl } from '../image';
import { STORED_HTML_FIELDS, tooLongMessage } from '../stored-limits';
import { describeIssues } from '../validation-messages';
import { LocalizedTexts } from './localized-text';
import { ProductOption } from './option';
import { PriceList } from './price-entry';
import { ProductSource, SourceCode, SourceSiteSchema } from './source';

const IsoDateTime = z.iso.datetime({ offset: true }).max(40);
const ShortText = z.string().trim().max(100).default('');

/**
 * A collected product as the seller edits and uploads it (spec §3 product detail). Collectors fill it,
 * marketplace adapters read it. Texts keep their source beside the Korean edit (title, option names),
 * prices keep the source amount beside the won price, and `source` keeps what was read at the site.
 */
const productShape = z.object({
  /** The stored record's id; removed before saving (spec §3). */
  id: z.string().max(100).optional(),
  code: SourceCode,
  site: SourceSiteSchema,
  /** `zh` (or `ko`/`en` for Costco) source text and the `ko` edit. */
  title: LocalizedTexts,
  detailPageHtml: z
    .string()
    .max(STORED_HTML_FIELDS.detailPage.max, tooLongMessage(STORED_HTML_FIELDS.detailPage))
    .default(''),
  option: ProductOption.prefault({}),
  /** Main images, first = representative. */
  image: z.array(ImageUrl).max(50).default([]),
  /** The product's own price: source entry and KRW entry; it is what sells when there are no options. */
  price: PriceList.default([]),
  /**
   * The seller set the won prices by hand: "가격 다시 계산" keeps them unless asked to overwrite
   * (then the flag is cleared).
   */
  priceOverride: z.boolean().default(false),
  /** Stock when there are no options. */
  quantity: z.number().int().min(0).default(DEFAULT_OPTION_QUANTITY),
  source: ProductSource,
  tags: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  memo: z.string().max(2000).default(''),
  /** The collection group the seller filed it under. */
  groupName: z.string().trim().max(200).default(''),
  /** The seller's SmartStore category. */
  category: CategoryRow.nullable().default(null),
  brand: ShortText,
  manufacturer: ShortText,
  /** Country or area of origin (원산지), e.g. '중국'. */
  origin: ShortText,
  flags: z
    .object({
      /** Set when no translator was available: the Korean texts still have to be written. */
      needsTranslation: z.boolean().default(false),
    })
    .prefault({}),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

function sameSourceProduct(
  product: { site: string; code: string; source: { site: string; code: string } },
  context: z.RefinementCtx,
): void {
  if (product.site !== product.source.site || product.code !== product.source.code) {
    context.addIssue({
      code: 'custom',
      path: ['source'],
      message: '상품의 사이트·상품 번호가 수집 정보와 다릅니다.',
    });
  }
}

export const ProductDetail = productShape.superRefine(sameSourceProduct);
export type ProductDetail = z.infer<typeof ProductDetail>;
/**
 * The product as read answers it: whatever was stored. Its detail page is checked against
 * STORED_HTML_FIELDS.detailPage after cleaning, before every save; pages stored before that check may be longer
 * (cleaning lengthened them), and they must still open, so the seller can shorten them.
 */
export const ProductDetailAsStored = productShape
  .extend({ detailPageHtml: z.string() })
  .superRefine(sameSourceProduct);

/** What a collector or a form hands over: defaults not yet filled in. */
export type ProductDetailInput = z.input<typeof ProductDetail>;

/** The product as UpdateProduct receives it: without the record id (spec §7). */
export const ProductDetailForSave = productShape.omit({ id: true }).superRefine(sameSourceProduct);
export type ProductDetailForSave = z.infer<typeof ProductDetailForSave>;

/**
 * What the catalogue and the editor send to UpdateProduct: the product without its id, plus the `version`
 * of the product they loaded (ProductSummary.version). A save over a newer edit is refused (409) instead
 * of silently overwriting it, so the version is required: two saves without one would both win.
 */
export const ProductDetailUpdate = productShape
  .omit({ id: true })
  .extend({
    version: z.number().int().min(1),
    // The seller's memo, with ProductMemoEdit's limit: the edit panel saves it here with the rest.
    memo: z
      .string()
      .max(PRODUCT_MEMO_MAX, { message: `메모는 ${PRODUCT_MEMO_MAX}자까지 쓸 수 있습니다.` })
      .default(''),
  })
  .superRefine(sameSourceProduct);
export type ProductDetailUpdate = z.infer<typeof ProductDetailUpdate>;

export function withoutId(product: ProductDetail): ProductDetailForSave {
  const { id: _id, ...rest } = product;
  return rest;
}

/** Reads a product, or throws PRODUCT_INVALID naming the first problems in Korean. */
export function parseProductDetail(input: unknown): ProductDetail {
  const parsed = ProductDetail.safeParse(input);
  if (!parsed.success) {
    throw new DomainError('PRODUCT_INVALID', describeIssues(parsed.error.issues));
  }
  return parsed.data;
}
