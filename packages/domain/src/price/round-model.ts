import { DEFAULT_SAMPLE_PRICE, type RoundDigit } from '../constants';
import { roundDownToDigit } from './calculate-price';
import { formatWon } from './format-won';
import type { RoundModel } from './price-model';

/** The round selection's preview for one digit: 27450 at digit 2 → realPrice 27400, '₩27,400'. */
export function roundModelFor(digit: RoundDigit, price: number = DEFAULT_SAMPLE_PRICE): RoundModel {
  const realPrice = roundDownToDigit(price, digit);
  return { digit, price, realPrice, realPriceText: formatWon(realPrice) };
}
