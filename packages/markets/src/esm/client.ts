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
 * `sub="sell"`, `ssi` naming the site's seller ID; JSON bodies.
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

/** The bearer token of one request. */
export function esmToken(settings: EsmSettings, site: EsmSite, epochMs: number): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: settings.masterId }));
  const payload = base64Url(
    JSON.stringify({
      iss: 'sellerdesk',
      sub: 'sell',
      aud: ESM_AUDIENCE,
      iat: Math.floor(epochMs / 1000),
      ssi: `${site.letter}:${settings.sellerId}`,
    }),
  );
  return `${header}.${payload}.${hmacSha256Base64Url(settings.secretKey, `${header}.${payload}`)}`;
}

export type Json = Record<string, unknown>;

export class EsmClient {
  private readonly transport: MarketTransport;

  constructor(
    settings: EsmSettings,
    private readonly site: EsmSite,
    context: ResolvedContext,
    limiter: AccountRateLimiter,
  ) {
    this.transport = MarketTransport.forAccount(site.market, context, limiter, {
      authorize: () => ({ authorization: `Bearer ${esmToken(settings, site, context.now())}` }),
      toError: (reply) => esmError(reply, site.market, context.egressIp),
      isFailure: isEsmFailure,
    });
  }

  async call(
    call: Omit<MarketCall, 'headers' | 'body' | 'operation'> & { operation?: string; json?: unknown },
  ): Promise<Json> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const reply = await this.transport.send({
      ...call,
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
