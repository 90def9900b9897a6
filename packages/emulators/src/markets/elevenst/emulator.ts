import type { Reply, RequestContext } from '../../server/http';
import type { CategorySource } from '../shared/category-data';
import { Gateway, type BucketConfig, type ForcedAnswer, type GatewayStats } from '../shared/gateway';
import { ElevenstCatalog } from './catalog';
import type { AddressBook } from './product-check';
import { ElevenstProducts } from './products';
import { authMessage, clientMessage, decodeRequest, parseRequestXml, text, xmlReply, type Xml } from './xml';

/**
 * The 11st Seller OpenAPI emulator under `/11st`: the static `openapikey` (and its registered IP), EUC-KR
 * XML in and out, business failures as HTTP 200 with a `ClientMessage` code, `AuthMessage -997` (HTTP
 * 500) for a path or method 11st does not have, the 500-a-day registration cap, a token bucket per key
 * (429 with Retry-After), and the category, address and product endpoints the adapter uses.
 */

export type ElevenstAccount = { apiKey: string; ipAllowed: boolean; name: string };
export type ElevenstAccountSeed = Partial<ElevenstAccount> & Pick<ElevenstAccount, 'apiKey'>;

export const DEFAULT_ELEVENST_ACCOUNT: ElevenstAccount = {
  apiKey: 'emu11stOpenApiKey0000000000000001',
  ipAllowed: true,
  name: '셀러데스크 11번가',
};

export type ElevenstEmulatorOptions = {
  accounts?: ElevenstAccountSeed[];
  rateLimit?: BucketConfig;
  dailyRegistrations?: number;
  categories?: CategorySource;
};

type Address = { addrSeq: string; addrNm: string; addr: string; mailNO: string; gnrlTlphnNo: string };

export type ElevenstEmulatorStats = GatewayStats & { listings: number };

type Route = { method: string; name: string; pattern: RegExp; body?: true };

const ROUTES: readonly Route[] = [
  { method: 'GET', name: 'cateservice/category', pattern: /^\/cateservice\/category$/ },
  { method: 'GET', name: 'cateservice/category/{id}', pattern: /^\/cateservice\/category\/(\d+)$/ },
  { method: 'GET', name: 'areaservice/outboundarea', pattern: /^\/areaservice\/outboundarea$/ },
  { method: 'GET', name: 'areaservice/inboundarea', pattern: /^\/areaservice\/inboundarea$/ },
  { method: 'POST', name: 'prodservices/product', pattern: /^\/prodservices\/product$/, body: true },
  {
    method: 'PUT',
    name: 'prodservices/product/{prdNo}',
    pattern: /^\/prodservices\/product\/(\d+)$/,
    body: true,
  },
  { method: 'GET', name: 'prodmarket/{prdNo}', pattern: /^\/prodmarketservice\/prodmarket\/(\d+)$/ },
  { method: 'GET', name: 'sellerprodcode/{code}', pattern: /^\/prodmarketservice\/sellerprodcode\/([^/]+)$/ },
  { method: 'GET', name: 'product/price', pattern: /^\/prodservices\/product\/price\/(\d+)\/(\d+)$/ },
  {
    method: 'POST',
    name: 'updateProductOption',
    pattern: /^\/prodservices\/updateProductOption\/(\d+)$/,
    body: true,
  },
  { method: 'GET', name: 'prodmarket/stck', pattern: /^\/prodmarketservice\/prodmarket\/stck\/(\d+)$/ },
  { method: 'PUT', name: 'stockqty', pattern: /^\/prodservices\/stockqty\/(\d+)$/, body: true },
  {
    method: 'PUT',
    name: 'stat/display',
    pattern: /^\/prodstatservice\/stat\/(stopdisplay|restartdisplay)\/(\d+)$/,
  },
];

export class ElevenstEmulator {
  readonly gateway: Gateway;
  readonly accounts = new Map<string, ElevenstAccount>();
  readonly store: ElevenstProducts;
  private readonly outbound: Address[] = [
    {
      addrSeq: '1',
      addrNm: '해외 출고지',
      addr: '인천광역시 중구 공항로 272 국제물류센터 3층',
      mailNO: '22382',
      gnrlTlphnNo: '032-000-0000',
    },
  ];
  private readonly inbound: Address[] = [
    {
      addrSeq: '2',
      addrNm: '셀러데스크 반품지',
      addr: '서울특별시 강서구 공항대로 200 반품센터 1층',
      mailNO: '07788',
      gnrlTlphnNo: '02-000-0000',
    },
  ];
  private catalogInstance: ElevenstCatalog | null = null;

  constructor(private readonly options: ElevenstEmulatorOptions = {}) {
    this.gateway = new Gateway(options.rateLimit ?? { ratePerSecond: 5, burst: 10 });
    this.store = new ElevenstProducts(options.dailyRegistrations ?? 500, (code, message) =>
      this.fail(code, message),
    );
    for (const seed of options.accounts ?? [DEFAULT_ELEVENST_ACCOUNT]) {
      this.addAccount(seed);
    }
  }

  get catalog(): ElevenstCatalog {
    this.catalogInstance ??= new ElevenstCatalog(this.options.categories ?? 'auto');
    return this.catalogInstance;
  }

  /** The registrations a key may make per Korean day (tests lower it to reach the cap). */
  get dailyRegistrations(): number {
    return this.store.dailyRegistrations;
  }

  set dailyRegistrations(count: number) {
    this.store.dailyRegistrations = count;
  }

  addAccount(seed: ElevenstAccountSeed): ElevenstAccount {
    const account = { ...DEFAULT_ELEVENST_ACCOUNT, ...seed };
    this.accounts.set(account.apiKey, account);
    return account;
  }

  force(answer: ForcedAnswer, count = 1): void {
    this.gateway.force(answer, count);
  }

  stats(): ElevenstEmulatorStats {
    return { ...this.gateway.stats(), listings: this.store.products.size };
  }

  reset(): void {
    this.store.reset();
    this.gateway.reset();
  }

  listings() {
    return this.store.listings();
  }

  handle(request: RequestContext, path: string): Reply {
    const route = ROUTES.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(path),
    );
    const forced = this.gateway.arrive(route ? `${route.method} ${route.name}` : `${request.method} ${path}`);
    if (forced) {
      return forced.status === 429
        ? {
            ...clientMessage('-429', '요청이 너무 많습니다.', {}, 429),
            headers: {
              'content-type': 'text/xml;charset=EUC-KR',
              ...(forced.retryAfterSeconds !== undefined
                ? { 'retry-after': String(forced.retryAfterSeconds) }
                : {}),
            },
          }
        : clientMessage('-1', '일시적인 시스템 오류입니다.', {}, forced.status);
    }
    const reject = (reply: Reply) => {
      this.gateway.rejected();
      return reply;
    };
    if (!route) {
      // 11st's gateway answers an unknown path or method before it looks at the key.
      return reject(authMessage('-997', '등록된 API 정보가 존재하지 않습니다.', 500));
    }
    const key = request.headers.openapikey;
    const account = typeof key === 'string' ? this.accounts.get(key) : undefined;
    if (!account) {
      return reject(authMessage('-100', '유효하지 않은 OpenAPI KEY 입니다.'));
    }
    if (!account.ipAllowed) {
      return reject(authMessage('-200', '허용되지 않은 IP 에서 호출하였습니다.'));
    }
    if (!this.gateway.take(account.apiKey).ok) {
      return {
        ...clientMessage('-429', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', {}, 429),
        headers: { 'content-type': 'text/xml;charset=EUC-KR', 'retry-after': '1' },
      };
    }
    let body: Xml | null = null;
    if (route.body) {
      const type = String(request.headers['content-type'] ?? '').toLowerCase();
      if (!type.includes('xml') || !/charset=euc-kr/.test(type)) {
        return reject(clientMessage(500, 'Content-Type은 text/xml;charset=EUC-KR 이어야 합니다.'));
      }
      const decoded = decodeRequest(request.body);
      if (!decoded.ok) {
        return reject(clientMessage(500, decoded.reason));
      }
      body = parseRequestXml(decoded.text);
      if (!body) {
        return reject(clientMessage(500, '요청 XML 형식이 올바르지 않습니다.'));
      }
    }
    return this.run(route.name, path.match(route.pattern) ?? [], account, body);
  }

  /** A business failure: HTTP 200 with the code in the body, as 11st answers it. */
  private fail(code: string | number, message: string): Reply {
    this.gateway.rejected();
    return clientMessage(code, message);
  }

  private run(name: string, match: readonly string[], account: ElevenstAccount, body: Xml | null): Reply {
    const store = this.store;
    const owned = (prdNo: string | undefined) => store.owned(prdNo, account.apiKey);
    switch (name) {
      case 'cateservice/category':
        return xmlReply('categorys', { category: this.catalog.rows.map(categoryXml) }, 200, 'category');
      case 'cateservice/category/{id}': {
        const row = this.catalog.byNo.get(match[1] ?? '');
        return xmlReply(
          'categorys',
          { category: row ? [{ ...categoryXml(row), certType: '', requiredYn: 'N' }] : [] },
          200,
          'category',
        );
      }
      case 'areaservice/outboundarea':
        return xmlReply('inOutAddresss', { inOutAddress: this.outbound }, 200, 'inOutAddress');
      case 'areaservice/inboundarea':
        return xmlReply('inOutAddresss', { inOutAddress: this.inbound }, 200, 'inOutAddress');
      case 'prodservices/product':
        return store.create(account.apiKey, body ?? {}, this.catalog, this.addressBook());
      case 'prodservices/product/{prdNo}':
        return store.update(owned(match[1]), body ?? {}, this.catalog, this.addressBook());
      case 'prodmarket/{prdNo}': {
        const product = owned(match[1]);
        return product
          ? xmlReply('Product', store.view(product))
          : this.fail(500, `상품(${match[1]})이 존재하지 않습니다.`);
      }
      case 'sellerprodcode/{code}': {
        const code = decodeURIComponent(match[1] ?? '');
        const found = store.bySellerCode(account.apiKey, code);
        return xmlReply(
          'Products',
          { product: found.map((product) => ({ prdNo: product.prdNo, prdNm: text(product.body, 'prdNm') })) },
          200,
          'product',
        );
      }
      case 'product/price':
        return store.setPrice(owned(match[1]), Number(match[2]));
      case 'updateProductOption':
        return store.setOptions(owned(match[1]), body ?? {});
      case 'prodmarket/stck': {
        const product = owned(match[1]);
        if (!product) {
          return this.fail(500, `상품(${match[1]})이 존재하지 않습니다.`);
        }
        return xmlReply('ProductStocks', { ProductStock: store.stocks(product) }, 200, 'ProductStock');
      }
      case 'stockqty':
        return store.setStock(account.apiKey, match[1] ?? '', body ?? {});
      case 'stat/display': {
        const product = owned(match[2]);
        if (!product) {
          return this.fail(500, `상품(${match[2]})이 존재하지 않습니다.`);
        }
        product.selStatCd = match[1] === 'stopdisplay' ? '105' : '103';
        return clientMessage(
          200,
          match[1] === 'stopdisplay' ? '판매중지 처리되었습니다.' : '판매중지 해제 처리되었습니다.',
          { productNo: product.prdNo },
        );
      }
      default:
        return authMessage('-997', '등록된 API 정보가 존재하지 않습니다.', 500);
    }
  }

  private addressBook(): AddressBook {
    return {
      outbound: new Set(this.outbound.map((a) => a.addrSeq)),
      inbound: new Set(this.inbound.map((a) => a.addrSeq)),
    };
  }
}

function categoryXml(row: {
  dispNo: string;
  dispNm: string;
  depth: number;
  parentDispNo: string;
  leaf: boolean;
}): Xml {
  return {
    depth: String(row.depth),
    dispNm: row.dispNm,
    dispNo: row.dispNo,
    leafYn: row.leaf ? 'Y' : 'N',
    parentDispNo: row.parentDispNo,
  };
}
