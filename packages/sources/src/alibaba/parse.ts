import { MAX_OPTION_GROUPS, compareAmounts, readAmount } from '@sellerdesk/domain';
import { SourceError } from '../failures';
import { count, disambiguateNames, finalizeProduct, list, missingSkuPrices, record, text } from '../finalize';
import type { PriceTier, SourceDescription, SourceOptionGroup, SourceProduct, SourceSku } from '../model';
import { throwPageObstacle } from '../obstacles';
import { cleanImageList, cleanImageUrl } from '../text/images';
import { LiteralSyntaxError } from '../text/literal';
import { extractInitData, offerModelOf } from './offer';
import type { OfferModel } from './offer';

/**
 * 1688 SKUs: `skuModel.skuProps` are the option groups (values have names, some an `imageUrl`);
 * `skuInfoMap` is keyed by the SKU's value names joined with `&gt;` (HTML-escaped `>`), e.g.
 * "砂灰&gt;太阳镜", with `price`/`discountPrice` and stock `canBookCount`.
 *
 * Prices: with `skuPriceType` "skuPrice" every SKU has its own price (`skuRangePrices` then only lists
 * the distinct prices and are not tiers). With "rangePrice" SKUs have no price and one quantity ladder
 * `[{ beginAmount, price }]` applies to all. We keep that ladder in `priceTiers` and store as each SKU's
 * unit price the ladder price that applies at the minimum order quantity (`beginNum`): the price a
 * buyer of the smallest allowed order actually pays, and the highest on a normal falling ladder.
 */

export type AlibabaParseOptions = {
  /** The offer page URL: the product URL and the base of relative image URLs. */
  url: string;
  requestedId?: string;
};

function decodeKey(value: string): string {
  return value
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function ladderOf(rows: unknown[]): PriceTier[] | null {
  const tiers: PriceTier[] = [];
  for (const row of rows) {
    const r = record(row);
    const minQuantity = count(r?.beginAmount ?? r?.startQuantity);
    const price = readAmount(r?.price);
    if (!minQuantity || !price) {
      return null;
    }
    tiers.push({ minQuantity, price });
  }
  tiers.sort((a, b) => a.minQuantity - b.minQuantity);
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i]!.minQuantity === tiers[i - 1]!.minQuantity) {
      return null;
    }
  }
  return tiers;
}

/** The ladder price paid when ordering `quantity` units. */
export function tierPriceAt(tiers: readonly PriceTier[], quantity: number): string | null {
  let applicable: PriceTier | undefined = tiers[0];
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity) {
      applicable = tier;
    }
  }
  return applicable?.price ?? null;
}

type Built = {
  groups: SourceOptionGroup[];
  skus: SourceSku[];
  warnings: string[];
  missing: number;
  total: number;
};

function buildSkus(offer: OfferModel, base: string, ladderPrice: string | null): Built {
  const rawGroups: SourceOptionGroup[] = [];
  for (const rawProp of offer.skuProps) {
    const prop = record(rawProp);
    const values = list(prop?.value ?? prop?.values)
      .map(record)
      .filter((v): v is Record<string, unknown> => Boolean(v && text(v.name)));
    if (!values.length) {
      continue;
    }
    rawGroups.push({
      name: decodeKey(text(prop?.prop) || text(prop?.name)) || `옵션${rawGroups.length + 1}`,
      values: values.map((v) => ({
        name: decodeKey(text(v.name)),
        image: cleanImageUrl(v.imageUrl ?? v.image, base),
      })),
    });
  }
  if (rawGroups.length > MAX_OPTION_GROUPS) {
    throw new SourceError(
      'TOO_MANY_OPTION_GROUPS',
      '1688',
      `${rawGroups.length} skuProps`,
      `옵션 그룹이 ${rawGroups.length}개인 상품입니다. 옵션 그룹은 최대 ${MAX_OPTION_GROUPS}개까지 수집할 수 있습니다.`,
    );
  }
  const groups = disambiguateNames(rawGroups);
  const positions = rawGroups.map((group) => {
    const map = new Map<string, number>();
    group.values.forEach((v, i) => {
      if (!map.has(v.name)) {
        map.set(v.name, i);
      }
    });
    return map;
  });
  const skus: SourceSku[] = [];
  const warnings: string[] = [];
  let unmatched = 0;
  let missing = 0;
  const entries = Object.entries(offer.skuInfoMap);
  for (const [rawKey, rawInfo] of entries) {
    const info = record(rawInfo);
    const key = decodeKey(text(info?.specAttrs) || rawKey);
    let parts = key.split('>').map((p) => p.trim());
    if (parts.length !== groups.length && key.includes(':')) {
      // Older maps: "Group:Value;Group:Value".
      parts = key.split(';').map((pair) => pair.slice(pair.indexOf(':') + 1).trim());
    }
    const indexes = parts.length === groups.length ? parts.map((p, g) => positions[g]!.get(p)) : [];
    if (!info || indexes.length === 0 || indexes.some((i) => i === undefined)) {
      unmatched++;
      continue;
    }
    const own = readAmount(info.discountPrice) ?? readAmount(info.price);
    const listed = readAmount(info.price);
    const price = own && compareAmounts(own, '0') > 0 ? own : ladderPrice;
    if (!price) {
      missing++;
      continue;
    }
    const stock = count(info.canBookCount ?? info.amountOnSale ?? info.stock);
    skus.push({
      id: text(info.skuId) || text(info.specId) || key,
      options: indexes.map((i, g) => groups[g]!.values[i!]!.name),
      price,
      originalPrice: own && listed && compareAmounts(listed, own) > 0 ? listed : null,
      stock,
      soldOut: stock === 0,
    });
  }
  if (unmatched > 0) {
    warnings.push(`옵션 정보와 맞지 않는 SKU ${unmatched}개를 건너뛰었습니다.`);
  }
  return { groups, skus, warnings, missing, total: entries.length };
}

export function parseOfferModel(offer: OfferModel, options: AlibabaParseOptions): SourceProduct {
  const { url } = options;
  if (!offer.offerId) {
    throw new SourceError('DATA_NOT_FOUND', '1688', 'no offerId in the page data');
  }
  if (options.requestedId && options.requestedId !== offer.offerId) {
    throw new SourceError('MISMATCH', '1688', `asked ${options.requestedId}, got ${offer.offerId}`);
  }
  if (offer.isPricePrivate) {
    throw new SourceError('PRICE_PRIVATE', '1688', 'isPricePrivate');
  }

  const skuParam = record(offer.orderParam?.skuParam);
  const priceType = text(skuParam?.skuPriceType) || text(skuParam?.priceDisplayType);
  const ladderRows = list(skuParam?.skuRangePrices).length
    ? list(skuParam?.skuRangePrices)
    : offer.currentPrices;
  // With per-SKU prices the "ranges" are just the distinct prices (often all from 1 unit): not a ladder.
  const parsedLadder = priceType === 'skuPrice' || ladderRows.length === 0 ? [] : ladderOf(ladderRows);
  if (parsedLadder === null && priceType === 'rangePrice') {
    throw new SourceError('INVALID_DATA', '1688', 'rangePrice ladder with unusable or repeated rows');
  }
  const ladder = parsedLadder ?? [];
  const moq = count(offer.orderParam?.beginNum) || offer.startAmount || ladder[0]?.minQuantity || 1;
  const isRange = ladder.length > 0;
  const ladderPrice = isRange ? tierPriceAt(ladder, moq) : null;

  let built: Built;
  if (offer.skuProps.length > 0) {
    built = buildSkus(offer, url, ladderPrice);
  } else {
    // A single-SKU offer: the ladder (or its only price) is the price of the one SKU.
    const only =
      ladderPrice ?? (ladder.length === 1 ? ladder[0]!.price : null) ?? readAmount(offer.priceRangeText);
    const stock = count(offer.orderParam?.canBookedAmount);
    built = {
      groups: [],
      skus: only
        ? [{ id: offer.offerId, options: [], price: only, originalPrice: null, stock, soldOut: stock === 0 }]
        : [],
      warnings: [],
      missing: only ? 0 : 1,
      total: 1,
    };
  }
  if (built.missing > 0) {
    throw missingSkuPrices('1688', built.missing, built.total);
  }
  if (built.skus.length === 0) {
    throw new SourceError('INVALID_DATA', '1688', 'no usable SKU');
  }

  const images = cleanImageList(
    offer.images.map((image) =>
      typeof image === 'string' ? image : (record(image)?.fullPathImageURI ?? record(image)?.imageURI),
    ),
    url,
  );
  const descriptionUrl = unwrapDescriptionUrl(offer.detailUrl, url);
  const description: SourceDescription = descriptionUrl
    ? { kind: 'pending', url: descriptionUrl }
    : { kind: 'none' };
  const page = new URL(url);
  return finalizeProduct({
    site: '1688',
    code: offer.offerId,
    url: `${page.origin}${page.pathname}`,
    title: { language: 'zh', text: offer.title },
    currency: 'CNY',
    images,
    optionGroups: built.groups,
    skus: built.skus,
    priceTiers: isRange ? ladder : [],
    minOrderQuantity: moq,
    description,
    attributes: offer.attributes,
    shopName: offer.companyName || null,
    sourceCategory: offer.category || null,
    videoUrl: cleanImageUrl(offer.videoUrl, url),
    warnings: built.warnings,
  });
}

/** The mobile page wraps the real description address: `…/app-desc/…?url=<itemcdn address>&offerId=…`. */
export function unwrapDescriptionUrl(raw: string, base: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  const inner = parsed.searchParams.get('url');
  // Read before cleaning: clean-up drops query strings on Alibaba hosts, and with them `url`.
  if (inner && /\/app-desc\//.test(parsed.pathname)) {
    return cleanImageUrl(inner, base);
  }
  return cleanImageUrl(raw, base);
}

function offerIdOfUrl(url: string): string | undefined {
  return /\/offer\/(\d+)\.html/.exec(url)?.[1] ?? new URL(url).searchParams.get('offerId') ?? undefined;
}

/** The offer page HTML (server fetch, or what the extension captured). */
export function parse1688Page(html: string, options: { url: string }): SourceProduct {
  let root: unknown;
  try {
    root = extractInitData(html);
  } catch (error) {
    if (error instanceof LiteralSyntaxError) {
      throw new SourceError('INVALID_DATA', '1688', error.message);
    }
    throw error;
  }
  const offer = offerModelOf(root);
  if (!offer) {
    throwPageObstacle('1688', html, options.url, 'no __INIT_DATA / window.context in the page');
  }
  return parseOfferModel(offer, { url: options.url, requestedId: offerIdOfUrl(options.url) });
}

/** A data object the extension captured (`__INIT_DATA`, `window.context`, or a SKU gateway answer). */
export function parse1688Data(data: unknown, options: { url: string }): SourceProduct {
  const offer = offerModelOf(data);
  if (!offer) {
    throw new SourceError('DATA_NOT_FOUND', '1688', 'the data object has no offer');
  }
  return parseOfferModel(offer, { url: options.url, requestedId: offerIdOfUrl(options.url) });
}
