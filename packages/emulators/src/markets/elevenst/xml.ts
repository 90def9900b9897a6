import iconv from 'iconv-lite';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Reply } from '../../server/http';

/** 11st's wire format as the emulator reads and writes it: EUC-KR XML with `ns2:` prefixes on answers. */

export type Xml = { [name: string]: XmlData };
export type XmlData = string | Xml | XmlData[];

const NAMESPACE = 'http://skt.tmall.business.openapi.spring.service.client.domain/';
const LISTS = new Set(['ProductOption', 'ProductRootOption', 'item']);
/** Fields written back as CDATA. */
const CDATA = new Set(['htmlDetail']);

export function decodeRequest(body: Buffer): { ok: true; text: string } | { ok: false; reason: string } {
  const text = iconv.decode(body, 'cp949');
  if (text.includes('\uFFFD')) {
    return {
      ok: false,
      reason: '요청 본문이 EUC-KR로 인코딩되어 있지 않습니다. (UTF-8로 보낸 경우 한글이 깨집니다)',
    };
  }
  return { ok: true, text };
}

export function parseRequestXml(text: string): Xml | null {
  if (XMLValidator.validate(text) !== true) {
    return null;
  }
  const parser = new XMLParser({
    ignoreAttributes: true,
    ignoreDeclaration: true,
    parseTagValue: false,
    trimValues: true,
    htmlEntities: true,
    isArray: (name) => LISTS.has(name),
  });
  return parser.parse(text) as Xml;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function write(name: string, value: XmlData, prefix: string): string {
  if (Array.isArray(value)) {
    return value.map((item) => write(name, item, prefix)).join('');
  }
  const tag = `${prefix}${name}`;
  if (typeof value === 'object') {
    return `<${tag}>${Object.entries(value)
      .map(([child, data]) => write(child, data, ''))
      .join('')}</${tag}>`;
  }
  if (CDATA.has(name)) {
    return `<${tag}><![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]></${tag}>`;
  }
  return `<${tag}>${escape(value)}</${tag}>`;
}

/** An answer document: `ns2:`-prefixed root (and list elements), EUC-KR bytes, HTTP 200 unless told. */
export function xmlReply(root: string, body: Xml, status = 200, listElement?: string): Reply {
  let inner: string;
  if (listElement) {
    const items = (body[listElement] ?? []) as XmlData[];
    inner = (Array.isArray(items) ? items : [items]).map((item) => write(listElement, item, 'ns2:')).join('');
  } else {
    inner = Object.entries(body)
      .map(([child, data]) => write(child, data, ''))
      .join('');
  }
  const text = `<?xml version="1.0" encoding="euc-kr" standalone="yes"?><ns2:${root} xmlns:ns2="${NAMESPACE}">${inner}</ns2:${root}>`;
  return {
    status,
    headers: { 'content-type': 'text/xml;charset=EUC-KR' },
    body: iconv.encode(text, 'cp949'),
  };
}

export const clientMessage = (
  resultCode: string | number,
  message: string,
  extra: Xml = {},
  status = 200,
): Reply => xmlReply('ClientMessage', { ...extra, resultCode: String(resultCode), message }, status);

export const authMessage = (resultCode: string, message: string, status = 200): Reply =>
  xmlReply('AuthMessage', { resultCode, message }, status);

export function text(node: XmlData | undefined, name: string): string {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    return '';
  }
  const value = node[name];
  return typeof value === 'string' ? value : '';
}

export function list(node: XmlData | undefined, name: string): Xml[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    return [];
  }
  const value = node[name];
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.filter((item): item is Xml => typeof item === 'object' && !Array.isArray(item));
}

export function child(node: XmlData | undefined, name: string): Xml | null {
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    return null;
  }
  const value = node[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

/** EUC-KR byte length, as 11st counts its text limits. */
export function eucKrBytes(value: string): number {
  return iconv.encode(value, 'cp949').length;
}
