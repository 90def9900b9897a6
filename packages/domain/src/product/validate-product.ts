import { MAX_OPTION_GROUPS, NAME_LIMIT, type Market } from '../constants';
import { ERRORS } from '../errors';
import { codePointLength } from '../name/code-points';
import { particle } from '../text/particle';
import { displayText, koreanText } from './localized-text';
import type { DetailOption } from './option';
import { krwPriceOf } from './price-entry';
import type { ProductDetail } from './product-detail';

/** Characters marketplaces refuse in option names. */
const FORBIDDEN_OPTION_CHARACTERS = /[*\\?"<>]/;
/** SmartStore: one representative image and at most 9 more. */
const SMARTSTORE_MAX_IMAGES = 10;

function isSellable(option: DetailOption): boolean {
  return option.checked && !option.isSoldOut && option.quantity > 0;
}

function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) {
    return true;
  }
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/gi, ' ')
      .trim() !== ''
  );
}

function titleProblems(product: ProductDetail): string[] {
  const title = koreanText(product.title);
  if (title === '') {
    return ['한국어 상품명이 없습니다.'];
  }
  const length = codePointLength(title);
  return length > NAME_LIMIT ? [`상품명이 ${NAME_LIMIT}자를 넘습니다. (현재 ${length}자)`] : [];
}

function imageProblems(product: ProductDetail, market: Market | undefined): string[] {
  if (product.image.length === 0) {
    return ['대표 이미지가 없습니다.'];
  }
  if (market === 'SmartStore' && product.image.length > SMARTSTORE_MAX_IMAGES) {
    return [`스마트스토어에는 이미지를 ${SMARTSTORE_MAX_IMAGES}장(대표 1장, 추가 9장)까지 올릴 수 있습니다.`];
  }
  return [];
}

function optionNameProblems(product: ProductDetail): string[] {
  const problems: string[] = [];
  for (const group of product.option.optionGroups) {
    if (group.groups.length === 0) {
      continue;
    }
    const groupLabel = displayText(group.groupName);
    if (koreanText(group.groupName) === '') {
      problems.push(
        groupLabel === ''
          ? '이름이 없는 옵션 그룹이 있습니다.'
          : `옵션 그룹 "${groupLabel}"의 한국어 이름이 없습니다.`,
      );
    }
    for (const value of group.groups) {
      const name = displayText(value.optionName);
      if (koreanText(value.optionName) === '') {
        problems.push(`옵션 "${name}"의 한국어 이름이 없습니다.`);
      }
      if (FORBIDDEN_OPTION_CHARACTERS.test(name)) {
        problems.push(`옵션 "${name}"에 쓸 수 없는 문자(* \\ ? " < >)가 있습니다.`);
      }
    }
  }
  return problems;
}

function detailOptionProblems(product: ProductDetail): string[] {
  const { optionGroups, detailOptions } = product.option;
  const problems: string[] = [];
  if (optionGroups.length > MAX_OPTION_GROUPS) {
    problems.push(ERRORS.OPTION_GROUP_LIMIT_EXCEEDED.message);
  }
  if (detailOptions.length === 0) {
    if (optionGroups.some((group) => group.groups.length > 0)) {
      problems.push('옵션 조합이 없습니다. 옵션을 다시 생성해주세요.');
    }
    return problems;
  }
  const seen = new Set<string>();
  for (const option of detailOptions) {
    if (seen.has(option.optionName)) {
      problems.push(
        `옵션 조합 "${option.optionName}"${particle(option.optionName, '이/가')} 중복되었습니다.`,
      );
    }
    seen.add(option.optionName);
  }
  if (!detailOptions.some(isSellable)) {
    problems.push('판매할 수 있는 옵션이 없습니다. (선택된 옵션이 없거나 모두 품절·재고 0)');
  }
  for (const option of detailOptions.filter((candidate) => candidate.checked)) {
    const won = krwPriceOf(option.price);
    if (!won) {
      problems.push(`옵션 "${option.optionName}"의 원화 판매가가 없습니다.`);
    } else if (won.salePrice <= 0) {
      problems.push(`옵션 "${option.optionName}"의 판매가가 0원 이하입니다.`);
    }
  }
  return problems;
}

function productPriceProblems(product: ProductDetail): string[] {
  if (product.option.detailOptions.length > 0) {
    return [];
  }
  const won = krwPriceOf(product.price);
  const problems: string[] = [];
  if (!won) {
    problems.push('원화 판매가가 없습니다.');
  } else if (won.salePrice <= 0) {
    problems.push('판매가가 0원 이하입니다.');
  }
  if (product.quantity <= 0) {
    problems.push('재고 수량이 0입니다.');
  }
  return problems;
}

function marketProblems(product: ProductDetail, market: Market | undefined): string[] {
  if (market === 'SmartStore' && !product.category?.id) {
    return ['스마트스토어 카테고리를 선택해주세요.'];
  }
  return [];
}

/**
 * Everything that would make an upload fail, as Korean sentences to show the seller; empty when the
 * product can go. Checks the Korean title (present, within 49 characters), the representative image,
 * the detail page, option names (Korean, no characters marketplaces refuse), combinations (some
 * sellable, no duplicates, a positive won price on every checked one) or, without options, the
 * product's own won price and stock. With a market, that market's known limits are checked too;
 * marketplace adapters add their own rules on top.
 */
export function validateProduct(product: ProductDetail, market?: Market): string[] {
  return [
    ...titleProblems(product),
    ...imageProblems(product, market),
    ...(hasContent(product.detailPageHtml) ? [] : ['상세페이지 내용이 없습니다.']),
    ...optionNameProblems(product),
    ...detailOptionProblems(product),
    ...productPriceProblems(product),
    ...marketProblems(product, market),
  ];
}
