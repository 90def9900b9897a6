/**
 * Exact decimal strings for source prices. Sites send prices as text ("164起", "¥29.90"), as fen
 * ("16400") or as JSON numbers; converting through floats would drift, so everything stays a string.
 */

const CANONICAL = /^(\d+)(?:\.(\d+))?$/;

function canonical(integer: string, fraction: string): string {
  const int = integer.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/**
 * "164起" → "164", "¥29.90" → "29.9", "35,990원" → "35990", 3.6 → "3.6". Returns null for anything that
 * is not one non-negative amount (ranges like "2.30-20.52", empty text, negative or non-finite numbers).
 */
export function parseDecimal(input: unknown): string | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) {
      return null;
    }
    // JSON numbers from the sites carry at most a few decimals; toString keeps them exactly as sent.
    const text = Number.isInteger(input) ? input.toFixed(0) : String(input);
    if (!CANONICAL.test(text)) {
      return null;
    }
    return parseDecimal(text);
  }
  if (typeof input !== 'string') {
    return null;
  }
  const cleaned = input
    .replace(/[\s,]/g, '')
    .replace(/^(?:¥|￥|₩|RMB|CNY|KRW)/i, '')
    .replace(/(?:起|元|원|\+)$/u, '');
  const match = CANONICAL.exec(cleaned);
  if (!match) {
    return null;
  }
  return canonical(match[1]!, match[2] ?? '');
}

/** Fen (1/100 yuan) as sent by Taobao ("16400", 139) → yuan ("164", "1.39"). */
export function fenToYuan(input: unknown): string | null {
  const text =
    typeof input === 'number' ? (Number.isInteger(input) && input >= 0 ? String(input) : '') : input;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) {
    return null;
  }
  const digits = text.trim().padStart(3, '0');
  return canonical(digits.slice(0, -2), digits.slice(-2));
}

function scaled(a: string, b: string): [bigint, bigint] {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const places = Math.max(af.length, bf.length);
  return [BigInt(ai + af.padEnd(places, '0')), BigInt(bi + bf.padEnd(places, '0'))];
}

/** Compares two canonical decimal strings: negative, zero or positive like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  const [x, y] = scaled(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a − b for canonical decimals with a ≥ b. */
export function subtractDecimal(a: string, b: string): string {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const [x, y] = scaled(a, b);
  const diff = (x - y).toString().padStart(places + 1, '0');
  if (diff.startsWith('-')) {
    throw new RangeError(`${a} - ${b} is negative`);
  }
  return places === 0 ? canonical(diff, '') : canonical(diff.slice(0, -places), diff.slice(-places));
}

export function isPositiveDecimal(value: string): boolean {
  return compareDecimal(value, '0') > 0;
}
