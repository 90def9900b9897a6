import { JPEG_PNG, OPEN_MARKET_LIMITS, TIERED_OPTION_PRICE_BANDS, type MarketLimits } from '../limits';

/** ESM's limits (markets.md §4.3–§4.4), the same for G마켓 and 옥션. */
export const ESM_LIMITS: MarketLimits = {
  // The documented product body (markets.md) has no seller search-tag field: no tag rule at all. Only
  // order look-ups have a documented rate (once per 5 s); the shared conservative rate for the rest.
  ...OPEN_MARKET_LIMITS,
  // goodsName.kor: 100 bytes.
  name: { maxLength: 100, unit: 'euc-kr-bytes', bannedCharacters: '' },
  // basicImgURL plus addtionalImg1URL…14; at least 600×600, at most 2 MB, jpg/png.
  images: { maxCount: 15, maxBytes: 2 * 1024 * 1024, formats: JPEG_PNG },
  options: { maxGroups: 2, maxCombinations: 500, maxValueLength: 25, priceBands: TIERED_OPTION_PRICE_BANDS },
};
