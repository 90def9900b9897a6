import { z } from '../zod';
import { BulkWorkStarted } from './product-bulk';
import { ProductSelection } from './products';
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

export const RepriceProductsBody = z.object({
  selection: ProductSelection,
  /** Also reprice products whose won prices the seller set by hand (and clear that mark); kept by default. */
  includeOverrides: z.boolean().default(false),
});
export type RepriceProductsBody = z.input<typeof RepriceProductsBody>;

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

/**
 * The seller's detail-page top/bottom (spec §3 detailHtmlModel) as stored: HTML after the one policy.
 * Saves are held to their limit after cleaning; blocks stored before that check may be longer
 * and are answered as they are, so the seller can open and shorten them.
 */
export const DetailPageConfigResponse = DetailHtmlModel.extend({
  top: z.string(),
  bottom: z.string(),
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
  RepriceProducts: { body: RepriceProductsBody, response: BulkWorkStarted },
};
