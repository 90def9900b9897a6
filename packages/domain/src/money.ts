import { z } from './zod';
import { DomainError } from './errors';

/**
 * Money without float drift. Won amounts are integers (`number`); source amounts keep exactly the
 * decimals the source quoted, as decimal strings ('27.45', '0.125'). Arithmetic on decimals runs on
 * bigint, so 0.1 + 0.2 is 0.3 and 27.45 × 200 is 5490.
 */
export const CURRENCIES = ['KRW', 'CNY', 'USD', 'JPY', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Currencies a source can quote in besides won. */
export const FOREIGN_CURRENCIES = ['CNY', 'USD', 'JPY', 'EUR'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

/** Digits of each currency's minor unit (fen, cent); won and yen have none. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<Currency, number>> = {
  KRW: 0,
  CNY: 2,
  USD: 2,
  JPY: 0,
  EUR: 2,
};

export const CurrencySchema = z.enum(CURRENCIES);
export const ForeignCurrencySchema = z.enum(FOREIGN_CURRENCIES);

/** A won amount: a whole, non-negative number of won. */
export const KrwAmount = z.number().int().min(0);
/** A non-negative source amount as a decimal string, exactly as quoted: '164', '27.45', '0.125'. */
export const DecimalAmount = z
  .string()
  .max(40)
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/, { message: '0 이상의 숫자(예: 27.45)로 입력해주세요.' });

/** value = units / 10^scale. */
export type Decimal = { readonly units: bigint; readonly scale: number };

const NUMBER_TEXT = /^([+-])?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

function invalidPrice(value: unknown): DomainError {
  return new DomainError('INVALID_PRICE', `가격 형식이 올바르지 않습니다: ${String(value)}`);
}

/**
 * Reads '27.45', ' 1000 ', -3 or 0.1 exactly. A number is read through its shortest decimal form, which
 * is the text the seller typed, so 0.1 stays one tenth.
 */
export function parseDecimal(value: string | number): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw invalidPrice(value);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = NUMBER_TEXT.exec(text);
  if (!match) {
    throw invalidPrice(value);
  }
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) {
    throw invalidPrice(value);
  }
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return trimScale({ units: sign === '-' ? -units : units, scale });
}

/** Drops trailing zero decimals: 27.450 → 27.45. */
function trimScale(decimal: Decimal): Decimal {
  let { units, scale } = decimal;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

export function decimalToString(decimal: Decimal): string {
  const { units, scale } = trimScale(decimal);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString();
  if (scale === 0) {
    return `${negative ? '-' : ''}${digits}`;
  }
  const padded = digits.padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/** The canonical text of an amount: '0164.50' → '164.5', 3 → '3'. */
export function normalizeDecimal(value: string | number): string {
  return decimalToString(parseDecimal(value));
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return trimScale({ units: x + y, scale });
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return trimScale({ units: a.units * b.units, scale: a.scale + b.scale });
}

export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares two amounts given as text or numbers, exactly. */
export function compareAmounts(a: string | number, b: string | number): -1 | 0 | 1 {
  return compareDecimals(parseDecimal(a), parseDecimal(b));
}

export type RoundingMode = 'down' | 'halfUp';

/** Rounds to a whole number: 'down' towards minus infinity, 'halfUp' to the nearest, halves away from zero. */
export function decimalToInteger(decimal: Decimal, mode: RoundingMode): bigint {
  const divisor = 10n ** BigInt(decimal.scale);
  const quotient = decimal.units / divisor; // truncates towards zero
  const remainder = decimal.units % divisor;
  if (remainder === 0n) {
    return quotient;
  }
  if (mode === 'down') {
    return decimal.units < 0n ? quotient - 1n : quotient;
  }
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < divisor) {
    return quotient;
  }
  return decimal.units < 0n ? quotient - 1n : quotient + 1n;
}

/** A whole bigint as a safe JavaScript number, or an INVALID_PRICE error when it is too large. */
export function bigintToSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) {
    throw invalidPrice(value);
  }
  return result;
}

export function parseCurrency(currency: string): Currency {
  const code = currency.trim().toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(code)) {
    throw new DomainError('UNSUPPORTED_CURRENCY', `지원하지 않는 통화입니다: ${currency}`);
  }
  return code as Currency;
}

/** 16450 fen (CNY) → '164.5'. Sources such as price feeds in fen quote amounts this way. */
export function fromMinorUnits(minor: number | string | bigint, currency: Currency): string {
  const text = typeof minor === 'bigint' ? minor.toString() : String(minor).trim();
  if (!/^-?\d+$/.test(text)) {
    throw invalidPrice(minor);
  }
  return decimalToString({ units: BigInt(text), scale: CURRENCY_MINOR_DIGITS[currency] });
}

/**
 * The first amount written in a price text, as a canonical decimal string: '₩12,900' → '12900',
 * '¥ 164.00' → '164', '2.30-20.52' → '2.3'. Null when the text holds no number.
 */
export function parseMoneyText(text: string): string | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) {
    return null;
  }
  return normalizeDecimal(match[0].replace(/,/g, ''));
}

/**
 * Exactly one non-negative amount as a source site writes it — '164起', '¥29.90', '35,990원', 3.6 — in
 * canonical form; null for anything else: ranges ('2.30-20.52', which `parseMoneyText` would read as
 * their low end), empty or other text, negative or non-finite numbers. Collectors read prices with it so
 * a range is never mistaken for a price.
 */
export function readAmount(input: unknown): string | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) && input >= 0 ? normalizeDecimal(input) : null;
  }
  if (typeof input !== 'string') {
    return null;
  }
  const cleaned = input
    .replace(/[\s,]/g, '')
    .replace(/^(?:¥|￥|₩|RMB|CNY|KRW)/i, '')
    .replace(/(?:起|元|원|\+)$/u, '');
  return /^\d+(?:\.\d+)?$/.test(cleaned) ? normalizeDecimal(cleaned) : null;
}

/** The larger of two non-negative amounts, exactly; keeps the text of the winner in canonical form. */
export function maxAmount(a: string, b: string): string {
  return compareAmounts(a, b) >= 0 ? normalizeDecimal(a) : normalizeDecimal(b);
}
