import { AlibabaClient } from './alibaba/client';
import { parse1688Data, parse1688Page } from './alibaba/parse';
import { CostcoClient } from './costco/client';
import type { CostcoSearchRequest } from './costco/client';
import { parseCostcoProduct } from './costco/parse';
import { SourceError, toSourceError } from './failures';
import type { Fetcher } from './fetcher';
import { parseSourceLink } from './links';
import type { SiteAlias } from './links';
import type { SourceProduct, SourceSite } from './model';
import { TaobaoClient } from './taobao/client';
import { parseTaobaoData, parseTaobaoPage } from './taobao/page';

/** Where each site is reached. Defaults are the real sites; tests and the sandbox use the emulator. */
export type SourceBaseUrls = {
  /** Costco Korea origin (OCC under /rest/v2/korea). */
  costco?: string;
  /** H5 mtop gateways. */
  taobaoMtop?: string;
  tmallMtop?: string;
  /** Item page origins (product URLs; links on them are recognised as that site). */
  taobaoPage?: string;
  tmallPage?: string;
  /** 1688 offer page origin. */
  alibaba1688?: string;
};

export type SourceCollectorOptions = { fetcher: Fetcher; baseUrls?: SourceBaseUrls; now?: () => number };

/** The seller's own sessions, from their settings. */
export type SourceCredentials = { taobaoSessionCookie?: string; alibabaCookie?: string };

export type CollectTarget = { site: SourceSite; code: string };

/** What the browser extension sends: the page HTML with its inline scripts, or the page's data object. */
export type CapturedPage = { url: string; html?: string; data?: unknown; site?: SourceSite };

/**
 * The seller already sent the page (extension), so "use the extension" would be no advice: say what
 * went wrong, then what helps — the description loads as the page scrolls, or the server can fetch it
 * with the seller's own session.
 */
function missingDescriptionWarning(site: SourceSite, reason: string): string {
  const firstSentence = reason.split(/(?<=[.다])\s/)[0] ?? reason;
  const session =
    site === 'taobao' || site === 'tmall'
      ? ' 수집 화면에서 타오바오 세션 쿠키를 등록하면 서버가 가져옵니다.'
      : '';
  return `상세설명을 가져오지 못했습니다: ${firstSentence} 상품 페이지에서 상세설명이 보일 때까지 스크롤한 뒤 다시 보내주세요.${session}`;
}

/**
 * One entry point per way in. Every method either returns a complete, validated product or throws a
 * SourceError (`transient` tells the pipeline whether a retry may help).
 */
export class SourceCollector {
  private readonly costco: CostcoClient;
  private readonly taobaoClients = new Map<string, TaobaoClient>();

  constructor(private readonly options: SourceCollectorOptions) {
    this.costco = new CostcoClient({ fetcher: options.fetcher, baseUrl: options.baseUrls?.costco });
  }

  /** Configured non-default origins as link aliases, so links to them are recognised by `parseSourceLink`. */
  aliases(): SiteAlias[] {
    const urls = this.options.baseUrls ?? {};
    const pairs: [string | undefined, SourceSite][] = [
      [urls.costco, 'costco'],
      [urls.taobaoPage, 'taobao'],
      [urls.tmallPage, 'tmall'],
      [urls.alibaba1688, '1688'],
    ];
    return pairs
      .filter((p): p is [string, SourceSite] => Boolean(p[0]))
      .map(([baseUrl, site]) => ({ baseUrl, site }));
  }

  private taobao(credentials: SourceCredentials): TaobaoClient {
    // One client per seller session keeps the gateway token between items: no handshake per item.
    const key = credentials.taobaoSessionCookie ?? '';
    const cached = this.taobaoClients.get(key);
    if (cached) {
      return cached;
    }
    if (this.taobaoClients.size >= 100) {
      this.taobaoClients.delete(this.taobaoClients.keys().next().value!);
    }
    const urls = this.options.baseUrls ?? {};
    const client = new TaobaoClient({
      fetcher: this.options.fetcher,
      sessionCookie: credentials.taobaoSessionCookie ?? '',
      taobaoMtopBaseUrl: urls.taobaoMtop,
      tmallMtopBaseUrl: urls.tmallMtop,
      taobaoPageBaseUrl: urls.taobaoPage,
      tmallPageBaseUrl: urls.tmallPage,
      now: this.options.now,
    });
    this.taobaoClients.set(key, client);
    return client;
  }

  private alibaba(credentials: SourceCredentials): AlibabaClient {
    return new AlibabaClient({
      fetcher: this.options.fetcher,
      baseUrl: this.options.baseUrls?.alibaba1688,
      cookie: credentials.alibabaCookie,
    });
  }

  /** Server-side collection of one product by site and code. */
  async collect(target: CollectTarget, credentials: SourceCredentials = {}): Promise<SourceProduct> {
    try {
      switch (target.site) {
        case 'costco':
          return await this.costco.fetchProduct(target.code);
        case 'taobao':
        case 'tmall':
          return await this.taobao(credentials).fetchProduct(target.site, target.code);
        case '1688':
          return await this.alibaba(credentials).fetchProduct(target.code);
      }
    } catch (error) {
      throw toSourceError(error, target.site);
    }
  }

  /** Product codes of a Costco search or category link (its first `limit` results). */
  async searchCostco(request: CostcoSearchRequest): Promise<{ codes: string[]; totalResults: number }> {
    try {
      return await this.costco.searchCodes(request);
    } catch (error) {
      throw toSourceError(error, 'costco');
    }
  }

  /** Parses what the extension captured, without any network call. The description may stay pending. */
  parseCaptured(input: CapturedPage): SourceProduct {
    const site = input.site ?? parseSourceLink(input.url, { aliases: this.aliases() })?.site;
    if (!site) {
      throw new SourceError('UNSUPPORTED_LINK', null, input.url);
    }
    try {
      if (site === 'taobao' || site === 'tmall') {
        return input.html != null
          ? parseTaobaoPage(input.html, { url: input.url, site })
          : parseTaobaoData(input.data, { url: input.url, site });
      }
      if (site === '1688') {
        return input.html != null
          ? parse1688Page(input.html, { url: input.url })
          : parse1688Data(input.data, { url: input.url });
      }
      if (input.data == null) {
        throw new SourceError('DATA_NOT_FOUND', 'costco', 'Costco pages are collected through the API');
      }
      return parseCostcoProduct(input.data, { origin: new URL(input.url).origin });
    } catch (error) {
      throw toSourceError(error, site);
    }
  }

  /**
   * Fetches a pending description. A permanent failure (captcha on the description, no session) leaves
   * the product without one and says so in `warnings`: the seller already passed the page itself.
   * Transient failures are thrown so the pipeline retries.
   */
  async completeDescription(
    product: SourceProduct,
    credentials: SourceCredentials = {},
  ): Promise<SourceProduct> {
    if (product.description.kind !== 'pending') {
      return product;
    }
    try {
      const description =
        product.site === '1688'
          ? await this.alibaba(credentials).fetchDescription(product.description.url)
          : product.site === 'taobao' || product.site === 'tmall'
            ? await this.taobao(credentials).fetchDescription(product.site, product.code)
            : ({ kind: 'none' } as const);
      return { ...product, description };
    } catch (error) {
      const failure = toSourceError(error, product.site);
      if (failure.transient) {
        throw failure;
      }
      return {
        ...product,
        description: { kind: 'none' },
        warnings: [...product.warnings, missingDescriptionWarning(product.site, failure.message)],
      };
    }
  }

  /** The extension path end to end: parse, then fetch the description if the page did not carry it. */
  async collectCaptured(input: CapturedPage, credentials: SourceCredentials = {}): Promise<SourceProduct> {
    return this.completeDescription(this.parseCaptured(input), credentials);
  }
}
