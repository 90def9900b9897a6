import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The XML the markets that speak it (11st) send and answer: a small writer for request bodies (elements
 * only, arrays as repeated elements, HTML in CDATA) and a reader that drops namespace prefixes (`ns2:`).
 */

/** A value written as CDATA (detail HTML). */
export class Cdata {
  constructor(readonly text: string) {}
}

export type XmlValue = string | number | boolean | Cdata | XmlNode | readonly XmlValue[] | null | undefined;
export type XmlNode = { readonly [name: string]: XmlValue };

export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function element(name: string, value: XmlValue): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (Array.isArray(value)) {
    return (value as readonly XmlValue[]).map((item) => element(name, item)).join('');
  }
  if (value instanceof Cdata) {
    // "]]>" cannot appear inside a CDATA section: split it across two sections.
    return `<${name}><![CDATA[${value.text.replace(/]]>/g, ']]]]><![CDATA[>')}]]></${name}>`;
  }
  if (typeof value === 'object') {
    return `<${name}>${children(value as XmlNode)}</${name}>`;
  }
  return `<${name}>${escapeXmlText(String(value))}</${name}>`;
}

function children(node: XmlNode): string {
  return Object.entries(node)
    .map(([name, value]) => element(name, value))
    .join('');
}

/** A whole document: declaration (with the encoding the bytes will be in) and one root element. */
export function toXml(root: string, node: XmlNode, encoding = 'euc-kr'): string {
  return `<?xml version="1.0" encoding="${encoding}" standalone="yes"?>${element(root, node)}`;
}

export type XmlObject = { [name: string]: XmlData };
export type XmlData = string | XmlObject | XmlData[];

/**
 * Parses a document into plain objects: text as strings (never numbers: codes keep their zeros), CDATA
 * merged into text, numeric character references decoded, prefixes dropped. Elements named in `arrays`
 * are always arrays, however many there are. Throws on malformed XML.
 */
export function parseXml(text: string, arrays: readonly string[] = []): XmlObject {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new Error(`invalid XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const listed = new Set(arrays);
  const parser = new XMLParser({
    ignoreAttributes: true,
    ignoreDeclaration: true,
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    htmlEntities: true,
    isArray: (name) => listed.has(name),
  });
  return parser.parse(text) as XmlObject;
}

/** The text of a child element, '' when absent. */
export function xmlText(node: XmlData | undefined, name: string): string {
  if (!node || typeof node === 'string' || Array.isArray(node)) {
    return '';
  }
  const value = node[name];
  return typeof value === 'string' ? value : '';
}

/** A child element as an object, or null. */
export function xmlChild(node: XmlData | undefined, name: string): XmlObject | null {
  if (!node || typeof node === 'string' || Array.isArray(node)) {
    return null;
  }
  const value = node[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

/** Child elements of one name, always as a list of objects. */
export function xmlList(node: XmlData | undefined, name: string): XmlObject[] {
  if (!node || typeof node === 'string' || Array.isArray(node)) {
    return [];
  }
  const value = node[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is XmlObject => typeof item === 'object' && !Array.isArray(item));
}
