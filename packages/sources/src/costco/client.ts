import { SourceError } from '../failures';
import { checkHttpStatus, fetchText, joinUrl } from '../fetcher';
import type { FetchedText, Fetcher } from '../fetcher';
import { record, text } from '../finalize';
import type { SourceProduct } from '../model';
import { detectPageObstacle } from '../obstacles';
import { COSTCO_ORIGIN, parseCostcoProduct, parseCostcoSearch } from './parse';

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

const OCC_PATH = '/rest/v2/korea';
// Without this header OCC answers XML.
const JSON_HEADERS = { Accept: 'application/json' };

/** Costco Korea's own product API (SAP Commerce OCC v2). */
export class CostcoClient {
  private readonly fetcher: Fetcher;
  private readonly origin: string;

  constructor(options: CostcoClientOptions) {
    this.fetcher = options.fetcher;
    this.origin = (options.baseUrl ?? COSTCO_ORIGIN).replace(/\/+$/, '');
  }

  productApiUrl(code: string): string {
    return joinUrl(
      this.origin,
      `${OCC_PATH}/products/${encodeURIComponent(code)}?fields=FULL&lang=ko&curr=KRW`,
    );
  }

  async fetchProduct(code: string): Promise<SourceProduct> {
    const response = await fetchText(this.fetcher, 'costco', this.productApiUrl(code), {
      headers: JSON_HEADERS,
    });
    const json = readOccJson(response);
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
        `${OCC_PATH}/products/search?query=${encodeURIComponent(query)}&currentPage=${page}` +
          `&pageSize=${pageSize}&fields=FULL&lang=ko&curr=KRW`,
      );
      const response = await fetchText(this.fetcher, 'costco', url, { headers: JSON_HEADERS });
      const result = parseCostcoSearch(readOccJson(response));
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

/** OCC answers errors as `{ errors: [{ type, message }] }`; a product that does not exist is a 400. */
function readOccJson(response: FetchedText): unknown {
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    if (/Access Denied|Reference #\d/i.test(response.body)) {
      throw new SourceError('BLOCKED', 'costco', `HTTP ${response.status}: access denied page`);
    }
    const obstacle = detectPageObstacle(response.body, response.url);
    if (obstacle) {
      throw new SourceError(obstacle, 'costco', response.url);
    }
    checkHttpStatus('costco', response);
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
    checkHttpStatus('costco', response);
    throw new SourceError('HTTP_ERROR', 'costco', `${type}: ${message}`);
  }
  return json;
}
