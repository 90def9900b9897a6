import { DomainError } from '../errors';

/**
 * '₩' and thousands separators: 27400 → '₩27,400', -1500 → '-₩1,500'. Won has no minor unit, so a
 * fraction is cut off (towards zero) rather than shown.
 */
export function formatWon(value: number): string {
  if (!Number.isFinite(value)) {
    throw new DomainError('INVALID_PRICE', `가격이 숫자가 아닙니다: ${value}`);
  }
  const whole = Math.trunc(value);
  const digits = Number.isSafeInteger(whole) ? String(Math.abs(whole)) : BigInt(Math.abs(whole)).toString();
  return `${whole < 0 ? '-' : ''}₩${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
