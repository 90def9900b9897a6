import { moveToBasePrice } from '../price/option-base';
import { krwPriceOf, withPriceEntry, type PriceEntry } from './price-entry';
import type { DetailOption } from './option';
import type { ProductDetail } from './product-detail';

/**
 * The one price model of a product, read by the edit panel's price tab, the catalogue's list columns
 * and margin, the pre-upload check and every market body (buildListingDraft):
 * - without listed options the product sells at its own won price;
 * - with listed (checked) options it sells at its cheapest listed combination, the base price, and each
 *   other combination at its own won price, the base plus its extra;
 * - the seller's 판매가 sets the base: every combination moves by the same amount (moveToBasePrice), so
 *   the product's own won price and its cheapest listed combination never disagree once saved.
 */
export type PricedProduct = Pick<ProductDetail, 'price' | 'option'>;

/** The combinations that go to the markets: the checked ones, in order. */
export function listedOptions(product: Pick<ProductDetail, 'option'>): DetailOption[] {
  return product.option.detailOptions.filter((option) => option.checked);
}

function wonSale(price: readonly PriceEntry[]): number | undefined {
  return krwPriceOf(price)?.salePrice;
}

/** The product's 판매가: its cheapest listed combination's won price, else its own; null when unpriced. */
export function productSalePrice(product: PricedProduct): number | null {
  const listed = listedOptions(product);
  if (listed.length > 0) {
    return Math.min(...listed.map((option) => wonSale(option.price) ?? 0));
  }
  return wonSale(product.price) ?? null;
}

function withWonSale(price: readonly PriceEntry[], salePrice: number): PriceEntry[] {
  const current = krwPriceOf(price);
  return withPriceEntry(price, {
    currency: 'KRW',
    salePrice,
    originalPrice: Math.max(current?.originalPrice ?? 0, salePrice),
  });
}

/**
 * The product sold at `salePrice`: its own won price is `salePrice` and, with listed options, every
 * combination moves so the cheapest listed one sells at `salePrice` and the others keep their extra.
 */
export function withSalePrice<T extends PricedProduct>(product: T, salePrice: number): T {
  const price = withWonSale(product.price, salePrice);
  const base = listedOptions(product).length > 0 ? productSalePrice(product) : null;
  if (base === null) {
    return { ...product, price };
  }
  const moved = moveToBasePrice(
    product.option.detailOptions.map((option) => ({ option, salePrice: wonSale(option.price) ?? 0 })),
    salePrice,
    base,
  );
  return {
    ...product,
    price,
    option: {
      ...product.option,
      detailOptions: moved.map(({ option, salePrice: moved }) =>
        wonSale(option.price) === moved ? option : { ...option, price: withWonSale(option.price, moved) },
      ),
    },
  };
}

function sameCombinationPrices(a: PricedProduct, b: PricedProduct): boolean {
  const before = new Map(b.option.detailOptions.map((option) => [option.id, wonSale(option.price)]));
  return (
    a.option.detailOptions.length === b.option.detailOptions.length &&
    a.option.detailOptions.every(
      (option) => before.has(option.id) && before.get(option.id) === wonSale(option.price),
    )
  );
}

/**
 * A saved edit held to the model: when only the product's own won price changed (a 판매가 set without
 * moving the options), the options move to it; otherwise the combinations are what the seller set and
 * the own price follows their cheapest listed one. A product without listed options is kept as sent.
 */
export function reconcileSalePrice<T extends PricedProduct>(edited: T, stored: PricedProduct): T {
  if (listedOptions(edited).length === 0) {
    return edited;
  }
  const own = wonSale(edited.price);
  if (own !== undefined && own !== wonSale(stored.price) && sameCombinationPrices(edited, stored)) {
    return withSalePrice(edited, own);
  }
  const base = productSalePrice(edited)!;
  return own === base ? edited : { ...edited, price: withWonSale(edited.price, base) };
}

/**
 * The won price range the catalogue lists and takes the margin at: the sellable combinations' prices
 * (checked and not sold out; all combinations when none is), else the product's own price.
 */
export function wonPriceRange(product: PricedProduct): { min: number | null; max: number | null } {
  const sellable = product.option.detailOptions.filter((o) => o.checked && !o.isSoldOut);
  const prices = (sellable.length > 0 ? sellable : product.option.detailOptions)
    .map((o) => wonSale(o.price))
    .filter((p): p is number => p != null);
  const own = wonSale(product.price);
  const all = prices.length > 0 ? prices : own != null ? [own] : [];
  return {
    min: all.length > 0 ? Math.min(...all) : null,
    max: all.length > 0 ? Math.max(...all) : null,
  };
}
