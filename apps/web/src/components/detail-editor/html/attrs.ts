import { getStyleProperty, setStyleProperty } from './style';

/**
 * An element's attributes exactly as the source wrote them, in order. Nodes and marks carry this list
 * instead of a fixed attribute set, which is how the editor gives back the HTML it was given.
 */
export type HtmlAttrs = ReadonlyArray<readonly [name: string, value: string]>;

export const NO_ATTRS: HtmlAttrs = Object.freeze([]);

export function attrsOf(element: Element): HtmlAttrs {
  const attributes = element.attributes;
  if (attributes.length === 0) {
    return NO_ATTRS;
  }
  const result: [string, string][] = [];
  for (let i = 0; i < attributes.length; i += 1) {
    const attribute = attributes[i]!;
    result.push([attribute.name, attribute.value]);
  }
  return result;
}

export function getAttr(attrs: HtmlAttrs, name: string): string | null {
  const found = attrs.find(([key]) => key === name);
  return found ? found[1] : null;
}

/** The list with `name` set (in place when present, else appended) or removed when `value` is null. */
export function setAttr(attrs: HtmlAttrs, name: string, value: string | null): HtmlAttrs {
  const index = attrs.findIndex(([key]) => key === name);
  if (value === null) {
    return index < 0 ? attrs : attrs.filter((_, i) => i !== index);
  }
  if (index < 0) {
    return [...attrs, [name, value]];
  }
  return attrs.map((entry, i) => (i === index ? ([name, value] as const) : entry));
}

export function getStyle(attrs: HtmlAttrs, property: string): string | null {
  return getStyleProperty(getAttr(attrs, 'style'), property);
}

/** Sets or removes one style property; an emptied style attribute is removed. */
export function setStyle(attrs: HtmlAttrs, property: string, value: string | null): HtmlAttrs {
  const style = setStyleProperty(getAttr(attrs, 'style'), property, value);
  return setAttr(attrs, 'style', style === '' ? null : style);
}

/** For the editing view (prosemirror DOM specs): the attributes as an object. */
export function attrsObject(attrs: HtmlAttrs): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of attrs) {
    result[name] = value;
  }
  return result;
}

export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');
}

export function formatAttrs(attrs: HtmlAttrs): string {
  let out = '';
  for (const [name, value] of attrs) {
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}
