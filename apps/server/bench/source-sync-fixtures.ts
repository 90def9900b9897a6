import { CATALOGUE_RANGES, generatedItem } from '@sellerdesk/emulators/fixtures';

/** The markets of the source sync bench, and the category each lists its products in. */
export const MARKETS = ['SmartStore', 'Coupang', 'Elevenst'] as const;
export type BenchMarket = (typeof MARKETS)[number];
export const CATEGORY_OF: Record<BenchMarket, string> = {
  SmartStore: '50000807',
  Coupang: '80534',
  Elevenst: '1010301',
};

/** Costco items without options, a visible price and stock: the bench's listed products. */
export function costcoIndexes(count: number): number[] {
  const indexes: number[] = [];
  for (let i = 0; indexes.length < count && i < CATALOGUE_RANGES.costco.defaultCount; i++) {
    const item = generatedItem('costco', i);
    if (item.groups.length === 0 && !item.hidePrice && item.skus[0]!.stock !== 0) {
      indexes.push(i);
    }
  }
  return indexes;
}
