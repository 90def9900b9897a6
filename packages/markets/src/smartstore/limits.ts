import {
  JPEG_PNG,
  SALES_CONDITION_TAG_WORDS,
  TEN_WON_PRICES,
  TIERED_OPTION_PRICE_BANDS,
  type MarketLimits,
} from '../limits';

/**
 * SmartStore's documented limits (markets.md §1; seller-centre guidance where the API reference is silent:
 * tags at most 10 of 10 characters without spaces or special characters).
 */
export const SMARTSTORE_LIMITS: MarketLimits = {
  name: { maxLength: 100, unit: 'characters', bannedCharacters: '<>\\*?"' },
  // One representative image and up to nine more, each through the image upload API.
  images: { maxCount: 10, maxBytes: 10 * 1024 * 1024, formats: [...JPEG_PNG, 'gif', 'bmp'] },
  options: {
    maxGroups: 3,
    maxCombinations: 1_000,
    maxValueLength: 25,
    priceBands: TIERED_OPTION_PRICE_BANDS,
  },
  price: TEN_WON_PRICES,
  stock: { max: 99_999_999 },
  tags: {
    maxCount: 10,
    maxLength: 10,
    bannedCharacters: '~!@#$%^&*()_+=[]{}|\\;:\'",.<>/?`',
    bannedWords: SALES_CONDITION_TAG_WORDS,
  },
  // Product APIs: 20 requests per second per API and application, bucket twice that.
  rateLimit: { requestsPerSecond: 20, burst: 40, scope: 'operation' },
};
