/**
 * The allow-list of a product detail page. Everything not named here is removed: the tag itself (its
 * text and allowed children stay), or the tag with its content for the elements in `DROPPED_WITH_CONTENT`.
 * Markets render detail pages inside their own product page, so the list is what a seller needs to lay
 * out pictures, spec tables and text, and nothing that runs, loads a page, or reads the buyer's session.
 */

export const ALLOWED_TAGS = [
  'p',
  'div',
  'span',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
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
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
  'a',
] as const;

/**
 * Elements whose content is not page text (code, styles, embedded documents, form widgets, foreign
 * markup): removed with everything inside them.
 */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'title',
  'head',
  'iframe',
  'frame',
  'frameset',
  'noframes',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'button',
  'xmp',
  'noembed',
  'plaintext',
  'canvas',
  'audio',
  'video',
];

const ALIGN = ['left', 'center', 'right', 'justify'];
const VALIGN = ['top', 'middle', 'bottom', 'baseline'];

/** Attributes per tag. Values are checked in `checkAttribute`; URLs (`src`, `href`) in `url.ts`. */
export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': ['style'],
  img: ['src', 'alt', 'width', 'height'],
  a: ['href', 'target', 'rel'],
  table: ['width', 'border', 'cellpadding', 'cellspacing', 'align'],
  td: ['colspan', 'rowspan', 'width', 'height', 'align', 'valign'],
  th: ['colspan', 'rowspan', 'width', 'height', 'align', 'valign'],
  tr: ['align', 'valign'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  ol: ['start'],
  p: ['align'],
  div: ['align'],
  h1: ['align'],
  h2: ['align'],
  h3: ['align'],
  h4: ['align'],
  h5: ['align'],
  h6: ['align'],
};

const COUNT = /^\d{1,4}$/;
const SIZE = /^\d{1,5}(?:\.\d+)?(?:px|%)?$/i;

/** The value rule of each non-URL attribute; an attribute whose value fails it is removed. */
const ATTRIBUTE_VALUES: Record<string, (value: string) => boolean> = {
  width: (v) => SIZE.test(v),
  height: (v) => SIZE.test(v),
  colspan: (v) => COUNT.test(v),
  rowspan: (v) => COUNT.test(v),
  span: (v) => COUNT.test(v),
  start: (v) => COUNT.test(v),
  border: (v) => COUNT.test(v),
  cellpadding: (v) => COUNT.test(v),
  cellspacing: (v) => COUNT.test(v),
  align: (v) => ALIGN.includes(v.toLowerCase()),
  valign: (v) => VALIGN.includes(v.toLowerCase()),
  target: (v) => v === '_blank',
  alt: () => true,
  style: () => true,
};

export function checkAttribute(name: string, value: string): boolean {
  return ATTRIBUTE_VALUES[name]?.(value.trim()) ?? false;
}

// CSS values are built from these tokens only: no quotes, backslashes (escapes), colons, slashes or
// asterisks (comments), and the only functions are rgb()/hsl(). So `url(`, `expression(`,
// `javascript:` and escaped spellings of them cannot be written.
const LENGTH = String.raw`-?(?:\d+|\d*\.\d+)(?:px|pt|em|rem|ex|ch|%|vw|vh|cm|mm|in|pc)?`;
const COLOR = String.raw`#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,]+\)|hsla?\(\s*[\d.%\s,deg]+\)|[a-z]+`;
const WORD = String.raw`[a-z]+(?:-[a-z]+)*`;

const oneOf = (words: readonly string[]) => new RegExp(`^(?:${words.join('|')})$`, 'i');
const tokens = (token: string, max: number) =>
  new RegExp(String.raw`^(?:${token})(?:\s+(?:${token})){0,${max - 1}}$`, 'i');

const length = tokens(`${LENGTH}|auto`, 1);
const box = tokens(`${LENGTH}|auto`, 4);
const color = tokens(COLOR, 1);
const border = tokens(`${LENGTH}|${COLOR}`, 3);

export const ALLOWED_STYLES: Record<string, RegExp[]> = {
  'text-align': [oneOf(['left', 'right', 'center', 'justify', 'start', 'end'])],
  color: [color],
  'background-color': [color],
  'font-size': [
    tokens(LENGTH, 1),
    oneOf(['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'smaller', 'larger']),
  ],
  'font-weight': [oneOf(['normal', 'bold', 'bolder', 'lighter', '[1-9]00'])],
  'font-style': [oneOf(['normal', 'italic', 'oblique'])],
  'text-decoration': [tokens(`${WORD}|${COLOR}`, 3)],
  'line-height': [tokens(LENGTH, 1), oneOf(['normal'])],
  margin: [box],
  'margin-top': [length],
  'margin-right': [length],
  'margin-bottom': [length],
  'margin-left': [length],
  padding: [box],
  'padding-top': [length],
  'padding-right': [length],
  'padding-bottom': [length],
  'padding-left': [length],
  width: [length],
  'max-width': [length, oneOf(['none'])],
  height: [length],
  border: [border, oneOf(['none', '0'])],
  'border-top': [border, oneOf(['none'])],
  'border-right': [border, oneOf(['none'])],
  'border-bottom': [border, oneOf(['none'])],
  'border-left': [border, oneOf(['none'])],
  'border-width': [box],
  'border-style': [tokens(WORD, 4)],
  'border-color': [tokens(COLOR, 4)],
  'border-collapse': [oneOf(['collapse', 'separate'])],
  'border-spacing': [tokens(LENGTH, 2)],
  'border-radius': [tokens(LENGTH, 4)],
  'vertical-align': [
    oneOf(['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super']),
    tokens(LENGTH, 1),
  ],
  // Not asked for by sellers, but 1688 pictures carry `display:block` to close the gap under each image.
  display: [oneOf(['block', 'inline', 'inline-block'])],
};
