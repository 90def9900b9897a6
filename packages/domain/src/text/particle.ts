import { josa, numberToHangul } from 'es-hangul';

/**
 * The particle pairs the interface uses, written "with final consonant/without" as es-hangul takes them
 * (와/과 is the library's spelling; it picks 과 after a final consonant).
 */
export const PARTICLE_PAIRS = ['이/가', '을/를', '은/는', '으로/로', '와/과', '이나/나', '이라/라'] as const;
export type ParticlePair = (typeof PARTICLE_PAIRS)[number];

export function isParticlePair(value: unknown): value is ParticlePair {
  return typeof value === 'string' && (PARTICLE_PAIRS as readonly string[]).includes(value);
}

/** Closing quotes, brackets and punctuation after a word are not read aloud, so the particle follows what precedes them. */
const UNSPOKEN_TAIL = /[\s'"‘’“”)\]}>」』》〉.,!?·:;…~-]+$/u;
/** How a digit after a decimal point (or a single digit) is read. */
const DIGIT_READINGS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
/** Symbols read as a word whose last syllable decides the particle. */
const SYMBOL_READINGS: Record<string, string> = { '%': '퍼센트', '+': '플러스', '#': '샵' };

/**
 * The Korean syllable (or upper-case Latin letter, which es-hangul reads) that decides the particle after
 * `word`: "33,000원" → 원, "12,000" → 천 (만이천), "1.5" → 오, "'소재'" → 재, "XL" → L. Empty when
 * nothing readable is left (es-hangul then gives the pair's first form).
 */
function lastSpoken(word: string): string {
  const text = word.replace(UNSPOKEN_TAIL, '');
  const last = text.at(-1) ?? '';
  const symbol = SYMBOL_READINGS[last];
  if (symbol) {
    return symbol;
  }
  const number = /(\.?)(\d[\d,]*)$/.exec(text);
  if (number) {
    const digits = number[2]!.replace(/,/g, '');
    const value = Number(digits);
    // After a decimal point each digit is read alone; a whole number is read with its units (만, 천, 백, 십).
    if (number[1] || !Number.isSafeInteger(value)) {
      return DIGIT_READINGS[Number(digits.at(-1))]!;
    }
    return numberToHangul(value).at(-1) ?? '';
  }
  if (/[A-Za-z]$/.test(last)) {
    return last.toUpperCase();
  }
  return last;
}

/**
 * The form of `pair` that follows `word` by its last syllable: particle('G마켓', '은/는') → '은',
 * particle('33,000원', '으로/로') → '으로', particle('판매중지', '으로/로') → '로'.
 */
export function particle(word: string | number, pair: ParticlePair): string {
  const spoken = lastSpoken(String(word));
  if (!spoken) {
    return josa.pick('', pair);
  }
  return josa(spoken, pair).slice(spoken.length);
}

/** `word` followed by the form of `pair` its last syllable takes: withParticle('판매중지', '으로/로') → '판매중지로'. */
export function withParticle(word: string | number, pair: ParticlePair): string {
  return `${word}${particle(word, pair)}`;
}
