import { serviceFetchPolicy } from '../../infra/outbound/service-policy';
import type { Config } from '../../config';
import { safeFetcher } from '../../infra/outbound/safe-fetch';
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
  const policy = serviceFetchPolicy({
    baseUrls: [baseUrl],
    emulatorUrl: config.SOURCE_EMULATOR_URL,
    proxyUrl: config.OUTBOUND_PROXY_URL,
    maxBytes: 1024 * 1024,
    timeoutMs: 10_000,
    maxRedirects: 2,
  });
  return eximRateProvider({ fetcher: safeFetcher(policy), baseUrl, authkey: config.EXCHANGE_RATE_API_KEY });
}
