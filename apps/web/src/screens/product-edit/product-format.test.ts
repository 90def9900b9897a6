import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatSourcePrice } from './product-format';

describe('formatPriceRange', () => {
  it('shows one price, or the lowest to the highest', () => {
    expect(formatPriceRange(27_800, 27_800)).toBe('₩27,800');
    expect(formatPriceRange(27_800, 35_400)).toBe('₩27,800 ~ ₩35,400');
    expect(formatPriceRange(35_400, 27_800)).toBe('₩27,800 ~ ₩35,400');
    expect(formatPriceRange(null, 9_900)).toBe('₩9,900');
    expect(formatPriceRange(null, null)).toBeNull();
  });
});

describe('formatSourcePrice', () => {
  it('keeps the source digits exactly, with the currency symbol', () => {
    expect(formatSourcePrice('139', 'CNY')).toBe('¥139');
    expect(formatSourcePrice('1234.05', 'CNY')).toBe('¥1,234.05');
    expect(formatSourcePrice('19.99', 'USD')).toBe('$19.99');
    expect(formatSourcePrice('140990', 'KRW')).toBe('₩140,990');
  });
});
