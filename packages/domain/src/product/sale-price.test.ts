import { describe, expect, it } from 'vitest';
import { moveToBasePrice } from '../price/option-base';
import { krwPriceOf } from './price-entry';
import type { DetailOption } from './option';
import {
  productSalePrice,
  reconcileSalePrice,
  withSalePrice,
  wonPriceRange,
  type PricedProduct,
} from './sale-price';

function combination(id: string, won: number, extra: Partial<DetailOption> = {}): DetailOption {
  return {
    id,
    checked: true,
    groupName: '색상',
    optionName: id,
    isSoldOut: false,
    price: [
      { currency: 'CNY', originalPrice: '100', salePrice: '100' },
      { currency: 'KRW', originalPrice: won, salePrice: won },
    ],
    quantity: 10,
    image: null,
    ...extra,
  };
}

/** A 1688 product as collected: own price ₩28,900, options ₩28,900 / ₩30,900 / ₩33,900. */
function optionProduct(): PricedProduct {
  return {
    price: [
      { currency: 'CNY', originalPrice: '100', salePrice: '100' },
      { currency: 'KRW', originalPrice: 28_900, salePrice: 28_900 },
    ],
    option: {
      optionGroups: [],
      detailOptions: [
        combination('red', 30_900),
        combination('blue', 28_900),
        combination('green', 33_900),
        // Not listed: it takes no part in the base, but moves with the others.
        combination('grey', 27_900, { checked: false }),
      ],
    },
  };
}

const wonOf = (product: PricedProduct) =>
  Object.fromEntries(
    product.option.detailOptions.map((option) => [option.id, krwPriceOf(option.price)!.salePrice]),
  );

describe('the option price rule', () => {
  it('moves every combination so the cheapest sells at the new base and the others keep their extra', () => {
    expect(
      moveToBasePrice([{ salePrice: 28_900 }, { salePrice: 30_900 }], 35_000, 28_900).map((c) => c.salePrice),
    ).toEqual([35_000, 37_000]);
    // Never below ₩0.
    expect(moveToBasePrice([{ salePrice: 1000 }], 0, 5000)[0]!.salePrice).toBe(0);
  });

  it("makes the seller's 판매가 the cheapest listed option's price, the others keeping their extra", () => {
    const product = optionProduct();
    expect(productSalePrice(product)).toBe(28_900);
    const priced = withSalePrice(product, 35_000);
    expect(wonOf(priced)).toEqual({ red: 37_000, blue: 35_000, green: 40_000, grey: 34_000 });
    expect(krwPriceOf(priced.price)?.salePrice).toBe(35_000);
    expect(productSalePrice(priced)).toBe(35_000);
    expect(wonPriceRange(priced)).toEqual({ min: 35_000, max: 40_000 });
    // A list price is never below the price paid.
    const blue = priced.option.detailOptions.find((option) => option.id === 'blue')!;
    expect(krwPriceOf(blue.price)).toEqual({ currency: 'KRW', originalPrice: 35_000, salePrice: 35_000 });
  });

  it('sells a product without options at its own price', () => {
    const product: PricedProduct = { ...optionProduct(), option: { optionGroups: [], detailOptions: [] } };
    expect(productSalePrice(withSalePrice(product, 12_300))).toBe(12_300);
  });

  it('on save, moves the options when only the own price changed, else follows the combinations', () => {
    const stored = optionProduct();
    // The price tab of an older client sent only the product's own price.
    const ownOnly: PricedProduct = {
      ...stored,
      price: [stored.price[0]!, { currency: 'KRW', originalPrice: 35_000, salePrice: 35_000 }],
    };
    const saved = reconcileSalePrice(ownOnly, stored);
    expect(wonOf(saved)).toMatchObject({ red: 37_000, blue: 35_000, green: 40_000 });
    expect(productSalePrice(saved)).toBe(35_000);
    // Combinations edited by hand: the product's own price follows the cheapest listed one.
    const edited = withSalePrice(stored, 35_000);
    const handEdited: PricedProduct = {
      ...edited,
      option: {
        ...edited.option,
        detailOptions: edited.option.detailOptions.map((option) =>
          option.id === 'blue' ? combination('blue', 36_500) : option,
        ),
      },
    };
    const kept = reconcileSalePrice(handEdited, stored);
    expect(wonOf(kept)).toMatchObject({ red: 37_000, blue: 36_500, green: 40_000 });
    expect(krwPriceOf(kept.price)?.salePrice).toBe(36_500);
  });
});
