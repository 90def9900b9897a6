import { z } from '../zod';
import { SITE_CURRENCY, SOURCE_SITES } from '../constants';
import { ImageUrl } from '../image';
import { CurrencySchema, DecimalAmount } from '../money';
import { ContentLanguageSchema } from './localized-text';

export const SourceSiteSchema = z.enum(SOURCE_SITES);

/** A product code at its site: Taobao/1688 item ids, Costco codes such as '641176-K2'. */
export const SourceCode = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, { message: '상품 번호 형식이 올바르지 않습니다.' });

/** A wholesale price step: from `minQuantity` units on, each unit costs `price`. */
export const PriceTier = z.object({ minQuantity: z.number().int().min(1), price: DecimalAmount });
export type PriceTier = z.infer<typeof PriceTier>;

export const SourceAttribute = z.object({ name: z.string().max(200), value: z.string().max(2000) });
export type SourceAttribute = z.infer<typeof SourceAttribute>;

/**
 * What a collector read at the source, kept unchanged beside the seller's edits: re-pricing starts from
 * `price`, "reset to source" from `title` and `images`.
 */
export const ProductSource = z
  .object({
    site: SourceSiteSchema,
    code: SourceCode,
    url: z.url({ protocol: /^https?$/ }).max(2048),
    /** The title exactly as collected, in `language`. */
    title: z.string().max(1000),
    language: ContentLanguageSchema,
    /** The site's own category, as a path or code ('女装 > 连衣裙', 'cos_10.14'). */
    sourceCategory: z.string().max(500).default(''),
    currency: CurrencySchema,
    /** What one unit costs the seller at the source (for tiered prices, the tier at the minimum order). */
    price: DecimalAmount,
    /** The list price before discounts, when the source shows one. */
    originalPrice: DecimalAmount.optional(),
    /** Wholesale steps (1688), by ascending minQuantity. */
    priceTiers: z.array(PriceTier).max(50).optional(),
    minOrderQuantity: z.number().int().min(1).optional(),
    shopName: z.string().max(200).default(''),
    attributes: z.array(SourceAttribute).max(300).default([]),
    /** Main images as collected, first = representative. */
    images: z.array(ImageUrl).max(100).default([]),
    collectedAt: z.iso.datetime({ offset: true }).max(40),
  })
  .superRefine((source, context) => {
    if (source.currency !== SITE_CURRENCY[source.site]) {
      context.addIssue({
        code: 'custom',
        path: ['currency'],
        message: `${source.site} 상품의 통화는 ${SITE_CURRENCY[source.site]}여야 합니다.`,
      });
    }
    const tiers = source.priceTiers ?? [];
    tiers.forEach((tier, index) => {
      const previous = tiers[index - 1];
      if (previous !== undefined && previous.minQuantity >= tier.minQuantity) {
        context.addIssue({
          code: 'custom',
          path: ['priceTiers', index],
          message: '가격 구간은 최소 수량이 커지는 순서여야 합니다.',
        });
      }
    });
  });
export type ProductSource = z.infer<typeof ProductSource>;
export type ProductSourceInput = z.input<typeof ProductSource>;

/** The unit price for buying `quantity` units: the last tier whose minQuantity is reached. */
export function tierPriceAt(tiers: readonly PriceTier[], quantity: number): string | undefined {
  let price: string | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity) {
      price = tier.price;
    }
  }
  return price;
}
