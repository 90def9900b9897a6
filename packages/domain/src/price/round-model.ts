import { DEFAULT_SAMPLE_PRICE, ROUND_DIGITS, type RoundDigit } from '../constants';
import { roundDownToDigit } from './calculate-price';
import { formatWon } from './format-won';
import type { RoundModel } from './price-model';

/** The round selection's preview for one digit: 27450 at digit 2 → realPrice 27400, '₩27,400'. */
export function roundModelFor(digit: RoundDigit, price: number = DEFAULT_SAMPLE_PRICE): RoundModel {
  const realPrice = roundDownToDigit(price, digit);
  return { digit, price, realPrice, realPriceText: formatWon(realPrice) };
}

/** The four choices of the round selection (digits 1 to 4), previewed on the same sample price. */
export function roundModelChoices(price: number = DEFAULT_SAMPLE_PRICE): RoundModel[] {
  return ROUND_DIGITS.map((digit) => roundModelFor(digit, price));
}
