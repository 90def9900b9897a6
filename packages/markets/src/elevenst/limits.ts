import { JPEG_PNG, OPEN_MARKET_LIMITS, type MarketLimits } from '../limits';

/**
 * 11st's limits (markets.md §3.3–§3.4). Option prices are deltas on the sale price within −50 %…+100 %,
 * with at least one combination at 0 (the base price is the cheapest combination, so one always is).
 */
export const ELEVENST_LIMITS: MarketLimits = {
  // The documented product body (markets.md) has no seller search-tag field: no tag rule at all. No
  // published rate; the shared conservative rate keeps bulk uploads from tripping the gateway.
  ...OPEN_MARKET_LIMITS,
  name: { maxLength: 100, unit: 'characters', bannedCharacters: '' },
  // prdImage01 (representative) to prdImage04; the server downloads them and resizes to 600×600.
  images: { maxCount: 4, maxBytes: 10 * 1024 * 1024, formats: [...JPEG_PNG, 'webp'] },
  options: {
    maxGroups: 3,
    maxCombinations: 200,
    maxValueLength: 50,
    priceBands: [{ belowPrice: null, minPercent: -50, maxPercent: 100 }],
  },
  dailyRegistrations: 500,
};
