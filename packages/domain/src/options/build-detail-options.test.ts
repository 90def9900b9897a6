import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { group } from '../../test/fixtures';
import { DomainError } from '../errors';
import { DEFAULT_PRICE_RANGE_MODEL, type PriceRangeModel } from '../price/price-model';
import type { DetailOption, OptionGroup } from '../product/option';
import { buildDetailOptions, isSellerAddedCombination, valuesOfCombination } from './build-detail-options';
import { deriveCombinationCost } from './derive-price';
import { repriceDetailOptions } from './reprice';

const colour = group('c', '색상', [
  { name: '빨강', salePrice: '12.5', originalPrice: '15', image: 'https://img.example.com/red.jpg' },
  { name: '파랑', salePrice: '10' },
]);
const size = group('s', '사이즈', [
  { name: 'S' },
  { name: 'XL', salePrice: '14', image: 'https://img.example.com/xl.jpg' },
]);
const material = group('m', '소재', ['면', '린넨', '실크']);

const MODEL: PriceRangeModel = {
  ...DEFAULT_PRICE_RANGE_MODEL,
  simpleModel: { mainType: '*', mainValue: 1.5, subType: '+', subValue: 3000 },
};

describe('buildDetailOptions', () => {
  it('makes every combination in group order, the first group varying slowest', () => {
    const options = buildDetailOptions([colour, size, material]);
    expect(options).toHaveLength(12);
    expect(options.slice(0, 4).map((option) => option.optionName)).toEqual([
      '빨강//S//면',
      '빨강//S//린넨',
      '빨강//S//실크',
      '빨강//XL//면',
    ]);
    expect(options.at(-1)?.optionName).toBe('파랑//XL//실크');
    expect(new Set(options.map((option) => option.groupName))).toEqual(new Set(['색상//사이즈//소재']));
  });

  it('gives a new combination quantity 1000, checked, not sold out, its first value image and an id from its values', () => {
    const [redS, redXl, blueS, blueXl] = buildDetailOptions([colour, size]);
    expect(redS).toMatchObject({ id: 'c0|s0', checked: true, isSoldOut: false, quantity: 1000 });
    expect(redS?.image).toBe('https://img.example.com/red.jpg');
    expect(redXl?.image).toBe('https://img.example.com/red.jpg');
    expect(blueS?.image).toBeNull();
    expect(blueXl?.image).toBe('https://img.example.com/xl.jpg');
  });

  it('derives a new combination price from the highest of its values (source currency)', () => {
    const prices = buildDetailOptions([colour, size]).map((option) => [option.optionName, option.price]);
    expect(prices).toEqual([
      ['빨강//S', [{ currency: 'CNY', originalPrice: '15', salePrice: '12.5' }]],
      ['빨강//XL', [{ currency: 'CNY', originalPrice: '15', salePrice: '14' }]],
      ['파랑//S', [{ currency: 'CNY', originalPrice: '10', salePrice: '10' }]],
      ['파랑//XL', [{ currency: 'CNY', originalPrice: '14', salePrice: '14' }]],
    ]);
  });

  it('adds the KRW entry when given the price settings', () => {
    const [redS] = buildDetailOptions([colour, size], [], { priceModel: MODEL });
    // 12.5 CNY × 200 = 2500 won × 1.5 + 3000 = 6750 → 6700; 15 CNY → 7500.
    expect(redS?.price).toEqual([
      { currency: 'CNY', originalPrice: '15', salePrice: '12.5' },
      { currency: 'KRW', originalPrice: 7500, salePrice: 6700 },
    ]);
  });

  it('keeps no source entry for a won source', () => {
    const [redS] = buildDetailOptions([colour], [], { sourceCurrency: 'KRW', priceModel: MODEL });
    // 12.5 won → 13 won × 1.5 + 3000 = 3019.5 → 3000.
    expect(redS?.price).toEqual([{ currency: 'KRW', originalPrice: 3000, salePrice: 3000 }]);
  });

  it('refuses price settings in another currency', () => {
    expect(() => buildDetailOptions([colour], [], { sourceCurrency: 'USD', priceModel: MODEL })).toThrow(
      /통화\(CNY\)와 상품의 통화\(USD\)/,
    );
  });

  it('keeps id, price, quantity, checked, isSoldOut and image of combinations that existed, by optionName', () => {
    const first = buildDetailOptions([colour, size]);
    const edited: DetailOption[] = first.map((option, index) =>
      index === 1
        ? {
            ...option,
            id: 'sku-777',
            checked: false,
            isSoldOut: true,
            quantity: 3,
            image: 'https://img.example.com/custom.jpg',
            price: [{ currency: 'KRW', originalPrice: 50_000, salePrice: 39_000 }],
            groupName: 'old name',
          }
        : option,
    );
    const renamedGroup = { ...size, groupName: [{ language: 'ko' as const, text: '크기' }] };
    const rebuilt = buildDetailOptions([colour, renamedGroup, material], edited);
    expect(rebuilt).toHaveLength(12);
    expect(rebuilt.find((option) => option.optionName === '빨강//XL')).toBeUndefined();
    const regrown = buildDetailOptions([colour, renamedGroup], edited);
    expect(regrown[1]).toEqual({ ...edited[1], groupName: '색상//크기' });
    expect(regrown[0]).toEqual({ ...first[0], groupName: '색상//크기' });
  });

  it('never hands a new combination an id a kept one carries', () => {
    const previous: DetailOption[] = [
      {
        id: 'c1|s0',
        checked: true,
        groupName: '',
        optionName: '빨강//S',
        isSoldOut: false,
        price: [],
        quantity: 1,
        image: null,
      },
    ];
    const ids = buildDetailOptions([colour, size], previous).map((option) => option.id);
    expect(ids).toEqual(['c1|s0', 'c0|s1', 'c1|s0#2', 'c1|s1']);
  });

  it('ignores empty groups, also when counting to 3, and returns nothing without values', () => {
    const empty: OptionGroup = { id: 'e', groupName: [{ language: 'ko', text: '빈 그룹' }], groups: [] };
    expect(buildDetailOptions([empty, colour, empty, size, material])).toHaveLength(12);
    expect(buildDetailOptions([empty])).toEqual([]);
    expect(buildDetailOptions([])).toEqual([]);
  });

  it('throws the catalogue error past 3 groups', () => {
    const fourth = group('x', '스타일', ['A']);
    expect(() => buildDetailOptions([colour, size, material, fourth])).toThrow(DomainError);
    try {
      buildDetailOptions([colour, size, material, fourth]);
    } catch (error) {
      expect((error as DomainError).reason).toBe('OPTION_GROUP_LIMIT_EXCEEDED');
      expect((error as DomainError).message).toBe('옵션 그룹은 최대 3개까지 사용할 수 있습니다.');
    }
  });

  it.each([
    ['duplicate names', group('d', '색상', ['빨강', '빨강']), 'OPTION_NAME_DUPLICATE'],
    ['empty names', group('d', '색상', ['빨강', ' ']), 'OPTION_NAME_INVALID'],
    ['names with //', group('d', '색상', ['빨강//파랑']), 'OPTION_NAME_INVALID'],
    ['names ending with /', group('d', '색상', ['빨강/']), 'OPTION_NAME_INVALID'],
    ['names starting with /', group('d', '색상', ['/빨강']), 'OPTION_NAME_INVALID'],
    ['group names with //', group('d', '색상//크기', ['빨강']), 'OPTION_NAME_INVALID'],
  ])('refuses %s', (_label, bad, reason) => {
    expect(() => buildDetailOptions([bad])).toThrow(expect.objectContaining({ reason }));
  });

  it('allows single slashes inside names', () => {
    const sizes = group('z', '사이즈', ['S/M', '1/2']);
    expect(
      buildDetailOptions([sizes, group('c', '색상', ['흰색'])]).map((option) => option.optionName),
    ).toEqual(['S/M//흰색', '1/2//흰색']);
  });

  it('names values by their Korean text, else the source text', () => {
    const chinese = group('z', '颜色', ['红色', '蓝色'], 'zh');
    const translated: OptionGroup = {
      ...chinese,
      groups: chinese.groups.map((value, index) =>
        index === 0
          ? { ...value, optionName: [...value.optionName, { language: 'ko', text: '빨강' }] }
          : value,
      ),
    };
    expect(buildDetailOptions([translated]).map((option) => [option.groupName, option.optionName])).toEqual([
      ['颜色', '빨강'],
      ['颜色', '蓝色'],
    ]);
  });
});

describe('deriveCombinationCost', () => {
  it.each([
    [
      [
        ['12.5', '15'],
        ['14', '0'],
      ],
      { salePrice: '14', originalPrice: '15' },
    ],
    [
      [
        ['12.5', '0'],
        ['0', '0'],
      ],
      { salePrice: '12.5', originalPrice: '12.5' },
    ],
    [[['0', '0']], { salePrice: '0', originalPrice: '0' }],
    [
      [
        ['0.10', '0.3'],
        ['0.2', '0.25'],
      ],
      { salePrice: '0.2', originalPrice: '0.3' },
    ],
    [[['9.99', '9.9']], { salePrice: '9.99', originalPrice: '9.99' }],
  ])('%j → %j', (values, expected) => {
    const priced = values.map(([salePrice, originalPrice]) => ({
      salePrice: salePrice!,
      originalPrice: originalPrice!,
    }));
    expect(deriveCombinationCost(priced)).toEqual(expected);
  });
});

describe('repriceDetailOptions', () => {
  it('prices each combination from its source entry', () => {
    const options = buildDetailOptions([colour, size]);
    const repriced = repriceDetailOptions([colour, size], options, MODEL, 'CNY');
    expect(repriced[3]?.price).toEqual([
      { currency: 'CNY', originalPrice: '14', salePrice: '14' },
      { currency: 'KRW', originalPrice: 7200, salePrice: 7200 },
    ]);
  });

  it('prices a won source from its values, found by optionName, and leaves unknown names alone', () => {
    const options = buildDetailOptions([colour], [], { sourceCurrency: 'KRW' });
    const stray: DetailOption = { ...options[0]!, id: 'x', optionName: '없음', price: [] };
    const repriced = repriceDetailOptions([colour], [...options, stray], MODEL, 'KRW');
    expect(repriced.map((option) => option.price)).toEqual([
      [{ currency: 'KRW', originalPrice: 3000, salePrice: 3000 }],
      [{ currency: 'KRW', originalPrice: 3000, salePrice: 3000 }],
      [],
    ]);
  });

  it('maps optionNames back to values', () => {
    expect(valuesOfCombination([colour, size], '파랑//XL')?.map((value) => value.id)).toEqual(['c1', 's1']);
    expect(valuesOfCombination([colour, size], '파랑')).toBeUndefined();
    expect(valuesOfCombination([colour, size], '초록//XL')).toBeUndefined();
  });
});

describe('isSellerAddedCombination', () => {
  it('tells combinations built here (the seller’s) from the source’s SKUs', () => {
    const built = buildDetailOptions([colour, size]);
    expect(built.every((option) => isSellerAddedCombination([colour, size], option))).toBe(true);
    // A duplicate id suffix still names the same values.
    expect(isSellerAddedCombination([colour, size], { id: `${built[0]!.id}#2` })).toBe(true);
    // Collection keeps the source's SKU ids.
    expect(isSellerAddedCombination([colour, size], { id: '5012345678901' })).toBe(false);
    // Values of another product's groups, or too few of them, are not this product's combination.
    expect(isSellerAddedCombination([colour, size], { id: built[0]!.id.split('|')[0]! })).toBe(false);
    expect(isSellerAddedCombination([colour], { id: 'x1|y1' })).toBe(false);
  });
});

describe('buildDetailOptions properties', () => {
  const groupsArbitrary = fc.array(
    fc.uniqueArray(
      fc.string({ unit: fc.constantFrom('가', '나', 'a', '/', ' ', '😀'), minLength: 1, maxLength: 4 }),
      {
        maxLength: 6,
      },
    ),
    { maxLength: 3 },
  );

  it('yields exactly the product of the group sizes, with unique names and ids', () => {
    fc.assert(
      fc.property(groupsArbitrary, (names) => {
        const splittable = (value: string) => value !== '' && !/\/\/|^\/|\/$/.test(value);
        const trimmed = names.map((values) => values.map((value) => value.trim()).filter(splittable));
        const distinct = trimmed.map((values) => [...new Set(values)]);
        const groups = distinct.map((values, index) => group(`g${index}`, `그룹${index}`, values));
        const options = buildDetailOptions(groups);
        const sizes = distinct.map((values) => values.length).filter((count) => count > 0);
        expect(options).toHaveLength(sizes.length === 0 ? 0 : sizes.reduce((a, b) => a * b, 1));
        expect(new Set(options.map((option) => option.optionName)).size).toBe(options.length);
        expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
        for (const option of options) {
          expect(option.optionName.split('//')).toHaveLength(sizes.length);
        }
        expect(options.every((option) => valuesOfCombination(groups, option.optionName) !== undefined)).toBe(
          true,
        );
        const again = buildDetailOptions(
          groups,
          options.map((option) => ({ ...option, quantity: 7 })),
        );
        expect(again.every((option) => option.quantity === 7)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
