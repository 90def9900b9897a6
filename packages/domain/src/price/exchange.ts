import { DomainError } from '../errors';
import {
  bigintToSafeNumber,
  decimalToInteger,
  multiplyDecimals,
  parseCurrency,
  parseDecimal,
} from '../money';

/**
 * The base price in won for `calculatePrice`: a source price times `exchangeBase` (won per one unit of
 * `currency`), computed exactly and rounded to the nearest won (halves up). A won price is only rounded;
 * the exchange base does not apply to it.
 */
export function toKrw(sourcePrice: number | string, currency: string, exchangeBase: number): number {
  const code = parseCurrency(currency);
  const amount = parseDecimal(sourcePrice);
  if (amount.units < 0n) {
    throw new DomainError('INVALID_PRICE', `가격은 0 이상이어야 합니다: ${String(sourcePrice)}`);
  }
  if (code === 'KRW') {
    return bigintToSafeNumber(decimalToInteger(amount, 'halfUp'));
  }
  if (!Number.isFinite(exchangeBase) || exchangeBase <= 0) {
    throw new DomainError('PRICE_SETTINGS_INVALID', `환율은 0보다 커야 합니다: ${exchangeBase}`);
  }
  return bigintToSafeNumber(decimalToInteger(multiplyDecimals(amount, parseDecimal(exchangeBase)), 'halfUp'));
}
