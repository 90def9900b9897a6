import type { ElevenstCatalog } from './catalog';
import { checkOriginAndPurchase } from './origin';
import { child, eucKrBytes, list, text, type Xml } from './xml';

/**
 * What 11st checks in a `<Product>` (markets.md §3.3): the required fields and their enums, a leaf
 * category, 10-won prices, the account's own 출고지/반품지, a known courier, the notice group with all
 * its items, and combination options (keys joined with †, deltas within −50 %…+100 % with one at 0).
 */

export const COURIER_CODES = new Set(['00034', '00011', '00012', '00002', '00007']);

/** Notice group type → its item count (items are numbered `<last two digits of type><NN>`). */
export const NOTICE_GROUP_ITEMS: Readonly<Record<string, number>> = {
  '891010': 10,
  '891011': 9,
  '891012': 10,
  '891013': 9,
  '891017': 10,
  '891021': 8,
  '891024': 7,
  '891045': 5,
};

const ENUMS: Readonly<Record<string, readonly string[]>> = {
  selMthdCd: ['01', '04', '05'],
  prdTypCd: ['01'],
  prdStatCd: ['01'],
  orgnTypCd: ['01', '02', '03'],
  suplDtyfrPrdClfCd: ['01', '02', '03'],
  minorSelCnYn: ['Y', 'N'],
  forAbrdBuyClf: ['01', '02'],
  dlvCnAreaCd: ['01', '02', '03'],
  dlvWyCd: ['01', '02', '03', '04'],
  dlvCstInstBasiCd: ['01', '02', '03', '04', '05', '07', '08'],
  bndlDlvCnYn: ['Y', 'N'],
  dlvCstPayTypCd: ['01', '02', '03'],
};

const REQUIRED = [
  'selMthdCd',
  'prdTypCd',
  'prdStatCd',
  'dispCtgrNo',
  'prdNm',
  'brand',
  'selPrc',
  'prdSelQty',
  'prdImage01',
  'htmlDetail',
  'orgnTypCd',
  'rmaterialTypCd',
  'suplDtyfrPrdClfCd',
  'minorSelCnYn',
  'dlvCnAreaCd',
  'dlvWyCd',
  'dlvCstInstBasiCd',
  'bndlDlvCnYn',
  'dlvCstPayTypCd',
  'addrSeqOut',
  'addrSeqIn',
  'rtngdDlvCst',
  'exchDlvCst',
  'asDetail',
  'rtngExchDetail',
];

const isWon = (value: string) => /^\d+$/.test(value);

export type AddressBook = { outbound: Set<string>; inbound: Set<string> };

/** The first problem 11st would answer, in its words, or null. */
export function checkOptions(product: Xml, price: number): string | null {
  if (text(product, 'optSelectYn') !== 'Y') {
    return null;
  }
  const axes = list(product, 'ProductRootOption');
  if (axes.length < 1 || axes.length > 3) {
    return '조합형 옵션명은 1개 이상 3개 이하로 입력해야 합니다.';
  }
  const titles = axes.map((axis) => text(axis, 'colTitle'));
  if (titles.some((title) => title === '')) {
    return '옵션명(colTitle)을 입력해주세요.';
  }
  const allowed = axes.map(
    (axis) => new Set(list(axis, 'ProductOption').map((option) => text(option, 'colValue0'))),
  );
  const combos = list(child(product, 'ProductOptionExt') ?? undefined, 'ProductOption');
  if (combos.length === 0) {
    return '조합형 옵션 정보(ProductOptionExt)가 없습니다.';
  }
  const min = Math.ceil(price * -0.5);
  const max = Math.floor(price * 1.0);
  const seen = new Set<string>();
  let hasZero = false;
  for (const combo of combos) {
    const key = text(combo, 'optionMappingKey');
    const pairs = key.split('†').map((pair) => pair.split(':'));
    if (
      pairs.length !== titles.length ||
      pairs.some((pair, index) => pair.length !== 2 || pair[0] !== titles[index])
    ) {
      return `옵션 매핑키(${key})가 옵션명과 맞지 않습니다. '옵션명:옵션값'을 †로 이어 입력해주세요.`;
    }
    if (pairs.some((pair, index) => !allowed[index]?.has(pair[1] ?? ''))) {
      return `옵션 매핑키(${key})의 옵션값이 등록된 옵션값에 없습니다.`;
    }
    if (seen.has(key)) {
      return `옵션(${key})이 중복되었습니다.`;
    }
    seen.add(key);
    const delta = text(combo, 'colOptPrice');
    if (!/^-?\d+$/.test(delta)) {
      return `옵션가(${key})는 숫자로 입력해주세요.`;
    }
    const amount = Number(delta);
    if (amount < min || amount > max) {
      return `옵션가는 판매가의 -50%~+100% 범위(${min}원~${max}원)에서만 입력할 수 있습니다. (${key}: ${amount}원)`;
    }
    if (amount % 10 !== 0) {
      return `옵션가는 10원 단위로 입력해주세요. (${key})`;
    }
    hasZero ||= amount === 0;
    if (!/^\d+$/.test(text(combo, 'colOptCount'))) {
      return `옵션 재고수량(${key})을 입력해주세요.`;
    }
  }
  return hasZero ? null : '옵션가가 0원인 옵션이 하나 이상 있어야 합니다.';
}

export function checkProduct(product: Xml, catalog: ElevenstCatalog, addresses: AddressBook): string | null {
  const missing = REQUIRED.find((field) => text(product, field) === '');
  if (missing) {
    return `필수 입력값(${missing})이 없습니다.`;
  }
  for (const [field, values] of Object.entries(ENUMS)) {
    const value = text(product, field);
    if (value !== '' && !values.includes(value)) {
      return `${field} 값(${value})이 올바르지 않습니다.`;
    }
  }
  const declared = checkOriginAndPurchase(product);
  if (declared) {
    return declared;
  }
  const category = catalog.byNo.get(text(product, 'dispCtgrNo'));
  if (!category) {
    return `존재하지 않는 카테고리 번호입니다. (${text(product, 'dispCtgrNo')})`;
  }
  if (!category.leaf) {
    return `카테고리(${category.dispNm})는 최하위 카테고리가 아닙니다.`;
  }
  if ([...text(product, 'prdNm')].length > 100) {
    return '상품명은 100자까지 입력할 수 있습니다.';
  }
  const price = text(product, 'selPrc');
  if (!isWon(price) || Number(price) < 10 || Number(price) >= 1_000_000_000 || Number(price) % 10 !== 0) {
    return `판매가(${price})는 10원 단위로 10원 이상 10억원 미만이어야 합니다.`;
  }
  if (!isWon(text(product, 'prdSelQty')) || Number(text(product, 'prdSelQty')) <= 0) {
    return '재고수량은 1개 이상이어야 합니다.';
  }
  for (const index of [1, 2, 3, 4]) {
    const url = text(product, `prdImage0${index}`);
    if (url !== '' && !/^https?:\/\//.test(url)) {
      return `이미지 주소(prdImage0${index})가 올바르지 않습니다.`;
    }
  }
  if (!addresses.outbound.has(text(product, 'addrSeqOut'))) {
    return `출고지 주소 번호(${text(product, 'addrSeqOut')})가 판매자 주소록에 없습니다.`;
  }
  if (!addresses.inbound.has(text(product, 'addrSeqIn'))) {
    return `반품/교환지 주소 번호(${text(product, 'addrSeqIn')})가 판매자 주소록에 없습니다.`;
  }
  const courier = text(product, 'dlvEtprsCd');
  if (courier !== '' && !COURIER_CODES.has(courier)) {
    return `택배사 코드(${courier})가 올바르지 않습니다.`;
  }
  const cost = text(product, 'dlvCstInstBasiCd');
  if ((cost === '02' || cost === '03') && !isWon(text(product, 'dlvCst1'))) {
    return '유료/조건부 무료 배송은 배송비(dlvCst1)를 입력해야 합니다.';
  }
  if (cost === '03' && !isWon(text(product, 'PrdFrDlvBasiAmt'))) {
    return '조건부 무료 배송은 무료 기준 금액(PrdFrDlvBasiAmt)을 입력해야 합니다.';
  }
  for (const field of ['asDetail', 'rtngExchDetail']) {
    if (eucKrBytes(text(product, field)) > 4000) {
      return `${field}는 4000바이트까지 입력할 수 있습니다.`;
    }
  }
  const notification = child(product, 'ProductNotification');
  const type = text(notification ?? undefined, 'type');
  const count = NOTICE_GROUP_ITEMS[type];
  if (count === undefined) {
    return `상품정보제공고시 유형(${type || '없음'})이 올바르지 않습니다.`;
  }
  const items = new Map(
    list(notification ?? undefined, 'item').map((item) => [text(item, 'code'), text(item, 'name')]),
  );
  for (let index = 1; index <= count; index += 1) {
    const code = `${type.slice(-2)}${String(index).padStart(2, '0')}`;
    if (!items.get(code)) {
      return `상품정보제공고시 항목(${code})의 값을 입력해주세요.`;
    }
  }
  return checkOptions(product, Number(price));
}
