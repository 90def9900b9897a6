import { MAX_OPTION_GROUPS, type SourceSite } from '@sellerdesk/domain';
import { SourceError } from './failures';
import { SourceProductSchema } from './model';
import type { SourceOptionGroup, SourceProduct } from './model';

/**
 * The last step of every collector: refuse what cannot be a complete product and validate the rest
 * against the schema, so a half-filled product never leaves this package.
 */
export function finalizeProduct(candidate: SourceProduct): SourceProduct {
  if (candidate.optionGroups.length > MAX_OPTION_GROUPS) {
    throw new SourceError(
      'TOO_MANY_OPTION_GROUPS',
      candidate.site,
      `${candidate.optionGroups.length} groups`,
      `옵션 그룹이 ${candidate.optionGroups.length}개인 상품입니다. 옵션 그룹은 최대 ${MAX_OPTION_GROUPS}개까지 수집할 수 있습니다.`,
    );
  }
  if (candidate.images.length === 0) {
    throw new SourceError(
      'INVALID_DATA',
      candidate.site,
      'no image',
      '상품 이미지를 찾지 못해 수집하지 않았습니다.',
    );
  }
  if (!candidate.title.text.trim()) {
    throw new SourceError(
      'INVALID_DATA',
      candidate.site,
      'no title',
      '상품명을 찾지 못해 수집하지 않았습니다.',
    );
  }
  const result = SourceProductSchema.safeParse(candidate);
  if (!result.success) {
    const detail = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new SourceError('INVALID_DATA', candidate.site, detail);
  }
  return result.data;
}

/**
 * Makes group names and value names unique (sites occasionally repeat a name with different ids) by
 * numbering repeats: "黑色", "黑色 (2)". Returns the renamed groups; ids keep pointing at positions.
 */
export function disambiguateNames(groups: SourceOptionGroup[]): SourceOptionGroup[] {
  const unique = (names: string[]): string[] => {
    const counts = new Map<string, number>();
    return names.map((name) => {
      const seen = (counts.get(name) ?? 0) + 1;
      counts.set(name, seen);
      return seen === 1 ? name : `${name} (${seen})`;
    });
  };
  const groupNames = unique(groups.map((g) => g.name));
  return groups.map((group, g) => {
    const valueNames = unique(group.values.map((v) => v.name));
    return { name: groupNames[g]!, values: group.values.map((v, i) => ({ ...v, name: valueNames[i]! })) };
  });
}

/** Fails with SKU_PRICE_MISSING naming how many options have no price: never guess one. */
export function missingSkuPrices(site: SourceSite, missing: number, total: number, hint = ''): SourceError {
  return new SourceError(
    'SKU_PRICE_MISSING',
    site,
    `${missing}/${total} SKUs without price`,
    `옵션 ${total}개 중 ${missing}개의 가격을 확인할 수 없어 수집하지 않았습니다.${hint ? ` ${hint}` : ''}`,
  );
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Non-negative integer from a number or numeric text ("28", 28); null otherwise. */
export function count(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  }
  if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) {
    return Math.floor(Number(value));
  }
  return null;
}
