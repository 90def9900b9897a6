import { describe, expect, it } from 'vitest';
import { buildDetailOptions } from './build-detail-options';
import { sanitizeOptionName, uniqueOptionNames } from './option-names';

describe('sanitizeOptionName', () => {
  it.each([
    ['빨강//XL', '빨강/XL'],
    ['/블랙/', '블랙'],
    ['S/M', 'S/M'],
    ['사이즈: "L" <특대>, *한정*', '사이즈: L 특대 한정'],
    ['a////b', 'a/b'],
    ['  공백   많은   이름 ', '공백 많은 이름'],
    ['***', ''],
    ['가'.repeat(60), '가'.repeat(50)],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeOptionName(input)).toBe(expected);
  });
});

describe('uniqueOptionNames', () => {
  it('numbers repeats case-insensitively and keeps order', () => {
    expect(uniqueOptionNames(['빨간색', 'Red', '빨간색', 'red', '빨간색'])).toEqual([
      '빨간색',
      'Red',
      '빨간색 2',
      'red 2',
      '빨간색 3',
    ]);
  });

  it('produces names buildDetailOptions accepts', () => {
    const names = uniqueOptionNames(['빨강//XL', '/빨강/XL/', '블루'].map(sanitizeOptionName));
    const groups = [
      {
        id: 'g0',
        groupName: [{ language: 'ko' as const, text: '색상' }],
        groups: names.map((name, i) => ({
          id: `v${i}`,
          optionName: [{ language: 'ko' as const, text: name }],
          optionImage: null,
          originalPrice: '1',
          salePrice: '1',
          quantity: 1,
        })),
      },
    ];
    expect(buildDetailOptions(groups).map((o) => o.optionName)).toEqual(['빨강/XL', '빨강/XL 2', '블루']);
  });
});
