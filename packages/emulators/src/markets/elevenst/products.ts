import type { Reply } from '../../server/http';
import type { ElevenstCatalog } from './catalog';
import { checkOptions, checkProduct, type AddressBook } from './product-check';
import { child, clientMessage, list, text, type Xml } from './xml';

/**
 * The listings the 11st emulator keeps per key: create/update checked like 11st checks a `<Product>`,
 * the 500-a-day registration cap per key and Korean day, partial price/option/stock edits with 11st's
 * bounds, and stock numbers per combination kept across updates (as `prodmarket/stck` lists them).
 */

export type StoredProduct = {
  prdNo: string;
  apiKey: string;
  body: Xml;
  selStatCd: string;
  stockNos: Map<string, string>;
};

const koreanDay = (epochMs: number) => new Date(epochMs + 9 * 3_600_000).toISOString().slice(0, 10);

export class ElevenstProducts {
  readonly products = new Map<string, StoredProduct>();
  readonly registrations = new Map<string, number>();
  private sequence = { product: 0, stock: 0 };

  /** `fail` answers a business failure (HTTP 200 with the code in the body) and counts the refusal. */
  constructor(
    public dailyRegistrations: number,
    private readonly fail: (code: string | number, message: string) => Reply,
  ) {}

  reset(): void {
    this.products.clear();
    this.registrations.clear();
  }

  owned(prdNo: string | undefined, apiKey: string): StoredProduct | null {
    const product = this.products.get(prdNo ?? '');
    return product && product.apiKey === apiKey ? product : null;
  }

  bySellerCode(apiKey: string, code: string): StoredProduct[] {
    return [...this.products.values()].filter(
      (product) => product.apiKey === apiKey && text(product.body, 'sellerPrdCd') === code,
    );
  }

  listings() {
    return [...this.products.values()].map((product) => ({
      prdNo: product.prdNo,
      prdNm: text(product.body, 'prdNm'),
      sellerPrdCd: text(product.body, 'sellerPrdCd'),
      selStatCd: product.selStatCd,
    }));
  }

  create(apiKey: string, body: Xml, catalog: ElevenstCatalog, addresses: AddressBook): Reply {
    const product = child(body, 'Product');
    if (!product) {
      return this.fail(500, '요청 XML의 최상위 요소는 Product 이어야 합니다.');
    }
    const problem = checkProduct(product, catalog, addresses);
    if (problem) {
      return this.fail(500, problem);
    }
    const day = `${apiKey}|${koreanDay(Date.now())}`;
    const used = this.registrations.get(day) ?? 0;
    if (used >= this.dailyRegistrations) {
      return this.fail(400, `하루 상품 등록 가능 수(${this.dailyRegistrations}개)를 초과하였습니다.`);
    }
    this.registrations.set(day, used + 1);
    this.sequence.product += 1;
    const stored: StoredProduct = {
      prdNo: String(4_000_000_000 + this.sequence.product),
      apiKey,
      body: product,
      selStatCd: '103',
      stockNos: new Map(),
    };
    this.products.set(stored.prdNo, stored);
    this.stocks(stored);
    return clientMessage(210, '상품이 정상적으로 등록되었습니다.', { productNo: stored.prdNo });
  }

  update(stored: StoredProduct | null, body: Xml, catalog: ElevenstCatalog, addresses: AddressBook): Reply {
    const product = child(body, 'Product');
    if (!stored || !product) {
      return this.fail(
        500,
        stored ? '요청 XML의 최상위 요소는 Product 이어야 합니다.' : '상품이 존재하지 않습니다.',
      );
    }
    const problem = checkProduct(product, catalog, addresses);
    if (problem) {
      return this.fail(500, problem);
    }
    stored.body = product;
    this.stocks(stored);
    return clientMessage(200, '상품이 정상적으로 수정되었습니다.', { productNo: stored.prdNo });
  }

  setPrice(stored: StoredProduct | null, price: number): Reply {
    if (!stored) {
      return this.fail(500, '상품이 존재하지 않습니다.');
    }
    const current = Number(text(stored.body, 'selPrc'));
    if (price % 10 !== 0 || price < 10) {
      return this.fail(500, '판매가는 10원 단위로 입력해주세요.');
    }
    if (price > current * 1.5 || price < current * 0.2) {
      return this.fail(
        500,
        `판매가는 현재 판매가의 +50%/-80% 범위에서만 수정할 수 있습니다. (현재 ${current}원)`,
      );
    }
    stored.body = { ...stored.body, selPrc: String(price) };
    return clientMessage(200, '가격이 수정되었습니다.', { productNo: stored.prdNo });
  }

  setOptions(stored: StoredProduct | null, body: Xml): Reply {
    const options = child(body, 'Product');
    if (!stored || !options) {
      return this.fail(
        500,
        stored ? '요청 XML의 최상위 요소는 Product 이어야 합니다.' : '상품이 존재하지 않습니다.',
      );
    }
    const problem = checkOptions(options, Number(text(stored.body, 'selPrc')));
    if (problem) {
      return this.fail(500, problem);
    }
    const { optSelectYn, txtColCnt, optionAllQty, prdExposeClfCd, ProductRootOption, ProductOptionExt } =
      options;
    stored.body = {
      ...stored.body,
      ...definedOnly({
        optSelectYn,
        txtColCnt,
        optionAllQty,
        prdExposeClfCd,
        ProductRootOption,
        ProductOptionExt,
      }),
    };
    this.stocks(stored);
    return clientMessage(200, '옵션이 수정되었습니다.', { productNo: stored.prdNo });
  }

  setStock(apiKey: string, stockNo: string, body: Xml): Reply {
    const quantity = text(child(body, 'ProductStock') ?? undefined, 'stckQty');
    const owner = [...this.products.values()].find(
      (product) => product.apiKey === apiKey && [...product.stockNos.values()].includes(stockNo),
    );
    if (!owner) {
      return this.fail(500, `재고번호(${stockNo})가 존재하지 않습니다.`);
    }
    if (!/^\d+$/.test(quantity)) {
      return this.fail(500, '재고수량(stckQty)을 입력해주세요.');
    }
    const key = [...owner.stockNos].find(([, no]) => no === stockNo)?.[0] ?? '';
    if (key === '') {
      owner.body = { ...owner.body, prdSelQty: quantity };
    } else {
      for (const option of this.combos(owner)) {
        if (text(option, 'optionMappingKey') === key) {
          option.colOptCount = quantity;
        }
      }
    }
    return clientMessage(200, '재고가 수정되었습니다.', { productNo: owner.prdNo });
  }

  private combos(product: StoredProduct): Xml[] {
    return text(product.body, 'optSelectYn') === 'Y'
      ? list(child(product.body, 'ProductOptionExt') ?? undefined, 'ProductOption')
      : [];
  }

  /** Stock numbers per combination (or one for the product), kept across updates. */
  stocks(product: StoredProduct): Xml[] {
    const combos = this.combos(product);
    const keys = combos.length > 0 ? combos.map((combo) => text(combo, 'optionMappingKey')) : [''];
    for (const key of keys) {
      if (!product.stockNos.has(key)) {
        this.sequence.stock += 1;
        product.stockNos.set(key, String(9_000_000_000 + this.sequence.stock));
      }
    }
    return keys.map((key) => ({
      prdStckNo: product.stockNos.get(key) ?? '',
      optionMappingKey: key,
      stckQty:
        key === ''
          ? text(product.body, 'prdSelQty')
          : text(
              combos.find((combo) => text(combo, 'optionMappingKey') === key),
              'colOptCount',
            ),
    }));
  }

  view(product: StoredProduct): Xml {
    const combos = this.combos(product);
    const total =
      combos.length > 0
        ? combos.reduce((sum, combo) => sum + Number(text(combo, 'colOptCount') || 0), 0)
        : Number(text(product.body, 'prdSelQty'));
    const selStatCd = product.selStatCd === '103' && total <= 0 ? '104' : product.selStatCd;
    const ext: Xml =
      combos.length > 0
        ? {
            ProductOptionExt: {
              ProductOption: combos.map((combo) => ({
                ...combo,
                prdStckNo: product.stockNos.get(text(combo, 'optionMappingKey')) ?? '',
              })),
            },
          }
        : {};
    return { prdNo: product.prdNo, selStatCd, ...product.body, ...ext };
  }
}

function definedOnly(values: Record<string, Xml[string] | undefined>): Xml {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Xml;
}
