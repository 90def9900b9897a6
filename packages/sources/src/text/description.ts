import { cleanImageUrl, isDecorativeImage } from './images';

/**
 * Detail-page HTML from a site, made safe to store and show in the editor: no scripts, styles sheets,
 * frames, event handlers or javascript: URLs; links unwrapped (marketplaces reject outbound links);
 * lazy images given their real `src`; image URLs absolute and suffix-free; spacer images dropped.
 */

const DROP_WITH_CONTENT =
  /<(script|style|noscript|iframe|object|embed|template|textarea|select|button)\b[\s\S]*?<\/\1\s*>/gi;
const DROP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'textarea',
  'select',
  'button',
  'html',
  'head',
  'body',
  'title',
]);
const UNWRAP_TAGS = new Set(['a', 'map', 'area']);
const URL_ATTRIBUTES = new Set(['src', 'href', 'background', 'poster']);
const LAZY_SOURCES = ['data-src', 'data-ks-lazyload', 'data-lazyload', 'data-original', 'data-lazy-src'];
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

type Attribute = { name: string; value: string | null };

function parseAttributes(source: string): Attribute[] {
  const result: Attribute[] = [];
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(source); match; match = ATTRIBUTE.exec(source)) {
    result.push({ name: match[1]!.toLowerCase(), value: match[2] ?? match[3] ?? match[4] ?? null });
  }
  return result;
}

function escapeAttribute(value: string): string {
  return value.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/"/g, '&quot;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function cleanTag(name: string, attributes: Attribute[], selfClosing: boolean, base: string): string | null {
  const kept: string[] = [];
  if (name === 'img') {
    const lazy = LAZY_SOURCES.map((n) => attributes.find((a) => a.name === n)?.value).find((v) => v);
    const plain = attributes.find((a) => a.name === 'src')?.value;
    const candidate = lazy ?? plain;
    const src = candidate ? cleanImageUrl(decodeEntities(candidate), base) : null;
    if (!src || isDecorativeImage(src)) {
      return null;
    }
    kept.push(`src="${escapeAttribute(src)}"`);
  }
  for (const { name: attr, value } of attributes) {
    if (attr.startsWith('on') || attr === 'srcset' || attr === 'usemap' || LAZY_SOURCES.includes(attr)) {
      continue;
    }
    if (name === 'img' && attr === 'src') {
      continue;
    }
    if (value == null) {
      kept.push(attr);
      continue;
    }
    const decoded = decodeEntities(value);
    if (URL_ATTRIBUTES.has(attr)) {
      const url = cleanImageUrl(decoded, base);
      if (!url) {
        continue;
      }
      kept.push(`${attr}="${escapeAttribute(url)}"`);
      continue;
    }
    if (attr === 'style' && /expression\s*\(|javascript:|url\s*\(\s*['"]?\s*javascript:/i.test(decoded)) {
      continue;
    }
    kept.push(`${attr}="${escapeAttribute(decoded)}"`);
  }
  const inner = kept.length ? ` ${kept.join(' ')}` : '';
  return `<${name}${inner}${selfClosing ? ' /' : ''}>`;
}

export function cleanDescriptionHtml(html: string, base = 'https://example.invalid/'): string {
  const withoutBlocks = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROP_WITH_CONTENT, '');
  const cleaned = withoutBlocks.replace(
    // A `<` that does not start a well-formed tag becomes text, so a broken tag cannot slip through raw.
    /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|</g,
    (_whole, closing: string | undefined, rawName: string | undefined, rest: string | undefined) => {
      if (rawName === undefined || rest === undefined) {
        return '&lt;';
      }
      const name = rawName.toLowerCase();
      if (DROP_TAGS.has(name) || UNWRAP_TAGS.has(name)) {
        return '';
      }
      if (closing) {
        return `</${name}>`;
      }
      const selfClosing = /\/\s*$/.test(rest);
      return cleanTag(name, parseAttributes(rest.replace(/\/\s*$/, '')), selfClosing, base) ?? '';
    },
  );
  return cleaned.replace(/\s{2,}/g, ' ').trim();
}

/** The image URLs of a (cleaned) description, in order, without duplicates. */
export function descriptionImageUrls(html: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)) {
    const url = decodeEntities(match[1]!);
    if (!seen.has(url)) {
      seen.add(url);
      result.push(url);
    }
  }
  return result;
}

/** Images as a description: what sites that only give picture lists (getdesc layouts) amount to. */
export function picturesToHtml(urls: readonly string[]): string {
  return urls.map((url) => `<p><img src="${escapeAttribute(url)}" /></p>`).join('');
}
