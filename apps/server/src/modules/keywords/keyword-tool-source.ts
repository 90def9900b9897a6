import { serviceFetchPolicy } from '../../infra/outbound/service-policy';
import {
  createKeywordTool,
  isKeywordToolError,
  KeywordToolError,
  resolveSearchAdBaseUrl,
  type KeywordTool,
  type SearchAdCredentials,
} from '@sellerdesk/markets';
import type { Config } from '../../config';
import { safeFetcher } from '../../infra/outbound/safe-fetch';
import { redactThirdPartyText } from '../../lib/log-safety';

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
  return (credentials) =>
    withRedactedFailures(createKeywordTool({ fetcher, baseUrl, credentials }), credentials);
}

/**
 * The service's refusal quotes back what it was sent (the access licence, the signature): a failure leaves
 * here with its vendor detail redacted, so whoever logs it cannot leak the seller's keys.
 */
function withRedactedFailures(tool: KeywordTool, credentials: SearchAdCredentials): KeywordTool {
  const known = [credentials.accessLicense, credentials.secretKey];
  return {
    async relatedKeywords(hints) {
      try {
        return await tool.relatedKeywords(hints);
      } catch (error) {
        if (!isKeywordToolError(error)) {
          throw error;
        }
        throw new KeywordToolError({
          code: error.code,
          message: error.message,
          status: error.status,
          retryAfterSeconds: error.retryAfterSeconds,
          detail: redactThirdPartyText(error.detail, known),
        });
      }
    },
  };
}
