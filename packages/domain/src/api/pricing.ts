import { z } from '../zod';
import { CurrencySchema } from '../money';
import { PriceRangeModel, RoundModel } from '../price/price-model';
import { MarginSettings, PriceSettingsForm } from '../price/price-settings';
import { DetailHtmlModel } from '../settings/detail-html';

/** The seller's price settings as GetPrice and SetPrice answer them. */
export const PriceSettingsResponse = z.object({
  priceRangeModel: PriceRangeModel,
  margin: MarginSettings,
  /** The round selection previewed on the sample price (spec §3 roundModel). */
  roundModel: RoundModel,
  /** False until the seller saves: the answer is the §9 defaults. */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PriceSettingsResponse = z.infer<typeof PriceSettingsResponse>;

export const RepriceProductsBody = z
  .object({
    /** The selected products; or `all` for every product of the seller. */
    ids: z.array(z.uuid()).max(5000).default([]),
    all: z.boolean().default(false),
    /** Keep won prices the seller set by hand (default); false overwrites them and clears the mark. */
    keepOverrides: z.boolean().default(true),
  })
  .refine((body) => body.all || body.ids.length > 0, {
    message: '가격을 다시 계산할 상품을 선택해주세요.',
    path: ['ids'],
  });
export type RepriceProductsBody = z.input<typeof RepriceProductsBody>;

export const RepriceProductsResponse = z.object({
  /** Products priced again with the current settings. */
  repriced: z.number().int(),
  /** Products whose hand-set prices were kept. */
  kept: z.number().int(),
  /** Products that could not be priced (e.g. quoted in another currency than the settings), with why. */
  failed: z.array(z.object({ id: z.uuid(), reason: z.string() })),
});
export type RepriceProductsResponse = z.infer<typeof RepriceProductsResponse>;

export const ExchangeRate = z.object({
  currency: CurrencySchema,
  /** Won per one unit of `currency` (the provider's 매매기준율). */
  rate: z.number().positive(),
});

/**
 * Today's reference rates beside the seller's own base (which is what prices use). `unavailable` when no
 * provider is configured or it did not answer: `message` says so in Korean and the screen still works.
 */
export const ExchangeResponse = z.object({
  state: z.enum(['ok', 'unavailable']),
  message: z.string().nullable(),
  /** The day the rates are of (YYYY-MM-DD, Korean time); null when unavailable. */
  date: z.string().nullable(),
  rates: z.array(ExchangeRate),
  base: z.object({ currency: CurrencySchema, exchangeBase: z.number() }),
});
export type ExchangeResponse = z.infer<typeof ExchangeResponse>;

/** /Market price settings: schemas for `endpoints.Market`. */
export const MarketPriceSchemas = {
  SetPrice: { body: PriceSettingsForm, response: PriceSettingsResponse },
  GetPrice: { response: PriceSettingsResponse },
};

/** The seller's detail-page top/bottom (spec §3 detailHtmlModel) as stored: HTML after the one policy. */
export const DetailPageConfigResponse = DetailHtmlModel.extend({
  /** False until the seller saves: the answer is the defaults (both off, empty). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type DetailPageConfigResponse = z.infer<typeof DetailPageConfigResponse>;

/** /Market detail-page template: schemas for `endpoints.Market`. */
export const MarketDetailPageSchemas = {
  SetDetailPage: { body: DetailHtmlModel, response: DetailPageConfigResponse },
  GetDetailPageConfig: { response: DetailPageConfigResponse },
};

/** /UserSetting: schemas for `endpoints.UserSetting`. */
export const UserSettingSchemas = {
  GetExchange: { response: ExchangeResponse },
};

/** /Product/RepriceProducts lives with the product endpoints. */
export const RepriceSchemas = {
  RepriceProducts: { body: RepriceProductsBody, response: RepriceProductsResponse },
};
