/**
 * Rules for the seller's pasted source-site session cookie (the `Cookie` request header of a logged-in
 * browser). Pure, shared by the contract (refuse text that is no cookie), the server (is it logged in)
 * and the web form.
 */

// RFC 6265 cookie-name: a token (no separators, controls or spaces).
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The cookie names of a `Cookie` header text, or null when some part is not a `name=value` pair. */
export function cookieNames(text: string): string[] | null {
  const parts = text
    .replace(/^cookie:\s*/i, '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) {
    return null;
  }
  const names: string[] = [];
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) {
      return null;
    }
    const name = part.slice(0, eq).trim();
    if (!COOKIE_NAME.test(name)) {
      return null;
    }
    names.push(name);
  }
  return names;
}

/** Taobao marks a logged-in browser with these cookies; `cookie2` alone is given to visitors too. */
export const TAOBAO_LOGIN_COOKIES = ['unb', '_nk_'] as const;

export function hasTaobaoLoginMarkers(cookie: string): boolean {
  const names = new Set(cookieNames(cookie) ?? []);
  return TAOBAO_LOGIN_COOKIES.some((name) => names.has(name));
}
