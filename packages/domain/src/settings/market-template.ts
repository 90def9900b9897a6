import { z } from '../zod';
import { boundedRecord } from '../bounded-record';
import { SETTINGS_FIELDS_MAX } from '../constants';
import { DEFAULT_AFTER_SERVICE_CONTENT, MARKETS } from '../constants';
import { KrwAmount } from '../money';
import { STORED_HTML_FIELDS, tooLongMessage } from '../stored-limits';
import { PriceSettings } from '../price/price-settings';
import { AfterServiceInfoModel } from './after-service';
import { DEFAULT_DELIVERY_MODEL, DeliveryModel } from './delivery';

export const MarketSchema = z.enum(MARKETS);

/**
 * A named set of upload defaults per marketplace (spec §3 market template setting; get and set by
 * marketName and templateName). sendExchange and recvExchange name the seller's shipping and
 * return/exchange addresses registered at the marketplace.
 */
export const MarketTemplateSetting = z.object({
  marketName: MarketSchema,
  templateName: z.string().trim().min(1).max(50),
  brandName: z.string().trim().max(100).default(''),
  manufacturer: z.string().trim().max(100).default(''),
  originArea: z.string().trim().max(100).default(''),
  sendExchange: z.string().trim().max(200).default(''),
  recvExchange: z.string().trim().max(200).default(''),
  topHtml: z.string().max(STORED_HTML_FIELDS.top.max, tooLongMessage(STORED_HTML_FIELDS.top)).default(''),
  bottomHtml: z
    .string()
    .max(STORED_HTML_FIELDS.bottom.max, tooLongMessage(STORED_HTML_FIELDS.bottom))
    .default(''),
});
export type MarketTemplateSetting = z.infer<typeof MarketTemplateSetting>;
export type MarketTemplateSettingInput = z.input<typeof MarketTemplateSetting>;

/**
 * A seller's upload template for one market as a listing uses it (spec §3 market template setting,
 * afterServiceInfoModel, deliveryModel), with what a listing needs beyond it. Address and courier ids are
 * the market's own, chosen from the account's address book and courier list: sendExchange is the 출고지,
 * recvExchange the 반품/교환지. Lives here (not in the markets package) because the template API's body is
 * this schema; `@sellerdesk/markets` re-exports it as `ListingTemplate`.
 */
export const ListingTemplateModel = MarketTemplateSetting.extend({
  afterService: AfterServiceInfoModel.prefault({ content: DEFAULT_AFTER_SERVICE_CONTENT, phone: '' }),
  delivery: DeliveryModel.default(DEFAULT_DELIVERY_MODEL),
  /** For conditional delivery: free from this order amount on. */
  freeDeliveryOver: KrwAmount.default(0),
  courierId: z.string().trim().max(50).default(''),
  /** Days from order to dispatch (구매대행 takes longer than stock sales). */
  dispatchDays: z.number().int().min(1).max(30).default(7),
  /** The notice group to use when the category accepts several; '' takes the market's suggestion. */
  noticeGroupId: z.string().trim().max(100).default(''),
  /** Notice values by the market's field key (or label), overriding what the product supplies. */
  noticeValues: boundedRecord(z.string().max(200), z.string().trim().max(1000), SETTINGS_FIELDS_MAX).default(
    {},
  ),
  /** This template's own price settings; null uses the seller's (Market/GetPrice) at upload time. */
  priceSettings: PriceSettings.nullable().default(null),
});
export type ListingTemplateModel = z.infer<typeof ListingTemplateModel>;
export type ListingTemplateModelInput = z.input<typeof ListingTemplateModel>;
