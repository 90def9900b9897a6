import { particle, withParticle } from '@sellerdesk/domain';
import { optionPriceBandFor, textLength, type MarketLimits } from './limits';
import { MARKET_NAMES } from './names';
import { signedWon, won, type Problems } from './problems';
import type { ValidationInput } from './validate';

/** The offer part of the pre-upload check: price, stock and option combinations against the market's limits. */

function checkPrice(label: string, price: number, limits: MarketLimits, problems: Problems): void {
  const { min, max, unit } = limits.price;
  if (price < min || price > max) {
    problems.error(
      'PRICE_OUT_OF_RANGE',
      'price',
      `${label} 판매가 ${withParticle(won(price), '이/가')} 허용 범위(${won(min)}~${won(max)})를 벗어납니다.`,
      '가격 설정이나 상품 가격을 확인해주세요.',
    );
  } else if (price % unit !== 0) {
    problems.error(
      'PRICE_UNIT',
      'price',
      `${label} 판매가 ${withParticle(won(price), '이/가')} ${won(unit)} 단위가 아닙니다.`,
      `가격 설정의 끝자리 처리를 ${won(unit)} 단위 이상으로 맞춰주세요.`,
    );
  }
}

export function checkOffer(input: ValidationInput, problems: Problems): void {
  const { draft, limits } = input;
  const market = MARKET_NAMES[draft.market];
  if (draft.combinations.length === 0) {
    checkPrice('상품', draft.salePrice, limits, problems);
    if (draft.stock <= 0) {
      problems.error('STOCK_EMPTY', 'stock', '재고가 0입니다.', '재고 수량을 입력해주세요.');
    } else if (draft.stock > limits.stock.max) {
      problems.error(
        'STOCK_OVER',
        'stock',
        `재고 ${draft.stock.toLocaleString('ko-KR')}개가 ${market} 최대 ${limits.stock.max.toLocaleString('ko-KR')}개를 넘습니다.`,
        '재고 수량을 줄여주세요.',
      );
    }
    return;
  }
  const { options } = limits;
  if (draft.optionGroupNames.length > options.maxGroups) {
    problems.error(
      'OPTION_GROUPS_OVER',
      'options',
      `옵션 그룹이 ${draft.optionGroupNames.length}개입니다. ${withParticle(market, '은/는')} ${options.maxGroups}개까지 받습니다.`,
      `옵션 그룹을 ${options.maxGroups}개 이하로 줄여주세요.`,
    );
  }
  if (draft.combinations.length > options.maxCombinations) {
    problems.error(
      'OPTION_COMBINATIONS_OVER',
      'options',
      `옵션 조합이 ${draft.combinations.length}개입니다. ${withParticle(market, '은/는')} ${options.maxCombinations}개까지 받습니다.`,
      '판매하지 않을 옵션의 선택을 해제해주세요.',
    );
  }
  if (draft.combinations.every((combination) => combination.stock <= 0)) {
    problems.error(
      'OPTIONS_ALL_SOLD_OUT',
      'stock',
      '판매할 수 있는 옵션이 없습니다. (모두 품절이거나 재고 0)',
      '옵션의 재고를 입력하거나 품절을 해제해주세요.',
    );
  }
  const band = optionPriceBandFor(options.priceBands, draft.salePrice);
  const seen = new Set<string>();
  for (const combination of draft.combinations) {
    const label = `옵션 '${combination.values.join(' / ')}'`;
    const key = combination.values.join('\u0000');
    if (seen.has(key)) {
      problems.error(
        'OPTION_DUPLICATE',
        'options',
        `${withParticle(label, '이/가')} 중복되었습니다.`,
        '옵션을 다시 생성해주세요.',
      );
    }
    seen.add(key);
    if (combination.values.length !== draft.optionGroupNames.length || combination.values.includes('')) {
      problems.error(
        'OPTION_VALUES',
        'options',
        `${label}의 값이 비어 있습니다.`,
        '옵션을 다시 생성해주세요.',
      );
    }
    const long = combination.values.find((value) => textLength(value, 'characters') > options.maxValueLength);
    if (long !== undefined) {
      problems.error(
        'OPTION_VALUE_TOO_LONG',
        'options',
        `옵션값 '${long}'${particle(long, '이/가')} ${options.maxValueLength}자를 넘습니다.`,
        `옵션값을 ${options.maxValueLength}자 이내로 줄여주세요.`,
      );
    }
    checkPrice(label, combination.salePrice, limits, problems);
    if (combination.stock > limits.stock.max) {
      problems.error(
        'STOCK_OVER',
        'stock',
        `${label}의 재고가 ${market} 최대 ${limits.stock.max.toLocaleString('ko-KR')}개를 넘습니다.`,
        '재고 수량을 줄여주세요.',
      );
    }
    const extra = combination.salePrice - draft.salePrice;
    if (band && (extra < band.minExtra || extra > band.maxExtra)) {
      problems.error(
        'OPTION_PRICE_BAND',
        'options',
        `${label}의 추가금 ${withParticle(signedWon(extra), '이/가')} ${market} 허용 범위(${signedWon(band.minExtra)}~${signedWon(band.maxExtra)}, 기준가 ${won(draft.salePrice)})를 벗어납니다.`,
        '옵션 가격 차이를 줄이거나, 가격 차이가 큰 옵션은 선택을 해제해 따로 등록해주세요.',
      );
    }
  }
}
