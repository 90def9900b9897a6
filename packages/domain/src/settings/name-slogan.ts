import { z } from '../zod';

/** Words put around product names (spec §3 name slogan): word1 in front, word2 at the end, optional numbering. */
export const NameSlogan = z.object({
  word1: z.string().trim().max(50).default(''),
  word2: z.string().trim().max(50).default(''),
  numbering: z.boolean().default(false),
  /** The number the first product gets when numbering. */
  startNumber: z.number().int().min(0).default(1),
});
export type NameSlogan = z.infer<typeof NameSlogan>;

/** processProductName options for the product at `index` (0-based) of a numbered batch. */
export function sloganNameOptions(
  slogan: NameSlogan,
  index: number,
): { prefix: string; suffix: string; number?: number } {
  const options = { prefix: slogan.word1, suffix: slogan.word2 };
  return slogan.numbering ? { ...options, number: slogan.startNumber + index } : options;
}
