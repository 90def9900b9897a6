import { timingSafeEqual } from 'node:crypto';
import { hashSync } from 'bcryptjs';
import { json, type Reply, type RequestContext } from '../../server/http';
import { Gateway, type BucketConfig, type ForcedAnswer, type GatewayStats } from '../shared/gateway';
import type { CategorySource } from '../shared/category-data';
import { NaverCatalog, NOTICE_TYPE_BY_ID, NOTICE_TYPES, noticeTypesFor, ORIGIN_AREAS } from './catalog';
import {
  changeStatus,
  createProduct,
  readProduct,
  searchProducts,
  updateProduct,
  uploadImages,
  type ProductRouteContext,
} from './products';
import { apiError, gatewayError, invalid } from './replies';
import { DEFAULT_NAVER_APP, NaverState, type NaverApp, type NaverAppSeed } from './state';

/**
 * The Naver Commerce API emulator under `/naver`: the client-credentials token with the bcrypt sign and
 * its 5-minute timestamp window, a bearer token on every call, the gateway's token bucket per API and
 * application with the `GNCP-GW-RateLimit-*` headers, and the endpoints the adapter uses.
 */

export type NaverEmulatorOptions = {
  apps?: NaverAppSeed[];
  /** Product APIs: 20 per second per API and application, bucket 2× (markets.md §1.4). */
  rateLimit?: BucketConfig;
  categories?: CategorySource;
};

export type NaverEmulatorStats = GatewayStats & { tokensIssued: number; listings: number; images: number };

const TIMESTAMP_WINDOW_MS = 5 * 60_000;
const TOKEN_PATH = '/v1/oauth2/token';

type Route = {
  method: string;
  pattern: RegExp;
  /** The API's name, which is also its rate-limit bucket. */
  operation: string;
  run(context: ProductRouteContext, match: readonly string[]): Reply;
};

function formFields(request: RequestContext): Map<string, string> | null {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return null;
  }
  return new Map(new URLSearchParams(request.body.toString('utf8')));
}

export class NaverEmulator {
  readonly state: NaverState;
  readonly gateway: Gateway;
  private catalogInstance: NaverCatalog | null = null;
  private readonly routes: Route[];

  constructor(private readonly options: NaverEmulatorOptions = {}) {
    this.state = new NaverState(options.apps ?? [{ ...DEFAULT_NAVER_APP }]);
    this.gateway = new Gateway(options.rateLimit ?? { ratePerSecond: 20, burst: 40 });
    this.routes = this.buildRoutes();
  }

  /** Categories load on first use: the full snapshot is 5,800 rows. */
  get catalog(): NaverCatalog {
    this.catalogInstance ??= new NaverCatalog(this.options.categories ?? 'auto');
    return this.catalogInstance;
  }

  addApp(seed: NaverAppSeed): NaverApp {
    return this.state.addApp(seed);
  }

  force(answer: ForcedAnswer, count = 1): void {
    this.gateway.force(answer, count);
  }

  stats(): NaverEmulatorStats {
    return {
      ...this.gateway.stats(),
      tokensIssued: this.state.tokensIssued,
      listings: this.state.products.size,
      images: this.state.images.size,
    };
  }

  /** Makes every issued token expired, as three hours later. */
  expireTokens(): void {
    for (const token of this.state.tokens.values()) {
      token.expiresAt = 0;
    }
  }

  reset(): void {
    this.state.clear();
    this.gateway.reset();
  }

  /** Answers a request under `/naver` (the prefix already removed from `path`). */
  handle(request: RequestContext, path: string, base: string): Reply {
    if (request.method === 'GET' && path.startsWith('/phinf/')) {
      const image = this.state.images.get(`${base}${path}`);
      return image
        ? { status: 200, headers: { 'content-type': image.contentType }, body: image.data }
        : { status: 404, body: '' };
    }
    if (path === TOKEN_PATH && request.method === 'POST') {
      return this.token(request);
    }
    const route = this.routes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(path),
    );
    const operation = route?.operation ?? `${request.method} ${path}`;
    const forced = this.gateway.arrive(operation);
    if (forced) {
      return this.forcedReply(forced);
    }
    const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const token = bearer ? this.state.tokens.get(bearer) : undefined;
    if (!token || token.expiresAt <= Date.now()) {
      this.gateway.rejected();
      return gatewayError(
        401,
        'GW.AUTHN',
        token ? '만료된 토큰입니다.' : '인증 토큰이 없거나 유효하지 않습니다.',
      );
    }
    const app = this.state.apps.get(token.clientId);
    if (!app?.ipAllowed) {
      this.gateway.rejected();
      return gatewayError(403, 'GW.IP_NOT_ALLOWED', '허용되지 않은 IP입니다.');
    }
    if (!route) {
      this.gateway.rejected();
      return gatewayError(404, 'GW.NOT_FOUND', '존재하지 않는 API입니다.');
    }
    const limit = this.gateway.config;
    const bucket = this.gateway.take(`${app.clientId}|${operation}`);
    const headers = {
      'GNCP-GW-RateLimit-Replenish-Rate': String(limit.ratePerSecond),
      'GNCP-GW-RateLimit-Burst-Capacity': String(limit.burst),
      'GNCP-GW-RateLimit-Remaining': String(bucket.remaining),
    };
    if (!bucket.ok) {
      return gatewayError(429, 'GW.RATE_LIMIT', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', headers);
    }
    const match = path.match(route.pattern) ?? [];
    const context = {
      request,
      state: this.state,
      store: this.state.store(token.store),
      catalog: this.catalog,
      base,
    };
    const reply = route.run(context, match);
    if (reply.status >= 400) {
      this.gateway.rejected();
    }
    return { ...reply, headers: { ...reply.headers, ...headers } };
  }

  private forcedReply(forced: ForcedAnswer): Reply {
    const retry: Record<string, string> =
      forced.retryAfterSeconds !== undefined ? { 'retry-after': String(forced.retryAfterSeconds) } : {};
    switch (forced.status) {
      case 429:
        return gatewayError(429, 'GW.RATE_LIMIT', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', {
          ...retry,
          'GNCP-GW-RateLimit-Remaining': '0',
        });
      case 503:
        return gatewayError(503, 'GW.BLOCK.02', '서비스 점검 중입니다.', retry);
      case 504:
        return gatewayError(504, 'GW.TIMEOUT.01', '응답 시간이 초과되었습니다.', retry);
      default:
        return gatewayError(forced.status, 'GW.PROXY.01', '일시적인 오류가 발생했습니다.', retry);
    }
  }

  private token(request: RequestContext): Reply {
    const forced = this.gateway.arrive('POST /v1/oauth2/token');
    if (forced) {
      return this.forcedReply(forced);
    }
    const reject = (reply: Reply) => {
      this.gateway.rejected();
      return reply;
    };
    const fields = formFields(request);
    if (!fields) {
      return reject(
        apiError(400, 'BadRequest', '토큰 요청은 application/x-www-form-urlencoded 형식이어야 합니다.'),
      );
    }
    const missing = ['client_id', 'timestamp', 'grant_type', 'client_secret_sign', 'type'].filter(
      (name) => !fields.get(name),
    );
    if (missing.length > 0) {
      return reject(
        invalid(missing.map((name) => ({ name, type: 'NotBlank', message: `${name} 값이 없습니다.` }))),
      );
    }
    if (fields.get('grant_type') !== 'client_credentials') {
      return reject(
        invalid([{ name: 'grant_type', type: 'InvalidEnum', message: 'client_credentials만 지원합니다.' }]),
      );
    }
    const type = fields.get('type');
    if (type !== 'SELF' && type !== 'SELLER') {
      return reject(
        invalid([{ name: 'type', type: 'InvalidEnum', message: 'SELF 또는 SELLER여야 합니다.' }]),
      );
    }
    const timestamp = Number(fields.get('timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() - timestamp) > TIMESTAMP_WINDOW_MS) {
      return reject(
        invalid([
          {
            name: 'timestamp',
            type: 'Expired',
            message: 'timestamp가 유효하지 않습니다. (현재 시각 기준 5분 이내)',
          },
        ]),
      );
    }
    const clientId = fields.get('client_id') ?? '';
    const app = this.state.apps.get(clientId);
    if (!app) {
      return reject(
        invalid([{ name: 'client_id', type: 'NotFound', message: '등록되지 않은 client_id입니다.' }]),
      );
    }
    if (!app.ipAllowed) {
      return reject(gatewayError(403, 'GW.IP_NOT_ALLOWED', '허용되지 않은 IP입니다.'));
    }
    // The sign is Base64(bcrypt(`${client_id}_${timestamp}`, salt = the secret)): recompute and compare.
    const sign = Buffer.from(fields.get('client_secret_sign') ?? '', 'base64');
    const expected = Buffer.from(hashSync(`${clientId}_${timestamp}`, app.clientSecret));
    if (sign.length !== expected.length || !timingSafeEqual(sign, expected)) {
      return reject(gatewayError(401, 'GW.AUTHN', 'client_secret_sign 검증에 실패했습니다.'));
    }
    let store = app.accountId;
    if (type === 'SELLER') {
      const accountId = fields.get('account_id') ?? '';
      if (!app.sellerAccountIds.includes(accountId)) {
        return reject(
          invalid([{ name: 'account_id', type: 'NotFound', message: '권한이 없는 판매자 계정입니다.' }]),
        );
      }
      store = accountId;
    }
    const token = this.state.issueToken(clientId, store, Date.now());
    return json(200, {
      access_token: token.token,
      expires_in: Math.floor((token.expiresAt - Date.now()) / 1000),
      token_type: 'Bearer',
    });
  }

  private buildRoutes(): Route[] {
    const route = (method: string, template: string, run: Route['run']): Route => ({
      method,
      operation: `${method} ${template}`,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
      run,
    });
    return [
      route('GET', '/v1/seller/account', (c) =>
        json(200, { accountId: c.store.key, accountUid: `uid-${c.store.key}`, grade: 'BASIC' }),
      ),
      route('GET', '/v1/categories', (c) => {
        const last = c.request.url.searchParams.get('last');
        return json(
          200,
          last === 'true' ? c.catalog.categories.filter((row) => row.last) : c.catalog.categories,
        );
      }),
      route('GET', '/v1/categories/{id}', (c, m) => {
        const row = c.catalog.byId.get(m[1] ?? '');
        return row ? json(200, row) : apiError(404, 'NotFound', '존재하지 않는 카테고리입니다.');
      }),
      route('GET', '/v1/categories/{id}/sub-categories', (c, m) =>
        c.catalog.byId.has(m[1] ?? '')
          ? json(200, c.catalog.children(m[1] ?? ''))
          : apiError(404, 'NotFound', '존재하지 않는 카테고리입니다.'),
      ),
      route('GET', '/v1/products-for-provided-notice', (c) => {
        const categoryId = c.request.url.searchParams.get('categoryId');
        const row = categoryId ? c.catalog.byId.get(categoryId) : undefined;
        if (categoryId && !row) {
          return apiError(404, 'NotFound', '존재하지 않는 카테고리입니다.');
        }
        const types = row ? noticeTypesFor(row).map((type) => NOTICE_TYPE_BY_ID.get(type)!) : NOTICE_TYPES;
        return json(200, types.map(noticeBody));
      }),
      route('GET', '/v1/products-for-provided-notice/{type}', (_, m) => {
        const type = NOTICE_TYPE_BY_ID.get(m[1] ?? '');
        return type
          ? json(200, noticeBody(type))
          : apiError(404, 'NotFound', '존재하지 않는 상품정보제공고시 유형입니다.');
      }),
      route('GET', '/v1/seller/addressbooks-for-page', (c) => {
        const page = Math.max(1, Number(c.request.url.searchParams.get('page') ?? 1) || 1);
        const size = Math.min(100, Math.max(1, Number(c.request.url.searchParams.get('size') ?? 10) || 10));
        const books = c.store.addressBooks;
        return json(200, {
          addressBooks: books.slice((page - 1) * size, page * size),
          page,
          size,
          totalCount: books.length,
        });
      }),
      route('GET', '/v1/product-origin-areas', () => json(200, ORIGIN_AREAS)),
      route('POST', '/v1/product-images/upload', (c) => uploadImages(c)),
      route('POST', '/v2/products', (c) => createProduct(c)),
      route('GET', '/v2/products/origin-products/{no}', (c, m) => readProduct(c, m[1] ?? '')),
      route('PUT', '/v2/products/origin-products/{no}', (c, m) => updateProduct(c, m[1] ?? '')),
      route('POST', '/v1/products/search', (c) => searchProducts(c)),
      route('PUT', '/v1/products/origin-products/{no}/change-status', (c, m) => changeStatus(c, m[1] ?? '')),
    ];
  }
}

function noticeBody(type: (typeof NOTICE_TYPES)[number]) {
  return {
    productInfoProvidedNoticeType: type.type,
    productInfoProvidedNoticeTypeName: type.name,
    fields: type.fields,
  };
}
