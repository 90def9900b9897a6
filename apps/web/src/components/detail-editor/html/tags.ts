/**
 * How the editor models each HTML element. Block-level tags become blocks; an element whose content has
 * blocks becomes a container; everything else inline (known or unknown tags, as browsers treat unknown
 * tags as inline) becomes a generic mark that remembers its tag and attributes.
 */

/** Elements laid out as blocks by default (the HTML rendering section's block-level list). */
export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'legend',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'ul',
]);

/** Kept whole, as HTML the seller can change in the source view (media, drawings, image maps). */
export const OPAQUE_TAGS = new Set(['video', 'audio', 'svg', 'canvas', 'picture', 'map']);

/** Tags whose content keeps its white space as written. */
export const PREFORMATTED_TAGS = new Set(['pre', 'listing']);

/** Bold, italic, underline and strike-through as their HTML tags (first = the one the editor writes). */
export const FORMAT_TAGS = {
  bold: ['strong', 'b'],
  italic: ['em', 'i'],
  underline: ['u', 'ins'],
  strike: ['s', 'strike', 'del'],
  superscript: ['sup'],
  subscript: ['sub'],
} as const;

export type FormatName = keyof typeof FORMAT_TAGS;
