import { z } from '../zod';
import { ListingTemplateModel, MarketSchema } from '../settings/market-template';

/** A template's name: what the upload screen picks it by (unique per seller and market). */
export const TemplateName = z
  .string()
  .trim()
  .min(1, { message: '템플릿 이름을 입력해주세요.' })
  .max(50, { message: '템플릿 이름은 50자까지 입력할 수 있습니다.' });

export const TemplateNameQuery = z.object({ templateName: TemplateName });

/**
 * The body of SetSmartStore / SetCoupang / …: the listing template without its market and name (those
 * are the endpoint and `?templateName`), plus the market account it belongs to — the 출고지/반품지 and
 * courier ids are that account's own. 출고지 and 반품지 are required: every market refuses a listing
 * without them.
 */
export const MarketTemplateBody = ListingTemplateModel.omit({ marketName: true, templateName: true }).extend({
  accountId: z.uuid({ message: '템플릿을 쓸 마켓 계정을 선택해주세요.' }),
  sendExchange: z
    .string()
    .trim()
    .min(1, { message: '출고지를 선택해주세요.' })
    .max(200, { message: '출고지 값이 너무 깁니다.' }),
  recvExchange: z
    .string()
    .trim()
    .min(1, { message: '반품지를 선택해주세요.' })
    .max(200, { message: '반품지 값이 너무 깁니다.' }),
});
export type MarketTemplateBody = z.input<typeof MarketTemplateBody>;

/** A stored template as the form shows it. */
export const MarketTemplateView = ListingTemplateModel.extend({
  accountId: z.uuid().nullable(),
  /** The account's label; null when the account was removed (the template must be given another). */
  accountLabel: z.string().nullable(),
  /** False for a form of defaults not saved yet. */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MarketTemplateView = z.infer<typeof MarketTemplateView>;

export const GetMarketConfigQuery = z.object({
  market: MarketSchema,
  /** Absent: the defaults of a new template (A/S phone = the seller's phone). */
  templateName: TemplateName.optional(),
});

export const TemplateSummaryItem = z.object({
  templateName: z.string(),
  accountId: z.uuid().nullable(),
  accountLabel: z.string().nullable(),
  updatedAt: z.string(),
});
export const TemplateSummaryResponse = z.object({
  markets: z.array(
    z.object({
      market: MarketSchema,
      name: z.string(),
      enabled: z.boolean(),
      closedNotice: z.string().nullable(),
      templates: z.array(TemplateSummaryItem),
    }),
  ),
});
export type TemplateSummaryResponse = z.infer<typeof TemplateSummaryResponse>;

export const RemoveTemplateBody = z.object({ market: MarketSchema, templateName: TemplateName });
export const RemoveTemplateResponse = z.object({
  removed: z.literal(true),
  market: MarketSchema,
  templateName: z.string(),
});

/** ?market&accountId of the MarketInfo look-ups: one of the seller's accounts of that market. */
export const MarketLookupQuery = z.object({ market: MarketSchema, accountId: z.uuid() });

export const MarketAddressView = z.object({
  id: z.string(),
  kind: z.enum(['shipping', 'return']),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  phone: z.string(),
});
export type MarketAddressView = z.infer<typeof MarketAddressView>;
export const MarketAddressResponse = z.object({
  /** 출고지 candidates (the market's shipping places). */
  shipping: z.array(MarketAddressView),
  /** 반품/교환지 candidates. */
  return: z.array(MarketAddressView),
  fetchedAt: z.string(),
});
export type MarketAddressResponse = z.infer<typeof MarketAddressResponse>;
export const MarketCourierResponse = z.object({
  couriers: z.array(z.object({ id: z.string(), name: z.string() })),
  fetchedAt: z.string(),
});
export type MarketCourierResponse = z.infer<typeof MarketCourierResponse>;

const TemplateSet = { query: TemplateNameQuery, body: MarketTemplateBody, response: MarketTemplateView };

/**
 * /UserConfig templates: one Set per market (spec §7 names SetSmartStore; the others follow its
 * pattern), all with the same body, plus the market-neutral reads and removal.
 */
export const MarketTemplateConfigSchemas = {
  SetSmartStore: TemplateSet,
  SetCoupang: TemplateSet,
  SetElevenst: TemplateSet,
  SetGmarket: TemplateSet,
  SetAuction: TemplateSet,
  SetWeMakePrice: TemplateSet,
  GetMarketConfig: { query: GetMarketConfigQuery, response: MarketTemplateView },
  GetMarketConfigTemplateSummary: { response: TemplateSummaryResponse },
  RemoveTemplate: { body: RemoveTemplateBody, response: RemoveTemplateResponse },
};

/** /MarketInfo look-ups for the template form. */
export const MarketLookupSchemas = {
  GetMarketAddress: { query: MarketLookupQuery, response: MarketAddressResponse },
  GetMarketCourier: { query: MarketLookupQuery, response: MarketCourierResponse },
};
