import {
  endpoints,
  type EndpointBody,
  type EndpointResponse,
  type SourceSite,
} from '@sellerdesk/domain/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { pollWhileActive } from '../../lib/work-progress';

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

export type ProductKey = { site: SourceSite; code: string };

/**
 * GET /Product/SearchCollectProductDetail?site&code as a query: the hook's, and the editor popup's
 * request started before the app renders (`screens/editor/preload.ts`), which the hook then finds cached.
 */
export function productDetailQuery(key: ProductKey | null) {
  return queryOptions({
    queryKey: productKeys.detail(key?.site ?? 'costco', key?.code ?? ''),
    queryFn: ({ signal }) =>
      call(Product.SearchCollectProductDetail, { query: { site: key?.site, code: key?.code } }, { signal }),
    enabled: key != null,
  });
}

/** GET /Product/SearchCollectProductDetail?site&code. */
export function useProductDetail(key: ProductKey | null) {
  return useQuery(productDetailQuery(key));
}

export type ProductForSave = EndpointBody<typeof Product.UpdateProduct>;

/**
 * After an edit: the product's detail is the saved answer at once (so the next save sends its new
 * version), and the catalogue lists are read again.
 */
function useSavedProduct() {
  const queryClient = useQueryClient();
  return (saved: ProductWithDetail) => {
    queryClient.setQueryData(productKeys.detail(saved.summary.site, saved.summary.code), saved);
    return queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'search'] });
  };
}

/**
 * POST /Product/UpdateProduct: the editor's and the edit panel's save, with the version loaded (a stale
 * one answers 409).
 */
export function useUpdateProduct() {
  const onSaved = useSavedProduct();
  return useMutation({
    mutationFn: (product: ProductForSave) => call(Product.UpdateProduct, { body: product }),
    onSuccess: onSaved,
  });
}

/** POST /Product/ReprocessDetailPage: "상세페이지 다시 처리" of the given products, run as a work. */
export function useReprocessDetailPage() {
  return useMutation({
    mutationFn: (ids: readonly string[]) => call(Product.ReprocessDetailPage, { body: { ids: [...ids] } }),
  });
}

/**
 * GET /Product/GetReprocessDetailPage: that work's progress and per-product results, asked again every
 * 2 s while it runs; once it is done the catalogue and product details are read again.
 */
export function useReprocessDetailPageWork(workNumber: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...productKeys.all, 'reprocess-detail', workNumber ?? 0] as const,
    queryFn: async ({ signal }) => {
      const answer = await call(
        Product.GetReprocessDetailPage,
        { query: { workNumber: workNumber ?? 0 } },
        { signal, background: true },
      );
      if (!pollWhileActive([answer.work])) {
        void queryClient.invalidateQueries({
          queryKey: productKeys.all,
          predicate: (query) => query.queryKey[1] !== 'reprocess-detail',
        });
      }
      return answer;
    },
    enabled: workNumber != null,
    staleTime: 0,
    refetchInterval: (query) => {
      const work = query.state.data?.work;
      return work ? pollWhileActive([work]) : false;
    },
  });
}
