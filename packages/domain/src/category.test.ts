import { describe, expect, it } from 'vitest';
import { categoryPath, CategoryRow } from './category';

describe('category rows', () => {
  it('name their path, skipping empty levels', () => {
    const row = CategoryRow.parse({
      largeName: '패션의류',
      middleName: '여성의류',
      smallName: '니트',
      detailName: '가디건',
      id: '50000810',
    });
    expect(categoryPath(row)).toBe('패션의류 > 여성의류 > 니트 > 가디건');
    expect(categoryPath(CategoryRow.parse({ largeName: '패션잡화', middleName: '가방' }))).toBe(
      '패션잡화 > 가방',
    );
    expect(categoryPath(CategoryRow.parse({}))).toBe('');
  });

  it('take the id as text only', () => {
    expect(CategoryRow.safeParse({ smallName: '니트', id: 12 }).success).toBe(false);
    expect(CategoryRow.parse({ smallName: '니트' }).id).toBeNull();
  });
});
