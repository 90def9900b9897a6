import { SourceError } from '../failures';
import type { SourceProduct } from '../model';
import type { AdapterContext, CapturedPage, SearchResult, SourceSiteAdapter } from '../port';
import { serviceUrl } from '../rules/registry';
import type { SourceLink } from '../rules/types';
import { CostcoClient, readOccAnswer } from './client';
import { parseCostcoProduct } from './parse';
import { costcoSite } from './site';

/**
 * Costco Korea behind the source-site port: the OCC API on the server; from the extension, the OCC
 * answer the product page's own origin gave (the page embeds no product data).
 */
export class CostcoAdapter implements SourceSiteAdapter {
  readonly site = 'costco' as const;
  readonly descriptionHelp = '';
  private readonly client: CostcoClient;

  constructor(context: AdapterContext) {
    this.client = new CostcoClient({
      fetcher: context.fetcher,
      baseUrl: serviceUrl(context.baseUrls, costcoSite.services.page),
    });
  }

  collect(code: string): Promise<SourceProduct> {
    return this.client.fetchProduct(code);
  }

  parseCaptured(page: CapturedPage, code: string | null): SourceProduct {
    // The extension sends the API's JSON as data; anything else it got (an error or refusal page) as html.
    const answer = page.data != null ? page.data : readCapturedAnswer(page);
    // Relative images and page paths resolve against the site root the page is under.
    return parseCostcoProduct(answer, { origin: this.client.origin, requestedCode: code ?? undefined });
  }

  fetchDescription(): Promise<never> {
    // OCC answers carry the description; nothing is ever pending.
    return Promise.reject(new SourceError('DATA_NOT_FOUND', 'costco', 'no pending descriptions on Costco'));
  }

  search(link: SourceLink & { kind: 'search' }, limit: number): Promise<SearchResult> {
    return this.client.searchCodes({
      query: link.query || undefined,
      category: link.category ?? undefined,
      limit,
    });
  }
}

/** What the page got instead of product JSON: an OCC error, a refusal page, or nothing usable. */
function readCapturedAnswer(page: CapturedPage): unknown {
  const body = page.html ?? '';
  try {
    return readOccAnswer({ status: 0, url: page.url, body });
  } catch (error) {
    if (error instanceof SourceError && error.code === 'INVALID_DATA') {
      throw new SourceError(
        'DATA_NOT_FOUND',
        'costco',
        `captured page without the product answer: ${body.slice(0, 120)}`,
      );
    }
    throw error;
  }
}
