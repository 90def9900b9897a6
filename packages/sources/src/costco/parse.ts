import { compareAmounts, readAmount, withParticle } from '@sellerdesk/domain';
import { SourceError } from '../failures';
import { count, disambiguateNames, finalizeProduct, list, missingSkuPrices, record, text } from '../finalize';
import type { SourceOptionGroup, SourceProduct, SourceSku } from '../model';
import { cleanDescriptionHtml } from '../text/description';
import { cleanImageUrl } from '../text/images';
import { COSTCO_ORIGIN, costcoSite } from './site';

/**
 * Costco Korea runs SAP Commerce; its OCC `products/{code}?fields=FULL` JSON is the product. Prices are
 * KRW, images are site-relative and come in several formats per picture, variants (rare) are
 * `baseOptions[].options[]` with `variantOptionQualifiers`.
 */

export type CostcoParseOptions = {
  /** Origin that relative image and page URLs are resolved against (the configured base URL). */
  origin?: string;
  /** The code that was asked for; a different product in the answer is refused. */
  requestedCode?: string;
};

// Larger and non-WebP first: the pipeline converts to JPEG anyway, so the largest original wins.
const FORMAT_RANK = ['superZoom', 'zoom', 'product', 'store', 'product-webp', 'thumbnail', 'cartIcon'];

function formatRank(format: string): number {
  const index = FORMAT_RANK.indexOf(format);
  if (index >= 0) {
    return index;
  }
  return format.includes('webp') ? FORMAT_RANK.length + 1 : FORMAT_RANK.length;
}

/**
 * Costco answers site-relative paths (`/medias/…`). They are prefixed with the configured origin as is,
 * so an origin with a path (the emulator's `/costco`) keeps it, unlike URL resolution.
 */
function siteUrl(value: unknown, origin: string): string | null {
  const path = text(value);
  const absolute =
    path.startsWith('/') && !path.startsWith('//') ? `${origin.replace(/\/+$/, '')}${path}` : path;
  return cleanImageUrl(absolute, origin);
}

function prefixRelativeUrls(html: string, origin: string): string {
  return html.replace(
    /(\s(?:src|href|background|data-src)\s*=\s*["'])\/(?!\/)/gi,
    `$1${origin.replace(/\/+$/, '')}/`,
  );
}

function chooseImages(images: unknown, origin: string): string[] {
  type Candidate = { key: string; order: number; rank: number; url: string };
  const best = new Map<string, Candidate>();
  for (const raw of list(images)) {
    const image = record(raw);
    if (!image) {
      continue;
    }
    const url = siteUrl(image.url, origin);
    if (!url) {
      continue;
    }
    const type = text(image.imageType) || 'GALLERY';
    const index = count(image.galleryIndex) ?? 0;
    const key = `${type}:${index}`;
    const candidate = {
      key,
      order: (type === 'PRIMARY' ? 0 : 1) * 10_000 + index,
      rank: formatRank(text(image.format)),
      url,
    };
    const current = best.get(key);
    if (!current || candidate.rank < current.rank) {
      best.set(key, candidate);
    }
  }
  const ordered = [...best.values()].sort((a, b) => a.order - b.order).map((c) => c.url);
  return [...new Set(ordered)];
}

function amount(value: unknown): string | null {
  const price = record(value);
  return price ? readAmount(price.value) : readAmount(value);
}

function stockOf(value: unknown, purchasable: unknown): { stock: number | null; soldOut: boolean } {
  const stock = record(value);
  const status = text(stock?.stockLevelStatus);
  if (status === 'outOfStock' || purchasable === false) {
    return { stock: 0, soldOut: true };
  }
  const level = count(stock?.stockLevel);
  return { stock: level, soldOut: level === 0 };
}

type PriceBits = { price: string; originalPrice: string | null };

function pricesOf(product: Record<string, unknown>): PriceBits | null {
  const current = amount(product.price);
  if (!current || compareAmounts(current, '0') <= 0) {
    return null;
  }
  const discount = amount(product.discountPrice);
  if (discount && compareAmounts(discount, '0') > 0 && compareAmounts(discount, current) < 0) {
    return { price: discount, originalPrice: current };
  }
  const base = amount(product.basePrice);
  return { price: current, originalPrice: base && compareAmounts(base, current) > 0 ? base : null };
}

function attributesOf(product: Record<string, unknown>): { name: string; value: string }[] {
  const result: { name: string; value: string }[] = [];
  for (const classification of list(product.classifications)) {
    for (const rawFeature of list(record(classification)?.features)) {
      const feature = record(rawFeature);
      const name = text(feature?.name);
      const unit = text(record(feature?.featureUnit)?.symbol);
      const values = list(feature?.featureValues)
        .map((v) => text(record(v)?.value))
        .filter(Boolean);
      if (name && values.length) {
        result.push({ name, value: values.join(', ') + (unit ? ` ${unit}` : '') });
      }
    }
  }
  const manufacturer = text(product.manufacturer);
  if (manufacturer && !result.some((a) => a.name === '제조사')) {
    result.push({ name: '제조사', value: manufacturer });
  }
  const coupon = record(product.couponDiscount);
  const couponValue = amount(coupon?.discountValue);
  if (couponValue && compareAmounts(couponValue, '0') > 0) {
    const period = [text(coupon?.discountStartDate), text(coupon?.discountEndDate)]
      .filter(Boolean)
      .join(' ~ ');
    result.push({ name: '쿠폰 할인', value: `${couponValue}원${period ? ` (${period})` : ''}` });
  }
  return result;
}

type Variants = { groups: SourceOptionGroup[]; skus: SourceSku[]; warnings: string[] };

function variantsOf(product: Record<string, unknown>, origin: string): Variants | null {
  const options = new Map<string, Record<string, unknown>>();
  for (const baseOption of list(product.baseOptions)) {
    for (const rawOption of list(record(baseOption)?.options)) {
      const option = record(rawOption);
      const code = text(option?.code);
      if (option && code && !options.has(code)) {
        options.set(code, option);
      }
    }
  }
  if (options.size === 0) {
    return null;
  }
  const groups: { name: string; values: { name: string; image: string | null }[] }[] = [];
  const rows: { code: string; option: Record<string, unknown>; values: Map<string, string> }[] = [];
  for (const [code, option] of options) {
    const values = new Map<string, string>();
    for (const rawQualifier of list(option.variantOptionQualifiers)) {
      const qualifier = record(rawQualifier);
      const groupName = text(qualifier?.name) || text(qualifier?.qualifier);
      const valueName = text(qualifier?.value);
      if (!groupName || !valueName) {
        continue;
      }
      let group = groups.find((g) => g.name === groupName);
      if (!group) {
        groups.push((group = { name: groupName, values: [] }));
      }
      const image = siteUrl(record(qualifier?.image)?.url, origin);
      const existing = group.values.find((v) => v.name === valueName);
      if (!existing) {
        group.values.push({ name: valueName, image });
      } else if (!existing.image && image) {
        existing.image = image;
      }
      values.set(groupName, valueName);
    }
    rows.push({ code, option, values });
  }
  const warnings: string[] = [];
  const skus: SourceSku[] = [];
  let missingPrice = 0;
  for (const row of rows) {
    const chosen = groups.map((g) => row.values.get(g.name));
    if (chosen.some((v) => v === undefined)) {
      warnings.push(`옵션 정보가 빠진 변형 상품 ${withParticle(row.code, '을/를')} 건너뛰었습니다.`);
      continue;
    }
    const price = amount(row.option.priceData);
    if (!price || compareAmounts(price, '0') <= 0) {
      missingPrice++;
      continue;
    }
    skus.push({
      id: row.code,
      options: chosen as string[],
      price,
      originalPrice: null,
      ...stockOf(row.option.stock, row.option.purchasable),
    });
  }
  if (missingPrice > 0) {
    throw missingSkuPrices('costco', missingPrice, rows.length);
  }
  return { groups, skus, warnings };
}

export function parseCostcoProduct(json: unknown, options: CostcoParseOptions = {}): SourceProduct {
  const origin = options.origin ?? COSTCO_ORIGIN;
  const product = record(json);
  const code = text(product?.code);
  if (!product || !code) {
    throw new SourceError('DATA_NOT_FOUND', 'costco', 'no product code in the answer');
  }
  if (options.requestedCode && options.requestedCode !== code) {
    throw new SourceError('MISMATCH', 'costco', `asked ${options.requestedCode}, got ${code}`);
  }
  if (product.hidePriceValue === true) {
    throw new SourceError('PRICE_HIDDEN', 'costco', 'hidePriceValue');
  }
  const prices = pricesOf(product);
  if (!prices) {
    throw new SourceError('PRICE_HIDDEN', 'costco', 'no positive price');
  }

  const name = text(product.name);
  const englishName = text(product.englishName);
  const images = chooseImages(product.images, origin);
  const variants = variantsOf(product, origin);
  const groups = variants ? disambiguateNames(variants.groups) : [];
  const skus: SourceSku[] = variants
    ? variants.skus.map((sku) => ({
        ...sku,
        // Renaming only appends a suffix to repeats; map each value to its renamed twin by position.
        options: sku.options.map((value, g) => {
          const index = variants.groups[g]!.values.findIndex((v) => v.name === value);
          return groups[g]!.values[index]!.name;
        }),
      }))
    : [{ id: code, options: [], ...prices, ...stockOf(product.stock, product.purchasable) }];

  const descriptionHtml = cleanDescriptionHtml(
    prefixRelativeUrls(text(product.description) || text(product.summary), origin),
    origin,
  );
  const path = text(product.url);
  const url = path.startsWith('/')
    ? `${origin.replace(/\/+$/, '')}${path}`
    : `${origin.replace(/\/+$/, '')}/p/${code}`;
  const categories = list(product.categories)
    .map((c) => text(record(c)?.name))
    .filter(Boolean);

  return finalizeProduct({
    site: 'costco',
    code,
    url,
    title: name ? { language: 'ko', text: name } : { language: 'en', text: englishName },
    currency: 'KRW',
    images,
    optionGroups: groups,
    skus,
    priceTiers: [],
    minOrderQuantity: count(product.minOrderQuantity) || null,
    description: descriptionHtml ? { kind: 'html', html: descriptionHtml } : { kind: 'none' },
    attributes: attributesOf(product),
    shopName: costcoSite.label,
    sourceCategory: categories.length ? categories.join(' > ') : null,
    videoUrl: null,
    warnings: variants?.warnings ?? [],
  });
}

export type CostcoSearchPage = {
  codes: string[];
  currentPage: number;
  totalPages: number;
  totalResults: number;
};

export function parseCostcoSearch(json: unknown): CostcoSearchPage {
  const page = record(json);
  if (!page || !Array.isArray(page.products)) {
    throw new SourceError('DATA_NOT_FOUND', 'costco', 'search answer without products');
  }
  const pagination = record(page.pagination);
  return {
    codes: page.products.map((p) => text(record(p)?.code)).filter(Boolean),
    currentPage: count(pagination?.currentPage) ?? 0,
    totalPages: count(pagination?.totalPages) ?? 0,
    totalResults: count(pagination?.totalResults) ?? page.products.length,
  };
}
