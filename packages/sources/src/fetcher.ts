import { SourceError, toSourceError } from './failures';
import type { SourceSite } from './model';

/**
 * The I/O port of every client in this package. The server passes its SSRF-safe fetcher; tests pass
 * the global `fetch`. Both fit: headers may be a WHATWG `Headers` or a plain record, and `text()` may be
 * synchronous or a promise. Redirects are the fetcher's business; `url` is the final address if known.
 */
export type FetchInit = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

export type HeadersLike =
  | { get(name: string): string | null; getSetCookie?(): string[] }
  | Record<string, string | string[] | undefined>;

export type FetchResponseLike = {
  status: number;
  url?: string;
  headers: HeadersLike;
  text(): string | Promise<string>;
};

export type Fetcher = (url: string, init?: FetchInit) => Promise<FetchResponseLike>;

function isHeadersObject(headers: HeadersLike): headers is { get(name: string): string | null } {
  return typeof (headers as { get?: unknown }).get === 'function';
}

export function headerValue(headers: HeadersLike, name: string): string | null {
  if (isHeadersObject(headers)) {
    return headers.get(name);
  }
  const value = headers[name.toLowerCase()] ?? headers[name];
  if (Array.isArray(value)) {
    return value.join(', ');
  }
  return value ?? null;
}

/** Every Set-Cookie line, whatever the headers shape. */
export function setCookieLines(headers: HeadersLike): string[] {
  if (isHeadersObject(headers)) {
    const getSetCookie = (headers as { getSetCookie?: () => string[] }).getSetCookie;
    if (typeof getSetCookie === 'function') {
      return getSetCookie.call(headers);
    }
    const joined = headers.get('set-cookie');
    // A joined header separates cookies with ", " — but Expires dates contain ", " too.
    return joined ? joined.split(/,\s*(?=[^;=\s,]+=)/) : [];
  }
  const value = headers['set-cookie'];
  if (Array.isArray(value)) {
    return value;
  }
  return value ? [value] : [];
}

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

export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
