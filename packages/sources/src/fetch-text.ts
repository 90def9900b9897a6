import type { FetchInit, Fetcher, HeadersLike } from '@sellerdesk/outbound';
import { SourceError, toSourceError } from './failures';
import type { SourceSite } from '@sellerdesk/domain';

/**
 * The site side of the outbound port (`@sellerdesk/outbound`): one request read as text, with every
 * failure a site can cause mapped to a SourceError, so each client only adds what is its own.
 */

export type FetchedText = { status: number; url: string; body: string; headers: HeadersLike };

/** One request with the site's failures mapped to SourceError: network errors are transient. */
export async function fetchText(
  fetcher: Fetcher,
  site: SourceSite,
  url: string,
  init: FetchInit = {},
): Promise<FetchedText> {
  try {
    const response = await fetcher(url, init);
    const body = await response.text();
    return { status: response.status, url: response.url || url, body, headers: response.headers };
  } catch (error) {
    throw toSourceError(error, site);
  }
}

/** Maps the HTTP statuses that mean the same thing on every site. 2xx and 3xx pass through. */
export function checkHttpStatus(site: SourceSite, response: FetchedText): void {
  const { status } = response;
  if (status < 400) {
    return;
  }
  if (status === 429) {
    throw new SourceError('RATE_LIMITED', site, `HTTP ${status}`);
  }
  if (status >= 500) {
    throw new SourceError('UPSTREAM_UNAVAILABLE', site, `HTTP ${status}`);
  }
  if (status === 404 || status === 410) {
    throw new SourceError('ITEM_NOT_FOUND', site, `HTTP ${status}`);
  }
  if (status === 401 || status === 403) {
    throw new SourceError('BLOCKED', site, `HTTP ${status}`);
  }
  throw new SourceError('HTTP_ERROR', site, `HTTP ${status}: ${response.body.slice(0, 200)}`);
}
