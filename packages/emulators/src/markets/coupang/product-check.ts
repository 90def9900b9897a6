import { COURIER_CODES } from '../shared/couriers';
import { categoryMeta, type CoupangCatalog } from './catalog';
import type { ShippingPlace } from './state';

/**
 * What Coupang checks in a `seller-products` body (markets.md §2.3): required fields and enums, the
 * category (a leaf), the vendor's shipping place and return center, the return charge band, and per item
 * the price and stock, images, the notices (one notice category of the category's, every MANDATORY detail
 * filled), the attributes (from the category's list, MANDATORY purchase options present, no two items
 * with the same options) and the detail contents. Problems read like Coupang's own messages.
 */

type Json = Record<string, unknown>;

export type CoupangCheckContext = {
  catalog: CoupangCatalog;
  vendorId: string;
  outbound: readonly ShippingPlace[];
  returns: readonly ShippingPlace[];
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

function oneOf(problems: string[], name: string, value: unknown, allowed: readonly string[]): void {
  if (typeof value !== 'string' || !allowed.includes(value)) {
    problems.push(`'${name}' 값이 올바르지 않습니다 (${allowed.join('/')})`);
  }
}

function checkTop(body: Json, problems: string[], context: CoupangCheckContext): void {
  for (const name of [
    'sellerProductName',
    'vendorId',
    'vendorUserId',
    'returnChargeName',
    'companyContactNumber',
    'returnZipCode',
    'returnAddress',
    'returnAddressDetail',
  ]) {
    if (!nonEmpty(body[name])) {
      problems.push(`'${name}' 입력해야 합니다`);
    }
  }
  if (nonEmpty(body.sellerProductName) && body.sellerProductName.length > 100) {
    problems.push("'sellerProductName' 은 100자 이하여야 합니다");
  }
  if (nonEmpty(body.vendorId) && body.vendorId !== context.vendorId) {
    problems.push('업체코드(vendorId)가 API 키의 업체와 다릅니다');
  }
  for (const name of ['saleStartedAt', 'saleEndedAt']) {
    if (typeof body[name] !== 'string' || !DATE_TIME.test(body[name])) {
      problems.push(`'${name}' 형식은 yyyy-MM-ddTHH:mm:ss 입니다`);
    }
  }
  oneOf(problems, 'deliveryMethod', body.deliveryMethod, [
    'SEQUENCIAL',
    'COLD_FRESH',
    'MAKE_ORDER',
    'AGENT_BUY',
    'VENDOR_DIRECT',
  ]);
  if (typeof body.deliveryCompanyCode !== 'string' || !COURIER_CODES.has(body.deliveryCompanyCode)) {
    problems.push("'deliveryCompanyCode' 택배사 코드가 올바르지 않습니다");
  }
  oneOf(problems, 'deliveryChargeType', body.deliveryChargeType, [
    'FREE',
    'NOT_FREE',
    'CHARGE_RECEIVED',
    'CONDITIONAL_FREE',
  ]);
  for (const name of ['deliveryCharge', 'freeShipOverAmount', 'deliveryChargeOnReturn', 'returnCharge']) {
    if (!isInt(body[name]) || (body[name] as number) < 0) {
      problems.push(`'${name}' 입력해야 합니다`);
    }
  }
  if (body.deliveryChargeType === 'NOT_FREE' && !(isInt(body.deliveryCharge) && body.deliveryCharge > 0)) {
    problems.push('유료배송은 기본배송비를 입력해야 합니다');
  }
  if (
    body.deliveryChargeType === 'CONDITIONAL_FREE' &&
    !(isInt(body.freeShipOverAmount) && body.freeShipOverAmount > 0)
  ) {
    problems.push('조건부 무료배송은 무료배송 기준금액을 입력해야 합니다');
  }
  if (isInt(body.deliveryChargeOnReturn) && isInt(body.returnCharge) && body.deliveryChargeOnReturn > 0) {
    const ratio = body.returnCharge / body.deliveryChargeOnReturn;
    if (ratio < 1 || ratio > 1.5) {
      problems.push('반품배송비는 초도반품배송비의 100~150% 범위여야 합니다');
    }
  }
  oneOf(problems, 'remoteAreaDeliverable', body.remoteAreaDeliverable, ['Y', 'N']);
  oneOf(problems, 'unionDeliveryType', body.unionDeliveryType, ['UNION_DELIVERY', 'NOT_UNION_DELIVERY']);
  if (!context.outbound.some((place) => place.code === Number(body.outboundShippingPlaceCode))) {
    problems.push(`출고지(${String(body.outboundShippingPlaceCode)})가 존재하지 않습니다`);
  }
  if (!context.returns.some((place) => String(place.code) === String(body.returnCenterCode))) {
    problems.push(`반품지(${String(body.returnCenterCode)})가 존재하지 않습니다`);
  }
}

function checkItem(item: Json, number: number, body: Json, problems: string[]): void {
  const at = `${number}번 옵션`;
  if (!nonEmpty(item.itemName)) {
    problems.push(`'${at}의 옵션명(itemName)' 입력해야 합니다`);
  }
  const sale = item.salePrice;
  if (!isInt(sale) || sale < 10 || sale % 10 !== 0) {
    problems.push(`'${at}의 판매가격' 은 10원 단위로 10원 이상이어야 합니다`);
  }
  if (!isInt(item.originalPrice) || (isInt(sale) && item.originalPrice < sale)) {
    problems.push(`'${at}의 할인율기준가' 는 판매가격 이상이어야 합니다`);
  }
  if (!isInt(item.maximumBuyCount) || item.maximumBuyCount < 0 || item.maximumBuyCount > 99_999) {
    problems.push(`'${at}의 판매가능수량' 은 0~99,999 사이여야 합니다`);
  }
  for (const name of ['maximumBuyForPerson', 'maximumBuyForPersonPeriod', 'unitCount']) {
    if (!isInt(item[name])) {
      problems.push(`'${at}의 ${name}' 입력해야 합니다`);
    }
  }
  if (
    !isInt(item.outboundShippingTimeDay) ||
    item.outboundShippingTimeDay < 1 ||
    item.outboundShippingTimeDay > 30
  ) {
    problems.push(`'${at}의 기준출고일' 은 1~30일이어야 합니다`);
  }
  oneOf(problems, `${at}.adultOnly`, item.adultOnly, ['EVERYONE', 'ADULT_ONLY']);
  oneOf(problems, `${at}.taxType`, item.taxType, ['TAX', 'FREE']);
  oneOf(problems, `${at}.parallelImported`, item.parallelImported, [
    'PARALLEL_IMPORTED',
    'NOT_PARALLEL_IMPORTED',
  ]);
  oneOf(problems, `${at}.overseasPurchased`, item.overseasPurchased, [
    'OVERSEAS_PURCHASED',
    'NOT_OVERSEAS_PURCHASED',
  ]);
  if (
    body.deliveryMethod === 'AGENT_BUY' &&
    (item.overseasPurchased !== 'OVERSEAS_PURCHASED' || item.pccNeeded !== true)
  ) {
    problems.push(
      `구매대행(AGENT_BUY) 상품의 ${at}은 overseasPurchased=OVERSEAS_PURCHASED, pccNeeded=true 여야 합니다`,
    );
  }
  const images = Array.isArray(item.images) ? item.images.filter(isObject) : [];
  if (images.length === 0 || images.length > 10) {
    problems.push(`'${at}의 이미지' 는 1~10개여야 합니다`);
  }
  if (images.filter((image) => image.imageType === 'REPRESENTATION').length !== 1) {
    problems.push(`'${at}의 대표이미지(REPRESENTATION)' 는 1개여야 합니다`);
  }
  for (const image of images) {
    oneOf(problems, `${at}.imageType`, image.imageType, ['REPRESENTATION', 'DETAIL', 'USED_PRODUCT']);
    // An image is the seller's URL (vendorPath) or one Coupang already hosts (cdnPath, as read back).
    if (nonEmpty(image.vendorPath) || !nonEmpty(image.cdnPath)) {
      if (typeof image.vendorPath !== 'string' || !/^https?:\/\/\S+$/.test(image.vendorPath)) {
        problems.push(`'${at}의 이미지 경로(vendorPath)' 가 올바른 URL이 아닙니다`);
      }
    }
  }
  const contents = Array.isArray(item.contents) ? item.contents.filter(isObject) : [];
  if (contents.length === 0) {
    problems.push(`'${at}의 상세설명(contents)' 입력해야 합니다`);
  }
  for (const content of contents) {
    oneOf(problems, `${at}.contentsType`, content.contentsType, [
      'IMAGE',
      'IMAGE_NO_SPACE',
      'TEXT',
      'IMAGE_TEXT',
    ]);
    const details = Array.isArray(content.contentDetails) ? content.contentDetails.filter(isObject) : [];
    if (details.length === 0 || !details.every((detail) => nonEmpty(detail.content))) {
      problems.push(`'${at}의 상세설명 내용' 입력해야 합니다`);
    }
    for (const detail of details) {
      oneOf(problems, `${at}.contentDetails.detailType`, detail.detailType, ['IMAGE', 'TEXT']);
    }
  }
}

function checkNoticesAndAttributes(
  items: Json[],
  body: Json,
  problems: string[],
  context: CoupangCheckContext,
): void {
  const entry = context.catalog.byCode.get(Number(body.displayCategoryCode));
  if (!entry) {
    problems.push(`노출카테고리(${String(body.displayCategoryCode)})가 존재하지 않습니다`);
    return;
  }
  if (!entry.isLeaf) {
    problems.push(`노출카테고리(${String(body.displayCategoryCode)})는 최하위 카테고리가 아닙니다`);
    return;
  }
  const meta = categoryMeta(entry);
  const attributes = new Map(meta.attributes.map((attribute) => [attribute.attributeTypeName, attribute]));
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = `${index + 1}번옵션`;
    const notices = Array.isArray(item.notices) ? item.notices.filter(isObject) : [];
    const categoryNames = new Set(notices.map((notice) => notice.noticeCategoryName));
    const category = meta.noticeCategories.find((candidate) =>
      categoryNames.has(candidate.noticeCategoryName),
    );
    if (notices.length === 0 || !category) {
      problems.push(
        `'${at}의 고시정보' 입력해야 합니다 (${meta.noticeCategories.map((c) => c.noticeCategoryName).join(', ')})`,
      );
    } else {
      if (categoryNames.size > 1) {
        problems.push(`'${at}의 고시정보' 는 하나의 고시 카테고리만 사용할 수 있습니다`);
      }
      for (const detail of category.noticeCategoryDetailNames) {
        const given = notices.find(
          (notice) => notice.noticeCategoryDetailName === detail.noticeCategoryDetailName,
        );
        if (detail.required === 'MANDATORY' && !nonEmpty(given?.content)) {
          problems.push(`'${at}의 고시정보(${detail.noticeCategoryDetailName})' 입력해야 합니다`);
        }
      }
    }
    const given = Array.isArray(item.attributes) ? item.attributes.filter(isObject) : [];
    for (const attribute of given) {
      if (typeof attribute.attributeTypeName !== 'string' || !attributes.has(attribute.attributeTypeName)) {
        problems.push(
          `'${at}의 옵션(${String(attribute.attributeTypeName)})' 은 이 카테고리에서 사용할 수 없는 속성입니다`,
        );
      } else if (!nonEmpty(attribute.attributeValueName)) {
        problems.push(`'${at}의 옵션값(${attribute.attributeTypeName})' 입력해야 합니다`);
      }
    }
    for (const attribute of meta.attributes) {
      if (attribute.required === 'MANDATORY' && attribute.exposed === 'EXPOSED') {
        if (!given.some((entry) => entry.attributeTypeName === attribute.attributeTypeName)) {
          problems.push(`'${at}의 구매옵션(${attribute.attributeTypeName})' 입력해야 합니다`);
        }
      }
    }
    const key = given
      .filter((attribute) => attributes.get(String(attribute.attributeTypeName))?.exposed === 'EXPOSED')
      .map((attribute) => `${String(attribute.attributeTypeName)}=${String(attribute.attributeValueName)}`)
      .sort()
      .join('|');
    if (seen.has(key)) {
      problems.push(`동일한 옵션(${key || '옵션 없음'})이 중복되었습니다`);
    }
    seen.add(key);
  });
}

/** Every problem of a product body; empty when Coupang would take it. */
export function checkCoupangProduct(body: unknown, context: CoupangCheckContext): string[] {
  const problems: string[] = [];
  if (!isObject(body)) {
    return ['요청 본문이 올바르지 않습니다'];
  }
  checkTop(body, problems, context);
  const items = Array.isArray(body.items) ? body.items.filter(isObject) : [];
  if (items.length === 0 || items.length > 200) {
    problems.push("'items' 는 1~200개여야 합니다");
    return problems;
  }
  items.forEach((item, index) => checkItem(item, index + 1, body, problems));
  checkNoticesAndAttributes(items, body, problems, context);
  return problems;
}
