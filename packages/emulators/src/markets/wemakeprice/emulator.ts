import { json, type Reply, type RequestContext } from '../../server/http';
import { Gateway, type BucketConfig, type ForcedAnswer, type GatewayStats } from '../shared/gateway';
import { checkProduct, WMP_BRANDS, WMP_CATEGORIES, WMP_MAKERS, WMP_NOTICE_GROUPS } from './product-check';

/**
 * The W Partner API emulator under `/wmp` (WeMakePrice, markets.md §6; the platform itself is bankrupt
 * since 2025-11-10): the static `apiKey` header, JSON answers `{resultCode: "200", data}` or a result code
 * with `error`, business refusals with HTTP 200, a token bucket per key (429 with Retry-After), the
 * category, ship policy, notice, brand and maker look-ups and the products kept for read-back.
 */

export type WmpAccount = { apiKey: string; name: string };

export const DEFAULT_WMP_ACCOUNT: WmpAccount = {
  apiKey: 'emuWmpPartnerApiKey000000000001',
  name: '셀러데스크 위메프',
};

export type WmpEmulatorOptions = { accounts?: WmpAccount[]; rateLimit?: BucketConfig };
export type WmpEmulatorStats = GatewayStats & { listings: number };

type Json = Record<string, unknown>;
type StoredProduct = { productNo: number; apiKey: string; body: Json; saleStatus: 'SALE' | 'STOP' };

const SHIP_POLICIES = [
  {
    shipPolicyNo: 90001,
    shipPolicyName: '해외배송 (구매대행)',
    shipType: 'PARCEL',
    parcelCompanyCode: 'D002',
    parcelCompanyName: 'CJ대한통운',
    shipFee: 0,
    releaseAddr: {
      addrNo: 91001,
      addrName: '해외 출고지',
      zipcode: '22382',
      address: '인천광역시 중구 공항로 272',
      addressDetail: '국제물류센터 3층',
      phone: '032-000-0000',
    },
    returnAddr: {
      addrNo: 92001,
      addrName: '셀러데스크 반품지',
      zipcode: '07788',
      address: '서울특별시 강서구 공항대로 200',
      addressDetail: '반품센터 1층',
      phone: '02-000-0000',
    },
  },
];

const ok = (data: unknown): Reply => json(200, { resultCode: '200', data });
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

export class WmpEmulator {
  readonly gateway: Gateway;
  readonly accounts = new Map<string, WmpAccount>();
  readonly products = new Map<number, StoredProduct>();
  private sequence = { product: 0, option: 0 };

  constructor(options: WmpEmulatorOptions = {}) {
    this.gateway = new Gateway(options.rateLimit ?? { ratePerSecond: 5, burst: 10 });
    for (const account of options.accounts ?? [DEFAULT_WMP_ACCOUNT]) {
      this.addAccount(account);
    }
  }

  addAccount(account: WmpAccount): WmpAccount {
    this.accounts.set(account.apiKey, account);
    return account;
  }

  force(answer: ForcedAnswer, count = 1): void {
    this.gateway.force(answer, count);
  }

  stats(): WmpEmulatorStats {
    return { ...this.gateway.stats(), listings: this.products.size };
  }

  reset(): void {
    this.products.clear();
    this.gateway.reset();
  }

  listings() {
    return [...this.products.values()].map((product) => ({
      productNo: product.productNo,
      productName: record(product.body.basic).productName,
      sellerProdCode: record(product.body.basic).sellerProdCode,
      saleStatus: product.saleStatus,
    }));
  }

  handle(request: RequestContext, path: string): Reply {
    const forced = this.gateway.arrive(`${request.method} ${path}`);
    if (forced) {
      return json(
        forced.status,
        { resultCode: String(forced.status), error: { code: 'SYSTEM', message: '일시적인 오류입니다.' } },
        forced.retryAfterSeconds !== undefined ? { 'retry-after': String(forced.retryAfterSeconds) } : {},
      );
    }
    const key = request.headers.apikey;
    const account = typeof key === 'string' ? this.accounts.get(key) : undefined;
    if (!account) {
      this.gateway.rejected();
      return json(401, {
        resultCode: '401',
        error: { code: 'AUTH', message: '유효하지 않은 apiKey 입니다.' },
      });
    }
    if (!this.gateway.take(account.apiKey).ok) {
      return json(
        429,
        { resultCode: '429', error: { code: 'RATE_LIMIT', message: '요청이 너무 많습니다.' } },
        { 'retry-after': '1' },
      );
    }
    const query = request.url.searchParams;
    if (request.method === 'GET') {
      return this.read(path, query, account);
    }
    if (request.method !== 'POST' || !path.startsWith('/product/in/')) {
      return this.unknown(request.method, path);
    }
    if (!/^application\/json/i.test(String(request.headers['content-type'] ?? ''))) {
      return this.fail('400', 'Content-Type은 application/json 이어야 합니다.');
    }
    let body: Json;
    try {
      body = record(JSON.parse(request.body.toString('utf8')));
    } catch {
      return this.fail('400', '요청 본문이 올바른 JSON이 아닙니다.');
    }
    return this.write(path, body, account);
  }

  private unknown(method: string, path: string): Reply {
    this.gateway.rejected();
    return json(404, {
      resultCode: '404',
      error: { code: 'NO_API', message: `없는 API 입니다: ${method} ${path}` },
    });
  }

  /** A business refusal: HTTP 200, the code and message in the body. */
  private fail(code: string, message: string): Reply {
    this.gateway.rejected();
    return json(200, { resultCode: code, error: { code: 'INVALID', message } });
  }

  private owned(productNo: unknown, account: WmpAccount): StoredProduct | null {
    const product = this.products.get(Number(productNo));
    return product && product.apiKey === account.apiKey ? product : null;
  }

  private read(path: string, query: URLSearchParams, account: WmpAccount): Reply {
    switch (path) {
      case '/product/out/getCategory':
        return ok(WMP_CATEGORIES);
      case '/product/out/getSellerShipPolicy':
        return ok(SHIP_POLICIES);
      case '/product/out/getNotice':
        return ok(WMP_NOTICE_GROUPS);
      case '/product/out/getBrand': {
        const name = query.get('brandName') ?? '';
        return name
          ? ok(WMP_BRANDS.filter((brand) => brand.brandName.includes(name)))
          : this.fail('400', 'brandName을 입력해주세요.');
      }
      case '/product/out/getMaker': {
        const name = query.get('makerName') ?? '';
        return name
          ? ok(WMP_MAKERS.filter((maker) => maker.makerName.includes(name)))
          : this.fail('400', 'makerName을 입력해주세요.');
      }
      case '/product/out/getProduct': {
        const product = this.owned(query.get('productNo'), account);
        return product
          ? ok({ productNo: product.productNo, saleStatus: product.saleStatus, ...product.body })
          : this.fail('404', `상품(${query.get('productNo') ?? ''})이 존재하지 않습니다.`);
      }
      case '/product/out/sellerProdCode/getProductList': {
        const code = query.get('code') ?? '';
        if (!code) {
          return this.fail('400', 'code를 입력해주세요.');
        }
        return ok(
          [...this.products.values()]
            .filter(
              (product) =>
                product.apiKey === account.apiKey && record(product.body.basic).sellerProdCode === code,
            )
            .map((product) => ({
              productNo: product.productNo,
              productName: record(product.body.basic).productName,
            })),
        );
      }
      default:
        return this.unknown('GET', path);
    }
  }

  private write(path: string, body: Json, account: WmpAccount): Reply {
    switch (path) {
      case '/product/in/setProduct':
        return this.setProduct(body, account);
      case '/product/in/setProductStatus': {
        const product = this.owned(body.productNo, account);
        if (!product) {
          return this.fail('404', `상품(${String(body.productNo)})이 존재하지 않습니다.`);
        }
        if (body.saleStatus !== 'SALE' && body.saleStatus !== 'STOP') {
          return this.fail('400', 'saleStatus는 SALE 또는 STOP 이어야 합니다.');
        }
        product.saleStatus = body.saleStatus;
        return ok({ productNo: product.productNo, saleStatus: product.saleStatus });
      }
      case '/product/in/setProductSale':
        return this.setSale(body, account);
      default:
        return this.unknown('POST', path);
    }
  }

  private setProduct(body: Json, account: WmpAccount): Reply {
    const existing = body.productNo === undefined ? null : this.owned(body.productNo, account);
    if (body.productNo !== undefined && !existing) {
      return this.fail('404', `상품(${String(body.productNo)})이 존재하지 않습니다.`);
    }
    const problem = checkProduct(body, new Set(SHIP_POLICIES.map((policy) => policy.shipPolicyNo)));
    if (problem) {
      return this.fail('400', problem);
    }
    const stored = existing ?? {
      productNo: 7_000_000 + ++this.sequence.product,
      apiKey: account.apiKey,
      body: {},
      saleStatus: 'SALE' as const,
    };
    const { productNo: _ignored, ...rest } = body;
    stored.body = this.numberOptions(rest, existing?.body ?? null);
    this.products.set(stored.productNo, stored);
    return ok({ productNo: stored.productNo });
  }

  /** Option numbers, kept for the same values across updates. */
  private numberOptions(body: Json, previous: Json | null): Json {
    const option = record(body.option);
    if (!Array.isArray(option.options)) {
      return body;
    }
    const before = new Map(
      (record(previous?.option).options as Json[] | undefined)?.map((entry) => [
        JSON.stringify(entry.optionValues),
        entry.optionNo,
      ]) ?? [],
    );
    const options = (option.options as Json[]).map((entry) => ({
      ...entry,
      optionNo: before.get(JSON.stringify(entry.optionValues)) ?? 8_000_000 + ++this.sequence.option,
    }));
    return { ...body, option: { ...option, options } };
  }

  private setSale(body: Json, account: WmpAccount): Reply {
    const product = this.owned(body.productNo, account);
    if (!product) {
      return this.fail('404', `상품(${String(body.productNo)})이 존재하지 않습니다.`);
    }
    const options = (record(product.body.option).options as Json[] | undefined) ?? [];
    const changes = Array.isArray(body.options) ? (body.options as Json[]) : [];
    const next: Json = {
      ...product.body,
      sale: {
        ...record(product.body.sale),
        ...(body.salePrice !== undefined ? { salePrice: body.salePrice } : {}),
        ...(body.stockCount !== undefined ? { stockCount: body.stockCount } : {}),
      },
      option: {
        ...record(product.body.option),
        ...(options.length > 0
          ? {
              options: options.map((entry) => {
                const change = changes.find((candidate) => candidate.optionNo === entry.optionNo);
                return change
                  ? { ...entry, addPrice: change.addPrice, stockCount: change.stockCount }
                  : entry;
              }),
            }
          : {}),
      },
    };
    if (changes.some((change) => !options.some((entry) => entry.optionNo === change.optionNo))) {
      return this.fail('400', '존재하지 않는 옵션번호(optionNo)가 있습니다.');
    }
    const problem = checkProduct(next, new Set(SHIP_POLICIES.map((policy) => policy.shipPolicyNo)));
    if (problem) {
      return this.fail('400', problem);
    }
    product.body = next;
    return ok({ productNo: product.productNo });
  }
}
