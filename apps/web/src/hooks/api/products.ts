import {
  endpoints,
  type EndpointBody,
  type EndpointResponse,
  type SourceSite,
} from '@sellerdesk/domain/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { Product } = endpoints;

export type ProductSearchBody = EndpointBody<typeof Product.SearchCollectProductSummary>;
/**
 * One stored product: its catalogue line and the product model collection wrote (the server answers the
 * detail validated against the domain's `ProductDetail`).
 */
export type ProductWithDetail = EndpointResponse<typeof Product.SearchCollectProductDetail>;

export const productKeys = {
  all: ['products'] as const,
  search: (body: ProductSearchBody) => [...productKeys.all, 'search', body] as const,
  detail: (site: SourceSite, code: string) => [...productKeys.all, 'detail', site, code] as const,
};

/** POST /Product/SearchCollectProductSummary: the catalogue, a page at a time. */
export function useProductSearch(body: ProductSearchBody) {
  return useQuery({
    queryKey: productKeys.search(body),
    queryFn: ({ signal }) => call(Product.SearchCollectProductSummary, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /Product/SearchCollectProductDetail?site&code. */
export function useProductDetail(key: { site: SourceSite; code: string } | null) {
  return useQuery({
    queryKey: productKeys.detail(key?.site ?? 'costco', key?.code ?? ''),
    queryFn: ({ signal }) =>
      call(Product.SearchCollectProductDetail, { query: { site: key?.site, code: key?.code } }, { signal }),
    enabled: key != null,
  });
}

export type ProductForSave = EndpointBody<typeof Product.UpdateProduct>;

/** POST /Product/UpdateProduct: the editor's save; the catalogue and the product's detail are read again. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: ProductForSave) => call(Product.UpdateProduct, { body: product }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
