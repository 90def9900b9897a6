import { JPEG_PNG, SALES_CONDITION_TAG_WORDS, TEN_WON_PRICES, type MarketLimits } from '../limits';

/**
 * Coupang's limits (markets.md §2; the Wing guide where the API reference is silent). Every item
 * (option combination) carries its own full price, so there are no option price bands.
 */
export const COUPANG_LIMITS: MarketLimits = {
  name: { maxLength: 100, unit: 'characters', bannedCharacters: '' },
  // One representative image and up to nine detail images per item.
  images: { maxCount: 10, maxBytes: 10 * 1024 * 1024, formats: JPEG_PNG },
  options: { maxGroups: 3, maxCombinations: 200, maxValueLength: 50, priceBands: null },
  price: TEN_WON_PRICES,
  stock: { max: 99_999 },
  tags: { maxCount: 20, maxLength: 20, bannedCharacters: ',<>\\"\'', bannedWords: SALES_CONDITION_TAG_WORDS },
  // About 10 requests per second per vendorId (Coupang notice, July 2023).
  rateLimit: { requestsPerSecond: 10, burst: 10, scope: 'account' },
};
