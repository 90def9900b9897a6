import { SITE_CURRENCY, SOURCE_SITES, type SourceSite } from '@sellerdesk/domain';
import type { ListingDraft } from './listing';

/**
 * What a listing declares about where its goods come from, the same for every market: whether the seller
 * buys them abroad for the shopper (해외구매대행) and the country of origin. Each market adapter turns this
 * into its own fields (ESM `origin`/`certInfo.safetyCerts`, 11st `orgnTypCd`/`forAbrdBuyClf`…).
 *
 * The rule:
 * - Goods of a source that sells in a foreign currency (Taobao, Tmall, 1688) are bought abroad: 해외구매대행.
 *   Costco Korea sells in won in Korea: its goods are bought in Korea, already imported (or made) there.
 * - The origin is the product's own (Costco pages state it per product), else the template's originArea
 *   (see `buildListingDraft`); Taobao/Tmall/1688 products carry 중국 from collection.
 */
export type Provenance = {
  /** Bought abroad and shipped to the shopper from there (해외구매대행). */
  purchasedAbroad: boolean;
  /** The origin country's Korean name ('중국', '미국'); null when the text names none ('상세설명 참조'). */
  country: string | null;
  /** Made in Korea (국산): markets want a Korean region there, which the product does not say. */
  domestic: boolean;
};

export const KOREA = '대한민국';
const KOREA_NAMES = new Set(['한국', '대한민국', '국산', '국내', 'korea', 'southkorea', 'kr']);
const ALIASES: Readonly<Record<string, string>> = {
  中国: '중국',
  china: '중국',
  cn: '중국',
  usa: '미국',
  us: '미국',
  japan: '일본',
  vietnam: '베트남',
};

/** The source site of a seller code (`sellerCodeOf`: "SD-{site}-{code}"), or null for another code. */
export function sourceSiteOfSellerCode(sellerCode: string): SourceSite | null {
  const site = /^SD-([^-]+)-/.exec(sellerCode)?.[1];
  return SOURCE_SITES.find((candidate) => candidate === site) ?? null;
}

/** A country name as written by a seller or a source page ('중국산', ' 중국 ', 'China') → '중국'. */
export function originCountryOf(origin: string): string | null {
  const whole = origin.replace(/\s+/g, '');
  const compact = whole.replace(/(산|제)$/, '');
  // '수입산', '해외': imported, from no named country.
  if (compact === '' || /상세|참조|기타|미상|수입|해외/.test(compact)) {
    return null;
  }
  const lower = compact.toLowerCase();
  if (KOREA_NAMES.has(lower) || KOREA_NAMES.has(whole.toLowerCase())) {
    return KOREA;
  }
  return ALIASES[lower] ?? compact;
}

export function provenanceOf(draft: Pick<ListingDraft, 'sellerCode' | 'origin'>): Provenance {
  const site = sourceSiteOfSellerCode(draft.sellerCode);
  const country = originCountryOf(draft.origin);
  return {
    // A code of no known source is still a Sellerdesk product: cross-border unless shown otherwise.
    purchasedAbroad: site === null || SITE_CURRENCY[site] !== 'KRW',
    country,
    domestic: country === KOREA,
  };
}
