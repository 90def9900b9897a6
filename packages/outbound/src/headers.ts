import type { HeadersLike } from './port';

function isHeadersObject(headers: HeadersLike): headers is { get(name: string): string | null } {
  return typeof (headers as { get?: unknown }).get === 'function';
}

/** One header's value, whatever the headers shape; repeated headers are joined with ", ". */
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

/**
 * Seconds to wait from a `Retry-After` header (delta seconds or an HTTP date), or null when absent or
 * unreadable. Used by every adapter that honours a 429.
 */
export function retryAfterSeconds(headers: HeadersLike, now: number = Date.now()): number | null {
  const raw = headerValue(headers, 'retry-after')?.trim();
  if (!raw) {
    return null;
  }
  if (/^\d+$/.test(raw)) {
    return Number(raw);
  }
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** `base` + `path` with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
