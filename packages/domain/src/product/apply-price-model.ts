import { maxAmount } from '../money';
import { krwEntryFor, assertModelCurrency } from '../options/derive-price';
import { repriceDetailOptions } from '../options/reprice';
import type { PriceRangeModel } from '../price/price-model';
import { withPriceEntry } from './price-entry';
import type { ProductDetail } from './product-detail';

/** The parts of a product pricing reads and writes (a bulk reprice loads only these). */
export type PricedParts = Pick<ProductDetail, 'source' | 'price' | 'option' | 'priceOverride'>;

/**
 * Prices a product in won with the seller's settings: its own price from the collected source price
 * (the source entry is rewritten from it), and every combination as repriceDetailOptions does.
 * Nothing else changes; the caller stamps updatedAt.
 */
export function applyPriceModel<T extends PricedParts>(product: T, model: PriceRangeModel): T {
  const { currency, price, originalPrice } = product.source;
  assertModelCurrency(model, currency);
  const cost = { salePrice: price, originalPrice: maxAmount(originalPrice ?? price, price) };
  let productPrice = product.price;
  if (currency !== 'KRW') {
    productPrice = withPriceEntry(productPrice, { currency, ...cost });
  }
  productPrice = withPriceEntry(productPrice, krwEntryFor(cost, currency, model));
  return {
    ...product,
    price: productPrice,
    option: {
      ...product.option,
      detailOptions: repriceDetailOptions(
        product.option.optionGroups,
        product.option.detailOptions,
        model,
        currency,
      ),
    },
  };
}

export type RepriceOutcome<T extends PricedParts = ProductDetail> = {
  product: T;
  state: 'repriced' | 'kept';
};

/**
 * "가격 다시 계산" for one product: a product whose won prices the seller set by hand (`priceOverride`)
 * keeps them while `keepOverrides`; otherwise it is priced again and the override is cleared.
 */
export function repriceProduct<T extends PricedParts>(
  product: T,
  model: PriceRangeModel,
  options: { keepOverrides: boolean },
): RepriceOutcome<T> {
  if (product.priceOverride && options.keepOverrides) {
    return { product, state: 'kept' };
  }
  return { product: { ...applyPriceModel(product, model), priceOverride: false }, state: 'repriced' };
}
