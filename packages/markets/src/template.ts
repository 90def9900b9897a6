import { ListingTemplateModel } from '@sellerdesk/domain';
import type * as z from 'zod';

/**
 * A seller's upload template for one market (spec §3 market template setting, afterServiceInfoModel,
 * deliveryModel), with what a listing needs beyond it. The schema is the domain's `ListingTemplateModel`
 * (the template API's body is the same schema); address and courier ids are the market's own, chosen
 * from `addresses()` and `couriers()`: sendExchange is the 출고지, recvExchange the 반품/교환지.
 */
export const ListingTemplate = ListingTemplateModel;
export type ListingTemplate = z.infer<typeof ListingTemplate>;
export type ListingTemplateInput = z.input<typeof ListingTemplate>;
