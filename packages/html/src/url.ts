/**
 * An http(s) address fit for a detail page, or null. Browsers strip tabs and newlines inside a URL and
 * ignore leading control characters; `URL` does the same, so `jav&#x09;ascript:` is read as the
 * `javascript:` it is and refused. Relative addresses need `baseUrl` (the page they came from);
 * protocol-relative ones (`//img.example/a.jpg`, common on Chinese CDNs) default to https.
 */
export function safeHttpUrl(raw: string | null | undefined, baseUrl?: string): string | null {
  const value = raw?.trim();
  if (!value) {
    return null;
  }
  let url: URL;
  try {
    url = baseUrl ? new URL(value, baseUrl) : new URL(/^[\\/]{2}/.test(value) ? `https:${value}` : value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return null;
  }
  return url.href;
}
