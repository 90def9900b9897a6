import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { ALLOWED_STYLES, ALLOWED_TAGS, safeHttpUrl, sanitizeDetailHtml } from '../src/index';
import { ALLOWED_ATTRIBUTES } from '../src/policy';
import { XSS_CORPUS } from './xss-corpus';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const DANGEROUS_CSS = /url\s*\(|expression|javascript|\\|behavior|binding|@import|image-set/i;

function elements(node: Node): Element[] {
  const found: Element[] = [];
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if ('tagName' in child) {
      found.push(child);
    }
    found.push(...elements(child));
  }
  return found;
}

function hasComment(node: Node): boolean {
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.some((child) => child.nodeName === '#comment' || hasComment(child));
}

/**
 * What a browser would build from the output (parse5 follows the HTML standard's parser), checked
 * against the policy. Returns the problems found; an empty list means nothing executable survived.
 */
function problems(output: string): string[] {
  const fragment = parseFragment(output);
  const found: string[] = hasComment(fragment) ? ['comment'] : [];
  for (const element of elements(fragment)) {
    const tag = element.tagName;
    if (element.namespaceURI !== HTML_NAMESPACE) {
      found.push(`${tag} in namespace ${element.namespaceURI}`);
    }
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) {
      found.push(`element <${tag}>`);
    }
    const allowed = [...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])];
    for (const { name, value, namespace } of element.attrs) {
      if (namespace || name.startsWith('on') || !allowed.includes(name)) {
        found.push(`attribute ${name} on <${tag}>`);
      }
      if ((name === 'href' || name === 'src') && safeHttpUrl(value) !== value) {
        found.push(`${name}="${value}"`);
      }
      if (name === 'style') {
        for (const declaration of value.split(';').filter((d) => d.trim())) {
          const [property = '', ...rest] = declaration.split(':');
          const cssValue = rest
            .join(':')
            .replace(/\s*!important$/, '')
            .trim();
          const rules = ALLOWED_STYLES[property.trim()];
          if (!rules?.some((rule) => rule.test(cssValue)) || DANGEROUS_CSS.test(cssValue)) {
            found.push(`style ${declaration}`);
          }
        }
      }
    }
    if (tag === 'a') {
      const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
      if (attribute('rel') !== 'noopener noreferrer' || (attribute('target') ?? '_blank') !== '_blank') {
        found.push(`link without rel/target policy`);
      }
    }
    if (tag === 'img' && !element.attrs.some((a) => a.name === 'src')) {
      found.push('image without src');
    }
  }
  return found;
}

describe('the XSS corpus', () => {
  it(`has ${XSS_CORPUS.length} distinct vectors`, () => {
    expect(new Set(XSS_CORPUS).size).toBe(XSS_CORPUS.length);
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(XSS_CORPUS.map((vector, index) => [index + 1, vector] as const))(
    'vector %i leaves nothing executable: %s',
    (_index, vector) => {
      const output = sanitizeDetailHtml(vector);
      expect(problems(output), output).toEqual([]);
      // The policy is a fixed point: cleaning the output again changes nothing (no mutation on re-parse).
      expect(sanitizeDetailHtml(output)).toBe(output);
    },
  );

  it('zero vectors survive, with a base URL and link unwrapping as collection uses them', () => {
    const survivors = XSS_CORPUS.filter(
      (vector) =>
        problems(sanitizeDetailHtml(vector, { baseUrl: 'https://item.taobao.com/item.htm?id=1' })).length >
          0 || problems(sanitizeDetailHtml(vector, { unwrapLinks: true })).length > 0,
    );
    expect(survivors).toEqual([]);
  });

  it('the checker itself catches what it looks for', () => {
    // Guards against a checker that passes everything: each of these raw fragments must be flagged.
    for (const raw of [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="https://ok.test/">no rel</a>',
      '<div style="background:url(javascript:alert(1))">x</div>',
      '<svg><a>x</a></svg>',
      '<iframe></iframe>',
      '<p><!-- c --></p>',
      '<img src="https://ok.test/a.jpg" srcset="x 1x">',
    ]) {
      expect(problems(raw), raw).not.toEqual([]);
    }
  });
});
