import { serviceFetchPolicy } from '../../infra/outbound/service-policy';
import { IMAGE_STORE_PATH, type Market } from '@sellerdesk/domain';
import {
  findMarketDefinition,
  isMarketEnabled,
  marketDefinitions,
  resolveMarketBaseUrl,
  type MarketAdapter,
  type MarketContext,
  type MarketDefinition,
} from '@sellerdesk/markets';
import type { Fetcher } from '@sellerdesk/outbound';
import type { Config } from '../../config';
import { safeFetcher, type FetchPolicy } from '../../infra/outbound/safe-fetch';

/** An account's market and its full settings (non-secret and decrypted secret fields together). */
export type MarketCredentials = { market: Market; settings: Record<string, string> };

/**
 * The one way the server reaches a marketplace for a seller's account: the registry adapter built with
 * the account's decrypted credentials, the market's API base (config, or `MARKET_EMULATOR_URL`) and the
 * guarded outbound client (exact market hosts; through `OUTBOUND_PROXY_URL`'s fixed-IP proxy when set,
 * because markets whitelist caller IPs). Connection checks use it now; uploads reuse it.
 */
export type MarketAccess = {
  /** Every market with an adapter, in display order. */
  definitions(): readonly MarketDefinition[];
  /** The registry entry, or null for a market without an adapter. */
  definition(market: Market): MarketDefinition | null;
  /** Whether sellers may connect to the market (a closed market needs the operator's switch). */
  enabled(definition: MarketDefinition): boolean;
  baseUrl(definition: MarketDefinition): string;
  /**
   * Builds the adapter; the settings must already have passed the market's schema. `extra` adds what the
   * caller owns (the upload pipeline's database-backed registration ledger, the other accounts of the
   * upload one listing may serve together).
   */
  adapterFor(
    definition: MarketDefinition,
    settings: unknown,
    extra?: Pick<MarketContext, 'registrations' | 'linkedAccounts'>,
  ): MarketAdapter;
  /** The server's public IP as configured (EGRESS_IP), quoted in IP refusals. */
  egressIp: string | null;
  policy: FetchPolicy;
};

/** The configuration as the registry reads it: variables by name. */
function environmentOf(config: Config): Readonly<Record<string, string | undefined>> {
  const variables = config as unknown as Readonly<Record<string, unknown>>;
  const env: Record<string, string | undefined> = {};
  const names = new Set(['MARKET_EMULATOR_URL']);
  for (const definition of marketDefinitions()) {
    names.add(definition.baseUrlVariable);
    if (definition.closed) {
      names.add(definition.closed.enableVariable);
    }
  }
  for (const name of names) {
    const value = variables[name];
    env[name] = typeof value === 'string' ? value : undefined;
  }
  return env;
}

const MARKET_CONNECTIONS_PER_ORIGIN = 128;

export function createMarketFetchPolicy(config: Config): FetchPolicy {
  const env = environmentOf(config);
  return serviceFetchPolicy({
    baseUrls: marketDefinitions().map((definition) => resolveMarketBaseUrl(definition, env)),
    emulatorUrl: config.MARKET_EMULATOR_URL,
    proxyUrl: config.OUTBOUND_PROXY_URL,
    // Category trees (Naver's whole tree) are the largest answers.
    maxBytes: 50 * 1024 * 1024,
    timeoutMs: config.MARKET_FETCH_TIMEOUT_MS,
    maxRedirects: 0,
    // Every upload queue's items at once, each with its image downloads: a call the account's limiter
    // lets go must not wait behind others for a socket, or calls reach the market in bunches, over its
    // rate. (With MARKET_EMULATOR_URL every market is one origin, which makes this matter most.)
    connectionsPerOrigin: MARKET_CONNECTIONS_PER_ORIGIN,
  });
}

/** Reads an image of this server's image store by its key (`ab/<sha-256>.jpg`); null when absent. */
export type OwnImageReader = (key: string) => Promise<Uint8Array | null>;

/**
 * Product images kept in this server's image store are published at PUBLIC_URL + IMAGE_STORE_PATH + key;
 * adapters that upload images to the market first (SmartStore) download them. Those are read from the
 * store itself: the market policy allows market hosts only, and the server need not call itself.
 */
function withOwnImages(fetcher: Fetcher, publicUrl: string, read: OwnImageReader | undefined): Fetcher {
  if (!read) {
    return fetcher;
  }
  const prefix = `${publicUrl}${IMAGE_STORE_PATH}`;
  return async (url, init) => {
    if (!url.startsWith(prefix) || (init?.method ?? 'GET') !== 'GET') {
      return fetcher(url, init);
    }
    const key = url.slice(prefix.length).split(/[?#]/, 1)[0] ?? '';
    const bytes = /^[0-9a-f]{2}\/[0-9a-f]{64}\.(jpg|png)$/.test(key) ? await read(key) : null;
    const type = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return {
      status: bytes ? 200 : 404,
      url,
      headers: bytes ? { 'content-type': type } : {},
      text: () => (bytes ? Buffer.from(bytes).toString('utf8') : ''),
      bytes: () => bytes ?? new Uint8Array(),
    };
  };
}

export function createMarketAccess(
  config: Config,
  options: { ownImages?: OwnImageReader } = {},
): MarketAccess {
  const env = environmentOf(config);
  const policy = createMarketFetchPolicy(config);
  // Market clients read every status themselves (401/403/429 bodies carry the reason).
  const fetcher: Fetcher = withOwnImages(
    safeFetcher(policy, { redirect: 'manual' }),
    config.publicUrl,
    options.ownImages,
  );
  const egressIp = config.EGRESS_IP ?? null;
  return {
    definitions: marketDefinitions,
    definition: (market) => findMarketDefinition(market),
    enabled: (definition) => isMarketEnabled(definition, env),
    baseUrl: (definition) => resolveMarketBaseUrl(definition, env),
    adapterFor: (definition, settings, extra) =>
      definition.createAdapter(settings, {
        ...extra,
        fetcher,
        baseUrl: resolveMarketBaseUrl(definition, env),
        egressIp,
      }),
    egressIp,
    policy,
  };
}
