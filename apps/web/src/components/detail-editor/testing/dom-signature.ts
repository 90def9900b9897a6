import { parseStyle } from '../html/style';
import { BLOCK_TAGS, OPAQUE_TAGS, PREFORMATTED_TAGS } from '../html/tags';

/**
 * What a page looks like as structure, for comparing HTML before and after the editor: one line per
 * element (tag, attributes sorted, style declarations normalised), text as rendered (white space
 * collapsed, no space at the start of a line), comments dropped. Two HTML texts with the same signature
 * have the same elements, attributes, styles, text and image order.
 */

type State = { lineStart: boolean; space: boolean; out: string[]; depth: number };

function styleSignature(style: string): string {
  return parseStyle(style)
    .map((d) => `${d.property}:${d.value.replace(/\s+/g, ' ').replace(/\s*,\s*/g, ',')}`)
    .join(';');
}

function elementLine(element: Element): string {
  const attrs = Array.from(element.attributes)
    .map((a) => [a.name, a.name === 'style' ? styleSignature(a.value) : a.value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  return [`<${element.localName}`, ...attrs].join(' ') + '>';
}

function pushText(state: State, text: string): void {
  const last = state.out[state.out.length - 1];
  const indent = '  '.repeat(state.depth);
  if (last?.startsWith(`${indent}"`)) {
    state.out[state.out.length - 1] = `${indent}${JSON.stringify(JSON.parse(last.trim()) + text)}`;
  } else {
    state.out.push(`${indent}${JSON.stringify(text)}`);
  }
}

/** A line ends (block boundary, <br>): a space at its end is not rendered. */
function lineBreak(state: State): void {
  const last = state.out[state.out.length - 1];
  const trimmed = last?.trimStart();
  if (last && trimmed?.startsWith('"')) {
    const text = (JSON.parse(trimmed) as string).replace(/ $/, '');
    if (text) {
      state.out[state.out.length - 1] = last.slice(0, last.length - trimmed.length) + JSON.stringify(text);
    } else {
      state.out.pop();
    }
  }
  state.lineStart = true;
  state.space = false;
}

function walk(node: ChildNode, state: State, preformatted: boolean): void {
  if (node.nodeType === 3) {
    let text = node.nodeValue ?? '';
    if (!preformatted) {
      text = text.replace(/[ \t\n\r\f]+/g, ' ');
      if ((state.lineStart || state.space) && text.startsWith(' ')) {
        text = text.slice(1);
      }
    }
    if (text) {
      pushText(state, text);
      state.lineStart = false;
      state.space = !preformatted && text.endsWith(' ');
    }
    return;
  }
  if (node.nodeType !== 1) {
    return;
  }
  const element = node as Element;
  const tag = element.localName;
  const block = BLOCK_TAGS.has(tag);
  if (block || tag === 'br') {
    lineBreak(state);
  }
  state.out.push('  '.repeat(state.depth) + elementLine(element));
  if (block || tag === 'br') {
    state.lineStart = true;
  } else if (tag === 'img' || OPAQUE_TAGS.has(tag)) {
    state.lineStart = false;
    state.space = false;
  }
  state.depth += 1;
  for (const child of Array.from(element.childNodes)) {
    walk(child, state, preformatted || PREFORMATTED_TAGS.has(tag));
  }
  state.depth -= 1;
  if (block) {
    lineBreak(state);
  }
}

export function domSignature(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const state: State = { lineStart: true, space: false, out: [], depth: 0 };
  for (const child of Array.from(body.childNodes)) {
    walk(child, state, false);
  }
  lineBreak(state);
  return state.out.join('\n');
}

/** The image addresses in document order. */
export function imageSources(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.querySelectorAll('img')).map((img) => img.getAttribute('src') ?? '');
}
