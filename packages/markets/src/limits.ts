import { codePointLength } from '@sellerdesk/domain';

/** How a market counts a name's length: code points, or bytes as EUC-KR encodes them (Hangul = 2). */
export type LengthUnit = 'characters' | 'euc-kr-bytes';

/**
 * An option's extra amount as a share of the base price, for base prices below `belowPrice` (null: any
 * price above the previous band). SmartStore and ESM: < 2,000 won 0…+100 %, < 10,000 −50…+100 %,
 * otherwise −50…+50 %.
 */
export type OptionPriceBand = { belowPrice: number | null; minPercent: number; maxPercent: number };

export type RateLimit = {
  requestsPerSecond: number;
  /** The gateway's bucket size (how many calls it takes at once after a quiet spell). */
  burst: number;
  /**
   * `account`: one bucket for every call of the account (Coupang per vendorId). `operation`: one bucket
   * per API of the account (SmartStore: per API × application).
   */
  scope: 'account' | 'operation';
};

/**
 * A market's seller search tags: how many, how long (code points), characters it refuses, and words its
 * tag guide refuses (sales conditions such as 무료배송 or 최저가; matched case-insensitively inside a tag).
 */
export type TagRule = {
  maxCount: number;
  maxLength: number;
  bannedCharacters: string;
  bannedWords: readonly string[];
};

/** Sales-condition words SmartStore's and Coupang's tag guides refuse as search tags. */
export const SALES_CONDITION_TAG_WORDS: readonly string[] = [
  '무료배송',
  '당일배송',
  '당일발송',
  '최저가',
  '특가',
  '할인',
  '세일',
  '이벤트',
  '사은품',
  '쿠폰',
  '적립',
  '1+1',
];

/** What a market documents it accepts; the pre-upload check and the mappers read these. */
export type MarketLimits = {
  name: { maxLength: number; unit: LengthUnit; bannedCharacters: string };
  images: { maxCount: number; maxBytes: number; formats: readonly string[] };
  options: {
    maxGroups: number;
    maxCombinations: number;
    maxValueLength: number;
    /** Null when every combination carries its own full price (Coupang items). */
    priceBands: readonly OptionPriceBand[] | null;
  };
  /** Won; `unit` is the step prices must be multiples of. */
  price: { min: number; max: number; unit: number };
  stock: { max: number };
  /**
   * Seller search tags; null when the market's product has no tag field (11st, ESM): tags are then
   * neither checked nor sent, rather than warned about against a limit of 0.
   */
  tags: TagRule | null;
  rateLimit: RateLimit;
  /** New listings the market takes per account and day (11st: 500), when it caps them. */
  dailyRegistrations?: number;
};

export function textLength(text: string, unit: LengthUnit): number {
  if (unit === 'characters') {
    return codePointLength(text);
  }
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    bytes += text.charCodeAt(index) < 0x80 ? 1 : 2;
  }
  return bytes;
}

/** The characters of `text` found in `banned`, each once, in order of appearance. */
export function bannedCharactersIn(text: string, banned: string): string[] {
  if (banned === '') {
    return [];
  }
  const found: string[] = [];
  for (const character of text) {
    if (banned.includes(character) && !found.includes(character)) {
      found.push(character);
    }
  }
  return found;
}

/** The band for a base price, or null when the market has none. */
export function optionPriceBandFor(
  bands: readonly OptionPriceBand[] | null,
  basePrice: number,
): { minExtra: number; maxExtra: number } | null {
  if (!bands) {
    return null;
  }
  const band = bands.find((candidate) => candidate.belowPrice === null || basePrice < candidate.belowPrice);
  if (!band) {
    return null;
  }
  // Markets round the bound towards the seller's disadvantage: an extra must stay within it.
  return {
    minExtra: Math.ceil((basePrice * band.minPercent) / 100),
    maxExtra: Math.floor((basePrice * band.maxPercent) / 100),
  };
}

/** The won prices every market here takes: 10 … 999,999,990 in steps of 10. */
export const TEN_WON_PRICES: MarketLimits['price'] = { min: 10, max: 999_999_990, unit: 10 };

/** The photo formats every market here takes; some take more. */
export const JPEG_PNG: readonly string[] = ['jpg', 'jpeg', 'png'];

/**
 * What 11st, ESM and WeMakePrice share (and the conservative choice where a market documents nothing):
 * 10-won prices, stock up to 99,999, no seller search tags, 5 calls a second per account.
 */
export const OPEN_MARKET_LIMITS = {
  price: TEN_WON_PRICES,
  stock: { max: 99_999 },
  tags: null,
  rateLimit: { requestsPerSecond: 5, burst: 5, scope: 'account' },
} satisfies Partial<MarketLimits>;

/** SmartStore's and ESM's option price bands. */
export const TIERED_OPTION_PRICE_BANDS: readonly OptionPriceBand[] = [
  { belowPrice: 2_000, minPercent: 0, maxPercent: 100 },
  { belowPrice: 10_000, minPercent: -50, maxPercent: 100 },
  { belowPrice: null, minPercent: -50, maxPercent: 50 },
];
