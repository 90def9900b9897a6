export type { FetchInit, FetchResponseLike, Fetcher, HeadersLike, HttpMethod } from './port';
export { headerValue, joinUrl, retryAfterSeconds, setCookieLines } from './headers';
export { fetchFetcher } from './fetch-fetcher';
