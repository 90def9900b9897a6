import { describe, expect, it } from 'vitest';
import { group, product } from '../../test/fixtures';
import { buildDetailOptions } from '../options/build-detail-options';
import { DEFAULT_PRICE_RANGE_MODEL } from '../price/price-model';
import { isSoldOutProduct } from './sold-out';

const colour = group('c', '색상', ['빨강', '파랑']);
const options = buildDetailOptions([colour], [], { priceModel: DEFAULT_PRICE_RANGE_MODEL });

describe('isSoldOutProduct', () => {
  it('reads a product without options by its own stock', () => {
    expect(isSoldOutProduct(product({ quantity: 0 }))).toBe(true);
    expect(isSoldOutProduct(product({ quantity: 3 }))).toBe(false);
  });

  it('is sold out only when every combination is sold out or out of stock', () => {
    const withOptions = (change: (o: (typeof options)[number], i: number) => object) =>
      product({
        quantity: 0,
        option: { optionGroups: [colour], detailOptions: options.map((o, i) => ({ ...o, ...change(o, i) })) },
      });
    expect(isSoldOutProduct(withOptions(() => ({})))).toBe(false);
    expect(isSoldOutProduct(withOptions((_, i) => (i === 0 ? { isSoldOut: true } : {})))).toBe(false);
    expect(isSoldOutProduct(withOptions((_, i) => (i === 0 ? { isSoldOut: true } : { quantity: 0 })))).toBe(
      true,
    );
    expect(isSoldOutProduct(withOptions(() => ({ isSoldOut: true })))).toBe(true);
  });
});
