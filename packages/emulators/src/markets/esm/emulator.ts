import { createHmac, timingSafeEqual } from 'node:crypto';
import { json, type Reply, type RequestContext } from '../../server/http';
import type { CategorySource } from '../shared/category-data';
import { Gateway, type BucketConfig, type ForcedAnswer, type GatewayStats } from '../shared/gateway';
import { EsmCatalog } from './catalog';
import { EsmGoodsStore, type EsmAuth, type EsmGoods, type Outcome, type SiteLetter } from './goods';
import { checkGoods, NOTICE_GROUPS, type EsmBook } from './goods-check';
import { ORIGIN_CODES, storedGoodsBody } from './origin';

/**
 * The ESM Trading API emulator under `/esm` (G마켓 and 옥션): the HS256 JWT (signature with the master's
 * Secret Key, `kid` = master ID, `aud`, `sub`, `ssi` naming a seller of that master), the gateway's 401
 * `{status}` body, business answers `{resultCode, message}` with 0 = success, a token bucket per master
 * (429 with Retry-After), categories with their site matching, notices, shipping data and goods (one
 * master goods with a goods number per site, `goods.ts`).
 */

export type EsmMaster = { masterId: string; secretKey: string; sellers: { G: string[]; A: string[] } };

export const DEFAULT_ESM_MASTER: EsmMaster = {
  masterId: 'sellerdesk_master',
  secretKey: 'emu-esm-secret-key-0000-0000-0001',
  sellers: { G: ['sd_gmarket'], A: ['sd_auction'] },
};

export type EsmEmulatorOptions = {
  masters?: EsmMaster[];
  rateLimit?: BucketConfig;
  categories?: CategorySource;
};
export type EsmEmulatorStats = GatewayStats & { listings: number };

type Auth = EsmAuth & { master: EsmMaster };

const unauthorized = (message: string): Reply => json(401, { status: { message, status_code: 401 } });
const ok = (value: Record<string, unknown> = {}): Reply =>
  json(200, { resultCode: 0, message: 'SUCCESS', ...value });

function decodePart(part: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export class EsmEmulator {
  readonly gateway: Gateway;
  readonly masters = new Map<string, EsmMaster>();
  readonly store = new EsmGoodsStore();
  private catalogInstance: EsmCatalog | null = null;
  readonly book: EsmBook = {
    places: [
      {
        placeNo: 5001,
        placeName: '해외 출고지',
        address: '인천광역시 중구 공항로 272',
        zipCode: '22382',
        phone: '032-000-0000',
      },
    ],
    addresses: [
      {
        addrNo: 7001,
        addrName: '셀러데스크 반품지',
        address: '서울특별시 강서구 공항대로 200',
        zipCode: '07788',
        phone: '02-000-0000',
      },
    ],
    dispatchPolicies: [
      { dispatchPolicyNo: 8001, type: 'B', name: '순차발송' },
      { dispatchPolicyNo: 8002, type: 'C', name: '해외발송' },
    ],
    couriers: [
      { deliveryCompCode: 10013, deliveryCompName: 'CJ대한통운' },
      { deliveryCompCode: 10007, deliveryCompName: '한진택배' },
      { deliveryCompCode: 10008, deliveryCompName: '롯데택배' },
      { deliveryCompCode: 10003, deliveryCompName: '로젠택배' },
      { deliveryCompCode: 10005, deliveryCompName: '우체국택배' },
    ],
  };

  constructor(private readonly options: EsmEmulatorOptions = {}) {
    this.gateway = new Gateway(options.rateLimit ?? { ratePerSecond: 5, burst: 10 });
    for (const master of options.masters ?? [DEFAULT_ESM_MASTER]) {
      this.addMaster(master);
    }
  }

  get catalog(): EsmCatalog {
    this.catalogInstance ??= new EsmCatalog(this.options.categories ?? 'auto');
    return this.catalogInstance;
  }

  addMaster(master: EsmMaster): EsmMaster {
    this.masters.set(master.masterId, master);
    return master;
  }

  force(answer: ForcedAnswer, count = 1): void {
    this.gateway.force(answer, count);
  }

  stats(): EsmEmulatorStats {
    return { ...this.gateway.stats(), listings: this.store.goods.size };
  }

  reset(): void {
    this.store.clear();
    this.gateway.reset();
  }

  /** Every master goods with both sites' goods numbers, sale states and sellers. */
  listings() {
    return this.store.listings();
  }

  /** The master and the site sellers its token names, or the gateway's 401. */
  private authenticate(request: RequestContext): Auth | { reply: Reply } {
    const match = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(String(request.headers.authorization ?? ''));
    if (!match) {
      return { reply: unauthorized('Authorization header is missing or is not a Bearer JWT') };
    }
    const header = decodePart(match[1]);
    const payload = decodePart(match[2]);
    const master = typeof header?.kid === 'string' ? this.masters.get(header.kid) : undefined;
    if (!header || !payload || header.alg !== 'HS256' || !master) {
      return { reply: unauthorized('The user does not have right access to the api') };
    }
    const expected = Buffer.from(
      createHmac('sha256', master.secretKey).update(`${match[1]}.${match[2]}`).digest('base64url'),
    );
    const given = Buffer.from(match[3] ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { reply: unauthorized('The user does not have right access to the api') };
    }
    if (payload.aud !== 'sa.esmplus.com' || payload.sub !== 'sell') {
      return { reply: unauthorized('Invalid token claims (aud, sub)') };
    }
    const sellers = new Map<SiteLetter, string>();
    for (const part of String(payload.ssi ?? '').split(',')) {
      const [letter, seller] = part.split(':');
      if (
        (letter === 'G' || letter === 'A') &&
        seller &&
        !sellers.has(letter) &&
        master.sellers[letter].includes(seller)
      ) {
        sellers.set(letter, seller);
      } else {
        return { reply: unauthorized(`The seller (${part}) is not linked to the master id`) };
      }
    }
    return sellers.size > 0
      ? { master, masterId: master.masterId, sellers }
      : { reply: unauthorized('ssi claim is required') };
  }

  handle(request: RequestContext, path: string): Reply {
    const operation = `${request.method} ${path.replace(/\/\d{3,}(?=\/|$)/g, '/{id}')}`;
    const forced = this.gateway.arrive(operation);
    if (forced) {
      return json(
        forced.status,
        { status: { message: 'Too Many Requests', status_code: forced.status } },
        forced.retryAfterSeconds !== undefined ? { 'retry-after': String(forced.retryAfterSeconds) } : {},
      );
    }
    const auth = this.authenticate(request);
    if ('reply' in auth) {
      this.gateway.rejected();
      return auth.reply;
    }
    if (!this.gateway.take(auth.master.masterId).ok) {
      return json(
        429,
        { status: { message: 'Too Many Requests', status_code: 429 } },
        { 'retry-after': '1' },
      );
    }
    let body: Record<string, unknown> = {};
    if (request.method === 'POST' || request.method === 'PUT') {
      try {
        body = JSON.parse(request.body.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return this.fail(3000, '요청 본문이 올바른 JSON이 아닙니다.');
      }
    }
    return this.route(request.method, path, auth, body);
  }

  private fail(code: number, message: string): Reply {
    this.gateway.rejected();
    return json(200, { resultCode: code, message, data: null });
  }

  private answer(outcome: Outcome): Reply {
    return 'answer' in outcome ? ok(outcome.answer) : this.fail(outcome.code, outcome.message);
  }

  private route(method: string, path: string, auth: Auth, body: Record<string, unknown>): Reply {
    let match: RegExpExecArray | null;
    if (method === 'GET' && (match = /^\/item\/v1\/categories\/sd-cats\/(\d+)$/.exec(path))) {
      const code = match[1] ?? '';
      if (code !== '0' && !this.catalog.byCode.has(code)) {
        return this.fail(1000, `Category is not exist. ${code}`);
      }
      return json(200, {
        sdCategoryTree: this.catalog.children(code).map((category) => ({
          SDCategoryCode: category.code,
          SDCategoryName: category.name,
          IsLeafCategory: category.leaf,
        })),
      });
    }
    if (method === 'GET' && (match = /^\/item\/v1\/categories\/sd-cats\/(\d+)\/site-cats$/.exec(path))) {
      const category = this.catalog.byCode.get(match[1] ?? '');
      const site = (codes: string[]) =>
        codes.map((code) => ({ CatCode: code, CatName: category?.name ?? '', IsLeaf: true }));
      return json(200, {
        MatchedCategory: { Gmkt: site(category?.gmkt ?? []), Iac: site(category?.iac ?? []) },
      });
    }
    if (method === 'GET' && path === '/item/v1/official-notice/groups') {
      return json(200, {
        groups: NOTICE_GROUPS.map((group) => ({
          officialNoticeNo: group.no,
          officialNoticeName: group.name,
        })),
      });
    }
    if (method === 'GET' && (match = /^\/item\/v1\/official-notice\/groups\/(\d+)\/codes$/.exec(path))) {
      const group = NOTICE_GROUPS.find((candidate) => String(candidate.no) === match?.[1]);
      if (!group) {
        return this.fail(1000, '고시 상품군 코드가 존재하지 않습니다.');
      }
      return json(200, {
        codes: group.codes.map(([code, name]) => ({
          officialNoticeItemelementCode: code,
          officialNoticeItemelementName: name,
          guideText: '',
          isExtraMark: true,
        })),
      });
    }
    if (method === 'GET' && path === '/item/v1/origin/codes') {
      return json(200, { codes: ORIGIN_CODES });
    }
    if (method === 'GET' && path === '/item/v1/shipping/places') {
      return ok({ data: this.book.places });
    }
    if (method === 'GET' && path === '/item/v1/sellers/address') {
      return ok({ data: this.book.addresses });
    }
    if (method === 'GET' && path === '/item/v1/shipping/dispatch-policies') {
      return ok({ data: this.book.dispatchPolicies });
    }
    if (method === 'GET' && path === '/item/v1/shipping/delivery-company') {
      return json(200, { deliveryCompanies: this.book.couriers });
    }
    if (method === 'POST' && path === '/item/v1/goods') {
      return this.save(auth, null, body);
    }
    if (method === 'POST' && path === '/item/v1/goods/search') {
      const items = this.store.search(auth, (body.query ?? {}) as Record<string, unknown>);
      return json(200, { totalItems: items.length, pageIndex: 1, pageSize: 10, items: items.slice(0, 10) });
    }
    if ((match = /^\/item\/v1\/goods\/(\d+)(\/sell-status)?$/.exec(path))) {
      const goods = this.store.find(auth, match[1] ?? '');
      if (!('goodsNo' in goods)) {
        return this.answer(goods);
      }
      if (method === 'GET' && !match[2]) {
        return ok(this.store.read(goods));
      }
      if (method === 'PUT' && !match[2]) {
        return this.save(auth, goods, body);
      }
      if (method === 'DELETE' && !match[2]) {
        return this.answer(this.store.remove(goods));
      }
      if (method === 'PUT' && match[2]) {
        return this.answer(this.store.sellStatus(auth, goods, body));
      }
    }
    return this.fail(3000, `지원하지 않는 API입니다: ${method} ${path}`);
  }

  private save(auth: Auth, goods: EsmGoods | null, body: Record<string, unknown>): Reply {
    const problem = checkGoods(body, this.catalog, this.book);
    if (problem) {
      return this.fail(problem.code, problem.message);
    }
    const stored = storedGoodsBody(body);
    return this.answer(goods ? this.store.update(auth, goods, stored) : this.store.create(auth, stored));
  }
}
