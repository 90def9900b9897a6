import { OPTION_NAME_SEPARATOR } from '../constants';

/** Characters Korean marketplaces refuse in option names. */
const REFUSED_CHARACTERS = /[*\\?"<>,]/g;
const MAX_OPTION_NAME_LENGTH = 50;

/**
 * An option name every rule accepts: no refused characters, no '//' (the combination separator), no
 * '/' at either end, single spaces, at most 50 characters. Answers '' when nothing is left; callers
 * fall back to another text (the source name, or a number).
 */
export function sanitizeOptionName(name: string): string {
  let text = name.replace(REFUSED_CHARACTERS, ' ');
  while (text.includes(OPTION_NAME_SEPARATOR)) {
    text = text.replaceAll(OPTION_NAME_SEPARATOR, '/');
  }
  text = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .trim();
  return Array.from(text).slice(0, MAX_OPTION_NAME_LENGTH).join('').replace(/\/+$/, '').trim();
}

/**
 * Makes the names of one group unique (case-insensitively), keeping order: a later repeat gets ' 2',
 * ' 3', … Two source values can translate to the same Korean word ('大红', '红色' → '빨간색').
 */
export function uniqueOptionNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      candidate = `${name} ${n}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
