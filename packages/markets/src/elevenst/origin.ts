import type { Provenance } from '../cross-border';
import type { XmlNode } from '../http/xml';

/**
 * 11st's origin and 해외구매대행 fields of `<Product>` (apiSeq 1003): `orgnTypCd` 01 국내 / 02 해외 with the
 * area code `orgnTypDtlsCd`, or 03 기타 with the name in `orgnNmVal`; and for goods bought abroad
 * `forAbrdBuyClf` 02, `abrdBuyPlace` and `importFeeCd`.
 */

/**
 * 해외 area codes of 11st's area table (area.xlsx, published as a file, not through the API), the countries
 * 구매대행 goods come from. A country not listed here goes as 03 기타 with its name, which 11st accepts.
 */
export const ELEVENST_COUNTRY_CODES: Readonly<Record<string, string>> = {
  중국: '1287',
  베트남: '1265',
  인도네시아: '1284',
  태국: '1293',
  인도: '1283',
  일본: '1285',
  미국: '1405',
  방글라데시: '1264',
  캄보디아: '1290',
  미얀마: '1262',
  필리핀: '1298',
  말레이시아: '1259',
  터키: '1393',
  이탈리아: '1389',
  독일: '1357',
};

/** `orgnNmVal` of an origin the product states only in its detail page. */
const IN_DETAIL_PAGE = '상세설명 참조';

/**
 * The origin fields. A Korean product would need the 시·도 code of where it was made (01 국내), which no
 * source states: it goes as 03 기타 "국산".
 */
export function elevenstOrigin(provenance: Provenance): XmlNode {
  const { country } = provenance;
  if (country === null) {
    return { orgnTypCd: '03', orgnNmVal: IN_DETAIL_PAGE };
  }
  if (provenance.domestic) {
    return { orgnTypCd: '03', orgnNmVal: '국산' };
  }
  const code = ELEVENST_COUNTRY_CODES[country];
  return code ? { orgnTypCd: '02', orgnTypDtlsCd: code } : { orgnTypCd: '03', orgnNmVal: country };
}

/**
 * 해외구매대행 for goods bought abroad: `forAbrdBuyClf` 02 (the shopper's 개인통관고유부호 is collected at
 * order), bought at D 현지 온라인 쇼핑몰 (Taobao, Tmall and 1688 are the sources), 관부가세 01 포함: the
 * seller's price is all the shopper pays, any duty on an order is the seller's cost. Goods bought in Korea
 * (Costco) are 01 일반판매상품 and carry no 해외 fields.
 */
export function elevenstPurchase(provenance: Provenance): XmlNode {
  return provenance.purchasedAbroad
    ? { forAbrdBuyClf: '02', abrdBuyPlace: 'D', importFeeCd: '01' }
    : { forAbrdBuyClf: '01' };
}
