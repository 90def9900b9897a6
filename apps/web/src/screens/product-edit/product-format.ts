import { formatWon, type Currency } from '@sellerdesk/domain';

/** '₩27,800' for one price, '₩27,800 ~ ₩35,400' for a range, null when the product has no won price. */
export function formatPriceRange(min: number | null, max: number | null): string | null {
  if (min == null && max == null) {
    return null;
  }
  const low = min ?? max!;
  const high = max ?? min!;
  return low === high
    ? formatWon(low)
    : `${formatWon(Math.min(low, high))} ~ ${formatWon(Math.max(low, high))}`;
}

export const CURRENCY_SYMBOLS: Partial<Record<Currency, string>> = { CNY: '¥', USD: '$', JPY: '¥', EUR: '€' };

/** A source amount as the site shows it, digits kept exactly: '¥139', '¥29.9'; won through formatWon. */
export function formatSourcePrice(amount: string | number, currency: Currency): string {
  if (currency === 'KRW') {
    return formatWon(Number(amount));
  }
  const [whole = '0', fraction] = String(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = CURRENCY_SYMBOLS[currency];
  const text = fraction ? `${grouped}.${fraction}` : grouped;
  return symbol ? `${symbol}${text}` : `${text} ${currency}`;
}
