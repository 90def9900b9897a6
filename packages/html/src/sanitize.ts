import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  checkAttribute,
} from './policy';
import { safeHttpUrl } from './url';

export type DetailHtmlOptions = {
  /**
   * The address the HTML came from: relative `src`/`href` resolve against it. Without it they are
   * dropped (a detail page is shown on another site, where a relative address means nothing).
   */
  baseUrl?: string;
  /**
   * Picks an image's address from its attributes before the policy checks it (collection reads
   * lazy-load attributes and strips CDN size suffixes here); null drops the image. The result must
   * still pass the http/https check: this hook can only narrow the policy, never widen it.
   */
  imageSource?: (attributes: Readonly<Record<string, string>>) => string | null;
  /**
   * Replaces every link by its content. Collection does this: links in a source site's description
   * point back at that site, which is useless to a buyer and refused by marketplaces.
   */
  unwrapLinks?: boolean;
};

type Tag = { tagName: string; attribs: Record<string, string> };

function transformTag(name: string, attributes: Record<string, string>, options: DetailHtmlOptions): Tag {
  const kept: Record<string, string> = {};
  for (const [attribute, value] of Object.entries(attributes)) {
    if (attribute !== 'src' && attribute !== 'href' && checkAttribute(attribute, value)) {
      kept[attribute] = attribute === 'style' || attribute === 'alt' ? value : value.trim();
    }
  }
  if (name === 'img') {
    const raw = options.imageSource ? options.imageSource(attributes) : attributes.src;
    const src = safeHttpUrl(raw, options.baseUrl);
    // An image without a usable address is dropped whole (see `exclusiveFilter`).
    return { tagName: 'img', attribs: src ? { src, ...kept } : {} };
  }
  if (name === 'a') {
    const href = options.unwrapLinks ? null : safeHttpUrl(attributes.href, options.baseUrl);
    if (!href) {
      // A link without a usable target is unwrapped (see `exclusiveFilter`): its content stays.
      return { tagName: 'a', attribs: {} };
    }
    // Links open away from the market's page and never hand it `window.opener` or the referrer.
    return { tagName: 'a', attribs: { ...kept, href, rel: 'noopener noreferrer' } };
  }
  return { tagName: name, attribs: kept };
}

function sanitizerOptions(options: DetailHtmlOptions): sanitizeHtml.IOptions {
  return {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedStyles: { '*': ALLOWED_STYLES },
    // `transformTag` already checked every address; the library checks them again on its own.
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: { '*': (name, attributes) => transformTag(name, attributes, options) },
    // Renaming a tag in a transform would be simpler, but the library then keeps the new name for the
    // next closing tag at the same depth; dropping by filter has no such state.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') {
        return !frame.attribs.src;
      }
      return frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false;
    },
    parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  };
}

/**
 * The one HTML policy of a product detail page: what collection stores, what the editor and templates
 * save, and what is sent to a marketplace. Keeps pictures, tables, lists, headings, text formatting,
 * http(s) links (`rel="noopener noreferrer"`) and a few inline styles (alignment, colour, size,
 * spacing, borders) with values that cannot load anything. Everything else is removed.
 */
export function sanitizeDetailHtml(html: string, options: DetailHtmlOptions = {}): string {
  return sanitizeHtml(html, sanitizerOptions(options));
}

/** Pictures as a detail page, one paragraph each (sites that give only a picture list). */
export function imagesToDetailHtml(urls: readonly string[]): string {
  const escape = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return sanitizeDetailHtml(urls.map((url) => `<p><img src="${escape(url)}" /></p>`).join(''));
}
