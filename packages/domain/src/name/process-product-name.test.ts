import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_LIMIT } from '../constants';
import { DomainError } from '../errors';
import { codePointLength, cutCodePoints } from './code-points';
import { processProductName, type ProductNameOptions } from './process-product-name';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('processProductName, each step', () => {
  it.each([
    ['removes words ignoring case', '정품 NIKE 운동화 nike Nike', { removeWords: ['nike'] }, '정품 운동화'],
    [
      'removes every occurrence, longest first',
      '나이키에어 나이키 신발',
      { removeWords: ['나이키', '나이키에어'] },
      '신발',
    ],
    [
      'removes inside Korean words, leaving a space',
      '빨강나이키신발',
      { removeWords: ['나이키'] },
      '빨강 신발',
    ],
    ['removes inside Chinese text', '耐克运动鞋', { removeWords: ['耐克'] }, '运动鞋'],
    ['leaves Latin words that only contain it', 'Smart Art 워치', { removeWords: ['art'] }, 'Smart 워치'],
    ['leaves numbers that only contain it', '1000ml 100 세트', { removeWords: ['100'] }, '1000ml 세트'],
    [
      'matches a multi-word entry across any spaces',
      '무료   배송 상품',
      { removeWords: ['무료 배송'] },
      '상품',
    ],
    ['removes until nothing is left', 'a a b b 상품', { removeWords: ['a b'] }, '상품'],
    [
      'treats regex characters literally',
      '상품 (특가) a.b acb',
      { removeWords: ['(특가)', 'a.b'] },
      '상품 acb',
    ],
    ['ignores empty remove words', '상품 이름', { removeWords: ['', '  '] }, '상품 이름'],
    [
      'replaces words ignoring case',
      'iphone 케이스 IPHONE',
      { replaceWords: [{ targetWord: 'iphone', convertWord: 'iPhone' }] },
      'iPhone 케이스',
    ],
    [
      'replaces in list order',
      '가 나',
      {
        replaceWords: [
          { targetWord: '가', convertWord: '나' },
          { targetWord: '나', convertWord: '다' },
        ],
      },
      '다',
    ],
    [
      'replacement text is literal',
      '가격 ₩',
      { replaceWords: [{ targetWord: '₩', convertWord: '$& 원' }] },
      '가격 $& 원',
    ],
    ['adds prefix and suffix', '원피스', { prefix: '[특가]', suffix: '무료배송' }, '[특가] 원피스 무료배송'],
    ['prefix beats the same word in the name', '정품 원피스', { prefix: '정품' }, '정품 원피스'],
    ['drops repeated words, keeping the first', 'Dress 원피스 dress 원피스 DRESS', {}, 'Dress 원피스'],
    [
      'collapses all kinds of white space',
      ' 여름\t원피스\u3000 신상\u00a0\n세트 ',
      {},
      '여름 원피스 신상 세트',
    ],
  ] satisfies [string, string, ProductNameOptions, string][])('%s', (_label, name, options, expected) => {
    expect(processProductName(name, options)).toBe(expected);
  });

  it('removes before replacing, and replaces before adding prefix and suffix', () => {
    const convert = [{ targetWord: '가방', convertWord: '짝퉁 가방' }];
    expect(processProductName('짝퉁 가방', { removeWords: ['짝퉁'], replaceWords: convert })).toBe(
      '짝퉁 가방',
    );
    expect(processProductName('가방', { removeWords: ['특가'], prefix: '특가' })).toBe('특가 가방');
    const sale = [{ targetWord: '특가', convertWord: '세일' }];
    expect(processProductName('가방', { replaceWords: sale, prefix: '특가', suffix: '특가' })).toBe(
      '특가 가방',
    );
  });

  it('drops repeats after adding prefix and suffix, and cuts last', () => {
    expect(processProductName('무료배송 원피스', { suffix: '무료배송', limit: 12 })).toBe('무료배송 원피스');
    expect(processProductName('원피스 원피스 원피스 세트', { limit: 7 })).toBe('원피스 세트');
  });
});

describe('processProductName, the limit', () => {
  const long = '가'.repeat(60);

  it('cuts to 49 code points by default', () => {
    expect(processProductName(long)).toBe('가'.repeat(NAME_LIMIT));
  });

  it.each([
    ['a custom limit, at a word boundary', 'abcdef ghij', { limit: 8 }, 'abcdef'],
    ['never ends with a space after the cut', 'abcdef ghij', { limit: 7 }, 'abcdef'],
    ['leaves room for the number', 'abcdef ghij', { limit: 10, number: 12 }, 'abcdef 12'],
    ['a short name keeps its number', '원피스', { number: 3 }, '원피스 3'],
    ['number 0 counts', '원피스', { number: 0 }, '원피스 0'],
    ['an empty name is just the number', '   ', { number: 7 }, '7'],
    ['the limit wins over the number', 'abcdef', { limit: 3, number: 12 }, 'abc'],
    ['emoji count once and are not split', '😀😀😀😀', { limit: 3 }, '😀😀😀'],
    ['emoji with a number', '😀😀😀😀 x', { limit: 5, number: 1 }, '😀😀😀 1'],
  ] as const)('%s', (_label, name, options, expected) => {
    expect(processProductName(name, options)).toBe(expected);
  });

  it('shortens the name at word boundaries and keeps the slogan and the number whole', () => {
    const title = '여름 린넨 원피스 롱 루즈핏 반팔 셔츠 원피스 여성 데일리 빅사이즈 휴양지 바캉스 코디';
    const named = processProductName(title, { prefix: '[특가]', suffix: '무료배송', number: 2 });
    expect(named).toBe('[특가] 여름 린넨 원피스 롱 루즈핏 반팔 셔츠 여성 데일리 빅사이즈 휴양지 무료배송 2');
    expect(codePointLength(named)).toBeLessThanOrEqual(NAME_LIMIT);
    // Every word of the result is a whole word of the title or the slogan.
    const whole = new Set([...title.split(' '), '[특가]', '무료배송', '2']);
    expect(named.split(' ').filter((word) => !whole.has(word))).toEqual([]);
    // A plain name is shortened at a word boundary too.
    expect(processProductName(title, { limit: 20 })).toBe('여름 린넨 원피스 롱 루즈핏 반팔');
  });

  it('keeps a name word the suffix repeats, where it stands', () => {
    expect(
      processProductName('무료배송 여름 원피스 롱 셔츠', { suffix: '무료배송', limit: 14, number: 3 }),
    ).toBe('무료배송 여름 원피스 3');
  });

  it('cuts a long word rather than lose more than half the room by dropping it', () => {
    expect(processProductName(`새 이름 ${'길'.repeat(60)}`, { limit: 20 })).toBe(
      `새 이름 ${'길'.repeat(15)}`,
    );
  });

  it('cuts a single word too long for the room, as a title without spaces has nothing else to drop', () => {
    expect(processProductName('夏季新款连衣裙女长款', { suffix: '무료배송', limit: 10 })).toBe(
      '夏季新款连 무료배송',
    );
  });

  it('cuts the slogan only when it alone exceeds the limit', () => {
    expect(processProductName('원피스', { prefix: '여름 특가 세일', suffix: '무료배송', limit: 9 })).toBe(
      '여름 특가 세일',
    );
  });

  it('counts code points, not UTF-16 units', () => {
    const name = processProductName('𠀀'.repeat(60));
    expect(codePointLength(name)).toBe(NAME_LIMIT);
    expect(name.length).toBe(NAME_LIMIT * 2);
  });

  it.each([[{ limit: 0 }], [{ limit: 2.5 }], [{ number: -1 }], [{ number: 1.5 }]])(
    'refuses %j',
    (options) => {
      expect(() => processProductName('원피스', options)).toThrow(DomainError);
    },
  );
});

describe('code points', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀a', 2],
    ['\uD800', 1],
    ['\uD800\uD800', 2],
  ])('codePointLength(%j) = %i', (text, length) => {
    expect(codePointLength(text)).toBe(length);
  });

  it('cuts between pairs only', () => {
    expect(cutCodePoints('a😀b', 2)).toBe('a😀');
    expect(cutCodePoints('a😀b', 1)).toBe('a');
    expect(cutCodePoints('abc', 0)).toBe('');
  });
});

describe('processProductName properties', () => {
  const word = fc.string({
    unit: fc.constantFrom('가', '나', 'A', 'a', '😀', '𠀀', '.', '*'),
    minLength: 1,
    maxLength: 6,
  });
  const name = fc
    .array(fc.oneof(word, fc.constantFrom(' ', '  ', '\t', '\u3000')), { maxLength: 40 })
    .map((parts) => parts.join(''));

  it('never exceeds the limit, never has double spaces, never starts or ends with a space, never splits a pair', () => {
    fc.assert(
      fc.property(
        fc.oneof(name, fc.string({ unit: 'binary', maxLength: 120 })),
        fc.integer({ min: 1, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.array(word, { maxLength: 5 }),
        fc.option(word, { nil: undefined }),
        fc.option(word, { nil: undefined }),
        (text, limit, number, removeWords, prefix, suffix) => {
          const result = processProductName(text, { limit, number, removeWords, prefix, suffix });
          expect(codePointLength(result)).toBeLessThanOrEqual(limit);
          expect(result).not.toMatch(/\s\s/);
          expect(result).toBe(result.trim());
          expect(result).not.toMatch(LONE_SURROGATE);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leaves no remove word behind and no word twice', () => {
    const hangul = fc.string({ unit: fc.constantFrom('가', '나', '다'), minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(hangul, fc.constant(' ')), { maxLength: 30 }),
        hangul,
        (parts, removed) => {
          const result = processProductName(parts.join(''), { removeWords: [removed], limit: 1000 });
          expect(result.includes(removed)).toBe(false);
          const words = result.split(' ').filter(Boolean);
          expect(new Set(words).size).toBe(words.length);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
