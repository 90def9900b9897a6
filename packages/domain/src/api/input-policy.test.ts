import { describe, expect, it } from 'vitest';
import {
  MAX_INPUT_DEPTH,
  describeInputViolation,
  findInputViolation,
  jsonNestingExceeds,
} from './input-policy';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) {
    value = i % 2 === 0 ? { a: value } : [value];
  }
  return value;
}

describe('findInputViolation', () => {
  it('accepts ordinary text, emoji (paired surrogates), numbers and nesting up to the cap', () => {
    expect(
      findInputViolation({ name: '김셀러 😀', tags: ['a', 1, true, null], deep: nested(10) }),
    ).toBeNull();
    expect(findInputViolation(nested(MAX_INPUT_DEPTH))).toBeNull();
  });

  it('reports a NUL anywhere, with the path to it', () => {
    expect(findInputViolation({ a: [{ b: 'x\u0000y' }] })).toEqual({ kind: 'nul', path: ['a', 0, 'b'] });
    expect(findInputViolation({ 'key\u0000': 1 })).toEqual({ kind: 'nul', path: ['key\u0000'] });
  });

  it('reports lone high and low surrogates, including at the very end', () => {
    expect(findInputViolation({ html: 'abc\ud800' })).toEqual({ kind: 'lone-surrogate', path: ['html'] });
    expect(findInputViolation(['\udc00abc'])).toEqual({ kind: 'lone-surrogate', path: [0] });
    expect(findInputViolation('\ud83d\ud83d\ude00')).toEqual({ kind: 'lone-surrogate', path: [] });
  });

  it('reports nesting past the cap without recursing (100,000 levels)', () => {
    expect(findInputViolation(nested(MAX_INPUT_DEPTH + 1))?.kind).toBe('too-deep');
    expect(findInputViolation(nested(100_000))?.kind).toBe('too-deep');
  });
});

describe('jsonNestingExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonNestingExceeds('{"a":"[[[[[[[[[["}', 2)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\"[[[["}', 2)).toBe(false);
    expect(jsonNestingExceeds('[[1],[2],{"b":[3]}]', 3)).toBe(false);
    expect(jsonNestingExceeds('[[[1]]]', 2)).toBe(true);
    expect(jsonNestingExceeds(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(true);
  });
});

describe('describeInputViolation', () => {
  it('names the field in Korean', () => {
    expect(describeInputViolation({ kind: 'nul', path: ['words', 0, 'targetWord'] })).toBe(
      "'words[0].targetWord': 허용되지 않는 문자(NUL, \\u0000)가 포함되어 있습니다.",
    );
    expect(describeInputViolation({ kind: 'too-deep', path: [] })).toBe(
      `데이터의 중첩이 너무 깊습니다. (최대 ${MAX_INPUT_DEPTH}단계)`,
    );
  });
});
