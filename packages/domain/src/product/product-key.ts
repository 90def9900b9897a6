import { z } from '../zod';
import type { SourceSite } from '../constants';
import { DomainError } from '../errors';
import { SourceCode, SourceSiteSchema } from './source';

export const ProductKey = z.object({ site: SourceSiteSchema, code: SourceCode });
export type ProductKey = z.infer<typeof ProductKey>;

/**
 * Spec §5: loading a product needs both site and code; without either (or with a site we do not
 * collect from) it is '존재하지않는 상품 번호 입니다.' (PRODUCT_NOT_FOUND).
 */
export function requireProductKey(input: { site?: string | null; code?: string | null }): {
  site: SourceSite;
  code: string;
} {
  const parsed = ProductKey.safeParse({ site: input.site ?? undefined, code: input.code ?? undefined });
  if (!parsed.success) {
    throw new DomainError('PRODUCT_NOT_FOUND');
  }
  return parsed.data;
}
