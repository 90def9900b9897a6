import { z } from './zod';
import { CATEGORY_LEVELS, type CategoryLevel } from './constants';

/**
 * SmartStore categories (spec §3): four levels, Large > Middle > Small > Detail. A row names its path
 * and carries the id of its deepest level, the one a product is listed under. A seller's saved category
 * (user category `smartstore`) is one such row as a JSON string.
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
/** A row as other sources hand it over: some give the id as a number, or '' for none. */
export type CategoryRowInput = Omit<z.input<typeof CategoryRow>, 'id'> & { id?: string | number | null };

export const CategoryLevelSchema = z.enum(CATEGORY_LEVELS);

/** One choice of a category select. */
export type CategoryItem = {
  /** What the select holds: the name for Large and Middle (the next query's upper1/upper2), the id of a
   * Small or Detail category, or for a Small category without an id a negative index (spec §3). */
  value: string;
  label: string;
  /** The category's own id when it is a leaf products can be listed under. */
  id: string | null;
  isLeaf: boolean;
  level: CategoryLevel;
  /** The row it came from, for the path above it. */
  row: CategoryRow;
};

const NAME_KEYS = {
  Large: 'largeName',
  Middle: 'middleName',
  Small: 'smallName',
  Detail: 'detailName',
} as const satisfies Record<CategoryLevel, keyof CategoryRow>;

/** The deepest level a row names; its id belongs to that level. */
export function categoryLevelOf(row: CategoryRow): CategoryLevel | null {
  for (let index = CATEGORY_LEVELS.length - 1; index >= 0; index -= 1) {
    const level = CATEGORY_LEVELS[index];
    if (level !== undefined && row[NAME_KEYS[level]] !== '') {
      return level;
    }
  }
  return null;
}

/** Reads a row, taking a numeric id as its text and an empty one as none. */
export function readCategoryRow(row: CategoryRowInput): CategoryRow {
  const raw: unknown = row.id;
  const id =
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() || null : (raw ?? null);
  return CategoryRow.parse({ ...row, id });
}

/**
 * The distinct categories of one level among `rows`, in first-seen order. Rows may be the answer to a
 * level query or a flat list of leaves; either way a category's id is taken only from a row that ends
 * at that level. Large and Middle items are chosen by name; Small and Detail items by id, and a Small
 * category without one (it has Detail categories below) gets -1, -2, ... by its position.
 */
export function categoryItems(level: CategoryLevel, rows: readonly CategoryRowInput[]): CategoryItem[] {
  const key = NAME_KEYS[level];
  const byName = new Map<string, CategoryItem>();
  for (const input of rows) {
    const row = readCategoryRow(input);
    const label = row[key];
    if (label === '') {
      continue;
    }
    const ownId = categoryLevelOf(row) === level ? row.id : null;
    const existing = byName.get(label);
    if (existing === undefined) {
      byName.set(label, { value: '', label, id: ownId, isLeaf: ownId !== null, level, row });
    } else if (existing.id === null && ownId !== null) {
      byName.set(label, { ...existing, id: ownId, isLeaf: true, row });
    }
  }
  return [...byName.values()].map((item, index) => ({ ...item, value: itemValue(item, index) }));
}

function itemValue(item: CategoryItem, index: number): string {
  if (item.level === 'Large' || item.level === 'Middle') {
    return item.label;
  }
  return item.id ?? String(-(index + 1));
}

/** 'Large > Middle > Small > Detail', skipping empty levels. */
export function categoryPath(row: CategoryRow): string {
  return CATEGORY_LEVELS.map((level) => row[NAME_KEYS[level]])
    .filter((name) => name !== '')
    .join(' > ');
}

/** The seller's saved category from its JSON string; null when empty or unreadable. */
export function parseUserCategory(json: string | null | undefined): CategoryRow | null {
  if (!json) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) {
      return null;
    }
    return readCategoryRow(parsed as CategoryRowInput);
  } catch {
    return null;
  }
}

export function stringifyUserCategory(row: CategoryRow): string {
  return JSON.stringify(row);
}
