import type { ProductDetail } from './product-detail';

/**
 * Whether a collected product cannot be sold now: every combination is sold out or has no stock, or,
 * without options, the product's own stock is 0. The catalogue shows it as 품절 and filters by it.
 */
export function isSoldOutProduct(product: Pick<ProductDetail, 'option' | 'quantity'>): boolean {
  const combinations = product.option.detailOptions;
  if (combinations.length === 0) {
    return product.quantity <= 0;
  }
  return combinations.every((option) => option.isSoldOut || option.quantity <= 0);
}
