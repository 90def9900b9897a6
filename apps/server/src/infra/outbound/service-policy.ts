import type { FetchPolicy } from './safe-fetch-policy';

/**
 * The fetch policy of one outside service (a market API, the keyword tool, the exchange-rate API): only
 * its own hosts, reached through OUTBOUND_PROXY_URL when set; only the operator-configured emulator may
 * live on a private address.
 */
export function serviceFetchPolicy(options: {
  baseUrls: readonly string[];
  emulatorUrl: string | undefined;
  proxyUrl: string | undefined;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  connectionsPerOrigin?: number;
}): FetchPolicy {
  return {
    allowedHosts: new Set(options.baseUrls.map((url) => new URL(url).hostname.toLowerCase())),
    trustedOrigins: new Set(options.emulatorUrl ? [new URL(options.emulatorUrl).origin] : []),
    maxBytes: options.maxBytes,
    timeoutMs: options.timeoutMs,
    maxRedirects: options.maxRedirects,
    proxyUrl: options.proxyUrl,
    ...(options.connectionsPerOrigin ? { connectionsPerOrigin: options.connectionsPerOrigin } : {}),
  };
}
