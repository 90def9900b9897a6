import { SOURCE_SITES, type SourceSite } from '@sellerdesk/domain/core';
import type { ProductKey } from '../../hooks/api/products';

/** The popup's product from its query (`site`, `productNumber`); null when either is missing or unknown. */
export function productKeyOf(site: string | null, code: string | null): ProductKey | null {
  const known = (SOURCE_SITES as readonly string[]).includes(site ?? '');
  return known && code?.trim() ? { site: site as SourceSite, code: code.trim() } : null;
}
