import { z } from '../zod';
import { boundedRecord } from '../bounded-record';
import { SETTINGS_FIELDS_MAX, SETTINGS_KEY_MAX } from '../constants';
import { MarketSchema } from '../settings/market-template';

/** `?market=` of every market-account call (spec §7: one of the six markets). */
export const MarketQuery = z.object({ market: MarketSchema });

/**
 * Adds an account (no `id`) or updates one. `settings` are the market's form fields by key (the market's
 * own schema checks them on the server). On an update a secret left blank keeps the stored one.
 */
export const SetMarketAccountBody = z.object({
  id: z.uuid().optional(),
  label: z
    .string()
    .trim()
    .min(1, { message: '계정 이름을 입력해주세요.' })
    .max(50, { message: '계정 이름은 50자까지 입력할 수 있습니다.' }),
  settings: boundedRecord(
    z.string().max(SETTINGS_KEY_MAX),
    z.string().max(2000),
    SETTINGS_FIELDS_MAX,
  ).default({}),
});
export type SetMarketAccountBody = z.input<typeof SetMarketAccountBody>;

export const MarketAccountIdBody = z.object({ id: z.uuid() });

/** One field of a market's connection form (from the market registry). */
export const MarketAccountField = z.object({
  key: z.string(),
  label: z.string(),
  secret: z.boolean(),
  required: z.boolean(),
  help: z.string(),
  placeholder: z.string().optional(),
});
export type MarketAccountField = z.infer<typeof MarketAccountField>;

/** The outcome of the last "연결 확인". */
export const MarketLoginCheck = z.object({
  connected: z.boolean(),
  /** The failure kind (AUTH_FAILED, IP_NOT_ALLOWED, KEY_EXPIRED, …); null when connected. */
  code: z.string().nullable(),
  /** Korean: the store name when connected, else exactly what failed and what to do. */
  message: z.string(),
  /** The store or vendor name the market told, when connected. */
  accountLabel: z.string().nullable(),
  checkedAt: z.string(),
});
export type MarketLoginCheck = z.infer<typeof MarketLoginCheck>;

/** A stored account as it is shown: non-secret settings as saved, secrets only masked. */
export const MarketAccountView = z.object({
  id: z.uuid(),
  market: MarketSchema,
  label: z.string(),
  settings: z.record(z.string(), z.string()),
  /** Per secret field: a mask (`••••••••`, with the last characters of long values), never the value. */
  maskedSecrets: z.record(z.string(), z.string()),
  lastCheck: MarketLoginCheck.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketAccountView = z.infer<typeof MarketAccountView>;

/** One market with its form and the seller's accounts there. */
export const MarketAccountsOfMarket = z.object({
  market: MarketSchema,
  name: z.string(),
  /** False for a closed market the operator has not enabled: no new accounts, no checks. */
  enabled: z.boolean(),
  /** The market's closure notice (WeMakePrice), shown whether or not it is enabled. */
  closedNotice: z.string().nullable(),
  fields: z.array(MarketAccountField),
  accounts: z.array(MarketAccountView),
});
export type MarketAccountsOfMarket = z.infer<typeof MarketAccountsOfMarket>;

export const AllMarketAccountsResponse = z.object({ markets: z.array(MarketAccountsOfMarket) });
export type AllMarketAccountsResponse = z.infer<typeof AllMarketAccountsResponse>;

export const RemoveMarketAccountResponse = z.object({ removed: z.literal(true), id: z.uuid() });

/** /UserConfig market accounts: merged into `UserConfigSchemas`. */
export const MarketAccountConfigSchemas = {
  SetMarketAccount: { query: MarketQuery, body: SetMarketAccountBody, response: MarketAccountView },
  GetMarketAccount: { query: MarketQuery, response: MarketAccountsOfMarket },
  RemoveMarketAccount: {
    query: MarketQuery,
    body: MarketAccountIdBody,
    response: RemoveMarketAccountResponse,
  },
};

/** /MarketInfo: schemas for `endpoints.MarketInfo`. */
export const MarketInfoSchemas = {
  GetUserAllMarketAccount: { response: AllMarketAccountsResponse },
};

/** /Market/CheckMarketLogin: merged into the Market group. */
export const MarketLoginSchemas = {
  CheckMarketLogin: { query: MarketQuery, body: MarketAccountIdBody, response: MarketLoginCheck },
};
