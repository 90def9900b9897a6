import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '../ui-constants';

// Dates and numbers are written the way the chosen language writes them (Korean by default); the words
// around them stay Korean. The look-and-feel provider sets the language (setFormatLanguage).
let locale = LANGUAGE_LOCALES[DEFAULT_LANGUAGE];
const formatters = new Map<string, Intl.DateTimeFormat>();

export function setFormatLanguage(language: Language): void {
  locale = LANGUAGE_LOCALES[language];
}

function formatter(kind: 'date' | 'dateTime' | 'shortDate'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { year: 'numeric', month: 'long', day: 'numeric' }
        : kind === 'dateTime'
          ? { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
          : { year: 'numeric', month: '2-digit', day: '2-digit' };
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

function format(iso: string, kind: 'date' | 'dateTime' | 'shortDate'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(kind).format(date);
}

/** An ISO date in full, e.g. "2025년 3월 1일" (Korean conventions). */
export function formatDate(iso: string): string {
  return format(iso, 'date');
}

/** An ISO time, short, e.g. "3. 1. 14:05" (Korean conventions). */
export function formatDateTime(iso: string): string {
  return format(iso, 'dateTime');
}

/** An ISO date as a compact date for tables, e.g. "2025. 03. 01." (Korean conventions). */
export function formatShortDate(iso: string): string {
  return format(iso, 'shortDate');
}

/** A count (stock, quantities) with the chosen language's digit grouping, e.g. "1,000". */
export function formatCount(value: number): string {
  return value.toLocaleString(locale);
}
