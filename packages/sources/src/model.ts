import { MAX_OPTION_GROUPS, SITE_CURRENCY, SourceSiteSchema } from '@sellerdesk/domain';
import * as z from 'zod';

/**
 * The site-neutral, untranslated product every collector produces. Prices stay in the source currency as
 * exact decimal strings; translation, KRW pricing and image download happen later in the pipeline.
 */

/** A non-negative decimal in canonical form: no sign, no leading zeros, no trailing fraction zeros. */
export const DecimalStringSchema = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d*[1-9])?$/, { message: '가격은 정규화된 10진수 문자열이어야 합니다.' });

const HttpUrlSchema = z.string().regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, { message: '절대 URL이 아닙니다.' });

export const SourceTextSchema = z.object({
  /** ISO 639-1 code of the text as the site shows it: 'zh' for Taobao/Tmall/1688, 'ko' for Costco. */
  language: z.enum(['zh', 'ko', 'en']),
  text: z.string().trim().min(1),
});
export type SourceText = z.infer<typeof SourceTextSchema>;

export const SourceOptionValueSchema = z.object({
  name: z.string().min(1),
  image: HttpUrlSchema.nullable(),
});
export type SourceOptionValue = z.infer<typeof SourceOptionValueSchema>;

export const SourceOptionGroupSchema = z.object({
  name: z.string().min(1),
  values: z.array(SourceOptionValueSchema).min(1),
});
export type SourceOptionGroup = z.infer<typeof SourceOptionGroupSchema>;

export const SourceSkuSchema = z.object({
  /** The site's own SKU id; the product code for single-SKU items. */
  id: z.string().min(1),
  /** One value name per option group, in group order (empty for single-SKU items). */
  options: z.array(z.string().min(1)),
  /** What a buyer pays for one unit, in the source currency. */
  price: DecimalStringSchema,
  /** The list price before a discount, when the site shows one above `price`. */
  originalPrice: DecimalStringSchema.nullable(),
  /** Units available; null when the site does not say. */
  stock: z.number().int().min(0).nullable(),
  soldOut: z.boolean(),
});
export type SourceSku = z.infer<typeof SourceSkuSchema>;

export const PriceTierSchema = z.object({
  minQuantity: z.number().int().min(1),
  price: DecimalStringSchema,
});
export type PriceTier = z.infer<typeof PriceTierSchema>;

export const SourceDescriptionSchema = z.discriminatedUnion('kind', [
  /** Cleaned detail HTML: no scripts, handlers or links; absolute image URLs. */
  z.object({ kind: z.literal('html'), html: z.string() }),
  /** Still to fetch: `completeDescription` (or the collector) turns it into html. */
  z.object({ kind: z.literal('pending'), url: HttpUrlSchema }),
  /** The site has no description for this item. */
  z.object({ kind: z.literal('none') }),
]);
export type SourceDescription = z.infer<typeof SourceDescriptionSchema>;

export const SourceProductSchema = z
  .object({
    site: SourceSiteSchema,
    code: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z_-]*$/),
    url: HttpUrlSchema,
    title: SourceTextSchema,
    currency: z.enum(['CNY', 'KRW']),
    /** Cleaned absolute URLs; the first is the representative image. */
    images: z.array(HttpUrlSchema).min(1),
    optionGroups: z.array(SourceOptionGroupSchema).max(MAX_OPTION_GROUPS),
    skus: z.array(SourceSkuSchema).min(1),
    /** 1688 quantity ladder, ascending by minQuantity; empty elsewhere. */
    priceTiers: z.array(PriceTierSchema),
    minOrderQuantity: z.number().int().min(1).nullable(),
    description: SourceDescriptionSchema,
    attributes: z.array(z.object({ name: z.string().min(1), value: z.string() })),
    shopName: z.string().nullable(),
    sourceCategory: z.string().nullable(),
    videoUrl: HttpUrlSchema.nullable(),
    /** Korean notes about what was left out while reading (e.g. SKUs with unknown options). */
    warnings: z.array(z.string()),
  })
  .superRefine((product, ctx) => {
    const expected = SITE_CURRENCY[product.site];
    if (product.currency !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: `${product.site}의 통화는 ${expected}입니다.`,
      });
    }
    product.optionGroups.forEach((group, g) => {
      const names = new Set(group.values.map((v) => v.name));
      if (names.size !== group.values.length) {
        ctx.addIssue({ code: 'custom', path: ['optionGroups', g], message: '옵션 값 이름이 중복됩니다.' });
      }
    });
    if (new Set(product.optionGroups.map((g) => g.name)).size !== product.optionGroups.length) {
      ctx.addIssue({ code: 'custom', path: ['optionGroups'], message: '옵션 그룹 이름이 중복됩니다.' });
    }
    const ids = new Set<string>();
    const combos = new Set<string>();
    product.skus.forEach((sku, s) => {
      if (ids.has(sku.id)) {
        ctx.addIssue({ code: 'custom', path: ['skus', s, 'id'], message: 'SKU id가 중복됩니다.' });
      }
      ids.add(sku.id);
      if (sku.options.length !== product.optionGroups.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['skus', s, 'options'],
          message: '옵션 그룹 수와 맞지 않습니다.',
        });
        return;
      }
      sku.options.forEach((value, g) => {
        if (!product.optionGroups[g]?.values.some((v) => v.name === value)) {
          ctx.addIssue({
            code: 'custom',
            path: ['skus', s, 'options', g],
            message: `없는 옵션 값: ${value}`,
          });
        }
      });
      const key = sku.options.join('\u0000');
      if (combos.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['skus', s, 'options'],
          message: '같은 옵션 조합이 두 번 있습니다.',
        });
      }
      combos.add(key);
    });
    for (let i = 1; i < product.priceTiers.length; i++) {
      if (product.priceTiers[i]!.minQuantity <= product.priceTiers[i - 1]!.minQuantity) {
        ctx.addIssue({
          code: 'custom',
          path: ['priceTiers', i],
          message: '수량 구간은 오름차순이어야 합니다.',
        });
      }
    }
  });
export type SourceProduct = z.infer<typeof SourceProductSchema>;
