import type { SourceSite } from '@sellerdesk/domain';
import type { Fetcher } from '@sellerdesk/outbound';
import type { SourceDescription, SourceProduct } from './model';
import type { SourceBaseUrls } from './rules/registry';
import type { SourceLink } from './rules/types';

/**
 * The port every source site's collector implements (one adapter per site, in the site's folder; the
 * table of adapters is `adapters.ts`). Each method either answers a complete, validated value or throws
 * a SourceError (`transient` says whether a retry may help). Vendor vocabulary stays in the adapter.
 */

/** The seller's own login sessions (cookie strings), by the site they belong to. */
export type SourceCredentials = Partial<Record<SourceSite, string>>;

/** What the browser extension sends: the page HTML with its inline scripts, or the data it read there. */
export type CapturedPage = { url: string; html?: string; data?: unknown; site?: SourceSite };

export type SearchResult = { codes: string[]; totalResults: number };

export type SourceSiteAdapter = {
  readonly site: SourceSite;
  /** Server-side collection of one product by its code. */
  collect(code: string, credentials: SourceCredentials): Promise<SourceProduct>;
  /**
   * Reads a page the extension captured, without any network call; `code` is the product the page's
   * address names. The description may stay `pending`.
   */
  parseCaptured(page: CapturedPage, code: string | null): SourceProduct;
  /** Fetches a `pending` description. */
  fetchDescription(
    product: SourceProduct,
    url: string,
    credentials: SourceCredentials,
  ): Promise<SourceDescription>;
  /**
   * What else gets the description when fetching it failed for good, as a Korean sentence (appended to
   * the product's warning), or '' when nothing else does.
   */
  readonly descriptionHelp: string;
  /** Product codes of a search or category link of the site (its first `limit`), if its work list takes those. */
  search?(link: SourceLink & { kind: 'search' }, limit: number): Promise<SearchResult>;
};

/** What every adapter is built with. */
export type AdapterContext = {
  fetcher: Fetcher;
  /** Configured addresses (the emulator in tests and the sandbox); unset ones are the real sites. */
  baseUrls: SourceBaseUrls;
  now?: () => number;
};
