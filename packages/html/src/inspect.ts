import { Parser } from 'htmlparser2';
import { DROPPED_WITH_CONTENT } from './policy';

/** The `src` of every `<img>` of a detail page, in order, without duplicates (entities decoded). */
export function detailImageUrls(html: string): string[] {
  const seen = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const src = attributes.src?.trim();
        if (name === 'img' && src) {
          seen.add(src);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return [...seen];
}

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'caption',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'ul',
  'ol',
]);

/**
 * The text a buyer reads on a detail page, whitespace collapsed and blocks on their own lines (for
 * markets that want a plain-text summary, and to check that cleaning lost no words).
 */
export function detailPlainText(html: string): string {
  const dropped = new Set(DROPPED_WITH_CONTENT);
  let hidden = 0;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (dropped.has(name)) {
          hidden++;
        } else if (BLOCKS.has(name)) {
          text += '\n';
        }
      },
      onclosetag(name) {
        if (dropped.has(name)) {
          hidden = Math.max(0, hidden - 1);
        } else if (BLOCKS.has(name)) {
          text += '\n';
        }
      },
      ontext(chunk) {
        if (hidden === 0) {
          text += chunk;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
