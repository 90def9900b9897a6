import { describeIssues } from '../validation-messages';

/**
 * The one input policy every endpoint applies before its own schema (body, query string and path
 * parameters alike). PostgreSQL cannot store a NUL character in text or JSON, JSON columns refuse lone
 * UTF-16 surrogates, and very deep nesting overflows the stack of every recursive reader (validation,
 * serialisation). So such input is refused at the edge, the same way for every field, instead of failing
 * somewhere inside with a 500.
 */

/** Deepest nesting of objects and arrays a request may carry. Real page data stays far below this. */
export const MAX_INPUT_DEPTH = 64;

export type InputViolationKind = 'nul' | 'lone-surrogate' | 'too-deep';

export type InputViolation = { kind: InputViolationKind; path: (string | number)[] };

/** What is wrong with a string under the policy: a NUL, an unpaired surrogate, or nothing (null). */
function badCharacter(text: string): 'nul' | 'lone-surrogate' | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) {
      return 'nul';
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return 'lone-surrogate';
    }
    if (code >= 0xdc00 && code <= 0xdfff) {
      return 'lone-surrogate';
    }
  }
  return null;
}

/**
 * Walks a parsed value (a JSON body, a query object, path parameters) and answers the first thing the
 * policy refuses: a NUL or lone surrogate in any string or key, or nesting deeper than `maxDepth`.
 * Iterative, so a hostile depth cannot overflow the stack here either.
 */
export function findInputViolation(
  value: unknown,
  maxDepth: number = MAX_INPUT_DEPTH,
): InputViolation | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const current = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof current.value === 'string') {
      const kind = badCharacter(current.value);
      if (kind) {
        return { kind, path: current.path };
      }
      continue;
    }
    if (current.value === null || typeof current.value !== 'object') {
      continue;
    }
    if (current.path.length >= maxDepth) {
      return { kind: 'too-deep', path: current.path };
    }
    if (Array.isArray(current.value)) {
      current.value.forEach((item, index) => stack.push({ value: item, path: [...current.path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(current.value)) {
      const kind = badCharacter(key);
      if (kind) {
        return { kind, path: [...current.path, key] };
      }
      stack.push({ value: item, path: [...current.path, key] });
    }
  }
  return null;
}

/**
 * Whether raw JSON text nests objects/arrays deeper than `maxDepth`, checked before parsing so a
 * 100,000-level document costs one linear scan and no parser recursion.
 */
export function jsonNestingExceeds(text: string, maxDepth: number = MAX_INPUT_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) {
        i++; // skip the escaped character
      } else if (char === 0x22) {
        inString = false;
      }
      continue;
    }
    if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > maxDepth) {
        return true;
      }
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** The Korean sentence for a refused input, naming the field like validation messages do. */
export function describeInputViolation(
  violation: InputViolation,
  maxDepth: number = MAX_INPUT_DEPTH,
): string {
  const message = {
    nul: '허용되지 않는 문자(NUL, \\u0000)가 포함되어 있습니다.',
    'lone-surrogate': '올바르지 않은 유니코드 문자(짝이 없는 서로게이트)가 포함되어 있습니다.',
    'too-deep': `데이터의 중첩이 너무 깊습니다. (최대 ${maxDepth}단계)`,
  }[violation.kind];
  return describeIssues([{ path: violation.path, message }]);
}
