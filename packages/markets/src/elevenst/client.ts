import { headerValue } from '@sellerdesk/outbound';
import type { ResolvedContext } from '../context';
import { MarketError } from '../errors';
import { decodeEucKr, encodeEucKr } from '../http/euc-kr';
import type { AccountRateLimiter } from '../http/rate-limiter';
import { MarketTransport, type MarketCall } from '../http/transport';
import { parseXml, toXml, xmlChild, xmlList, xmlText, type XmlNode, type XmlObject } from '../http/xml';
import { elevenstError, elevenstMessage, isElevenstFailure } from './errors';
import type { ElevenstSettings } from './settings';

/**
 * The 11st Seller OpenAPI protocol (markets.md §3): the static `openapikey` header, XML bodies encoded
 * and answers decoded as EUC-KR, `ns2:` prefixes dropped, business failures read from 200 answers.
 */

export type ElevenstCategory = {
  dispNo: string;
  dispNm: string;
  depth: number;
  parentDispNo: string;
  leaf: boolean;
};
export type ElevenstAddress = {
  addrSeq: string;
  addrNm: string;
  addr: string;
  mailNo: string;
  phone: string;
};
export type ElevenstStock = { prdStckNo: string; optionMappingKey: string; stckQty: number };

/** Elements that are lists however many there are. */
const LISTS = [
  'category',
  'inOutAddress',
  'product',
  'ProductOption',
  'ProductRootOption',
  'item',
  'ProductStock',
];

const utf8 = new TextDecoder('utf-8');

export class ElevenstClient {
  private readonly transport: MarketTransport;

  constructor(settings: ElevenstSettings, context: ResolvedContext, limiter: AccountRateLimiter) {
    this.transport = MarketTransport.forAccount('Elevenst', context, limiter, {
      authorize: () => ({ openapikey: settings.apiKey }),
      toError: (reply) => elevenstError(reply, context.egressIp),
      isFailure: isElevenstFailure,
      // 11st answers EUC-KR whatever it declares; an explicit UTF-8 charset is honoured.
      decode: (bytes, headers) => {
        const type = headerValue(headers, 'content-type') ?? '';
        return /charset=utf-?8/i.test(type) ? utf8.decode(bytes) : decodeEucKr(bytes);
      },
    });
  }

  private async call(call: Omit<MarketCall, 'headers' | 'body'> & { xml?: { root: string; node: XmlNode } }) {
    const headers: Record<string, string> = { accept: 'application/xml' };
    let body: Uint8Array | undefined;
    if (call.xml) {
      headers['content-type'] = 'text/xml;charset=EUC-KR';
      body = encodeEucKr(toXml(call.xml.root, call.xml.node));
    }
    const reply = await this.transport.send({ ...call, headers, body });
    try {
      return parseXml(reply.text, LISTS);
    } catch (error) {
      throw new MarketError({ market: 'Elevenst', code: 'INVALID_RESPONSE', detail: String(error) });
    }
  }

  async categories(): Promise<ElevenstCategory[]> {
    const document = await this.call({
      operation: 'GET /cateservice/category',
      method: 'GET',
      path: '/cateservice/category',
      idempotent: true,
    });
    return xmlList(xmlChild(document, 'categorys') ?? undefined, 'category').map(toCategory);
  }

  /** One category with its details, or null when 11st does not know it. */
  async category(dispNo: string): Promise<ElevenstCategory | null> {
    const document = await this.call({
      operation: 'GET /cateservice/category/{id}',
      method: 'GET',
      path: `/cateservice/category/${encodeURIComponent(dispNo)}`,
      idempotent: true,
    });
    const found = xmlList(xmlChild(document, 'categorys') ?? undefined, 'category').map(toCategory);
    return found.find((category) => category.dispNo === dispNo) ?? null;
  }

  async addresses(kind: 'outbound' | 'inbound'): Promise<ElevenstAddress[]> {
    const path = kind === 'outbound' ? '/areaservice/outboundarea' : '/areaservice/inboundarea';
    const document = await this.call({ operation: `GET ${path}`, method: 'GET', path, idempotent: true });
    return xmlList(xmlChild(document, 'inOutAddresss') ?? undefined, 'inOutAddress').map((node) => ({
      addrSeq: xmlText(node, 'addrSeq'),
      addrNm: xmlText(node, 'addrNm'),
      addr: xmlText(node, 'addr'),
      mailNo: xmlText(node, 'mailNO'),
      phone: xmlText(node, 'gnrlTlphnNo') || xmlText(node, 'prtblTlphnNo'),
    }));
  }

  /** Creates a product; its number. Never retried here: a lost answer may hide a product that was made. */
  async create(product: XmlNode): Promise<string> {
    const document = await this.call({
      operation: 'POST /prodservices/product',
      method: 'POST',
      path: '/prodservices/product',
      idempotent: false,
      xml: { root: 'Product', node: product },
    });
    const productNo = xmlText(xmlChild(document, 'ClientMessage') ?? undefined, 'productNo');
    if (!productNo) {
      throw new MarketError({
        market: 'Elevenst',
        code: 'INVALID_RESPONSE',
        detail: 'create answer without productNo',
      });
    }
    return productNo;
  }

  async update(productNo: string, product: XmlNode): Promise<void> {
    await this.call({
      operation: 'PUT /prodservices/product/{prdNo}',
      method: 'PUT',
      path: `/prodservices/product/${encodeURIComponent(productNo)}`,
      idempotent: true,
      xml: { root: 'Product', node: product },
    });
  }

  /** The product as 11st holds it, or null when it has none by that number. */
  async read(productNo: string): Promise<XmlObject | null> {
    const document = await this.call({
      operation: 'GET /prodmarketservice/prodmarket/{prdNo}',
      method: 'GET',
      path: `/prodmarketservice/prodmarket/${encodeURIComponent(productNo)}`,
      idempotent: true,
    }).catch((error: unknown) => {
      if (error instanceof MarketError && error.code === 'NOT_FOUND') {
        return null;
      }
      throw error;
    });
    return document ? xmlChild(document, 'Product') : null;
  }

  /** Product numbers carrying a seller code (11st allows duplicates, so several may come back). */
  async findBySellerCode(sellerCode: string): Promise<string[]> {
    const document = await this.call({
      operation: 'GET /prodmarketservice/sellerprodcode/{code}',
      method: 'GET',
      path: `/prodmarketservice/sellerprodcode/${encodeURIComponent(sellerCode)}`,
      idempotent: true,
    });
    if (elevenstMessage(document)) {
      return [];
    }
    return xmlList(xmlChild(document, 'Products') ?? undefined, 'product')
      .map((node) => xmlText(node, 'prdNo'))
      .filter((id) => id !== '');
  }

  async setPrice(productNo: string, price: number): Promise<void> {
    await this.call({
      operation: 'GET /prodservices/product/price/{prdNo}/{selPrc}',
      method: 'GET',
      path: `/prodservices/product/price/${encodeURIComponent(productNo)}/${price}`,
      idempotent: true,
    });
  }

  async updateOptions(productNo: string, options: XmlNode): Promise<void> {
    await this.call({
      operation: 'POST /prodservices/updateProductOption/{prdNo}',
      method: 'POST',
      path: `/prodservices/updateProductOption/${encodeURIComponent(productNo)}`,
      idempotent: true,
      xml: { root: 'Product', node: options },
    });
  }

  async stocks(productNo: string): Promise<ElevenstStock[]> {
    const document = await this.call({
      operation: 'GET /prodmarketservice/prodmarket/stck/{prdNo}',
      method: 'GET',
      path: `/prodmarketservice/prodmarket/stck/${encodeURIComponent(productNo)}`,
      idempotent: true,
    });
    return xmlList(xmlChild(document, 'ProductStocks') ?? undefined, 'ProductStock').map((node) => ({
      prdStckNo: xmlText(node, 'prdStckNo'),
      optionMappingKey: xmlText(node, 'optionMappingKey'),
      stckQty: Number(xmlText(node, 'stckQty') || 0),
    }));
  }

  async setStock(stockNo: string, quantity: number): Promise<void> {
    await this.call({
      operation: 'PUT /prodservices/stockqty/{prdStckNo}',
      method: 'PUT',
      path: `/prodservices/stockqty/${encodeURIComponent(stockNo)}`,
      idempotent: true,
      xml: { root: 'ProductStock', node: { prdStckNo: stockNo, stckQty: quantity } },
    });
  }

  async setDisplay(productNo: string, display: boolean): Promise<void> {
    const action = display ? 'restartdisplay' : 'stopdisplay';
    await this.call({
      operation: `PUT /prodstatservice/stat/${action}/{prdNo}`,
      method: 'PUT',
      path: `/prodstatservice/stat/${action}/${encodeURIComponent(productNo)}`,
      idempotent: true,
    });
  }
}

function toCategory(node: XmlObject): ElevenstCategory {
  return {
    dispNo: xmlText(node, 'dispNo'),
    dispNm: xmlText(node, 'dispNm'),
    depth: Number(xmlText(node, 'depth') || 0),
    parentDispNo: xmlText(node, 'parentDispNo'),
    leaf: xmlText(node, 'leafYn') === 'Y',
  };
}
