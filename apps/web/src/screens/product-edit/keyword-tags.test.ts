import { describe, expect, it } from 'vitest';
import { addTag, formatSearchCount, parseHints } from './keyword-tags';

describe('keyword tool helpers', () => {
  it('splits hints at commas, drops blanks and repeats, keeps five', () => {
    expect(parseHints(' 원피스, 텀블러,,원피스 ')).toEqual(['원피스', '텀블러']);
    expect(parseHints('a,b,c,d,e,f,g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shows "< 10" counts as such and others with thousands separators', () => {
    expect(formatSearchCount(0, true, '10 미만')).toBe('10 미만');
    expect(formatSearchCount(12345, false, '10 미만')).toBe('12,345');
  });

  it('adds a keyword as a tag once, without spaces', () => {
    expect(addTag(['원피스'], '여름 원피스')).toEqual(['원피스', '여름원피스']);
    expect(addTag(['원피스'], '원피스')).toEqual(['원피스']);
  });
});
