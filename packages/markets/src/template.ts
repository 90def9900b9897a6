import {
  AfterServiceInfoModel,
  DEFAULT_AFTER_SERVICE_CONTENT,
  DEFAULT_DELIVERY_MODEL,
  DeliveryModel,
  KrwAmount,
  MarketTemplateSetting,
} from '@sellerdesk/domain';
import * as z from 'zod';

/**
 * A seller's upload template for one market (spec §3 market template setting, afterServiceInfoModel,
 * deliveryModel), with what a listing needs beyond it. Address and courier ids are the market's own,
 * chosen from `addresses()` and `couriers()`: sendExchange is the 출고지, recvExchange the 반품/교환지.
 */
export const ListingTemplate = MarketTemplateSetting.extend({
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
  noticeValues: z.record(z.string().max(200), z.string().trim().max(1000)).default({}),
});
export type ListingTemplate = z.infer<typeof ListingTemplate>;
export type ListingTemplateInput = z.input<typeof ListingTemplate>;
