import { DomainError } from '../errors';
import { compareDecimals, decimalToString, parseDecimal, type Currency, type Decimal } from '../money';
import { calculatePrice } from '../price/calculate-price';
import { toKrw } from '../price/exchange';
import type { PriceRangeModel } from '../price/price-model';
import type { KrwPriceEntry } from '../product/price-entry';

/** What a combination costs at the source, in the source currency, as exact decimal strings. */
export type SourceCost = { originalPrice: string; salePrice: string };

type PricedValue = { readonly originalPrice: string; readonly salePrice: string };
export type ParsedCost = { original: Decimal; sale: Decimal };

const ZERO: Decimal = { units: 0n, scale: 0 };

export function parseCost(value: PricedValue): ParsedCost {
  return { original: parseDecimal(value.originalPrice), sale: parseDecimal(value.salePrice) };
}

/**
 * THE PRICE OF A NEW COMBINATION, derived from its values' prices (source currency):
 * - salePrice is the highest salePrice among the combination's values, originalPrice the highest
 *   originalPrice; a value without a price (0) takes no part, and with no priced value both are 0.
 * - originalPrice is then raised to salePrice if it is lower: a list price never sits below the price paid.
 * Why the highest: a source quotes a value's price as the price of the SKUs showing that value, and the
 * combination is one of those SKUs, so it costs at least the dearest of its values. Adding the values'
 * prices would count the item itself once per group; taking the lowest would sell under cost.
 * Example: 빨강 (12.5) × XL (15) → 15; 빨강 (12.5) × S (0) → 12.5.
 */
export function deriveCombinationCost(values: readonly PricedValue[]): SourceCost {
  return costToStrings(highestCost(values.map(parseCost)));
}

export function highestCost(values: readonly ParsedCost[]): ParsedCost {
  let original = ZERO;
  let sale = ZERO;
  for (const value of values) {
    if (compareDecimals(value.original, original) > 0) {
      original = value.original;
    }
    if (compareDecimals(value.sale, sale) > 0) {
      sale = value.sale;
    }
  }
  return { original: compareDecimals(original, sale) < 0 ? sale : original, sale };
}

export function costToStrings(cost: ParsedCost): SourceCost {
  return { originalPrice: decimalToString(cost.original), salePrice: decimalToString(cost.sale) };
}

/** Price settings convert one currency; a product quoted in another cannot be priced with them. */
export function assertModelCurrency(model: PriceRangeModel, sourceCurrency: Currency): void {
  if (sourceCurrency !== 'KRW' && model.currency !== sourceCurrency) {
    throw new DomainError(
      'PRICE_CURRENCY_MISMATCH',
      `가격 설정의 통화(${model.currency})와 상품의 통화(${sourceCurrency})가 다릅니다.`,
    );
  }
}

/**
 * The won price collection gives a source amount: toKrw at the settings' exchange base, then
 * calculatePrice, kept at 0 when a large '+' discount would take it below. Collection prices every
 * product and combination through here, and the collect screen's price preview calls it too, so the
 * preview shows what collecting stores.
 */
export function collectedWonPrice(
  amount: string | number,
  sourceCurrency: Currency,
  model: PriceRangeModel,
): number {
  return Math.max(0, calculatePrice(toKrw(amount, sourceCurrency, model.exchangeBase), model));
}

/**
 * The KRW entry for a source cost: each of salePrice and originalPrice goes through toKrw and then
 * calculatePrice. A result under 0 (a large '+' discount) is kept at 0 so product checks report it;
 * originalPrice is never below salePrice.
 */
export function krwEntryFor(
  cost: SourceCost,
  sourceCurrency: Currency,
  model: PriceRangeModel,
): KrwPriceEntry {
  const priced = (amount: string) => collectedWonPrice(amount, sourceCurrency, model);
  const salePrice = priced(cost.salePrice);
  return { currency: 'KRW', originalPrice: Math.max(priced(cost.originalPrice), salePrice), salePrice };
}
