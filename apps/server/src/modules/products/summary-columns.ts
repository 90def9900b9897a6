import { displayText, isSoldOutProduct, krwPriceOf, type ProductDetail } from '@sellerdesk/domain';

/**
 * The list's won price range of a product: its sellable combinations' sale prices (all combinations
 * when none is sellable), else its own price.
 */
export function priceRangeOf(product: Pick<ProductDetail, 'option' | 'price'>) {
  const sellable = product.option.detailOptions.filter((o) => o.checked && !o.isSoldOut);
  const prices = (sellable.length > 0 ? sellable : product.option.detailOptions)
    .map((o) => krwPriceOf(o.price)?.salePrice)
    .filter((p): p is number => p != null);
  const own = krwPriceOf(product.price)?.salePrice;
  const all = prices.length > 0 ? prices : own != null ? [own] : [];
  return {
    priceMinKrw: all.length > 0 ? Math.min(...all) : null,
    priceMaxKrw: all.length > 0 ? Math.max(...all) : null,
  };
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
