import { z } from '../zod';
import { DEFAULT_OPTION_QUANTITY, MAX_OPTION_GROUPS } from '../constants';
import { ERRORS } from '../errors';
import { ImageUrl } from '../image';
import { DecimalAmount } from '../money';
import { LocalizedTexts } from './localized-text';
import { PriceList } from './price-entry';

/** Ids come from the source (Taobao pid/vid, SKU ids) or from buildDetailOptions. */
export const OptionId = z.string().trim().min(1).max(200);

const Quantity = z.number().int().min(0);

function uniqueIds(items: readonly { id: string }[]): boolean {
  return new Set(items.map((item) => item.id)).size === items.length;
}

/**
 * One value of an option group (spec §3 `groups`). Its prices are in the product's source currency,
 * exact decimal strings: what the source charges for SKUs showing this value.
 */
export const OptionValue = z.object({
  id: OptionId,
  optionName: LocalizedTexts,
  optionImage: ImageUrl.nullable().default(null),
  originalPrice: DecimalAmount.default('0'),
  salePrice: DecimalAmount.default('0'),
  quantity: Quantity.default(DEFAULT_OPTION_QUANTITY),
});
export type OptionValue = z.infer<typeof OptionValue>;
export type OptionValueInput = z.input<typeof OptionValue>;

export const OptionGroup = z.object({
  id: OptionId,
  groupName: LocalizedTexts,
  groups: z.array(OptionValue).max(500).refine(uniqueIds, { message: '옵션 id가 중복되었습니다.' }),
});
export type OptionGroup = z.infer<typeof OptionGroup>;
export type OptionGroupInput = z.input<typeof OptionGroup>;

/**
 * One sellable combination (spec §3 detail option). groupName and optionName join the groups' and the
 * values' names with '//' in group order; price holds the source entry and the KRW entry.
 */
export const DetailOption = z.object({
  id: OptionId,
  checked: z.boolean().default(true),
  groupName: z.string().max(1000),
  optionName: z.string().max(1000),
  isSoldOut: z.boolean().default(false),
  price: PriceList,
  quantity: Quantity.default(DEFAULT_OPTION_QUANTITY),
  image: ImageUrl.nullable().default(null),
});
export type DetailOption = z.infer<typeof DetailOption>;
export type DetailOptionInput = z.input<typeof DetailOption>;

export const ProductOption = z.object({
  optionGroups: z
    .array(OptionGroup)
    .max(MAX_OPTION_GROUPS, { message: ERRORS.OPTION_GROUP_LIMIT_EXCEEDED.message })
    .refine(uniqueIds, { message: '옵션 그룹 id가 중복되었습니다.' })
    .default([]),
  detailOptions: z
    .array(DetailOption)
    .max(10_000)
    .refine(uniqueIds, { message: '옵션 조합 id가 중복되었습니다.' })
    .default([]),
});
export type ProductOption = z.infer<typeof ProductOption>;
