import type { FilterWord } from '@sellerdesk/domain/api';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TITLE, previewName } from './name-preview';

const word = (mode: FilterWord['mode'], targetWord: string, convertWord = '') => ({
  mode,
  targetWord,
  convertWord,
});

describe('previewName', () => {
  it('without words still applies the rule: repeated words dropped and cut to 49 characters', () => {
    const preview = previewName(SAMPLE_TITLE, []);
    expect(preview.beforeLength).toBeGreaterThan(49);
    expect(preview.after).toBe(
      '2024 신상 여름 남성 반팔 티셔츠 순면 루즈핏 오버핏 무료배송 정품 당일발송 빅사이즈',
    );
    expect(preview.afterLength).toBe([...preview.after].length);
    expect(preview.afterLength).toBeLessThanOrEqual(49);
    expect(preview.limit).toBe(49);
  });

  it('removes Remove words and applies Replace words, as collection does', () => {
    const preview = previewName(SAMPLE_TITLE, [
      word('Remove', '무료배송'),
      word('Remove', '당일발송'),
      word('Replace', '오버핏', '빅핏'),
    ]);
    expect(preview.after).toBe('2024 신상 여름 남성 반팔 티셔츠 순면 루즈핏 빅핏 정품 빅사이즈 M~4XL');
    expect(preview.after).not.toContain('무료배송');
    expect(preview.afterLength).toBe(44);
  });

  it('matches Remove words ignoring case', () => {
    expect(previewName('NIKE 운동화 nike 정품', [word('Remove', 'Nike')]).after).toBe('운동화 정품');
  });
});
