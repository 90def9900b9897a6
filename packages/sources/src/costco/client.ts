import { joinUrl } from '@sellerdesk/outbound';
import type { Fetcher } from '@sellerdesk/outbound';
import { SourceError } from '../failures';
import { checkHttpStatus, fetchText } from '../fetch-text';
import type { FetchedText } from '../fetch-text';
import { record, text } from '../finalize';
import type { SourceProduct } from '../model';
import { pageObstacle } from '../obstacles';
import { parseCostcoProduct, parseCostcoSearch } from './parse';
import { COSTCO_JSON_HEADERS, COSTCO_OCC_PATH, COSTCO_ORIGIN, COSTCO_PRODUCT_PATH } from './site';

export type CostcoClientOptions = {
  fetcher: Fetcher;
  /** Site origin; the OCC API lives under `/rest/v2/korea`. Tests point it at the emulator. */
  baseUrl?: string;
};

export type CostcoSearchRequest = {
  /** Free text (`?text=` of a search link); empty for a pure category listing. */
  query?: string;
  /** Category code from a `/c/{code}` link, e.g. `cos_10.14`. */
  category?: string;
  /** How many product codes to return at most. */
  limit: number;
  /** Results per OCC page (the site uses up to 100). */
  pageSize?: number;
};

/** The product API address under a site root (the real site, or where the emulator serves it). */
export function costcoProductApiUrl(root: string, code: string): string {
  return joinUrl(root, COSTCO_PRODUCT_PATH.replace('{code}', encodeURIComponent(code)));
}

/** Costco Korea's own product API (SAP Commerce OCC v2). */
export class CostcoClient {
  private readonly fetcher: Fetcher;
  readonly origin: string;

  constructor(options: CostcoClientOptions) {
    this.fetcher = options.fetcher;
    this.origin = (options.baseUrl ?? COSTCO_ORIGIN).replace(/\/+$/, '');
  }

  productApiUrl(code: string): string {
    return costcoProductApiUrl(this.origin, code);
  }

  async fetchProduct(code: string): Promise<SourceProduct> {
    const response = await fetchText(this.fetcher, 'costco', this.productApiUrl(code), {
      headers: COSTCO_JSON_HEADERS,
    });
    const json = readOccAnswer(response);
    return parseCostcoProduct(json, { origin: this.origin, requestedCode: code });
  }

  /** Product codes of a search or category listing, in the site's order, paging until `limit`. */
  async searchCodes(request: CostcoSearchRequest): Promise<{ codes: string[]; totalResults: number }> {
    const pageSize = Math.min(Math.max(request.pageSize ?? 100, 1), 100);
    const text = (request.query ?? '').trim();
    const query = request.category ? `${text}:relevance:category:${request.category}` : text;
    const codes: string[] = [];
    const seen = new Set<string>();
    let totalResults = 0;
    for (let page = 0; codes.length < request.limit; page++) {
      const url = joinUrl(
        this.origin,
        `${COSTCO_OCC_PATH}/products/search?query=${encodeURIComponent(query)}&currentPage=${page}` +
          `&pageSize=${pageSize}&fields=FULL&lang=ko&curr=KRW`,
      );
      const response = await fetchText(this.fetcher, 'costco', url, { headers: COSTCO_JSON_HEADERS });
      const result = parseCostcoSearch(readOccAnswer(response));
      totalResults = result.totalResults;
      for (const code of result.codes) {
        if (!seen.has(code) && codes.length < request.limit) {
          seen.add(code);
          codes.push(code);
        }
      }
      if (result.codes.length === 0 || page + 1 >= result.totalPages) {
        break;
      }
    }
    return { codes, totalResults };
  }
}

/**
 * An OCC answer as JSON, or the failure it stands for. OCC answers errors as
 * `{ errors: [{ type, message }] }` (a product that does not exist is a 400); a refused client gets
 * Akamai's "Access Denied" page. `status` 0 means unknown (an answer the extension passed on).
 */
export function readOccAnswer(response: Pick<FetchedText, 'status' | 'url' | 'body'>): unknown {
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    const obstacle = pageObstacle('costco', response.body, response.url);
    if (obstacle) {
      throw new SourceError(obstacle, 'costco', `HTTP ${response.status}: ${response.url}`);
    }
    checkHttpStatus('costco', { ...response, headers: {} });
    throw new SourceError('INVALID_DATA', 'costco', `not JSON: ${response.body.slice(0, 120)}`);
  }
  const errors = Array.isArray(record(json)?.errors) ? (record(json)!.errors as unknown[]) : [];
  if (errors.length > 0 || response.status >= 400) {
    const first = record(errors[0]);
    const type = text(first?.type);
    const message = text(first?.message);
    if (type === 'UnknownIdentifierError' || /not found/i.test(message)) {
      throw new SourceError('ITEM_NOT_FOUND', 'costco', `${type}: ${message}`);
    }
    checkHttpStatus('costco', { ...response, headers: {} });
    throw new SourceError('HTTP_ERROR', 'costco', `${type}: ${message}`);
  }
  return json;
}
