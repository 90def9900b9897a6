import type { Config } from '../../config';
import { safeFetcher, type FetchPolicy } from '../../infra/outbound/safe-fetch';
import { eximRateProvider, type ExchangeRateProvider } from './exchange-rate-provider';

/** The provider's public address; EXCHANGE_RATE_BASE_URL or the emulator replaces it. */
const EXIM_BASE_URL = 'https://oapi.koreaexim.go.kr';
/** Path of the exchange-rate API on the emulator (packages/emulators). */
const EXIM_EMULATOR_PATH = '/exim';

export function exchangeRateBaseUrl(config: Config): string {
  if (config.EXCHANGE_RATE_BASE_URL) {
    return config.EXCHANGE_RATE_BASE_URL;
  }
  const emulator = config.SOURCE_EMULATOR_URL?.replace(/\/$/, '');
  return emulator ? emulator + EXIM_EMULATOR_PATH : EXIM_BASE_URL;
}

/**
 * The configured provider, fetching only through the guarded client (its one host allowed), or null
 * without an API key.
 */
export function createExchangeRateProvider(config: Config): ExchangeRateProvider | null {
  if (!config.EXCHANGE_RATE_API_KEY) {
    return null;
  }
  const baseUrl = exchangeRateBaseUrl(config);
  const policy: FetchPolicy = {
    allowedHosts: new Set([new URL(baseUrl).hostname.toLowerCase()]),
    trustedOrigins: new Set(config.SOURCE_EMULATOR_URL ? [new URL(config.SOURCE_EMULATOR_URL).origin] : []),
    maxBytes: 1024 * 1024,
    timeoutMs: 10_000,
    maxRedirects: 2,
    proxyUrl: config.OUTBOUND_PROXY_URL,
  };
  return eximRateProvider({ fetcher: safeFetcher(policy), baseUrl, authkey: config.EXCHANGE_RATE_API_KEY });
}
