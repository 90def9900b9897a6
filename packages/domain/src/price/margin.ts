import { EXAMPLE_SOURCE_PRICES, LAST_RANGE, MARKETS, type Market } from '../constants';
import { calculatePrice } from './calculate-price';
import { toKrw } from './exchange';
import type { PriceRangeModel } from './price-model';
import type { MarginSettings, PriceSettings } from './price-settings';

/** What the seller keeps of one sale, in won: sale price − source cost − shipping − market commission. */
export type Margin = {
  salePrice: number;
  cost: number;
  shipping: number;
  commission: number;
  margin: number;
  /** margin / sale price, in percent with one decimal; 0 for a sale price of 0. */
  marginRate: number;
  loss: boolean;
};

/** The market's commission on a sale, rounded to the won (percent with up to two decimals). */
export function commissionOf(salePrice: number, percent: number): number {
  return Math.round((salePrice * Math.round(percent * 100)) / 10_000);
}

export function marginOf(input: {
  salePrice: number;
  cost: number;
  shippingPerItem: number;
  commissionPercent: number;
}): Margin {
  const commission = commissionOf(input.salePrice, input.commissionPercent);
  const margin = input.salePrice - input.cost - input.shippingPerItem - commission;
  return {
    salePrice: input.salePrice,
    cost: input.cost,
    shipping: input.shippingPerItem,
    commission,
    margin,
    marginRate: input.salePrice > 0 ? Math.round((margin / input.salePrice) * 1000) / 10 : 0,
    loss: margin < 0,
  };
}

/**
 * What the seller keeps selling a product at `salePrice` on `market`: its source price in won at the
 * seller's exchange base (a source quoted in another currency than the settings' — won sources such as
 * Costco — is taken as it is), overseas shipping per item and the market's commission. The catalogue's
 * margin column and the edit panel's preview both use this.
 */
export function productMargin(
  input: { salePrice: number; sourcePrice: number | string; sourceCurrency: string },
  settings: Pick<PriceSettings, 'priceRangeModel' | 'margin'>,
  market: Market,
): Margin {
  const model = settings.priceRangeModel;
  const exchangeBase = input.sourceCurrency === model.currency ? model.exchangeBase : 1;
  return marginOf({
    salePrice: input.salePrice,
    cost: toKrw(input.sourcePrice, input.sourceCurrency, exchangeBase),
    shippingPerItem: settings.margin.shippingPerItem,
    commissionPercent: settings.margin.commissions[market],
  });
}

/** The sale price calculatePrice gives a won cost, never below 0, and the margin on it at `market`. */
export function marginAtCost(cost: number, model: PriceRangeModel, margin: MarginSettings, market: Market) {
  const salePrice = Math.max(0, calculatePrice(cost, model));
  return marginOf({
    salePrice,
    cost,
    shippingPerItem: margin.shippingPerItem,
    commissionPercent: margin.commissions[market],
  });
}

export type ExampleRow = { sourcePrice: number; margin: Margin };

/**
 * The settings screen's example table: each example source price (settings currency) in won at the
 * seller's exchange base, its sale price and what the seller keeps at `market`.
 */
export function exampleRows(
  settings: PriceSettings,
  market: Market,
  sourcePrices: readonly number[] = EXAMPLE_SOURCE_PRICES,
): ExampleRow[] {
  const model = settings.priceRangeModel;
  return sourcePrices.map((sourcePrice) => ({
    sourcePrice,
    margin: marginAtCost(
      toKrw(sourcePrice, model.currency, model.exchangeBase),
      model,
      settings.margin,
      market,
    ),
  }));
}

/**
 * Detail rows that sell at a loss somewhere at `market`: each ranged row is checked at its start and
 * end (its sale price and commission grow linearly in between, so a loss shows at a bound). The last
 * row (range -1) is checked at the highest range end, where it takes over (or at 0 with no ranges).
 */
export function lossRows(settings: PriceSettings, market: Market): number[] {
  const { priceRangeModel: model, margin } = settings;
  if (!model.usableDetail) {
    return [];
  }
  const ranged = model.detailModel.filter((row) => row.startRange !== LAST_RANGE);
  const highestEnd = ranged.reduce((highest, row) => Math.max(highest, row.endRange), 0);
  const losses: number[] = [];
  model.detailModel.forEach((row, index) => {
    const points =
      row.startRange === LAST_RANGE ? [highestEnd + 1] : [Math.max(row.startRange, 1), row.endRange];
    if (points.some((cost) => marginAtCost(cost, model, margin, market).loss)) {
      losses.push(index);
    }
  });
  return losses;
}

/**
 * The markets where the settings sell at a loss: an example source price (exampleRows) or a detail row
 * (lossRows) leaves the seller less than nothing after shipping and commission. The §9 defaults add no
 * margin, so until the seller sets one every market is here and every product shows 손해: the catalogue
 * and the collect screen say so, with a link to 가격 설정.
 */
export function lossMarkets(settings: PriceSettings): Market[] {
  return MARKETS.filter(
    (market) =>
      lossRows(settings, market).length > 0 || exampleRows(settings, market).some((row) => row.margin.loss),
  );
}
