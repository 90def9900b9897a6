import type { Currency } from '../money';
import type { PriceRangeModel } from '../price/price-model';
import type { DetailOption, OptionGroup } from '../product/option';
import { sourcePriceOf, withPriceEntry } from '../product/price-entry';
import { valuesOfCombination } from './build-detail-options';
import { assertModelCurrency, deriveCombinationCost, krwEntryFor, type SourceCost } from './derive-price';

function costOf(
  option: DetailOption,
  groups: readonly OptionGroup[],
  sourceCurrency: Currency,
): SourceCost | undefined {
  if (sourceCurrency !== 'KRW') {
    const entry = sourcePriceOf(option.price, sourceCurrency);
    if (entry) {
      return { originalPrice: entry.originalPrice, salePrice: entry.salePrice };
    }
  }
  const values = valuesOfCombination(groups, option.optionName);
  return values ? deriveCombinationCost(values) : undefined;
}

/**
 * Re-prices every combination in won with the seller's price settings. The cost is the combination's
 * source-currency entry; without one (won sources such as Costco keep no separate cost entry, since
 * their KRW entry is the selling price) it is derived from the values the optionName names, by the same
 * rule as new combinations. A combination with neither keeps its price. Only KRW entries change.
 */
export function repriceDetailOptions(
  groups: readonly OptionGroup[],
  options: readonly DetailOption[],
  model: PriceRangeModel,
  sourceCurrency: Currency,
): DetailOption[] {
  assertModelCurrency(model, sourceCurrency);
  return options.map((option) => {
    const cost = costOf(option, groups, sourceCurrency);
    if (!cost) {
      return option;
    }
    return { ...option, price: withPriceEntry(option.price, krwEntryFor(cost, sourceCurrency, model)) };
  });
}
