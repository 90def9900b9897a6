import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatShortDate, setFormatLanguage } from './format';

afterEach(() => setFormatLanguage('ko'));

describe('formats follow the chosen language, Korean by default', () => {
  const iso = '2025-03-01T05:05:00.000Z';

  it('writes dates the Korean way by default', () => {
    expect(formatDate(iso)).toBe('2025년 3월 1일');
    expect(formatShortDate(iso)).toBe('2025. 03. 01.');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes them the English or Spanish way when chosen', () => {
    setFormatLanguage('en');
    expect(formatDate(iso)).toBe('March 1, 2025');
    expect(formatShortDate(iso)).toBe('03/01/2025');
    setFormatLanguage('es');
    expect(formatDate(iso)).toBe('1 de marzo de 2025');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
