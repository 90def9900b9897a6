import { createHmac, timingSafeEqual } from 'node:crypto';
import { html, json, type Reply, type RequestContext } from '../../server/http';
import type { CategorySource } from '../shared/category-data';
import { Gateway, type BucketConfig, type ForcedAnswer, type GatewayStats } from '../shared/gateway';
import { categoryMeta, CoupangCatalog } from './catalog';
import { productRoutes, type CoupangRouteContext } from './products';
import { CoupangState, DEFAULT_COUPANG_VENDOR, type CoupangVendor, type CoupangVendorSeed } from './state';

/**
 * The Coupang Wing Open API emulator under `/coupang`: the CEA HMAC-SHA256 signature with its clock
 * window, the vendorId of the key, a token bucket per vendorId that blocks for a while when exceeded
 * (429 with Retry-After), and the product, category and shipping-place endpoints the adapter uses.
 */

export type CoupangEmulatorOptions = {
  vendors?: CoupangVendorSeed[];
  /** About 10 requests per second per vendorId (markets.md §2.4). */
  rateLimit?: BucketConfig;
  /** How long a vendor stays blocked after going over the rate (Coupang: minutes; tests: short). */
  blockSeconds?: number;
  /** Time from approval request to approval (0: at once). */
  approvalDelayMs?: number;
  categories?: CategorySource;
};

export type CoupangEmulatorStats = GatewayStats & { listings: number; vendorItems: number };

const SIGNATURE_WINDOW_MS = 5 * 60_000;
const AUTHORIZATION =
  /^CEA algorithm=HmacSHA256, access-key=([^,\s]+), signed-date=(\d{2})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z, signature=([0-9a-f]{64})$/;

export const error = (status: number, message: string): Reply =>
  json(status, { code: 'ERROR', message, data: null });

export class CoupangEmulator {
  readonly state: CoupangState;
  readonly gateway: Gateway;
  approvalDelayMs: number;
  blockSeconds: number;
  private catalogInstance: CoupangCatalog | null = null;

  constructor(private readonly options: CoupangEmulatorOptions = {}) {
    this.state = new CoupangState(options.vendors ?? [{ ...DEFAULT_COUPANG_VENDOR }]);
    this.gateway = new Gateway(options.rateLimit ?? { ratePerSecond: 10, burst: 10 });
    this.approvalDelayMs = options.approvalDelayMs ?? 0;
    this.blockSeconds = options.blockSeconds ?? 1;
  }

  get catalog(): CoupangCatalog {
    this.catalogInstance ??= new CoupangCatalog(this.options.categories ?? 'auto');
    return this.catalogInstance;
  }

  addVendor(seed: CoupangVendorSeed): CoupangVendor {
    return this.state.addVendor(seed);
  }

  force(answer: ForcedAnswer, count = 1): void {
    this.gateway.force(answer, count);
  }

  stats(): CoupangEmulatorStats {
    return {
      ...this.gateway.stats(),
      listings: this.state.products.size,
      vendorItems: this.state.itemOwners.size,
    };
  }

  reset(): void {
    this.state.clear();
    this.gateway.reset();
  }

  /** Answers a request under `/coupang` (the prefix already removed from `path`). */
  handle(request: RequestContext, path: string): Reply {
    const route = productRoutes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(path),
    );
    const operation = route ? `${route.method} ${route.name}` : `${request.method} ${path}`;
    const forced = this.gateway.arrive(operation);
    if (forced) {
      return this.forcedReply(forced);
    }
    const reject = (reply: Reply) => {
      this.gateway.rejected();
      return reply;
    };
    const auth = this.authenticate(request, path);
    if ('reply' in auth) {
      return reject(auth.reply);
    }
    const { vendor } = auth;
    const now = Date.now();
    const blocked = this.state.blockedUntil.get(vendor.vendorId) ?? 0;
    if (blocked > now) {
      this.gateway.limited();
    }
    if (blocked > now || !this.gateway.take(vendor.vendorId, now).ok) {
      const until = Math.max(blocked, now + this.blockSeconds * 1000);
      this.state.blockedUntil.set(vendor.vendorId, until);
      return json(
        429,
        { code: 'ERROR', message: 'Too many requests. 요청량이 많아 일시적으로 차단되었습니다.', data: null },
        { 'retry-after': String(Math.max(1, Math.ceil((until - now) / 1000))) },
      );
    }
    if (!route) {
      return reject(error(404, `존재하지 않는 API입니다: ${request.method} ${path}`));
    }
    const context: CoupangRouteContext = {
      request,
      vendor,
      state: this.state,
      catalog: this.catalog,
      settle: (product) => this.settle(product),
      meta: categoryMeta,
    };
    const reply = route.run(context, path.match(route.pattern) ?? []);
    if (reply.status >= 400) {
      this.gateway.rejected();
    }
    return reply;
  }

  /** Approval happens `approvalDelayMs` after the request, seen at the next read. */
  private settle(product: Parameters<CoupangRouteContext['settle']>[0]): void {
    if (
      product.statusName === '승인대기중' &&
      product.requestedAt !== null &&
      Date.now() - product.requestedAt >= this.approvalDelayMs
    ) {
      this.state.approve(product);
    }
  }

  private forcedReply(forced: ForcedAnswer): Reply {
    const headers: Record<string, string> =
      forced.retryAfterSeconds !== undefined ? { 'retry-after': String(forced.retryAfterSeconds) } : {};
    if (forced.status === 403 && forced.html) {
      return html(
        403,
        '<html><head><title>Access Denied</title></head><body><h1>Access Denied</h1></body></html>',
        headers,
      );
    }
    const messages: Record<number, string> = {
      429: 'Too many requests. 요청량이 많아 일시적으로 차단되었습니다.',
      500: '서버 내부 오류가 발생했습니다.',
      503: '서비스를 일시적으로 사용할 수 없습니다.',
      504: 'Gateway Timeout',
    };
    return json(
      forced.status,
      { code: 'ERROR', message: messages[forced.status] ?? '오류가 발생했습니다.', data: null },
      headers,
    );
  }

  private authenticate(request: RequestContext, path: string): { vendor: CoupangVendor } | { reply: Reply } {
    const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
    if (!match) {
      return {
        reply: json(401, {
          code: 401,
          message: 'Invalid authorization header. (CEA algorithm=HmacSHA256, …)',
        }),
      };
    }
    const [, accessKey = '', yy, mm, dd, hh, mi, ss, signature = ''] = match;
    const vendor = this.state.vendorByAccessKey(accessKey);
    if (!vendor) {
      return { reply: json(401, { code: 401, message: 'Invalid access key.' }) };
    }
    if (vendor.keyExpiresAt !== null && vendor.keyExpiresAt <= Date.now()) {
      return {
        reply: json(401, { code: 401, message: 'The access key has expired. Please reissue the key.' }),
      };
    }
    if (!vendor.ipAllowed) {
      return {
        reply: json(403, { code: 'ERROR', message: 'Your IP address is not allowed for this access key.' }),
      };
    }
    const signedAt = Date.UTC(
      2000 + Number(yy),
      Number(mm) - 1,
      Number(dd),
      Number(hh),
      Number(mi),
      Number(ss),
    );
    if (Math.abs(Date.now() - signedAt) > SIGNATURE_WINDOW_MS) {
      return { reply: json(401, { code: 401, message: 'Specified signature is expired.' }) };
    }
    const signedDate = `${yy}${mm}${dd}T${hh}${mi}${ss}Z`;
    const message = `${signedDate}${request.method}${path}${request.url.search.replace(/^\?/, '')}`;
    const expected = Buffer.from(createHmac('sha256', vendor.secretKey).update(message).digest('hex'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { reply: json(401, { code: 401, message: 'Invalid signature.' }) };
    }
    const vendorInPath = /\/vendors\/([^/]+)\//.exec(path)?.[1];
    if (vendorInPath !== undefined && vendorInPath !== vendor.vendorId) {
      return { reply: error(403, `요청한 업체코드(${vendorInPath})가 API 키의 업체와 다릅니다.`) };
    }
    return { vendor };
  }
}
