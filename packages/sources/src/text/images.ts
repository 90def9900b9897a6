/**
 * Image URL clean-up. Alibaba's CDN serves resized copies by appending a suffix after the real file
 * name (`…jpg_60x60q90.jpg`, `…jpg_q50.jpg_.webp`, `…png_.webp`); the original is the URL without it.
 * Decorative images (spacers, 1×1 pixels, interface icons) are not product images.
 */

const SIZE_SUFFIX = /(\.(?:jpe?g|png|gif|webp|bmp))_[^/?#]*$/i;
const ALIBABA_CDN = /(?:^|\.)(?:alicdn\.com|tbcdn\.cn|taobaocdn\.com|1688\.com)$/i;

/**
 * Absolute, suffix-free URL, or null when the value is not an http(s) image address.
 * `base` resolves relative and protocol-relative URLs (the page's own URL or the site origin).
 */
export function cleanImageUrl(raw: unknown, base = 'https://example.invalid/'): string | null {
  if (typeof raw !== 'string') {
    return null;
  }
  const value = raw.trim().replace(/\\\//g, '/');
  if (!value || value.startsWith('data:') || value.startsWith('javascript:')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return null;
  }
  if (url.hostname.endsWith('.invalid')) {
    return null;
  }
  url.hash = '';
  // Query strings on the CDN only select a derived copy (`?getAvatar=avatar`); elsewhere they may matter.
  if (ALIBABA_CDN.test(url.hostname)) {
    url.search = '';
  }
  url.pathname = url.pathname.replace(SIZE_SUFFIX, '$1');
  return url.toString();
}

/** Spacers, tracking pixels and interface icons (`-tps-48-48.png` style images of at most 100 px). */
export function isDecorativeImage(url: string): boolean {
  const path = url.toLowerCase();
  if (/(?:^|\/)(?:spaceball|spacer|blank|s|pixel|transparent)\.gif$/.test(path)) {
    return true;
  }
  if (/[-_]1-1\.(?:png|gif|jpg)$|\/1x1\.|[_-]1x1[._]/.test(path)) {
    return true;
  }
  const tps = /-tps-(\d+)-(\d+)\.\w+$/.exec(path);
  if (tps && Number(tps[1]) <= 100 && Number(tps[2]) <= 100) {
    return true;
  }
  return false;
}

/** Cleans, drops decorative images and duplicates, keeps the order. */
export function cleanImageList(values: readonly unknown[], base?: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const url = cleanImageUrl(value, base);
    if (!url || isDecorativeImage(url) || seen.has(url)) {
      continue;
    }
    seen.add(url);
    result.push(url);
  }
  return result;
}
