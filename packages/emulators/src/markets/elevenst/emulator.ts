import type { Reply, RequestContext } from '../../server/http';
import type { CategorySource } from '../shared/category-data';
import { Gateway, type BucketConfig, type ForcedAnswer, type GatewayStats } from '../shared/gateway';
import { ElevenstCatalog } from './catalog';
import { checkOptions, checkProduct } from './product-check';
import {
  authMessage,
  child,
  clientMessage,
  decodeRequest,
  list,
  parseRequestXml,
  text,
  xmlReply,
  type Xml,
} from './xml';

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
type StoredProduct = {
  prdNo: string;
  apiKey: string;
  body: Xml;
  selStatCd: string;
  stockNos: Map<string, string>;
};

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

const koreanDay = (epochMs: number) => new Date(epochMs + 9 * 3_600_000).toISOString().slice(0, 10);

export class ElevenstEmulator {
  readonly gateway: Gateway;
  readonly accounts = new Map<string, ElevenstAccount>();
  readonly products = new Map<string, StoredProduct>();
  readonly registrations = new Map<string, number>();
  dailyRegistrations: number;
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
  private sequence = { product: 0, stock: 0 };
  private catalogInstance: ElevenstCatalog | null = null;

  constructor(private readonly options: ElevenstEmulatorOptions = {}) {
    this.gateway = new Gateway(options.rateLimit ?? { ratePerSecond: 5, burst: 10 });
    this.dailyRegistrations = options.dailyRegistrations ?? 500;
    for (const seed of options.accounts ?? [DEFAULT_ELEVENST_ACCOUNT]) {
      this.addAccount(seed);
    }
  }

  get catalog(): ElevenstCatalog {
    this.catalogInstance ??= new ElevenstCatalog(this.options.categories ?? 'auto');
    return this.catalogInstance;
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
    return { ...this.gateway.stats(), listings: this.products.size };
  }

  reset(): void {
    this.products.clear();
    this.registrations.clear();
    this.gateway.reset();
  }

  listings() {
    return [...this.products.values()].map((product) => ({
      prdNo: product.prdNo,
      prdNm: text(product.body, 'prdNm'),
      sellerPrdCd: text(product.body, 'sellerPrdCd'),
      selStatCd: product.selStatCd,
    }));
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

  private owned(prdNo: string | undefined, account: ElevenstAccount): StoredProduct | null {
    const product = this.products.get(prdNo ?? '');
    return product && product.apiKey === account.apiKey ? product : null;
  }

  private run(name: string, match: readonly string[], account: ElevenstAccount, body: Xml | null): Reply {
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
        return this.create(account, body ?? {});
      case 'prodservices/product/{prdNo}':
        return this.update(this.owned(match[1], account), body ?? {});
      case 'prodmarket/{prdNo}': {
        const product = this.owned(match[1], account);
        return product
          ? xmlReply('Product', this.view(product))
          : this.fail(500, `상품(${match[1]})이 존재하지 않습니다.`);
      }
      case 'sellerprodcode/{code}': {
        const code = decodeURIComponent(match[1] ?? '');
        const found = [...this.products.values()].filter(
          (product) => product.apiKey === account.apiKey && text(product.body, 'sellerPrdCd') === code,
        );
        return xmlReply(
          'Products',
          { product: found.map((product) => ({ prdNo: product.prdNo, prdNm: text(product.body, 'prdNm') })) },
          200,
          'product',
        );
      }
      case 'product/price':
        return this.setPrice(this.owned(match[1], account), Number(match[2]));
      case 'updateProductOption':
        return this.setOptions(this.owned(match[1], account), body ?? {});
      case 'prodmarket/stck': {
        const product = this.owned(match[1], account);
        if (!product) {
          return this.fail(500, `상품(${match[1]})이 존재하지 않습니다.`);
        }
        return xmlReply('ProductStocks', { ProductStock: this.stocks(product) }, 200, 'ProductStock');
      }
      case 'stockqty':
        return this.setStock(account, match[1] ?? '', body ?? {});
      case 'stat/display': {
        const product = this.owned(match[2], account);
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

  private addressBook() {
    return {
      outbound: new Set(this.outbound.map((a) => a.addrSeq)),
      inbound: new Set(this.inbound.map((a) => a.addrSeq)),
    };
  }

  private create(account: ElevenstAccount, body: Xml): Reply {
    const product = child(body, 'Product');
    if (!product) {
      return this.fail(500, '요청 XML의 최상위 요소는 Product 이어야 합니다.');
    }
    const problem = checkProduct(product, this.catalog, this.addressBook());
    if (problem) {
      return this.fail(500, problem);
    }
    const day = `${account.apiKey}|${koreanDay(Date.now())}`;
    const used = this.registrations.get(day) ?? 0;
    if (used >= this.dailyRegistrations) {
      return this.fail(400, `하루 상품 등록 가능 수(${this.dailyRegistrations}개)를 초과하였습니다.`);
    }
    this.registrations.set(day, used + 1);
    this.sequence.product += 1;
    const stored: StoredProduct = {
      prdNo: String(4_000_000_000 + this.sequence.product),
      apiKey: account.apiKey,
      body: product,
      selStatCd: '103',
      stockNos: new Map(),
    };
    this.products.set(stored.prdNo, stored);
    this.stocks(stored);
    return clientMessage(210, '상품이 정상적으로 등록되었습니다.', { productNo: stored.prdNo });
  }

  private update(stored: StoredProduct | null, body: Xml): Reply {
    const product = child(body, 'Product');
    if (!stored || !product) {
      return this.fail(
        500,
        stored ? '요청 XML의 최상위 요소는 Product 이어야 합니다.' : '상품이 존재하지 않습니다.',
      );
    }
    const problem = checkProduct(product, this.catalog, this.addressBook());
    if (problem) {
      return this.fail(500, problem);
    }
    stored.body = product;
    this.stocks(stored);
    return clientMessage(200, '상품이 정상적으로 수정되었습니다.', { productNo: stored.prdNo });
  }

  private setPrice(stored: StoredProduct | null, price: number): Reply {
    if (!stored) {
      return this.fail(500, '상품이 존재하지 않습니다.');
    }
    const current = Number(text(stored.body, 'selPrc'));
    if (price % 10 !== 0 || price < 10) {
      return this.fail(500, '판매가는 10원 단위로 입력해주세요.');
    }
    if (price > current * 1.5 || price < current * 0.2) {
      return this.fail(
        500,
        `판매가는 현재 판매가의 +50%/-80% 범위에서만 수정할 수 있습니다. (현재 ${current}원)`,
      );
    }
    stored.body = { ...stored.body, selPrc: String(price) };
    return clientMessage(200, '가격이 수정되었습니다.', { productNo: stored.prdNo });
  }

  private setOptions(stored: StoredProduct | null, body: Xml): Reply {
    const options = child(body, 'Product');
    if (!stored || !options) {
      return this.fail(
        500,
        stored ? '요청 XML의 최상위 요소는 Product 이어야 합니다.' : '상품이 존재하지 않습니다.',
      );
    }
    const problem = checkOptions(options, Number(text(stored.body, 'selPrc')));
    if (problem) {
      return this.fail(500, problem);
    }
    const { optSelectYn, txtColCnt, optionAllQty, prdExposeClfCd, ProductRootOption, ProductOptionExt } =
      options;
    stored.body = {
      ...stored.body,
      ...definedOnly({
        optSelectYn,
        txtColCnt,
        optionAllQty,
        prdExposeClfCd,
        ProductRootOption,
        ProductOptionExt,
      }),
    };
    this.stocks(stored);
    return clientMessage(200, '옵션이 수정되었습니다.', { productNo: stored.prdNo });
  }

  private setStock(account: ElevenstAccount, stockNo: string, body: Xml): Reply {
    const quantity = text(child(body, 'ProductStock') ?? undefined, 'stckQty');
    const owner = [...this.products.values()].find(
      (product) => product.apiKey === account.apiKey && [...product.stockNos.values()].includes(stockNo),
    );
    if (!owner) {
      return this.fail(500, `재고번호(${stockNo})가 존재하지 않습니다.`);
    }
    if (!/^\d+$/.test(quantity)) {
      return this.fail(500, '재고수량(stckQty)을 입력해주세요.');
    }
    const key = [...owner.stockNos].find(([, no]) => no === stockNo)?.[0] ?? '';
    if (key === '') {
      owner.body = { ...owner.body, prdSelQty: quantity };
    } else {
      for (const option of this.combos(owner)) {
        if (text(option, 'optionMappingKey') === key) {
          option.colOptCount = quantity;
        }
      }
    }
    return clientMessage(200, '재고가 수정되었습니다.', { productNo: owner.prdNo });
  }

  private combos(product: StoredProduct): Xml[] {
    return text(product.body, 'optSelectYn') === 'Y'
      ? list(child(product.body, 'ProductOptionExt') ?? undefined, 'ProductOption')
      : [];
  }

  /** Stock numbers per combination (or one for the product), kept across updates. */
  private stocks(product: StoredProduct): Xml[] {
    const combos = this.combos(product);
    const keys = combos.length > 0 ? combos.map((combo) => text(combo, 'optionMappingKey')) : [''];
    for (const key of keys) {
      if (!product.stockNos.has(key)) {
        this.sequence.stock += 1;
        product.stockNos.set(key, String(9_000_000_000 + this.sequence.stock));
      }
    }
    return keys.map((key) => ({
      prdStckNo: product.stockNos.get(key) ?? '',
      optionMappingKey: key,
      stckQty:
        key === ''
          ? text(product.body, 'prdSelQty')
          : text(
              combos.find((combo) => text(combo, 'optionMappingKey') === key),
              'colOptCount',
            ),
    }));
  }

  private view(product: StoredProduct): Xml {
    const combos = this.combos(product);
    const total =
      combos.length > 0
        ? combos.reduce((sum, combo) => sum + Number(text(combo, 'colOptCount') || 0), 0)
        : Number(text(product.body, 'prdSelQty'));
    const selStatCd = product.selStatCd === '103' && total <= 0 ? '104' : product.selStatCd;
    const ext: Xml =
      combos.length > 0
        ? {
            ProductOptionExt: {
              ProductOption: combos.map((combo) => ({
                ...combo,
                prdStckNo: product.stockNos.get(text(combo, 'optionMappingKey')) ?? '',
              })),
            },
          }
        : {};
    return { prdNo: product.prdNo, selStatCd, ...product.body, ...ext };
  }
}

function definedOnly(values: Record<string, Xml[string] | undefined>): Xml {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Xml;
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
