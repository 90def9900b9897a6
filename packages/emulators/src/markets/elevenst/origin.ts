import { text, type Xml } from './xml';

/**
 * 11st's origin and 해외구매대행 fields (apiSeq 1003): `orgnTypCd` 01 국내 / 02 해외 need an area code of
 * 11st's area table (area.xlsx) of that kind, 03 기타 needs `orgnNmVal`; `abrdBuyPlace` is one of A–E and
 * `importFeeCd` one of 01–03, both set for a 해외구매대행 product (`forAbrdBuyClf` 02).
 */

/** 국내 (시·도) and 해외 (country) codes of area.xlsx; the countries are those 구매대행 goods come from. */
export const AREA_CODES: Readonly<Record<'01' | '02', ReadonlySet<string>>> = {
  '01': new Set('1001 1002 1003 1004 1005 1006 1007 1008 1009 1010 1011 1012 1013 1014 1015 1016'.split(' ')),
  '02': new Set('1287 1265 1284 1293 1283 1285 1405 1264 1290 1262 1298 1259 1393 1389 1357'.split(' ')),
};

/** A–E: 브랜드 정식 도매, 직영 매장, 오프라인 아울렛, 현지 온라인 쇼핑몰, 그 외 (경매 등). */
const BUY_PLACES = ['A', 'B', 'C', 'D', 'E'];
/** 01 포함, 02 미포함, 03 표시하지 않음. */
const IMPORT_FEES = ['01', '02', '03'];

/** The first problem 11st would answer about origin and 해외구매대행, or null. */
export function checkOriginAndPurchase(product: Xml): string | null {
  const kind = text(product, 'orgnTypCd');
  if (kind === '01' || kind === '02') {
    const code = text(product, 'orgnTypDtlsCd');
    const label = kind === '01' ? '국내' : '해외';
    if (code === '') {
      return `원산지가 ${label}인 경우 원산지 지역 코드(orgnTypDtlsCd)를 입력해야 합니다.`;
    }
    if (!AREA_CODES[kind].has(code)) {
      return `원산지 지역 코드(${code})가 ${label} 원산지 코드가 아닙니다.`;
    }
  }
  if (kind === '03' && text(product, 'orgnNmVal') === '') {
    return '원산지가 기타인 경우 원산지명(orgnNmVal)을 입력해야 합니다.';
  }
  const place = text(product, 'abrdBuyPlace');
  if (place !== '' && !BUY_PLACES.includes(place)) {
    return `해외상품코드(abrdBuyPlace) 값(${place})이 올바르지 않습니다. A~E 중 하나를 입력해주세요.`;
  }
  const fee = text(product, 'importFeeCd');
  if (fee !== '' && !IMPORT_FEES.includes(fee)) {
    return `관부가세 포함 여부(importFeeCd) 값(${fee})이 올바르지 않습니다.`;
  }
  if (text(product, 'forAbrdBuyClf') === '02') {
    if (place === '') {
      return '해외구매대행상품은 해외상품코드(abrdBuyPlace)를 입력해야 합니다.';
    }
    if (fee === '') {
      return '해외구매대행상품은 관부가세 포함 여부(importFeeCd)를 입력해야 합니다.';
    }
  }
  return null;
}
