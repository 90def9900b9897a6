import { isInt, isObject, nonEmpty, type Json, type Problems } from './check-support';

/** Naver's combination options: names per group, at most 1,000, a 0-won one, extras within the price band. */

const OPTION_BANDS = [
  { below: 2_000, min: 0, max: 100 },
  { below: 10_000, min: -50, max: 100 },
  { below: Infinity, min: -50, max: 50 },
];

export function checkOptions(origin: Json, detail: Json, problems: Problems): number | null {
  const info = detail.optionInfo;
  if (!isObject(info) || !Array.isArray(info.optionCombinations) || info.optionCombinations.length === 0) {
    return null;
  }
  const path = 'originProduct.detailAttribute.optionInfo';
  const names = isObject(info.optionCombinationGroupNames) ? info.optionCombinationGroupNames : {};
  const groups = [1, 2, 3].filter((index) => nonEmpty(names[`optionGroupName${index}`]));
  if (groups.length === 0 || !nonEmpty(names.optionGroupName1)) {
    problems.add(
      `${path}.optionCombinationGroupNames.optionGroupName1`,
      'NotBlank',
      '옵션명을 입력해야 합니다.',
    );
    return null;
  }
  const combinations = info.optionCombinations;
  if (combinations.length > 1000) {
    problems.add(`${path}.optionCombinations`, 'Size', '조합형 옵션은 최대 1,000개까지 등록할 수 있습니다.');
  }
  const salePrice = isInt(origin.salePrice) ? origin.salePrice : 0;
  const band = OPTION_BANDS.find((candidate) => salePrice < candidate.below) ?? OPTION_BANDS[2]!;
  const minExtra = Math.ceil((salePrice * band.min) / 100);
  const maxExtra = Math.floor((salePrice * band.max) / 100);
  const seen = new Set<string>();
  let total = 0;
  let hasZero = false;
  combinations.forEach((combination: unknown, index) => {
    const at = `${path}.optionCombinations[${index}]`;
    if (!isObject(combination)) {
      problems.required(at);
      return;
    }
    const values = groups.map((group) => combination[`optionName${group}`]);
    if (!values.every(nonEmpty)) {
      problems.add(`${at}.optionName1`, 'NotBlank', '옵션값을 모든 옵션명에 입력해야 합니다.');
      return;
    }
    if ((values as string[]).some((value) => value.length > 25)) {
      problems.add(`${at}.optionName1`, 'Size', '옵션값은 25자까지 입력할 수 있습니다.');
    }
    const key = (values as string[]).join('\u0000');
    if (seen.has(key)) {
      problems.add(at, 'Duplicate', `중복된 옵션입니다: ${(values as string[]).join(' / ')}`);
    }
    seen.add(key);
    const price = combination.price ?? 0;
    if (!isInt(price)) {
      problems.add(`${at}.price`, 'Type', '옵션가는 정수여야 합니다.');
    } else {
      hasZero ||= price === 0;
      if (price < minExtra || price > maxExtra) {
        problems.add(
          `${at}.price`,
          'Range',
          `옵션가는 판매가의 ${band.min}%~+${band.max}% 범위(${minExtra}~${maxExtra}원)여야 합니다.`,
        );
      }
    }
    const stock = combination.stockQuantity ?? 0;
    if (!isInt(stock) || stock < 0 || stock > 99_999_999) {
      problems.add(`${at}.stockQuantity`, 'Range', '옵션 재고수량이 올바르지 않습니다.');
    } else {
      total += stock;
    }
  });
  if (!hasZero) {
    problems.add(`${path}.optionCombinations`, 'Required', '옵션가가 0원인 옵션이 하나 이상 있어야 합니다.');
  }
  return total;
}
