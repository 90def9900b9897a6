import { NAME_LIMIT } from '../constants';
import { DomainError } from '../errors';
import { codePointLength, cutCodePoints } from './code-points';

export type ReplaceWord = { targetWord: string; convertWord: string };

export type ProductNameOptions = {
  /** Maximum length in Unicode code points; 49 by default. */
  limit?: number;
  /** Removed wherever they occur, ignoring case. */
  removeWords?: string[];
  /** Applied in list order, ignoring case. */
  replaceWords?: ReplaceWord[];
  /** Name slogan word1, put in front. */
  prefix?: string;
  /** Name slogan word2, put at the end. */
  suffix?: string;
  /** Numbering: appended as ` {number}` after the cut, which leaves room for it. */
  number?: number;
};

const WHITESPACE = /\s+/u;
/** Characters lower-casing changes; titles in Korean or Chinese alone need no lower-casing. */
const HAS_CASE = /\p{Changes_When_Lowercased}/u;
const CACHE_SIZE = 64;
const removalCache = new Map<string, RegExp | null>();
const replacementCache = new Map<string, { pattern: RegExp; convertWord: string }[]>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_SIZE) {
    cache.clear();
  }
  cache.set(key, value);
  return value;
}

const LATIN_OR_DIGIT = '[\\p{Script=Latin}\\p{Nd}]';
const STARTS_LATIN = new RegExp(`^${LATIN_OR_DIGIT}`, 'u');
const ENDS_LATIN = new RegExp(`${LATIN_OR_DIGIT}$`, 'u');

/**
 * A word as a pattern: special characters literal, a run of spaces inside it matching any run. A word
 * that starts or ends with a Latin letter or digit only matches whole at that edge, so 'art' leaves
 * 'Smart' and '100' leaves '1000ml' alone; Korean and Chinese words match anywhere, because Korean
 * particles and Chinese text attach directly to them ('나이키를', '耐克运动鞋').
 */
function wordPattern(word: string): string {
  const body = word
    .split(WHITESPACE)
    .map((part) => part.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'))
    .join('\\s+');
  const before = STARTS_LATIN.test(word) ? `(?<!${LATIN_OR_DIGIT})` : '';
  const after = ENDS_LATIN.test(word) ? `(?!${LATIN_OR_DIGIT})` : '';
  return `${before}${body}${after}`;
}

/** The last list seen, by identity and content: callers pass the same saved filter list call after call. */
let lastRemoval: { words: readonly string[]; copy: string[]; pattern: RegExp | null } | undefined;

function sameWords(words: readonly string[], copy: readonly string[]): boolean {
  if (words.length !== copy.length) {
    return false;
  }
  for (let index = 0; index < copy.length; index += 1) {
    if (words[index] !== copy[index]) {
      return false;
    }
  }
  return true;
}

function removalPattern(words: readonly string[]): RegExp | null {
  if (lastRemoval && lastRemoval.words === words && sameWords(words, lastRemoval.copy)) {
    return lastRemoval.pattern;
  }
  const pattern = compileRemoval(words);
  lastRemoval = { words, copy: [...words], pattern };
  return pattern;
}

function compileRemoval(words: readonly string[]): RegExp | null {
  const key = words.join('\u0000');
  const cached = removalCache.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const patterns = words
    .map((word) => word.trim())
    .filter((word) => word !== '')
    // Longest first, so '나이키에어' goes whole instead of leaving '에어' behind '나이키'.
    .sort((a, b) => b.length - a.length)
    .map(wordPattern);
  return remember(removalCache, key, patterns.length ? new RegExp(patterns.join('|'), 'giu') : null);
}

function replacementPatterns(words: readonly ReplaceWord[]): { pattern: RegExp; convertWord: string }[] {
  const key = words.map((word) => `${word.targetWord}\u0001${word.convertWord}`).join('\u0000');
  const cached = replacementCache.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const patterns = words
    .filter((word) => word.targetWord.trim() !== '')
    .map((word) => ({
      pattern: new RegExp(wordPattern(word.targetWord.trim()), 'giu'),
      convertWord: word.convertWord,
    }));
  return remember(replacementCache, key, patterns);
}

/**
 * Removes every occurrence. A removed word leaves a space, so its neighbours are not glued into a new
 * word ('빨강나이키신발' → '빨강 신발'); the spaces collapse later. Runs again until nothing matches,
 * since a removal can bring a new occurrence together ('a a b b' without 'a b').
 */
function removeWords(text: string, words: readonly string[] | undefined): string {
  const pattern = words?.length ? removalPattern(words) : null;
  if (!pattern) {
    return text;
  }
  let current = text;
  for (;;) {
    const next = current.replace(pattern, ' ');
    if (next === current) {
      return current;
    }
    current = next;
  }
}

function replaceWords(text: string, words: readonly ReplaceWord[] | undefined): string {
  if (!words?.length) {
    return text;
  }
  let current = text;
  for (const { pattern, convertWord } of replacementPatterns(words)) {
    current = current.replace(pattern, () => convertWord);
  }
  return current;
}

/**
 * Keeps the first of words repeated in any case; joining with one space also collapses and trims.
 * Keys are cut from the lower-cased text at the same places when lower-casing kept its length (it
 * always keeps the white space, and nearly always the length: 'İ' is one exception).
 */
function dropRepeatedWords(text: string): string {
  const lower = HAS_CASE.test(text) ? text.toLowerCase() : text;
  if (lower.length !== text.length) {
    return dropRepeatedKeys(splitWords(text), splitWords(lower));
  }
  const kept: string[] = [];
  // A title has a few dozen words: comparing them in a list beats hashing fresh strings into a set.
  const seen: string[] = [];
  let start = -1;
  for (let index = 0; index <= text.length; index += 1) {
    if (index < text.length && !isWhiteSpace(text.charCodeAt(index))) {
      if (start < 0) {
        start = index;
      }
      continue;
    }
    if (start < 0) {
      continue;
    }
    const key = lower.slice(start, index);
    if (!seen.includes(key)) {
      seen.push(key);
      kept.push(lower === text ? key : text.slice(start, index));
    }
    start = -1;
  }
  return kept.join(' ');
}

function dropRepeatedKeys(words: readonly string[], keys: readonly string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  words.forEach((word, index) => {
    const key = keys[index] ?? word;
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    kept.push(word);
  });
  return kept.join(' ');
}

/** JavaScript's white space (what /\s/ matches), tested on a UTF-16 unit. */
function isWhiteSpace(code: number): boolean {
  if (code <= 0x20) {
    return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  }
  if (code < 0xa0) {
    return false;
  }
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The non-empty runs between white space; a hand scan, since names are split on every call. */
function splitWords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (isWhiteSpace(text.charCodeAt(index))) {
      if (start >= 0) {
        words.push(text.slice(start, index));
      }
      start = -1;
    } else if (start < 0) {
      start = index;
    }
  }
  if (start >= 0) {
    words.push(text.slice(start));
  }
  return words;
}

/** A word of the name; a fixed one (the slogan's prefix and suffix) is never dropped or cut to make room. */
type NameWord = { text: string; fixed: boolean };

function joinWords(words: readonly NameWord[]): string {
  return words.map((word) => word.text).join(' ');
}

/**
 * The words within `room` code points, shortened at word boundaries: the name's words go from its end
 * while it is too long, the fixed words stay whole. A word is cut instead of dropped when dropping it
 * would leave less than half the room (a long run without spaces) or no name at all. When the fixed
 * words alone do not fit, the words from the end go, and a single word left is cut.
 */
function shortenWords(words: readonly NameWord[], room: number): string {
  const current = [...words];
  const lengths = current.map((word) => codePointLength(word.text));
  // Joined length: the words and one space between each two.
  let total = lengths.reduce((sum, length) => sum + length, 0) + Math.max(0, current.length - 1);
  let loose = current.filter((word) => !word.fixed).length;
  for (let index = current.length - 1; index >= 0 && total > room; index -= 1) {
    if (current[index]!.fixed) {
      continue;
    }
    const others = total - lengths[index]! - (current.length > 1 ? 1 : 0);
    const space = room - others - (current.length > 1 ? 1 : 0);
    // Dropping the word would lose more than half the room (one long word, a title without spaces):
    // cut it instead, and always cut rather than drop the name's last word.
    if ((loose === 1 || others < room / 2) && space >= 1) {
      current[index] = { text: cutCodePoints(current[index]!.text, space).trimEnd(), fixed: false };
      total = room;
      break;
    }
    total = others;
    current.splice(index, 1);
    lengths.splice(index, 1);
    loose -= 1;
  }
  while (current.length > 1 && total > room) {
    total -= lengths.pop()! + 1;
    current.pop();
  }
  return cutCodePoints(joinWords(current), room).trimEnd();
}

/**
 * The limit always wins. The number is kept whole after the name; when ` {number}` leaves no room for
 * any of the name, the name is kept without it.
 */
function fitToLimit(words: readonly NameWord[], limit: number, numberText: string | undefined): string {
  const text = joinWords(words);
  if (numberText === undefined) {
    return codePointLength(text) <= limit ? text : shortenWords(words, limit);
  }
  if (text === '') {
    return codePointLength(numberText) <= limit ? numberText : '';
  }
  const room = limit - codePointLength(numberText) - 1;
  if (room < 1) {
    return shortenWords(words, limit);
  }
  return `${codePointLength(text) <= room ? text : shortenWords(words, room)} ${numberText}`;
}

/**
 * The slogan's words around the name's, the first of words repeated in any case kept. A name word that
 * the prefix or suffix repeats stands for it, so it is fixed too: shortening never loses the slogan.
 */
function sloganWords(prefix: string, name: string, suffix: string): NameWord[] {
  const words: NameWord[] = [];
  const keys: string[] = [];
  const add = (text: string, fixed: boolean) => {
    for (const word of splitWords(text)) {
      const key = word.toLowerCase();
      const seen = keys.indexOf(key);
      if (seen < 0) {
        keys.push(key);
        words.push({ text: word, fixed });
      } else if (fixed) {
        words[seen]!.fixed = true;
      }
    }
  };
  add(prefix, true);
  add(name, false);
  add(suffix, true);
  return words;
}

function checkOptions(options: ProductNameOptions): { limit: number; numberText: string | undefined } {
  const limit = options.limit ?? NAME_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new DomainError('NAME_OPTIONS_INVALID', `상품명 길이 제한은 1 이상의 정수여야 합니다: ${limit}`);
  }
  const { number } = options;
  if (number !== undefined && (!Number.isSafeInteger(number) || number < 0)) {
    throw new DomainError('NAME_OPTIONS_INVALID', `상품명 번호는 0 이상의 정수여야 합니다: ${number}`);
  }
  return { limit, numberText: number === undefined ? undefined : String(number) };
}

/**
 * Spec §5 product name, in this order: remove words (ignoring case, every occurrence), replace words,
 * add the slogan's prefix and suffix, drop repeated words (the first stays, ignoring case), collapse
 * runs of white space, trim, shorten to `limit` code points leaving room for ` {number}`, then append it.
 * Shortening drops the name's words from its end and keeps the prefix, the suffix and the number whole
 * (a cut "무료배송" read "…무 2"); only a single word longer than the room is cut. The result never
 * exceeds the limit, never starts or ends with a space and never splits a surrogate pair.
 */
export function processProductName(name: string, options: ProductNameOptions = {}): string {
  const { limit, numberText } = checkOptions(options);
  let text = removeWords(name, options.removeWords);
  text = replaceWords(text, options.replaceWords);
  const words =
    options.prefix || options.suffix
      ? sloganWords(options.prefix ?? '', text, options.suffix ?? '')
      : splitWords(dropRepeatedWords(text)).map((word) => ({ text: word, fixed: false }));
  return fitToLimit(words, limit, numberText);
}
