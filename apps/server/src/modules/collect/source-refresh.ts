import {
  isSellerAddedCombination,
  krwPriceOf,
  maxAmount,
  repriceProduct,
  withPriceEntry,
  type PriceRangeModel,
  type ProductDetail,
} from '@sellerdesk/domain';
import type { SourceProduct } from '@sellerdesk/sources';
import { cheapest, MAX_STOCK, sourcePrice, stockOf } from './to-product-detail';

/** A product's model; the detail page is not needed (and not read) to refresh it from its source. */
type ProductModel = Omit<ProductDetail, 'detailPageHtml'>;

/** What re-reading a product's source changed, for the sync's report. */
export type SourceRefresh<T extends ProductModel = ProductDetail> = {
  product: T;
  /** Won sale price before and after (the cheapest listed combination with options). */
  oldPrice: number;
  newPrice: number;
  /** The seller set the won prices by hand: they were kept. */
  priceKept: boolean;
  /** Option names (or `상품 전체` without options) that sold out, and that came back. */
  soldOut: string[];
  restocked: string[];
  /** Any won price, stock or sold-out flag differs: the markets must hear of it. */
  changed: boolean;
};

/** The label of a product without options in the sold-out lists. */
export const WHOLE_PRODUCT = '상품 전체';

function sellable(option: { isSoldOut: boolean; quantity: number }): boolean {
  return !option.isSoldOut && option.quantity > 0;
}

/** The won price a listing shows: the product's own, or its cheapest listed combination. */
export function listedWonPrice(product: Pick<ProductDetail, 'option' | 'price'>): number {
  const listed = product.option.detailOptions.filter((option) => option.checked);
  if (listed.length === 0) {
    return krwPriceOf(product.price)?.salePrice ?? 0;
  }
  return Math.min(...listed.map((option) => krwPriceOf(option.price)?.salePrice ?? 0));
}

/**
 * The product with what its source says now: each combination's source price, stock and sold-out flag
 * (matched by the source's SKU id, as collection made them; a combination the source no longer sells is
 * sold out, one the seller added by hand is left as it is), the option values' and the product's source prices, then won prices from the seller's
 * settings — hand-set prices kept. Titles, images, the detail page and what the seller ticked stay.
 */
export function refreshFromSource<T extends ProductModel>(
  current: T,
  source: SourceProduct,
  priceModel: PriceRangeModel,
  now: Date,
): SourceRefresh<T> {
  const skus = new Map(source.skus.map((sku) => [sku.id, sku]));
  const hasOptions = current.option.detailOptions.length > 0;
  const detailOptions = current.option.detailOptions.map((option) => {
    const sku = skus.get(option.id);
    if (!sku) {
      // The seller's own combination (e.g. a size they added) was never the source's: it stays as the
      // seller set it. A source SKU that is no longer sold is sold out.
      return isSellerAddedCombination(current.option.optionGroups, option)
        ? option
        : { ...option, isSoldOut: true, quantity: 0 };
    }
    const cost = { price: sku.price, originalPrice: maxAmount(sku.originalPrice ?? sku.price, sku.price) };
    const [entry] = sourcePrice(source, cost);
    return {
      ...option,
      isSoldOut: sku.soldOut || stockOf(sku) === 0,
      quantity: stockOf(sku),
      price: entry ? withPriceEntry(option.price, entry) : option.price,
    };
  });
  const optionGroups = current.option.optionGroups.map((group, g) => ({
    ...group,
    groups: group.groups.map((value, v) => {
      const sourceValue = source.optionGroups[g]?.values[v];
      if (value.id !== `g${g}v${v}` || !sourceValue) {
        return value;
      }
      const valueSkus = source.skus.filter((sku) => sku.options[g] === sourceValue.name);
      if (valueSkus.length === 0) {
        return { ...value, quantity: 0 };
      }
      const cost = cheapest(valueSkus);
      return {
        ...value,
        salePrice: cost.price,
        originalPrice: cost.originalPrice,
        quantity: Math.min(
          valueSkus.reduce((sum, sku) => sum + stockOf(sku), 0),
          MAX_STOCK,
        ),
      };
    }),
  }));
  const cost = cheapest(source.skus);
  const [ownEntry] = sourcePrice(source, cost);
  const quantity = hasOptions
    ? Math.min(
        detailOptions.reduce((sum, option) => sum + option.quantity, 0),
        MAX_STOCK,
      )
    : stockOf(source.skus[0]!);
  const refreshed: T = {
    ...current,
    price: ownEntry ? withPriceEntry(current.price, ownEntry) : current.price,
    quantity,
    option: { optionGroups, detailOptions },
    source: { ...current.source, price: cost.price, originalPrice: cost.originalPrice },
  };
  const priced = repriceProduct(refreshed, priceModel, { keepOverrides: true });
  const product = { ...priced.product, updatedAt: now.toISOString() };
  return { ...compare(current, product), product, priceKept: priced.state === 'kept' };
}

function compare(before: ProductModel, after: ProductModel) {
  const soldOut: string[] = [];
  const restocked: string[] = [];
  let changed = false;
  if (before.option.detailOptions.length === 0) {
    const was = before.quantity > 0;
    const is = after.quantity > 0;
    if (was && !is) {
      soldOut.push(WHOLE_PRODUCT);
    }
    if (!was && is) {
      restocked.push(WHOLE_PRODUCT);
    }
    changed =
      before.quantity !== after.quantity ||
      krwPriceOf(before.price)?.salePrice !== krwPriceOf(after.price)?.salePrice;
  }
  after.option.detailOptions.forEach((option, index) => {
    const old = before.option.detailOptions[index]!;
    if (sellable(old) && !sellable(option)) {
      soldOut.push(option.optionName);
    }
    if (!sellable(old) && sellable(option)) {
      restocked.push(option.optionName);
    }
    if (
      old.quantity !== option.quantity ||
      old.isSoldOut !== option.isSoldOut ||
      krwPriceOf(old.price)?.salePrice !== krwPriceOf(option.price)?.salePrice
    ) {
      changed = true;
    }
  });
  return {
    oldPrice: listedWonPrice(before),
    newPrice: listedWonPrice(after),
    soldOut,
    restocked,
    changed,
  };
}
