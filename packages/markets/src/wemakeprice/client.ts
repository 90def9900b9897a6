import type { ResolvedContext } from '../context';
import { MarketError } from '../errors';
import type { AccountRateLimiter } from '../http/rate-limiter';
import { MarketTransport } from '../http/transport';
import { isWeMakePriceFailure, weMakePriceError } from './errors';
import type { WeMakePriceSettings } from './settings';

/** The W Partner API protocol (markets.md §6): the static `apiKey` header, JSON both ways. */

export type Json = Record<string, unknown>;

export class WeMakePriceClient {
  private readonly transport: MarketTransport;

  constructor(settings: WeMakePriceSettings, context: ResolvedContext, limiter: AccountRateLimiter) {
    this.transport = MarketTransport.forAccount('WeMakePrice', context, limiter, {
      authorize: () => ({ apiKey: settings.apiKey }),
      toError: (reply) => weMakePriceError(reply, context.egressIp),
      isFailure: isWeMakePriceFailure,
    });
  }

  /** The answer's `data`. */
  private async send(
    method: 'GET' | 'POST',
    path: string,
    idempotent: boolean,
    json?: Json,
  ): Promise<unknown> {
    const reply = await this.transport.send({
      operation: `${method} ${path.split('?')[0]}`,
      method,
      path,
      idempotent,
      headers: {
        accept: 'application/json',
        ...(json ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    if (!reply.json || typeof reply.json !== 'object') {
      throw new MarketError({ market: 'WeMakePrice', code: 'INVALID_RESPONSE', detail: `${method} ${path}` });
    }
    return (reply.json as Json).data;
  }

  get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const search = new URLSearchParams(query).toString();
    return this.send('GET', search ? `${path}?${search}` : path, true);
  }

  /** Writes that replace state (status, sale data, an update by productNo) are safe to repeat. */
  post(path: string, body: Json, idempotent: boolean): Promise<unknown> {
    return this.send('POST', path, idempotent, body);
  }
}
