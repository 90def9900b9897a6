import {
  DEFAULT_OPTION_QUANTITY,
  NAME_LIMIT,
  applyPriceModel,
  compareAmounts,
  maxAmount,
  parseProductDetail,
  processProductName,
  sanitizeOptionName,
  uniqueOptionNames,
  type LocalizedText,
  type PriceEntry,
  type PriceRangeModel,
  type ProductDetail,
  type ProductDetailInput,
} from '@sellerdesk/domain';
import { SITE_REGISTRY, type SourceProduct, type SourceSku } from '@sellerdesk/sources';

/** Korean texts from the translator, by position; null where nothing was translated. */
export type TranslatedTexts = {
  title: string | null;
  groupNames: (string | null)[];
  valueNames: (string | null)[][];
};

export type MappingInput = {
  source: SourceProduct;
  translated: TranslatedTexts;
  needsTranslation: boolean;
  /** Stored main image URLs, in source order (failed downloads left out). */
  mainImages: string[];
  /** Source image URL → stored URL, for option images. */
  storedImages: ReadonlyMap<string, string>;
  nameRules: { removeWords: string[]; replaceWords: { targetWord: string; convertWord: string }[] };
  work: { groupName: string; memo: string };
  priceModel: PriceRangeModel;
  now: Date;
};

/** Stock above this is what sites print for "plenty"; marketplaces cap stock too. */
export const MAX_STOCK = 99_999;

function texts(
  sourceLanguage: LocalizedText['language'],
  sourceText: string,
  korean: string | null,
): LocalizedText[] {
  if (sourceLanguage === 'ko') {
    return [{ language: 'ko', text: korean ?? sourceText }];
  }
  return korean
    ? [
        { language: sourceLanguage, text: sourceText },
        { language: 'ko', text: korean },
      ]
    : [{ language: sourceLanguage, text: sourceText }];
}

/** Units a SKU can sell: 0 when sold out, the site's count (capped), or the default when it does not say. */
export function stockOf(sku: SourceSku): number {
  if (sku.soldOut) {
    return 0;
  }
  return Math.min(sku.stock ?? DEFAULT_OPTION_QUANTITY, MAX_STOCK);
}

/** The cheapest offer among the given SKUs (in-stock ones first): what one unit of the product costs. */
export function cheapest(skus: readonly SourceSku[]): { price: string; originalPrice: string } {
  const pool = skus.some((s) => !s.soldOut) ? skus.filter((s) => !s.soldOut) : skus;
  const best = pool.reduce((a, b) => (compareAmounts(b.price, a.price) < 0 ? b : a));
  return { price: best.price, originalPrice: maxAmount(best.originalPrice ?? best.price, best.price) };
}

export function sourcePrice(
  source: Pick<SourceProduct, 'currency'>,
  cost: { price: string; originalPrice: string },
): PriceEntry[] {
  return source.currency === 'KRW'
    ? []
    : [{ currency: source.currency, originalPrice: cost.originalPrice, salePrice: cost.price }];
}

/** Option names shown to sellers: Korean when translated, else the source name; always rule-safe. */
function optionLabels(sourceNames: readonly string[], korean: readonly (string | null)[]): string[] {
  return uniqueOptionNames(
    sourceNames.map(
      (name, i) => sanitizeOptionName(korean[i] ?? '') || sanitizeOptionName(name) || `옵션 ${i + 1}`,
    ),
  );
}

/**
 * Turns a collected product into the seller's product model: Korean texts beside the source ones,
 * stored images, one combination per source SKU with its own source price and stock, and won prices from
 * the seller's price settings.
 */
export function toProductDetail(input: MappingInput): ProductDetail {
  const { source, translated } = input;
  const language = source.title.language;
  const at = input.now.toISOString();

  const koreanTitle =
    language === 'ko'
      ? processProductName(source.title.text, { ...input.nameRules, limit: NAME_LIMIT })
      : translated.title
        ? processProductName(translated.title, { ...input.nameRules, limit: NAME_LIMIT })
        : null;

  const groupLabels = optionLabels(
    source.optionGroups.map((g) => g.name),
    translated.groupNames,
  );
  const valueLabels = source.optionGroups.map((group, g) =>
    optionLabels(
      group.values.map((v) => v.name),
      translated.valueNames[g] ?? [],
    ),
  );
  // A label is the Korean text when the source is Korean or the translator answered; else no Korean entry.
  const korean = (translation: string | null | undefined, label: string | undefined) =>
    language === 'ko' || translation ? (label ?? null) : null;
  const storedImage = (url: string | null) => (url ? (input.storedImages.get(url) ?? null) : null);

  const optionGroups = source.optionGroups.map((group, g) => ({
    id: `g${g}`,
    groupName: texts(language, group.name, korean(translated.groupNames[g], groupLabels[g])),
    groups: group.values.map((value, v) => {
      const skus = source.skus.filter((sku) => sku.options[g] === value.name);
      const cost = skus.length > 0 ? cheapest(skus) : { price: '0', originalPrice: '0' };
      return {
        id: `g${g}v${v}`,
        optionName: texts(language, value.name, korean(translated.valueNames[g]?.[v], valueLabels[g]?.[v])),
        optionImage: storedImage(value.image),
        originalPrice: cost.originalPrice,
        salePrice: cost.price,
        quantity: Math.min(
          skus.reduce((sum, sku) => sum + stockOf(sku), 0),
          MAX_STOCK,
        ),
      };
    }),
  }));

  const hasOptions = source.optionGroups.length > 0;
  const detailOptions = hasOptions
    ? source.skus.map((sku) => {
        const positions = sku.options.map((name, g) =>
          source.optionGroups[g]!.values.findIndex((v) => v.name === name),
        );
        const firstImage = positions
          .map((v, g) => storedImage(source.optionGroups[g]!.values[v]?.image ?? null))
          .find((url) => url != null);
        return {
          id: sku.id,
          checked: !sku.soldOut,
          groupName: groupLabels.join('//'),
          optionName: positions.map((v, g) => valueLabels[g]![v]!).join('//'),
          isSoldOut: sku.soldOut,
          price: sourcePrice(source, {
            price: sku.price,
            originalPrice: maxAmount(sku.originalPrice ?? sku.price, sku.price),
          }),
          quantity: stockOf(sku),
          image: firstImage ?? null,
        };
      })
    : [];

  const cost = cheapest(source.skus);
  const brand = source.attributes.find((a) => /^(品牌|브랜드|brand)$/i.test(a.name.trim()))?.value ?? '';
  const origin =
    source.attributes.find((a) => /^(产地|원산지|제조국)$/.test(a.name.trim()))?.value ??
    SITE_REGISTRY[source.site].originCountry ??
    '';

  const product: ProductDetailInput = {
    code: source.code,
    site: source.site,
    title: texts(language, source.title.text, koreanTitle),
    detailPageHtml: source.description.kind === 'html' ? source.description.html : '',
    option: { optionGroups, detailOptions },
    image: input.mainImages,
    price: sourcePrice(source, cost),
    quantity: hasOptions
      ? Math.min(
          source.skus.reduce((sum, s) => sum + stockOf(s), 0),
          MAX_STOCK,
        )
      : stockOf(source.skus[0]!),
    source: {
      site: source.site,
      code: source.code,
      url: source.url,
      title: source.title.text,
      language,
      sourceCategory: source.sourceCategory ?? '',
      currency: source.currency,
      price: cost.price,
      originalPrice: cost.originalPrice,
      priceTiers: source.priceTiers.length > 0 ? source.priceTiers : undefined,
      minOrderQuantity: source.minOrderQuantity ?? undefined,
      shopName: source.shopName ?? '',
      attributes: source.attributes
        .slice(0, 300)
        .map((a) => ({ name: a.name.slice(0, 200), value: a.value.slice(0, 2000) })),
      images: source.images.slice(0, 100),
      collectedAt: at,
    },
    groupName: input.work.groupName,
    memo: input.work.memo,
    brand: brand.slice(0, 100),
    origin: origin.slice(0, 100),
    flags: { needsTranslation: input.needsTranslation },
    createdAt: at,
    updatedAt: at,
  };
  return applyPriceModel(parseProductDetail(product), input.priceModel);
}
