import { detailImageUrls, imagesToDetailHtml, sanitizeDetailHtml } from '@sellerdesk/html';
import { cleanImageUrl, isDecorativeImage } from './images';

/**
 * Detail-page HTML from a site, made safe to store and show in the editor. The safety rules are the
 * product's one detail-page policy (`@sellerdesk/html`); collection adds what is particular to source
 * sites: lazy images given their real `src`, image URLs absolute and suffix-free, spacer images dropped,
 * and links unwrapped (they point back at the source site, and marketplaces reject outbound links).
 */

/** Attributes lazy-loading scripts on the sites keep the real image address in. */
const LAZY_SOURCES = ['data-src', 'data-ks-lazyload', 'data-lazyload', 'data-original', 'data-lazy-src'];

export function cleanDescriptionHtml(html: string, base = 'https://example.invalid/'): string {
  const cleaned = sanitizeDetailHtml(html, {
    baseUrl: base,
    unwrapLinks: true,
    imageSource: (attributes) => {
      const candidate = LAZY_SOURCES.map((name) => attributes[name]).find(Boolean) ?? attributes.src;
      const src = cleanImageUrl(candidate, base);
      return src && !isDecorativeImage(src) ? src : null;
    },
  });
  return cleaned.replace(/\s{2,}/g, ' ').trim();
}

/** The image URLs of a (cleaned) description, in order, without duplicates. */
export function descriptionImageUrls(html: string): string[] {
  return detailImageUrls(html);
}

/** Images as a description: what sites that only give picture lists (getdesc layouts) amount to. */
export function picturesToHtml(urls: readonly string[]): string {
  return imagesToDetailHtml(urls);
}
