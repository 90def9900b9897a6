import { z } from '../zod';
import { MARKETS } from '../constants';

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
  topHtml: z.string().max(500_000).default(''),
  bottomHtml: z.string().max(500_000).default(''),
});
export type MarketTemplateSetting = z.infer<typeof MarketTemplateSetting>;
export type MarketTemplateSettingInput = z.input<typeof MarketTemplateSetting>;
