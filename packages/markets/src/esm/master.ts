import { ESM_SITES, type EsmSite, type Json } from './client';

/**
 * One ESM master goods serves G마켓 and 옥션 together (markets.md §4.2: one master `goodsNo`, a
 * `SiteGoodsNo` per site). The goods body carries per-site figures side by side — `price`/`stock`/
 * `sellingPeriod` keyed `Gmkt`/`Iac`, `dispatchPolicyNo` and option `qty` keyed `gmkt`/`iac`, one
 * `category.site` entry per site — and PUT replaces the whole goods. So a push for one site builds its
 * own site's figures and copies every other site's from the goods as stored; a figure of a site the goods
 * is not listed on mirrors the pushing site's (the API requires both keys).
 */

const ALL_SITES: readonly EsmSite[] = [ESM_SITES.Gmarket, ESM_SITES.Auction];

/** The `Gmkt`/`Iac` key of price, stock and selling period. */
export function figureKey(site: EsmSite): 'Gmkt' | 'Iac' {
  return site.key === 'gmkt' ? 'Gmkt' : 'Iac';
}

const get = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), value);
const object = (value: unknown): Json => (value && typeof value === 'object' ? { ...(value as Json) } : {});
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** The site goods number of `site` in a goods read, or null when the goods is not listed there. */
export function siteGoodsNoOf(stored: Json, site: EsmSite): string | null {
  return String(get(stored, 'siteDetail', site.key, 'SiteGoodsNo') ?? '') || null;
}

/** The sites a goods read is listed on (those with a site goods number). */
export function sitesOf(stored: Json): EsmSite[] {
  return ALL_SITES.filter((site) => siteGoodsNoOf(stored, site) !== null);
}

const optionKey = (detail: Json) =>
  list(detail.values)
    .map((value) => String(value.koreanText ?? ''))
    .join('\u0000');

/** Sets the per-site figures of `from`'s site in `to` (a body being built) from `from` (another body). */
function copySite(to: Json, from: Json, site: EsmSite): void {
  const info = to.itemAddtionalInfo as Json;
  const source = object(from.itemAddtionalInfo);
  for (const field of ['price', 'stock', 'sellingPeriod']) {
    const stored = get(source, field, figureKey(site));
    if (stored !== undefined) {
      info[field] = { ...object(info[field]), [figureKey(site)]: stored };
    }
  }
  const shipping = object(info.shipping);
  const dispatch = get(source, 'shipping', 'dispatchPolicyNo', site.key);
  if (dispatch !== undefined) {
    shipping.dispatchPolicyNo = { ...object(shipping.dispatchPolicyNo), [site.key]: dispatch };
    info.shipping = shipping;
  }
  // Options are one list for the master; each keeps the other site's quantity where it had one.
  const storedQty = new Map(
    list(get(source, 'recommendedOpts', 'combination', 'details')).map((detail) => [
      optionKey(detail),
      get(detail, 'qty', site.key),
    ]),
  );
  const options = object(info.recommendedOpts);
  const combination = object(options.combination);
  if (Array.isArray(combination.details)) {
    combination.details = list(combination.details).map((detail) => {
      const qty = storedQty.get(optionKey(detail));
      return qty === undefined ? detail : { ...detail, qty: { ...object(detail.qty), [site.key]: qty } };
    });
    info.recommendedOpts = { ...options, combination };
  }
}

function categoryEntries(body: Json): Json[] {
  return list(get(body, 'itemBasicInfo', 'category', 'site'));
}

function withCategoryEntries(body: Json, entries: Json[]): Json {
  const basic = object(body.itemBasicInfo);
  basic.category = { ...object(basic.category), site: entries };
  return { ...body, itemBasicInfo: basic, itemAddtionalInfo: object(body.itemAddtionalInfo) };
}

/**
 * A create body for both sites: `body` (the pushing site's) plus the partner site under its own matched
 * category, with the same figures until the partner's own push sets its own.
 */
export function withPartnerSite(body: Json, partner: EsmSite, partnerCategoryCode: string): Json {
  return withCategoryEntries(body, [
    ...categoryEntries(body).filter((entry) => entry.siteType !== partner.siteType),
    { siteType: partner.siteType, catCode: partnerCategoryCode },
  ]);
}

/**
 * The site categories ESM matches to one ESM category, per site (leaf codes, ESM's preferred first):
 * a goods' `category.site` entries must be among them or ESM refuses the goods ("사이트 카테고리(…)가 ESM
 * 카테고리(…)에 매칭된 카테고리가 아닙니다").
 */
export type MatchedSiteCategories = (site: EsmSite) => readonly string[];

/**
 * The full PUT body of a push for `own`: its site's data from `body`, and every other site the stored
 * goods is listed on kept as stored (price, stock, selling period, dispatch policy, option quantities), so
 * updating G마켓 never drops or rewrites 옥션 and the other way round. The other site's category is kept
 * while it is still matched to the body's ESM category; after an ESM category change it follows the new
 * ESM category (its first matched site category), since one ESM category governs both sites.
 */
export function keepingOtherSites(
  body: Json,
  stored: Json,
  own: EsmSite,
  matched: MatchedSiteCategories,
): Json {
  const others = sitesOf(stored).filter((site) => site.siteType !== own.siteType);
  const storedEntries = categoryEntries(stored);
  const result = withCategoryEntries(body, [
    ...categoryEntries(body).filter((entry) => entry.siteType === own.siteType),
    ...others.map((site) => {
      const candidates = matched(site);
      const kept = String(storedEntries.find((entry) => entry.siteType === site.siteType)?.catCode ?? '');
      return { siteType: site.siteType, catCode: candidates.includes(kept) ? kept : (candidates[0] ?? '') };
    }),
  ]);
  for (const site of others) {
    copySite(result, stored, site);
  }
  return result;
}

/**
 * A per-site map (`{Gmkt, Iac}` or `{gmkt, iac}`) with `own`'s value set: sites the goods is listed on
 * keep theirs, sites it is not listed on mirror `own`'s (the API wants both keys).
 */
export function setForSite<T>(
  map: unknown,
  key: (site: EsmSite) => string,
  own: EsmSite,
  listedOn: readonly EsmSite[],
  value: T,
): Json {
  const result = object(map);
  for (const site of ALL_SITES) {
    const listed = listedOn.some((candidate) => candidate.siteType === site.siteType);
    if (site.siteType === own.siteType || !listed) {
      result[key(site)] = value;
    }
  }
  return result;
}
