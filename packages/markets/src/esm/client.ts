import type { ResolvedContext } from '../context';
import { MarketError } from '../errors';
import type { AccountRateLimiter } from '../http/rate-limiter';
import { base64Url, hmacSha256Base64Url } from '../http/signing';
import { MarketTransport, type MarketCall } from '../http/transport';
import { esmError, isEsmFailure } from './errors';
import type { EsmSettings } from './settings';

/**
 * The ESM Trading API protocol (markets.md §4): a JWT signed HS256 with the Secret Key for every request,
 * header `kid` = the ESM+ master ID, claims `aud="sa.esmplus.com"` (even though calls go to sa2),
 * `sub="sell"`, `ssi` naming the site's seller ID (both sites' sellers, `A:…,G:…`, for calls on a master
 * goods that serves both); JSON bodies.
 */

/** 1 = 옥션 (Auction, `A`, `iac`), 2 = G마켓 (Gmarket, `G`, `gmkt`). */
export type EsmSite = {
  market: 'Gmarket' | 'Auction';
  siteType: 1 | 2;
  letter: 'A' | 'G';
  key: 'gmkt' | 'iac';
};
export const ESM_SITES = {
  Gmarket: { market: 'Gmarket', siteType: 2, letter: 'G', key: 'gmkt' },
  Auction: { market: 'Auction', siteType: 1, letter: 'A', key: 'iac' },
} as const satisfies Record<string, EsmSite>;

export const ESM_AUDIENCE = 'sa.esmplus.com';

/** A site's seller of the master: the other site's account when G마켓 and 옥션 share a master goods. */
export type EsmSeller = { site: EsmSite; sellerId: string };

/** The bearer token of one request; `partner` adds the other site's seller to `ssi`. */
export function esmToken(
  settings: EsmSettings,
  site: EsmSite,
  epochMs: number,
  partner: EsmSeller | null = null,
): string {
  const sellers = [{ site, sellerId: settings.sellerId }, ...(partner ? [partner] : [])]
    // The documented order: "A:{auctionSellerId},G:{gmarketSellerId}".
    .sort((a, b) => a.site.letter.localeCompare(b.site.letter))
    .map((seller) => `${seller.site.letter}:${seller.sellerId}`);
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: settings.masterId }));
  const payload = base64Url(
    JSON.stringify({
      iss: 'sellerdesk',
      sub: 'sell',
      aud: ESM_AUDIENCE,
      iat: Math.floor(epochMs / 1000),
      ssi: sellers.join(','),
    }),
  );
  return `${header}.${payload}.${hmacSha256Base64Url(settings.secretKey, `${header}.${payload}`)}`;
}

export type Json = Record<string, unknown>;

export type EsmCall = Omit<MarketCall, 'headers' | 'body' | 'operation'> & {
  operation?: string;
  json?: unknown;
  /** Sign for both sites' sellers (a master goods of both sites); needs the partner. */
  bothSites?: boolean;
};

export class EsmClient {
  private readonly transport: MarketTransport;
  /** Signs with both sellers in `ssi`; null without a partner account. */
  private readonly pairedTransport: MarketTransport | null;

  constructor(
    settings: EsmSettings,
    private readonly site: EsmSite,
    context: ResolvedContext,
    limiter: AccountRateLimiter,
    partner: EsmSeller | null = null,
  ) {
    const transport = (partnerSeller: EsmSeller | null) =>
      MarketTransport.forAccount(site.market, context, limiter, {
        authorize: () => ({
          authorization: `Bearer ${esmToken(settings, site, context.now(), partnerSeller)}`,
        }),
        toError: (reply) => esmError(reply, site.market, context.egressIp),
        isFailure: isEsmFailure,
      });
    this.transport = transport(null);
    this.pairedTransport = partner ? transport(partner) : null;
  }

  async call(call: EsmCall): Promise<Json> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const { bothSites, ...rest } = call;
    const transport = (bothSites ? this.pairedTransport : null) ?? this.transport;
    const reply = await transport.send({
      ...rest,
      operation: call.operation ?? `${call.method} ${call.path.replace(/\/\d{3,}(?=\/|$)/g, '/{id}')}`,
      headers,
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
    });
    if (!reply.json || typeof reply.json !== 'object') {
      throw new MarketError({
        market: this.site.market,
        code: 'INVALID_RESPONSE',
        detail: `${call.method} ${call.path}: not JSON`,
      });
    }
    return reply.json as Json;
  }

  get(path: string): Promise<Json> {
    return this.call({ method: 'GET', path, idempotent: true });
  }
}
