import { SOURCE_SITES, type SourceSite } from '@sellerdesk/domain';
import type { Fetcher } from '@sellerdesk/outbound';
import { SITE_ADAPTERS } from './adapters';
import { SourceError, capturedPageFailure, toSourceError } from './failures';
import type { SourceProduct } from './model';
import type { CapturedPage, SearchResult, SourceCredentials, SourceSiteAdapter } from './port';
import { parseSourceLink } from './rules/links';
import type { SiteAlias } from './rules/links';
import { SITE_ENTRIES } from './rules/registry';
import type { SourceBaseUrls } from './rules/registry';
import type { SourceLink } from './rules/types';

export type SourceCollectorOptions = { fetcher: Fetcher; baseUrls?: SourceBaseUrls; now?: () => number };

export type CollectTarget = { site: SourceSite; code: string };

/**
 * The seller already sent the page (extension), so "use the extension" would be no advice: say what
 * went wrong, then what helps — the description loads as the page scrolls, or the site's adapter knows
 * another way.
 */
function missingDescriptionWarning(adapter: SourceSiteAdapter, reason: string): string {
  const firstSentence = reason.split(/(?<=[.다])\s/)[0] ?? reason;
  return `상세설명을 가져오지 못했습니다: ${firstSentence} 상품 페이지에서 상세설명이 보일 때까지 스크롤한 뒤 다시 보내주세요.${adapter.descriptionHelp}`;
}

/**
 * One entry point per way in, for every site: each call goes to the site's adapter (`adapters.ts`).
 * Every method either returns a complete, validated product or throws a SourceError (`transient` tells
 * the pipeline whether a retry may help).
 */
export class SourceCollector {
  private readonly adapters: { readonly [S in SourceSite]: SourceSiteAdapter };

  constructor(private readonly options: SourceCollectorOptions) {
    const context = { fetcher: options.fetcher, baseUrls: options.baseUrls ?? {}, now: options.now };
    this.adapters = Object.fromEntries(
      SOURCE_SITES.map((site) => [site, SITE_ADAPTERS[site](context)]),
    ) as Record<SourceSite, SourceSiteAdapter>;
  }

  /** Configured non-default page addresses as link aliases, so links to them are recognised by `parseSourceLink`. */
  aliases(): SiteAlias[] {
    const urls = this.options.baseUrls ?? {};
    return SITE_ENTRIES.flatMap((entry) => {
      const baseUrl = urls[entry.services.page.key];
      return baseUrl ? [{ baseUrl, site: entry.id }] : [];
    });
  }

  /** A pasted link read with the configured aliases too. */
  parseLink(input: string): SourceLink | null {
    return parseSourceLink(input, { aliases: this.aliases() });
  }

  /** Server-side collection of one product by site and code. */
  async collect(target: CollectTarget, credentials: SourceCredentials = {}): Promise<SourceProduct> {
    try {
      return await this.adapters[target.site].collect(target.code, credentials);
    } catch (error) {
      throw toSourceError(error, target.site);
    }
  }

  /** Whether a search or category link of the site can be collected (its first results). */
  searches(site: SourceSite): boolean {
    return this.adapters[site].search != null;
  }

  /** Product codes of a search or category link (its first `limit` results). */
  async search(link: SourceLink & { kind: 'search' }, limit: number): Promise<SearchResult> {
    const adapter = this.adapters[link.site];
    if (!adapter.search) {
      throw new SourceError('UNSUPPORTED_LINK', link.site, `no search on ${link.site}`);
    }
    try {
      return await adapter.search(link, limit);
    } catch (error) {
      throw toSourceError(error, link.site);
    }
  }

  /** Parses what the extension captured, without any network call. The description may stay pending. */
  parseCaptured(input: CapturedPage): SourceProduct {
    const link = this.parseLink(input.url);
    const site = input.site ?? link?.site;
    if (!site) {
      throw new SourceError('UNSUPPORTED_LINK', null, input.url);
    }
    const code = link?.kind === 'product' && link.site === site ? link.code : null;
    try {
      return this.adapters[site].parseCaptured(input, code);
    } catch (error) {
      throw capturedPageFailure(toSourceError(error, site));
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
    const adapter = this.adapters[product.site];
    try {
      const description = await adapter.fetchDescription(product, product.description.url, credentials);
      return { ...product, description };
    } catch (error) {
      const failure = toSourceError(error, product.site);
      if (failure.transient) {
        throw failure;
      }
      return {
        ...product,
        description: { kind: 'none' },
        warnings: [...product.warnings, missingDescriptionWarning(adapter, failure.message)],
      };
    }
  }

  /** The extension path end to end: parse, then fetch the description if the page did not carry it. */
  async collectCaptured(input: CapturedPage, credentials: SourceCredentials = {}): Promise<SourceProduct> {
    return this.completeDescription(this.parseCaptured(input), credentials);
  }
}
