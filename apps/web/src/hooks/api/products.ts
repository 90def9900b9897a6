import { parseProductDetail, type ProductDetail, type SourceSite } from '@sellerdesk/domain';
import type {
  ProductSearchBody,
  ProductSearchResponse,
  ProductSummary,
  RemoveProductResponse,
} from '@sellerdesk/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { http } from '../../app/http';
import { collectKeys } from './collect';

type RemoveAnswer = z.infer<typeof RemoveProductResponse>;
export type ProductWithDetail = { summary: ProductSummary; detail: ProductDetail };

export const productKeys = {
  all: ['products'] as const,
  search: (body: ProductSearchBody) => [...productKeys.all, 'search', body] as const,
  detail: (site: SourceSite, code: string) => [...productKeys.all, 'detail', site, code] as const,
};

/** POST /Product/SearchCollectProductSummary: the catalogue, a page at a time. */
export function useProductSearch(body: ProductSearchBody) {
  return useQuery({
    queryKey: productKeys.search(body),
    queryFn: ({ signal }) =>
      http.post<ProductSearchResponse>('/Product/SearchCollectProductSummary', body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /Product/SearchCollectProductDetail?site&code. The stored product is read with the domain's product
 * model, so the screen works with the same types collection wrote.
 */
export function useProductDetail(key: { site: SourceSite; code: string } | null) {
  return useQuery({
    queryKey: productKeys.detail(key?.site ?? 'costco', key?.code ?? ''),
    queryFn: async ({ signal }): Promise<ProductWithDetail> => {
      const answer = await http.get<{ summary: ProductSummary; detail: unknown }>(
        '/Product/SearchCollectProductDetail',
        { site: key?.site, code: key?.code },
        { signal },
      );
      return { summary: answer.summary, detail: parseProductDetail(answer.detail) };
    },
    enabled: key != null,
  });
}

/** POST /Product/RemoveProduct. */
export function useRemoveProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => http.post<RemoveAnswer>('/Product/RemoveProduct', { ids }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: collectKeys.summary() }),
      ]),
  });
}
