import http from 'node:http';
import { listen, readBody } from '../server/listen';
import { json, type Reply, type RequestContext } from '../server/http';
import { imageReply } from '../server/images';
import { EsmEmulator, type EsmEmulatorOptions, type EsmMaster } from './esm/emulator';
import { CoupangEmulator, type CoupangEmulatorOptions } from './coupang/emulator';
import {
  ElevenstEmulator,
  type ElevenstAccountSeed,
  type ElevenstEmulatorOptions,
} from './elevenst/emulator';
import type { CoupangVendorSeed } from './coupang/state';
import { NaverEmulator, type NaverEmulatorOptions } from './naver/emulator';
import type { NaverAppSeed } from './naver/state';
import type { CategorySource } from './shared/category-data';
import type { ForcedAnswer } from './shared/gateway';
import { WmpEmulator, type WmpAccount, type WmpEmulatorOptions } from './wemakeprice/emulator';
import {
  SearchAdEmulator,
  type SearchAdCustomer,
  type SearchAdEmulatorOptions,
} from './naver-searchad/emulator';

/**
 * The marketplace emulators, mounted under fixed prefixes (`/naver`, `/coupang`, `/11st`, `/esm`, `/wmp`) of the one emulator
 * server, or started alone with `startMarketEmulator`. Each checks what its market checks; control
 * endpoints under `/<market>/__emulator/` seed accounts, force answers, set the rate and read statistics.
 */

export type MarketEmulatorOptions = {
  naver?: NaverEmulatorOptions;
  coupang?: CoupangEmulatorOptions;
  elevenst?: ElevenstEmulatorOptions;
  esm?: EsmEmulatorOptions;
  wmp?: WmpEmulatorOptions;
  searchad?: SearchAdEmulatorOptions;
  /** `builtin` serves the small trees even when the full snapshots are present. */
  categories?: CategorySource;
};

type Json = Record<string, unknown>;

function body(context: RequestContext): Json {
  try {
    const value: unknown = JSON.parse(context.body.toString('utf8') || '{}');
    return typeof value === 'object' && value !== null ? (value as Json) : {};
  } catch {
    return {};
  }
}

function forcedAnswer(input: Json): { answer: ForcedAnswer; count: number } | null {
  const status = Number(input.status);
  const count = input.count === undefined ? 1 : Number(input.count);
  if (!Number.isInteger(status) || status < 400 || status > 599 || !Number.isInteger(count) || count < 1) {
    return null;
  }
  const retry = input.retryAfterSeconds === undefined ? undefined : Number(input.retryAfterSeconds);
  return { answer: { status, retryAfterSeconds: retry, html: input.html === true }, count };
}

/** Where each market's emulator lives on the emulator server. */
export const MARKET_PREFIXES = ['/naver', '/coupang', '/11st', '/esm', '/wmp', '/naver-searchad'] as const;
type MarketPrefix = (typeof MARKET_PREFIXES)[number];

/** What the control endpoints need of every market emulator. */
type ControlledMarket = {
  gateway: { setLimit(config: { ratePerSecond: number; burst: number }): void };
  stats(): unknown;
  reset(): void;
  force(answer: ForcedAnswer, count?: number): void;
};

export class MarketEmulators {
  readonly naver: NaverEmulator;
  readonly coupang: CoupangEmulator;
  readonly elevenst: ElevenstEmulator;
  readonly esm: EsmEmulator;
  readonly wmp: WmpEmulator;
  /** The NAVER Search Ad API (keyword tool), beside the markets it serves. */
  readonly searchad: SearchAdEmulator;

  constructor(options: MarketEmulatorOptions = {}) {
    this.naver = new NaverEmulator({ categories: options.categories, ...options.naver });
    this.coupang = new CoupangEmulator({ categories: options.categories, ...options.coupang });
    this.elevenst = new ElevenstEmulator({ categories: options.categories, ...options.elevenst });
    this.esm = new EsmEmulator({ categories: options.categories, ...options.esm });
    this.wmp = new WmpEmulator(options.wmp);
    this.searchad = new SearchAdEmulator(options.searchad);
  }

  reset(): void {
    this.naver.reset();
    this.coupang.reset();
    this.elevenst.reset();
    this.esm.reset();
    this.wmp.reset();
    this.searchad.reset();
  }

  /** Answers a request under a market prefix; null for every other path. */
  handle(context: RequestContext): Reply | null {
    const path = context.url.pathname;
    for (const prefix of MARKET_PREFIXES) {
      if (path !== prefix && !path.startsWith(`${prefix}/`)) {
        continue;
      }
      const rest = path.slice(prefix.length) || '/';
      if (rest.startsWith('/__emulator/')) {
        return this.control(prefix, rest.slice('/__emulator'.length), context);
      }
      switch (prefix) {
        case '/naver':
          return this.naver.handle(context, rest, `${context.origin}/naver`);
        case '/coupang':
          return this.coupang.handle(context, rest);
        case '/11st':
          return this.elevenst.handle(context, rest);
        case '/esm':
          return this.esm.handle(context, rest);
        case '/wmp':
          return this.wmp.handle(context, rest);
        case '/naver-searchad':
          return this.searchad.handle(context, rest);
      }
    }
    return null;
  }

  private market(prefix: MarketPrefix): ControlledMarket {
    switch (prefix) {
      case '/naver':
        return this.naver;
      case '/coupang':
        return this.coupang;
      case '/11st':
        return this.elevenst;
      case '/esm':
        return this.esm;
      case '/wmp':
        return this.wmp;
      case '/naver-searchad':
        return this.searchad;
    }
  }

  private control(prefix: MarketPrefix, path: string, context: RequestContext): Reply {
    const market = this.market(prefix);
    const input = context.method === 'POST' ? body(context) : {};
    if (context.method === 'GET' && path === '/stats') {
      return json(200, market.stats());
    }
    if (context.method === 'POST' && path === '/reset') {
      market.reset();
      return json(200, { ok: true });
    }
    if (context.method === 'POST' && path === '/force') {
      const forced = forcedAnswer(input);
      if (!forced) {
        return json(400, { error: 'status (400–599) and a positive count are required' });
      }
      market.force(forced.answer, forced.count);
      return json(200, forced);
    }
    if (context.method === 'POST' && path === '/rate-limit') {
      const ratePerSecond = Number(input.requestsPerSecond);
      const burst = Number(input.burst ?? ratePerSecond);
      if (!(ratePerSecond > 0) || !(burst >= 1)) {
        return json(400, { error: 'requestsPerSecond > 0 and burst ≥ 1 are required' });
      }
      market.gateway.setLimit({ ratePerSecond, burst });
      return json(200, { ratePerSecond, burst });
    }
    if (context.method === 'POST' && path === '/accounts') {
      return this.seed(prefix, input);
    }
    if (context.method === 'GET' && path === '/listings') {
      return json(200, this.listings(prefix));
    }
    if (prefix === '/naver' && context.method === 'POST' && path === '/expire-tokens') {
      this.naver.expireTokens();
      return json(200, { ok: true });
    }
    if (prefix === '/coupang' && context.method === 'POST' && path === '/approval-delay') {
      const ms = Number(input.ms);
      if (!(ms >= 0)) {
        return json(400, { error: 'ms ≥ 0 is required' });
      }
      this.coupang.approvalDelayMs = ms;
      return json(200, { ms });
    }
    return json(404, { error: 'unknown emulator control endpoint' });
  }

  private seed(prefix: MarketPrefix, input: Json): Reply {
    switch (prefix) {
      case '/naver':
        return this.seedNaver(input);
      case '/coupang':
        return this.seedCoupang(input);
      case '/11st':
        if (typeof input.apiKey !== 'string' || !/^[0-9a-zA-Z]{16,64}$/.test(input.apiKey)) {
          return json(400, { error: 'apiKey (16–64 letters and digits) is required' });
        }
        return json(200, this.elevenst.addAccount(input as ElevenstAccountSeed));
      case '/esm': {
        const sellers = input.sellers as EsmMaster['sellers'] | undefined;
        if (
          typeof input.masterId !== 'string' ||
          typeof input.secretKey !== 'string' ||
          !Array.isArray(sellers?.G) ||
          !Array.isArray(sellers?.A)
        ) {
          return json(400, { error: 'masterId, secretKey and sellers {G: [...], A: [...]} are required' });
        }
        return json(200, this.esm.addMaster(input as EsmMaster));
      }
      case '/wmp':
        if (typeof input.apiKey !== 'string' || !/^[0-9A-Za-z_-]{16,128}$/.test(input.apiKey)) {
          return json(400, { error: 'apiKey (16–128 letters, digits, _ or -) is required' });
        }
        return json(200, this.wmp.addAccount({ name: '위메프 판매자', ...input } as WmpAccount));
      case '/naver-searchad':
        if (
          ![input.customerId, input.accessLicense, input.secretKey].every((v) => typeof v === 'string' && v)
        ) {
          return json(400, { error: 'customerId, accessLicense and secretKey are required' });
        }
        return json(200, this.searchad.addCustomer(input as SearchAdCustomer));
    }
  }

  private listings(prefix: MarketPrefix): unknown {
    switch (prefix) {
      case '/naver':
        return this.naverListings();
      case '/coupang':
        return this.coupangListings();
      case '/11st':
        return this.elevenst.listings();
      case '/esm':
        return this.esm.listings();
      case '/wmp':
        return this.wmp.listings();
      case '/naver-searchad':
        return [];
    }
  }

  private seedNaver(input: Json): Reply {
    if (
      typeof input.clientId !== 'string' ||
      typeof input.clientSecret !== 'string' ||
      !/^\$2[aby]\$\d{2}\$/.test(input.clientSecret)
    ) {
      return json(400, { error: 'clientId and a bcrypt-salt clientSecret ($2a$04$…) are required' });
    }
    return json(200, this.naver.addApp(input as NaverAppSeed));
  }

  private seedCoupang(input: Json): Reply {
    if (
      typeof input.vendorId !== 'string' ||
      !/^A\d{8}$/.test(input.vendorId) ||
      typeof input.accessKey !== 'string' ||
      typeof input.secretKey !== 'string'
    ) {
      return json(400, { error: 'vendorId (A + 8 digits), accessKey and secretKey are required' });
    }
    return json(200, this.coupang.addVendor(input as CoupangVendorSeed));
  }

  private naverListings() {
    return [...this.naver.state.products.values()].map((product) => ({
      originProductNo: product.originProductNo,
      channelProductNo: product.channelProductNo,
      store: product.store,
      name: product.originProduct.name,
      statusType: product.originProduct.statusType,
      salePrice: product.originProduct.salePrice,
      stockQuantity: product.originProduct.stockQuantity,
      sellerManagementCode:
        ((product.originProduct.detailAttribute as Json | undefined)?.sellerCodeInfo as Json | undefined)
          ?.sellerManagementCode ?? null,
    }));
  }

  private coupangListings() {
    return [...this.coupang.state.products.values()].map((product) => ({
      sellerProductId: product.sellerProductId,
      vendorId: product.vendorId,
      name: product.body.sellerProductName,
      statusName: product.statusName,
      externalVendorSku: product.items[0]?.externalVendorSku ?? null,
      items: product.items.length,
    }));
  }
}

export type StartedMarketEmulator = {
  url: string;
  /** `images` serves generated product images (`/img/<any path>.jpg`), as a source CDN would. */
  baseUrls: {
    naver: string;
    coupang: string;
    elevenst: string;
    esm: string;
    wmp: string;
    searchad: string;
    images: string;
  };
  markets: MarketEmulators;
  close(): Promise<void>;
};

/** Starts the market emulators alone on their own port (the markets package's tests and benchmarks). */
export async function startMarketEmulator(
  options: MarketEmulatorOptions & { port?: number; host?: string } = {},
): Promise<StartedMarketEmulator> {
  const markets = new MarketEmulators(options);
  let origin = '';
  const server = http.createServer((request, response) => {
    const answer = async (): Promise<Reply> => {
      const body = await readBody(request);
      if (body === null) {
        return json(413, { error: 'Request Entity Too Large' });
      }
      const context: RequestContext = {
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', origin),
        headers: request.headers,
        body,
        origin,
      };
      // Product images as a source CDN serves them, for adapters that download before uploading.
      const image = context.url.pathname.startsWith('/img/')
        ? await imageReply(context.url.pathname.slice('/img'.length))
        : null;
      return (
        image ?? markets.handle(context) ?? json(404, { error: 'Not Found', path: context.url.pathname })
      );
    };
    answer()
      .catch((error: unknown) => json(500, { error: error instanceof Error ? error.message : String(error) }))
      .then((reply) => {
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body);
      })
      .catch(() => response.destroy());
  });
  const listening = await listen(server, options);
  origin = listening.origin;
  return {
    url: origin,
    baseUrls: { ...marketBaseUrls(origin), images: `${origin}/img` },
    markets,
    close: listening.close,
  };
}

/** Where each market emulator answers under a server's origin (its adapters' base URLs). */
export function marketBaseUrls(origin: string) {
  return {
    naver: `${origin}/naver`,
    coupang: `${origin}/coupang`,
    elevenst: `${origin}/11st`,
    esm: `${origin}/esm`,
    wmp: `${origin}/wmp`,
    searchad: `${origin}/naver-searchad`,
  };
}

export { CoupangEmulator, ElevenstEmulator, NaverEmulator };
export type { ElevenstAccountSeed, ElevenstEmulatorOptions };
export { DEFAULT_ELEVENST_ACCOUNT } from './elevenst/emulator';
export { DEFAULT_ESM_MASTER, EsmEmulator } from './esm/emulator';
export type { EsmMaster };
export { DEFAULT_WMP_ACCOUNT, WmpEmulator } from './wemakeprice/emulator';
export type { WmpAccount, WmpEmulatorOptions };
export { DEFAULT_SEARCHAD_CUSTOMER, SearchAdEmulator } from './naver-searchad/emulator';
export type { SearchAdCustomer, SearchAdEmulatorOptions };
export type { CoupangEmulatorOptions, NaverEmulatorOptions, CoupangVendorSeed, NaverAppSeed };
export { DEFAULT_COUPANG_VENDOR } from './coupang/state';
export { DEFAULT_NAVER_APP } from './naver/state';
export type { GatewayStats, ForcedAnswer } from './shared/gateway';
