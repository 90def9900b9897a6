import type { ProductDetail } from '@sellerdesk/domain';

/** Field by field; the model is plain JSON (strings, numbers, arrays, objects), so its text compares it. */
function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export type RebasedDraft = {
  draft: ProductDetail;
  /** Fields the seller edited here that the other window's save changed too: this window's edit was kept. */
  overlapping: (keyof ProductDetail)[];
};

/**
 * The panel's draft moved onto a newer save of the same product (the /editor popup, another tab): every
 * field the seller has not touched here takes the newer value, every field they edited keeps their edit.
 * `base` is what the draft was loaded from, `newer` the product as saved since.
 */
export function rebaseDraft(base: ProductDetail, draft: ProductDetail, newer: ProductDetail): RebasedDraft {
  const next: ProductDetail = { ...newer };
  const overlapping: (keyof ProductDetail)[] = [];
  for (const key of Object.keys(draft) as (keyof ProductDetail)[]) {
    if (same(draft[key], base[key])) {
      continue;
    }
    (next as Record<keyof ProductDetail, unknown>)[key] = draft[key];
    if (!same(newer[key], base[key]) && !same(newer[key], draft[key])) {
      overlapping.push(key);
    }
  }
  return { draft: next, overlapping };
}
