import type { CategoryAttribute, CategoryRequirements } from './port';

/**
 * Option group names as sellers and sources write them, grouped by the purchase option they mean. A
 * Taobao '颜色分类' becomes '색상분류' after translation; Coupang's category wants '색상'.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['색상', '컬러', '색깔', '색', '색상분류', '칼라', 'color', 'colour'],
  ['사이즈', '크기', '치수', '사이즈분류', 'size'],
  ['수량', '개수', '갯수', '입수', '구성', 'quantity'],
  ['용량', '중량', 'capacity'],
  ['모델', '모델명', '형번', 'model'],
];

/** Purchase options a listing may leave out: the mapper sends this one value for them. */
const DEFAULT_VALUES: Readonly<Record<string, string>> = { 수량: '1개' };

function normalise(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

function synonymClass(name: string): readonly string[] | undefined {
  const key = normalise(name);
  return SYNONYMS.find((names) => names.includes(key));
}

/** The category's purchase option a group name means, or null. */
export function purchaseOptionFor(
  groupName: string,
  attributes: readonly CategoryAttribute[],
): CategoryAttribute | null {
  const options = attributes.filter((attribute) => attribute.isPurchaseOption);
  const key = normalise(groupName);
  const exact = options.find((attribute) => normalise(attribute.name) === key);
  if (exact) {
    return exact;
  }
  const names = synonymClass(groupName);
  return names ? (options.find((attribute) => names.includes(normalise(attribute.name))) ?? null) : null;
}

/** The value sent for a required purchase option the listing has no group for, or null when it must have one. */
export function defaultPurchaseOptionValue(attribute: Pick<CategoryAttribute, 'name'>): string | null {
  const names = synonymClass(attribute.name);
  return names ? (DEFAULT_VALUES[names[0] ?? ''] ?? null) : null;
}

export type OptionAxisMatch = {
  /** Per option group, the purchase option it fills (null: none matches). */
  byGroup: (CategoryAttribute | null)[];
  /** Required purchase options no group fills and none has a default for. */
  missing: CategoryAttribute[];
  /** Required purchase options no group fills, sent with their default value. */
  defaulted: { attribute: CategoryAttribute; value: string }[];
};

/** How a listing's option groups line up with a category's purchase options. */
export function matchOptionAxes(
  groupNames: readonly string[],
  requirements: Pick<CategoryRequirements, 'attributes'>,
): OptionAxisMatch {
  const byGroup = groupNames.map((name) => purchaseOptionFor(name, requirements.attributes));
  const missing: CategoryAttribute[] = [];
  const defaulted: OptionAxisMatch['defaulted'] = [];
  for (const attribute of requirements.attributes) {
    if (!attribute.isPurchaseOption || !attribute.required || byGroup.includes(attribute)) {
      continue;
    }
    const value = defaultPurchaseOptionValue(attribute);
    if (value === null) {
      missing.push(attribute);
    } else {
      defaulted.push({ attribute, value });
    }
  }
  return { byGroup, missing, defaulted };
}
