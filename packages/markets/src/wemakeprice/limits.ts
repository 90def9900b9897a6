import { JPEG_PNG, OPEN_MARKET_LIMITS, TIERED_OPTION_PRICE_BANDS, type MarketLimits } from '../limits';

/**
 * WeMakePrice's limits. markets.md §6 documents no product body or rate limit (the platform is
 * bankrupt), so these are the conservative rules most Korean open markets share: 100-character names,
 * 10-won prices, two option groups with tiered option price bands, no seller search tags.
 */
export const WEMAKEPRICE_LIMITS: MarketLimits = {
  ...OPEN_MARKET_LIMITS,
  name: { maxLength: 100, unit: 'characters', bannedCharacters: '' },
  // mainImgUrl plus up to 9 additional images.
  images: { maxCount: 10, maxBytes: 5 * 1024 * 1024, formats: JPEG_PNG },
  options: { maxGroups: 2, maxCombinations: 200, maxValueLength: 50, priceBands: TIERED_OPTION_PRICE_BANDS },
};

/** Shown wherever the market is listed; the registry keeps it off unless an operator enables it. */
export const WEMAKEPRICE_CLOSED_NOTICE =
  '위메프는 2025년 11월 10일 서울회생법원의 파산 선고로 영업을 종료해 현재 판매자를 받지 않습니다. 연동은 기본으로 꺼져 있으며, 서비스나 후속 사업자가 재개되면 운영자가 설정(WEMAKEPRICE_ENABLED)으로 켤 수 있습니다.';
