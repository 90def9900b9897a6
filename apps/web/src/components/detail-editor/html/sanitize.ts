import { formatStyle, parseStyle } from './style';

/**
 * What the editor lets into the page. Detail HTML comes from source sites (already cleaned at collection),
 * from the seller's source view and from the clipboard; before any of it reaches the live document it is
 * parsed into an inert document and stripped of what can run code or leave the page: scripts, frames,
 * plug-ins, forms, event handlers and non-web URLs. Everything else — unknown tags and attributes
 * included — is kept, because the editor must give the seller's HTML back as it was.
 */

/** Removed with their content. */
const DROP_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'button',
  'input',
  'keygen',
  'param',
  'portal',
  'xmp',
  'plaintext',
  'math',
  // SVG elements that can run script or change other attributes into script URLs.
  'foreignobject',
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'handler',
  'listener',
  'use',
]);

/** Removed, their content kept. */
const UNWRAP_ELEMENTS = new Set(['form', 'html', 'body']);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'background',
  'poster',
  'cite',
  'longdesc',
  'data',
  'codebase',
  'dynsrc',
  'lowsrc',
  'xlink:href',
  'ping',
  'manifest',
]);
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);
const DROP_ATTRIBUTES = new Set(['srcdoc', 'formaction', 'contenteditable', 'http-equiv']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp|avif);/i;

/** Whether a URL may stay: http(s), mailto, tel, relative addresses, and data: images where images load. */
export function isSafeUrl(value: string, allowDataImage = false): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    return true;
  }
  if (scheme === 'data') {
    return allowDataImage && DATA_IMAGE.test(compact);
  }
  return SAFE_SCHEMES.has(scheme);
}

function isSafeSrcset(value: string): boolean {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every((url) => url === '' || isSafeUrl(url, true));
}

function isSafeDeclaration(value: string): boolean {
  const compact = value.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, '');
  if (/expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i.test(compact)) {
    return false;
  }
  for (const match of compact.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    if (!isSafeUrl(match[2] ?? '', true)) {
      return false;
    }
  }
  return true;
}

/** The style text when every declaration is safe, else the safe declarations only (null when none). */
function safeStyle(style: string): string | null {
  const declarations = parseStyle(style);
  const safe = declarations.filter((d) => isSafeDeclaration(`${d.property}:${d.value}`));
  if (safe.length === declarations.length && isSafeDeclaration(style)) {
    return style;
  }
  return safe.length ? formatStyle(safe) : null;
}

/** Words a dangerous attribute value must contain; values without any are safe without parsing. */
const SUSPICIOUS_STYLE = /expression|script|binding|behavior|url\s*\(|\\|\/\*/i;

function sanitizeAttributes(element: Element): void {
  const attributes = element.attributes;
  if (attributes.length === 0) {
    return;
  }
  const allowDataImage = element.localName === 'img' || element.localName === 'source';
  // Backwards: removing an attribute does not shift the ones still to visit.
  for (let i = attributes.length - 1; i >= 0; i -= 1) {
    const attribute = attributes[i]!;
    const name = attribute.name.toLowerCase();
    const value = attribute.value;
    let keep = true;
    let replacement: string | null = null;
    if (name.startsWith('on') || DROP_ATTRIBUTES.has(name)) {
      keep = false;
    } else if (URL_ATTRIBUTES.has(name)) {
      keep = isSafeUrl(value, allowDataImage && name === 'src');
    } else if (SRCSET_ATTRIBUTES.has(name)) {
      keep = isSafeSrcset(value);
    } else if (name === 'style' && SUSPICIOUS_STYLE.test(value)) {
      const safe = safeStyle(value);
      keep = safe !== null;
      replacement = safe !== value ? safe : null;
    }
    if (!keep) {
      element.removeAttributeNode(attribute);
    } else if (replacement !== null) {
      attribute.value = replacement;
    }
  }
}

/** Cleans a subtree in place (the root itself is kept). */
export function sanitizeTree(root: ParentNode): void {
  let child = root.firstChild;
  while (child) {
    const next = child.nextSibling;
    if (child.nodeType === 1) {
      const element = child as Element;
      const name = element.localName.toLowerCase();
      if (DROP_ELEMENTS.has(name)) {
        element.remove();
      } else {
        if (element.firstChild) {
          sanitizeTree(element);
        }
        if (UNWRAP_ELEMENTS.has(name)) {
          element.replaceWith(...Array.from(element.childNodes));
        } else {
          sanitizeAttributes(element);
        }
      }
    } else if (child.nodeType !== 3) {
      // Comments, processing instructions: not content.
      child.remove();
    }
    child = next;
  }
}

/**
 * The HTML parsed into an inert document (nothing loads or runs there) and sanitised: its body holds the
 * content, ready to be read or imported into the page.
 */
export function parseSanitizedBody(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  sanitizeTree(doc.body);
  return doc.body;
}

/**
 * Sanitised content as nodes of the live document, for read-only display (template previews, raw blocks,
 * the page shown while the editor loads). `lazyImages` marks pictures `loading="lazy"` and
 * `decoding="async"` while they are still inert, so a long page fetches and decodes only what is on screen.
 */
export function sanitizedFragment(
  html: string,
  target: Document = document,
  options: { lazyImages?: boolean } = {},
): DocumentFragment {
  const body = parseSanitizedBody(html);
  if (options.lazyImages) {
    for (const image of Array.from(body.getElementsByTagName('img'))) {
      image.setAttribute('loading', 'lazy');
      image.setAttribute('decoding', 'async');
    }
  }
  const fragment = target.createDocumentFragment();
  for (const node of Array.from(body.childNodes)) {
    fragment.appendChild(target.importNode(node, true));
  }
  return fragment;
}

/** Sanitised HTML text (clipboard input). */
export function sanitizeHtml(html: string): string {
  return parseSanitizedBody(html).innerHTML;
}
