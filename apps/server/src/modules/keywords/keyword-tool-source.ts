import { serviceFetchPolicy } from '../../infra/outbound/service-policy';
import {
  createKeywordTool,
  resolveSearchAdBaseUrl,
  type KeywordTool,
  type SearchAdCredentials,
} from '@sellerdesk/markets';
import type { Config } from '../../config';
import { safeFetcher } from '../../infra/outbound/safe-fetch';

/** Builds a seller's keyword tool over the guarded client (one pooled policy: the Search Ad host only). */
export type KeywordToolFactory = (credentials: SearchAdCredentials) => KeywordTool;

export function createKeywordToolFactory(config: Config): KeywordToolFactory {
  const baseUrl = resolveSearchAdBaseUrl({
    MARKET_EMULATOR_URL: config.MARKET_EMULATOR_URL,
    NAVER_SEARCHAD_BASE_URL: config.NAVER_SEARCHAD_BASE_URL,
  });
  const policy = serviceFetchPolicy({
    baseUrls: [baseUrl],
    emulatorUrl: config.MARKET_EMULATOR_URL,
    proxyUrl: config.OUTBOUND_PROXY_URL,
    maxBytes: 2 * 1024 * 1024,
    timeoutMs: 15_000,
    maxRedirects: 0,
  });
  const fetcher = safeFetcher(policy);
  return (credentials) => createKeywordTool({ fetcher, baseUrl, credentials });
}
