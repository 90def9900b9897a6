import { describe, expect, it } from 'vitest';
import {
  categoryItems,
  categoryLevelOf,
  categoryPath,
  CategoryRow,
  parseUserCategory,
  readCategoryRow,
} from './category';

const flat = [
  { largeName: '패션의류', middleName: '여성의류', smallName: '원피스', detailName: '', id: '50000807' },
  { largeName: '패션의류', middleName: '여성의류', smallName: '니트', detailName: '가디건', id: 50000810 },
  { largeName: '패션의류', middleName: '여성의류', smallName: '니트', detailName: '풀오버', id: '50000811' },
  { largeName: '패션의류', middleName: '남성의류', smallName: '티셔츠', detailName: '', id: '50000830' },
  { largeName: '패션잡화', middleName: '가방', smallName: '백팩', detailName: '', id: '50000900' },
  { largeName: '패션잡화', middleName: '가방', smallName: '', detailName: '', id: '' },
];

describe('categoryItems (spec §3)', () => {
  it('lists Large and Middle categories once each, chosen by name', () => {
    expect(categoryItems('Large', flat).map((item) => [item.value, item.label, item.isLeaf])).toEqual([
      ['패션의류', '패션의류', false],
      ['패션잡화', '패션잡화', false],
    ]);
    expect(categoryItems('Middle', flat).map((item) => item.value)).toEqual(['여성의류', '남성의류', '가방']);
  });

  it('gives a Small category with an id its id, and one without a negative index', () => {
    const items = categoryItems('Small', flat);
    expect(items.map((item) => [item.label, item.value, item.isLeaf])).toEqual([
      ['원피스', '50000807', true],
      ['니트', '-2', false],
      ['티셔츠', '50000830', true],
      ['백팩', '50000900', true],
    ]);
  });

  it('does not take a Detail id for its Small category', () => {
    const small = categoryItems('Small', [flat[1]!, flat[2]!]);
    expect(small).toHaveLength(1);
    expect(small[0]).toMatchObject({ label: '니트', value: '-1', id: null, isLeaf: false });
  });

  it('lists Detail categories by id', () => {
    expect(categoryItems('Detail', flat).map((item) => [item.label, item.value])).toEqual([
      ['가디건', '50000810'],
      ['풀오버', '50000811'],
    ]);
  });

  it('takes the id from a later row that ends at the level', () => {
    const rows = [flat[1]!, { largeName: '패션의류', middleName: '여성의류', smallName: '니트', id: '777' }];
    expect(categoryItems('Small', rows)[0]).toMatchObject({ value: '777', id: '777', isLeaf: true });
  });
});

describe('category rows', () => {
  it('know their level and path', () => {
    const row = readCategoryRow(flat[1]!);
    expect(categoryLevelOf(row)).toBe('Detail');
    expect(categoryPath(row)).toBe('패션의류 > 여성의류 > 니트 > 가디건');
    expect(row.id).toBe('50000810');
    expect(categoryLevelOf(CategoryRow.parse({}))).toBeNull();
  });

  it('read the saved user category JSON, null when unreadable', () => {
    expect(parseUserCategory(JSON.stringify(flat[0]))?.id).toBe('50000807');
    expect(parseUserCategory('{not json')).toBeNull();
    expect(parseUserCategory('')).toBeNull();
    expect(parseUserCategory('{"largeName": 5}')).toBeNull();
    expect(parseUserCategory('{"smallName": "니트", "id": {}}')).toBeNull();
    expect(parseUserCategory('{"smallName": "니트", "id": 12}')?.id).toBe('12');
    expect(CategoryRow.safeParse({ smallName: '니트', id: 12 }).success).toBe(false);
  });
});
