import { SITE_LANGUAGE, type ProductDetail } from '@sellerdesk/domain';

/**
 * The brand a listing names. Sources fill their brand attribute with words that mean "no brand" (1688's
 * 自有品牌 "own brand", 其他, OEM…) or with a Chinese name no Korean shopper reads; markets show the brand
 * on the product page and search by it, so neither is one. For goods bought abroad (구매대행) the brand
 * the seller set in the market template is what the listing sells under, so it wins; for Costco Korea's
 * goods the real brand on the product does, and the template's stands in when there is none.
 */

/** "No brand" as sources and translations write it, compared without case, spaces or punctuation. */
const PLACEHOLDERS = new Set(
  [
    '自有品牌',
    '无品牌',
    '无牌',
    '无',
    '其他',
    '其它',
    '其他品牌',
    '杂牌',
    '通用',
    '定制',
    '国产',
    'oem',
    'odm',
    'none',
    'nobrand',
    'other',
    'others',
    'generic',
    'unbranded',
    'n/a',
    '기타',
    '없음',
    '브랜드없음',
    '자체브랜드',
    '자체제작',
    '해당없음',
    '상세페이지참조',
  ].map(normalise),
);

function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s\-_./()[\]]+/g, '');
}

const HAN = /\p{Script=Han}/u;

/** The source's brand when it names a brand a Korean market can show, else ''. */
export function sourceBrand(brand: string): string {
  const trimmed = brand.trim();
  if (trimmed === '' || PLACEHOLDERS.has(normalise(trimmed)) || HAN.test(trimmed)) {
    return '';
  }
  return trimmed;
}

export function listingBrand(product: Pick<ProductDetail, 'site' | 'brand'>, templateBrand: string): string {
  const own = sourceBrand(product.brand);
  const template = templateBrand.trim();
  const boughtAbroad = SITE_LANGUAGE[product.site] !== 'ko';
  return boughtAbroad ? template || own : own || template;
}
