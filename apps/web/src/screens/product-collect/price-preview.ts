import { collectedWonPrice, formatWon, roundUnit, toKrw, type PriceRangeModel } from '@sellerdesk/domain';

export type PricePreview =
  | { ok: true; base: number; price: number; baseText: string; priceText: string }
  | { ok: false; problem: 'notANumber' | 'tooLarge' };

const DECIMAL = /^\d{1,9}(\.\d{1,4})?$/;

/**
 * The won price the server gives a collected item costing `input` in the model's currency: collection's
 * own function (collectedWonPrice) on the seller's saved price settings (the §9 defaults before the
 * first save). Null for an empty input.
 */
export function previewCollectPrice(input: string, model: PriceRangeModel): PricePreview | null {
  const text = input.trim().replace(/,/g, '');
  if (text === '') {
    return null;
  }
  if (!DECIMAL.test(text)) {
    return { ok: false, problem: text.replace(/\..*$/, '').length > 9 ? 'tooLarge' : 'notANumber' };
  }
  const base = toKrw(text, model.currency, model.exchangeBase);
  const price = collectedWonPrice(text, model.currency, model);
  return { ok: true, base, price, baseText: formatWon(base), priceText: formatWon(price) };
}

/** The won unit prices are cut down to under the model ('₩100'). */
export function roundingUnitText(model: PriceRangeModel): string {
  return formatWon(roundUnit(model.digit));
}
