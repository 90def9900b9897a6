import type { Market } from '@sellerdesk/domain';
import { createCoupangAdapter } from './coupang/adapter';
import { COUPANG_LIMITS } from './coupang/limits';
import { COUPANG_SETTINGS } from './coupang/settings';
import { createElevenstAdapter } from './elevenst/adapter';
import { ELEVENST_LIMITS } from './elevenst/limits';
import { ELEVENST_SETTINGS } from './elevenst/settings';
import { createAuctionAdapter, createGmarketAdapter } from './esm/adapter';
import { ESM_LIMITS } from './esm/limits';
import { esmSettingsSpec } from './esm/settings';
import { MarketError } from './errors';
import type { MarketLimits } from './limits';
import { MARKET_NAMES } from './names';
import type { MarketAdapter, MarketContext, MarketSettingsSpec } from './port';
import { createSmartStoreAdapter } from './smartstore/adapter';
import { SMARTSTORE_LIMITS } from './smartstore/limits';
import { SMARTSTORE_SETTINGS } from './smartstore/settings';
import { createWeMakePriceAdapter } from './wemakeprice/adapter';
import { WEMAKEPRICE_CLOSED_NOTICE, WEMAKEPRICE_LIMITS } from './wemakeprice/limits';
import { WEMAKEPRICE_SETTINGS } from './wemakeprice/settings';

/**
 * Everything Sellerdesk knows about a market with an adapter. Adding a marketplace is one entry here
 * (plus its adapter folder and emulator); markets without an entry are shown but cannot be connected.
 */
export type MarketDefinition = {
  code: Market;
  name: string;
  /** The account form and its validation. */
  settings: MarketSettingsSpec<unknown>;
  limits: MarketLimits;
  /** The real API base, used unless configuration points elsewhere. */
  defaultBaseUrl: string;
  /** The environment variable that overrides it. */
  baseUrlVariable: string;
  /** Where the market's emulator lives under `MARKET_EMULATOR_URL`. */
  emulatorPrefix: string;
  /**
   * The category tree the market lists under: markets naming the same tree (G마켓 and 옥션, both ESM's
   * SD categories) are crawled once and cached for each (`marketsSharingCategories`).
   */
  categoryTree: string;
  /**
   * A market that no longer takes sellers (WeMakePrice): listed with its Korean notice, off unless the
   * operator sets `enableVariable` to `true`; `assertMarketEnabled` refuses it with the notice, so an
   * upload to it fails loudly instead of silently.
   */
  closed?: { notice: string; enabledByDefault: false; enableVariable: string };
  /**
   * Markets whose accounts one listing can serve together (G마켓 ↔ 옥션: one ESM master goods with a goods
   * number per site): an upload hands the adapter such accounts chosen beside it as `linkedAccounts`.
   */
  linksWith?: readonly Market[];
  createAdapter(settings: unknown, context: MarketContext): MarketAdapter;
};

const DEFINITIONS: readonly MarketDefinition[] = [
  {
    code: 'SmartStore',
    name: MARKET_NAMES.SmartStore,
    settings: SMARTSTORE_SETTINGS as MarketSettingsSpec<unknown>,
    limits: SMARTSTORE_LIMITS,
    defaultBaseUrl: 'https://api.commerce.naver.com/external',
    baseUrlVariable: 'NAVER_COMMERCE_BASE_URL',
    emulatorPrefix: '/naver',
    categoryTree: 'SmartStore',
    createAdapter: createSmartStoreAdapter,
  },
  {
    code: 'Coupang',
    name: MARKET_NAMES.Coupang,
    settings: COUPANG_SETTINGS as MarketSettingsSpec<unknown>,
    limits: COUPANG_LIMITS,
    defaultBaseUrl: 'https://api-gateway.coupang.com',
    baseUrlVariable: 'COUPANG_BASE_URL',
    emulatorPrefix: '/coupang',
    categoryTree: 'Coupang',
    createAdapter: createCoupangAdapter,
  },
  {
    code: 'Elevenst',
    name: MARKET_NAMES.Elevenst,
    settings: ELEVENST_SETTINGS as MarketSettingsSpec<unknown>,
    limits: ELEVENST_LIMITS,
    defaultBaseUrl: 'https://api.11st.co.kr/rest',
    baseUrlVariable: 'ELEVENST_BASE_URL',
    emulatorPrefix: '/11st',
    categoryTree: 'Elevenst',
    createAdapter: createElevenstAdapter,
  },
  // G마켓 and 옥션: one ESM Trading API, one adapter, the site chosen by the entry (siteType 2 / 1).
  {
    code: 'Gmarket',
    name: MARKET_NAMES.Gmarket,
    settings: esmSettingsSpec('G마켓') as MarketSettingsSpec<unknown>,
    limits: ESM_LIMITS,
    defaultBaseUrl: 'https://sa2.esmplus.com',
    baseUrlVariable: 'ESM_BASE_URL',
    emulatorPrefix: '/esm',
    linksWith: ['Auction'],
    categoryTree: 'ESM',
    createAdapter: createGmarketAdapter,
  },
  {
    code: 'Auction',
    name: MARKET_NAMES.Auction,
    settings: esmSettingsSpec('옥션') as MarketSettingsSpec<unknown>,
    limits: ESM_LIMITS,
    defaultBaseUrl: 'https://sa2.esmplus.com',
    baseUrlVariable: 'ESM_BASE_URL',
    emulatorPrefix: '/esm',
    linksWith: ['Gmarket'],
    categoryTree: 'ESM',
    createAdapter: createAuctionAdapter,
  },
  {
    code: 'WeMakePrice',
    name: MARKET_NAMES.WeMakePrice,
    settings: WEMAKEPRICE_SETTINGS as MarketSettingsSpec<unknown>,
    limits: WEMAKEPRICE_LIMITS,
    defaultBaseUrl: 'https://w-api.wemakeprice.com',
    baseUrlVariable: 'WEMAKEPRICE_BASE_URL',
    emulatorPrefix: '/wmp',
    categoryTree: 'WeMakePrice',
    closed: {
      notice: WEMAKEPRICE_CLOSED_NOTICE,
      enabledByDefault: false,
      enableVariable: 'WEMAKEPRICE_ENABLED',
    },
    createAdapter: createWeMakePriceAdapter,
  },
];

const BY_CODE = new Map<Market, MarketDefinition>(
  DEFINITIONS.map((definition) => [definition.code, definition]),
);

/** Every market with an adapter, in display order. */
export function marketDefinitions(): readonly MarketDefinition[] {
  return DEFINITIONS;
}

/** The market's definition, or null when Sellerdesk has no adapter for it yet. */
export function findMarketDefinition(code: Market): MarketDefinition | null {
  return BY_CODE.get(code) ?? null;
}

export function isMarketSupported(code: Market): boolean {
  return BY_CODE.has(code);
}

/**
 * The markets whose categories are one tree with `code`'s, itself first (G마켓 → G마켓, 옥션): one crawl
 * of the tree fills the cache of each. A market without an entry shares with none.
 */
export function marketsSharingCategories(code: Market): Market[] {
  const tree = BY_CODE.get(code)?.categoryTree;
  if (tree === undefined) {
    return [code];
  }
  return [
    code,
    ...DEFINITIONS.filter((definition) => definition.categoryTree === tree && definition.code !== code).map(
      (definition) => definition.code,
    ),
  ];
}

/**
 * The API base for a market: `MARKET_EMULATOR_URL` + the market's prefix when set (tests, sandbox), else
 * the market's own variable, else the real host.
 */
export function resolveMarketBaseUrl(
  definition: Pick<MarketDefinition, 'defaultBaseUrl' | 'baseUrlVariable' | 'emulatorPrefix'>,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const emulator = env.MARKET_EMULATOR_URL?.trim();
  if (emulator) {
    return emulator.replace(/\/+$/, '') + definition.emulatorPrefix;
  }
  return env[definition.baseUrlVariable]?.trim() || definition.defaultBaseUrl;
}

/** Whether sellers may connect and upload to the market: always, unless it is closed and not enabled. */
export function isMarketEnabled(
  definition: Pick<MarketDefinition, 'closed'>,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (!definition.closed) {
    return true;
  }
  return env[definition.closed.enableVariable]?.trim().toLowerCase() === 'true';
}

/** Throws the market's Korean closure notice (CONFIG) when it is closed and the operator has not enabled it. */
export function assertMarketEnabled(
  definition: Pick<MarketDefinition, 'code' | 'closed'>,
  env: Readonly<Record<string, string | undefined>>,
): void {
  if (definition.closed && !isMarketEnabled(definition, env)) {
    throw new MarketError({
      market: definition.code,
      code: 'CONFIG',
      message: definition.closed.notice,
      detail: `market closed; ${definition.closed.enableVariable} is not true`,
    });
  }
}
