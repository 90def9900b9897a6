import { createHmac, timingSafeEqual } from 'node:crypto';
import { json, type Reply, type RequestContext } from '../../server/http';
import { Gateway, type BucketConfig, type ForcedAnswer, type GatewayStats } from '../shared/gateway';
import { relatedRows } from './keywords';

/**
 * The NAVER Search Ad API emulator under `/naver-searchad`: `GET /keywordstool`. It checks what the
 * service checks: the four headers (X-Timestamp epoch ms, X-API-KEY, X-Customer, X-Signature), the clock
 * window, the access license, that the customer id is the license's, and the signature
 * base64(HMAC-SHA256(secret, `timestamp.GET./keywordstool`)); refusals are the service's problem bodies
 * (`urn:naver:api:problem:*`). Calls are limited per customer id (429 `{code, message}`), hints as the
 * service takes them (1–5, comma separated, no spaces).
 */

export type SearchAdCustomer = { customerId: string; accessLicense: string; secretKey: string };

export const DEFAULT_SEARCHAD_CUSTOMER: SearchAdCustomer = {
  customerId: '1234567',
  accessLicense: '0100000000a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  secretKey: 'AQAAAADx9hmPemulatorSecretKeyForTestsOnly00==',
};

export type SearchAdEmulatorOptions = {
  customers?: SearchAdCustomer[];
  rateLimit?: BucketConfig;
};

const CLOCK_WINDOW_MS = 5 * 60_000;
const MAX_HINTS = 5;

function problem(status: number, type: string, title: string, detail: string, extra: object = {}): Reply {
  return json(status, { ...extra, status, type: `urn:naver:api:problem:${type}`, title, detail });
}

function header(request: RequestContext, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class SearchAdEmulator {
  readonly gateway: Gateway;
  private customers = new Map<string, SearchAdCustomer>();

  constructor(private readonly options: SearchAdEmulatorOptions = {}) {
    this.gateway = new Gateway(options.rateLimit ?? { ratePerSecond: 10, burst: 10 });
    this.seedDefaults();
  }

  private seedDefaults(): void {
    this.customers.clear();
    for (const customer of this.options.customers ?? [DEFAULT_SEARCHAD_CUSTOMER]) {
      this.customers.set(customer.accessLicense, { ...customer });
    }
  }

  addCustomer(customer: SearchAdCustomer): SearchAdCustomer {
    this.customers.set(customer.accessLicense, { ...customer });
    return customer;
  }

  force(answer: ForcedAnswer, count = 1): void {
    this.gateway.force(answer, count);
  }

  stats(): GatewayStats {
    return this.gateway.stats();
  }

  reset(): void {
    this.gateway.reset();
    this.seedDefaults();
  }

  /** Answers a request under `/naver-searchad` (the prefix already removed from `path`). */
  handle(request: RequestContext, path: string): Reply {
    const forced = this.gateway.arrive(`${request.method} ${path}`);
    if (forced) {
      const headers: Record<string, string> =
        forced.retryAfterSeconds !== undefined ? { 'retry-after': String(forced.retryAfterSeconds) } : {};
      return json(forced.status, { code: forced.status, message: 'Forced by the emulator' }, headers);
    }
    const auth = this.authenticate(request, path);
    if ('reply' in auth) {
      this.gateway.rejected();
      return auth.reply;
    }
    // The service limits calls per customer id, without a Retry-After header.
    if (!this.gateway.take(auth.customer.customerId).ok) {
      return json(429, { code: 429, message: 'Too Many Requests' });
    }
    if (request.method !== 'GET' || path !== '/keywordstool') {
      this.gateway.rejected();
      return problem(404, 'not-found', 'Not Found', `No API for ${request.method} ${path}`);
    }
    const raw = request.url.searchParams.get('hintKeywords') ?? '';
    const hints = raw.split(',');
    if (
      raw === '' ||
      hints.length > MAX_HINTS ||
      hints.some((hint) => hint === '' || /\s/.test(hint) || hint.length > 100)
    ) {
      this.gateway.rejected();
      return json(400, { code: 11001, message: '잘못된 파라미터 형식입니다.' });
    }
    return json(200, { keywordList: relatedRows(hints) });
  }

  private authenticate(
    request: RequestContext,
    path: string,
  ): { customer: SearchAdCustomer } | { reply: Reply } {
    const timestamp = header(request, 'X-Timestamp');
    const apiKey = header(request, 'X-API-KEY');
    const customerId = header(request, 'X-Customer');
    const signature = header(request, 'X-Signature');
    if (!timestamp || !apiKey || !customerId || !signature) {
      return {
        reply: problem(
          401,
          'unauthorized',
          'Unauthorized',
          'X-Timestamp, X-API-KEY, X-Customer and X-Signature headers are required.',
        ),
      };
    }
    const customer = this.customers.get(apiKey);
    if (!customer) {
      return {
        reply: problem(403, 'invalid-apikey', 'Invalid API-KEY', `API-KEY '${apiKey}' is invalid.`, {
          apikey: apiKey,
        }),
      };
    }
    if (!/^\d{13}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > CLOCK_WINDOW_MS) {
      return {
        reply: problem(403, 'invalid-timestamp', 'Invalid Timestamp', `Timestamp '${timestamp}' is invalid.`),
      };
    }
    const expected = createHmac('sha256', customer.secretKey)
      .update(`${timestamp}.${request.method}.${path}`, 'utf8')
      .digest('base64');
    if (!sameText(signature, expected)) {
      return {
        reply: problem(
          403,
          'invalid-signature',
          'Invalid Signature',
          `Signature '${signature}' is invalid.`,
          {
            signature,
          },
        ),
      };
    }
    if (customerId !== customer.customerId) {
      return {
        reply: problem(
          403,
          'auth-failed',
          'Auth Failed',
          `Auth failed with api-key: ${apiKey}, customer-id: ${customerId}`,
        ),
      };
    }
    return { customer };
  }
}
