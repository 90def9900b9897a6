import {
  NAME_LIMIT,
  codePointLength,
  nameOptionsFromFilterWords,
  processProductName,
} from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';

/** A translated Taobao title as sellers get them: shop slogans, repeats, and longer than the 49-character limit. */
export const SAMPLE_TITLE =
  '2024 신상 여름 남성 반팔 티셔츠 순면 루즈핏 오버핏 무료배송 정품 당일발송 남성 반팔 빅사이즈 M~4XL';

export type NamePreview = {
  before: string;
  after: string;
  beforeLength: number;
  afterLength: number;
  limit: number;
};

/**
 * The title as collection saves it: the server's own rule, processProductName with the seller's Remove and
 * Replace words and the 49-character limit.
 */
export function previewName(
  title: string,
  words: readonly Pick<FilterWord, 'mode' | 'targetWord' | 'convertWord'>[],
): NamePreview {
  const after = processProductName(title, { ...nameOptionsFromFilterWords(words), limit: NAME_LIMIT });
  return {
    before: title,
    after,
    beforeLength: codePointLength(title),
    afterLength: codePointLength(after),
    limit: NAME_LIMIT,
  };
}
