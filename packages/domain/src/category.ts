import { z } from './zod';
import { CATEGORY_LEVELS, type CategoryLevel } from './constants';

/**
 * SmartStore categories (spec §3): four levels, Large > Middle > Small > Detail. A row names its path
 * and carries the id of its deepest level, the one a product is listed under.
 */
export const CategoryRow = z.object({
  largeName: z.string().trim().max(100).default(''),
  middleName: z.string().trim().max(100).default(''),
  smallName: z.string().trim().max(100).default(''),
  detailName: z.string().trim().max(100).default(''),
  /** The id of the deepest level named; category services answer it as text ('50000807'). */
  id: z.string().trim().min(1).max(50).nullable().default(null),
});
export type CategoryRow = z.infer<typeof CategoryRow>;

const NAME_KEYS = {
  Large: 'largeName',
  Middle: 'middleName',
  Small: 'smallName',
  Detail: 'detailName',
} as const satisfies Record<CategoryLevel, keyof CategoryRow>;

/** 'Large > Middle > Small > Detail', skipping empty levels. */
export function categoryPath(row: CategoryRow): string {
  return CATEGORY_LEVELS.map((level) => row[NAME_KEYS[level]])
    .filter((name) => name !== '')
    .join(' > ');
}
