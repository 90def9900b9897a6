/**
 * The outbound HTTP port. Every adapter that talks to a service outside Sellerdesk (source sites,
 * translation APIs, marketplaces) takes a `Fetcher` and never opens a connection itself: the server
 * passes its guarded client (allowed hosts, no private addresses, pooled, optionally through the fixed-IP
 * proxy), tests pass `fetchFetcher()` pointed at an emulator.
 *
 * The shape is the smallest common part of WHATWG `fetch` and the server's client, so both fit:
 * headers may be a `Headers` object or a plain record, and bodies may be read as text or as bytes
 * (marketplaces answer EUC-KR XML and images, which must not go through a UTF-8 decode).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FetchInit = {
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** A string is sent as UTF-8; bytes are sent as they are (EUC-KR XML, multipart bodies, images). */
  body?: string | Uint8Array;
  /**
   * `manual` answers a 3xx as it is (the caller reads Location): source clients tell a login or captcha
   * redirect from a real failure that way. Default `follow` (each hop re-checked by the server's client).
   */
  redirect?: 'follow' | 'manual';
};

export type HeadersLike =
  | { get(name: string): string | null; getSetCookie?(): string[] }
  | Record<string, string | string[] | undefined>;

export type FetchResponseLike = {
  status: number;
  /** The final address after redirects, when known. */
  url?: string;
  headers: HeadersLike;
  /** The body decoded as UTF-8. */
  text(): string | Promise<string>;
  /** The body as it arrived (after content-encoding is undone). */
  bytes(): Uint8Array | Promise<Uint8Array>;
};

export type Fetcher = (url: string, init?: FetchInit) => Promise<FetchResponseLike>;
