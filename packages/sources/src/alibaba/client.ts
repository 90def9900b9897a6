import { SourceError } from '../failures';
import { headerValue, joinUrl } from '@sellerdesk/outbound';
import type { Fetcher } from '@sellerdesk/outbound';
import { checkHttpStatus, fetchText } from '../fetch-text';
import { record, text } from '../finalize';
import type { SourceDescription, SourceProduct } from '../model';
import { pageObstacle } from '../obstacles';
import { cleanDescriptionHtml } from '../text/description';
import { matchLiteralEnd, parseLiteral } from '../text/literal';
import { parse1688Page } from './parse';
import { site1688 } from './site';

/**
 * The description address answers JavaScript: `var offer_details={"content":"<html…>"};`.
 * Returns the cleaned HTML, or null when the payload is not that (an obstacle page, say).
 */
export function parseOfferDetails(body: string, base: string): string | null {
  const marker = body.indexOf('offer_details');
  if (marker < 0) {
    return null;
  }
  const start = body.indexOf('{', marker);
  const end = start < 0 ? -1 : matchLiteralEnd(body, start);
  if (end < 0) {
    return null;
  }
  const content = text(record(parseLiteral(body.slice(start, end)))?.content);
  return cleanDescriptionHtml(content, base);
}

export type AlibabaClientOptions = {
  fetcher: Fetcher;
  /** Offer page origin (default the 1688 detail host); the emulator in tests. */
  baseUrl?: string;
  /** Optional 1688 session cookie of the seller; anonymous pages are often a login or slider page. */
  cookie?: string;
};

const PAGE_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Language': 'zh-CN,zh;q=0.9',
};

export class AlibabaClient {
  private readonly base: string;

  constructor(private readonly options: AlibabaClientOptions) {
    this.base = (options.baseUrl ?? site1688.services.page.url).replace(/\/+$/, '');
  }

  offerUrl(offerId: string): string {
    return joinUrl(this.base, `/offer/${encodeURIComponent(offerId)}.html`);
  }

  private headers(): Record<string, string> {
    return this.options.cookie ? { ...PAGE_HEADERS, Cookie: this.options.cookie } : { ...PAGE_HEADERS };
  }

  /** The offer page parsed, with the description fetched: a complete product. */
  async fetchProduct(offerId: string): Promise<SourceProduct> {
    const url = this.offerUrl(offerId);
    const response = await fetchText(this.options.fetcher, '1688', url, { headers: this.headers() });
    if (response.status >= 300 && response.status < 400) {
      const location = headerValue(response.headers, 'location') ?? '';
      throw new SourceError(
        pageObstacle('1688', '', location) ?? 'BLOCKED',
        '1688',
        `redirect to ${location}`,
      );
    }
    // Redirect-following fetchers land on the login or slider page itself: judge by the final URL too.
    const landed = pageObstacle('1688', '', response.url);
    if (landed) {
      throw new SourceError(landed, '1688', response.url);
    }
    checkHttpStatus('1688', response);
    const product = parse1688Page(response.body, { url });
    if (product.description.kind !== 'pending') {
      return product;
    }
    return { ...product, description: await this.fetchDescription(product.description.url) };
  }

  async fetchDescription(descriptionUrl: string): Promise<SourceDescription> {
    const response = await fetchText(this.options.fetcher, '1688', descriptionUrl, {
      headers: { ...PAGE_HEADERS, Accept: '*/*' },
    });
    checkHttpStatus('1688', response);
    const html = parseOfferDetails(response.body, descriptionUrl);
    if (html === null) {
      const obstacle = pageObstacle('1688', response.body, response.url);
      throw new SourceError(
        obstacle ?? 'INVALID_DATA',
        '1688',
        `description: ${response.body.slice(0, 120)}`,
      );
    }
    return html ? { kind: 'html', html } : { kind: 'none' };
  }
}
