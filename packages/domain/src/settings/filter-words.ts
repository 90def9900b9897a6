import { z } from '../zod';
import { FILTER_MODES } from '../constants';
import type { ReplaceWord } from '../name/process-product-name';

/**
 * The seller's collect filters (spec §3 filter words): Remove words disappear from titles, Replace
 * words become their convertWord. Applied by processProductName.
 */
export const FilterWord = z
  .object({
    mode: z.enum(FILTER_MODES),
    targetWord: z.string().trim().min(1).max(100),
    convertWord: z.string().trim().max(100).default(''),
  })
  .superRefine((word, context) => {
    if (word.mode === 'Replace' && word.convertWord === '') {
      context.addIssue({ code: 'custom', path: ['convertWord'], message: '바꿀 단어를 입력해주세요.' });
    }
  });
export type FilterWord = z.infer<typeof FilterWord>;

/**
 * The remove and replace lists processProductName takes, in the order the words were saved. Takes any
 * rows with these three fields, such as the stored filter words the server lists.
 */
export function nameOptionsFromFilterWords(
  words: readonly Pick<FilterWord, 'mode' | 'targetWord' | 'convertWord'>[],
): {
  removeWords: string[];
  replaceWords: ReplaceWord[];
} {
  return {
    removeWords: words.filter((word) => word.mode === 'Remove').map((word) => word.targetWord),
    replaceWords: words
      .filter((word) => word.mode === 'Replace')
      .map(({ targetWord, convertWord }) => ({ targetWord, convertWord })),
  };
}
