import { displayText, isSoldOutProduct, wonPriceRange, type ProductDetail } from '@sellerdesk/domain';

/**
 * The list's won price range of a product (wonPriceRange of the one price model): its sellable
 * combinations' sale prices, else its own price. The catalogue's margin is taken at its low end.
 */
export function priceRangeOf(product: Pick<ProductDetail, 'option' | 'price'>) {
  const { min, max } = wonPriceRange(product);
  return { priceMinKrw: min, priceMaxKrw: max };
}

/** The list columns stored beside the product JSON (none comes from the detail page). */
export function summaryColumns(product: Omit<ProductDetail, 'detailPageHtml'>) {
  return {
    title: displayText(product.title),
    sourceTitle: product.source.title,
    image: product.image[0] ?? null,
    optionCount: product.option.detailOptions.length,
    ...priceRangeOf(product),
    // The margin column's cost (a validated decimal amount in its currency).
    sourcePrice: String(product.source.price),
    sourceCurrency: product.source.currency,
    needsTranslation: product.flags.needsTranslation,
    soldOut: isSoldOutProduct(product),
    tags: product.tags,
  };
}
