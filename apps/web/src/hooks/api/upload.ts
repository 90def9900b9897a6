import { endpoints, type EndpointBody, type EndpointResponse } from '@sellerdesk/domain/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../app/http';
import { hasActiveWork, pollWhileActive } from '../../lib/work-progress';

const { Market, Log } = endpoints;

export type UploadTargetInput = EndpointBody<typeof Market.CheckUpload>['markets'][number];
export type UploadProductListParams = EndpointBody<typeof Market.GetUploadProductList>;
export type CheckUploadResult = EndpointResponse<typeof Market.CheckUpload>;
/** A product × account pair the check held back, with its reason. */
export type HeldBackPair = NonNullable<EndpointBody<typeof Market.MarketUploadWorkList>['skip']>[number];
export type UploadWork = EndpointResponse<typeof Log.GetUploadLogAll>['items'][number];
export type UploadProductRow = EndpointResponse<typeof Market.GetUploadProductList>['items'][number];

export const uploadKeys = {
  all: ['upload'] as const,
  products: (params: UploadProductListParams) => [...uploadKeys.all, 'products', params] as const,
  works: (page: number) => [...uploadKeys.all, 'works', page] as const,
  work: (workNumber: number) => [...uploadKeys.all, 'work', workNumber] as const,
};

/** POST /Market/GetUploadProductList: products with their listing on every account. */
export function useUploadProducts(params: UploadProductListParams) {
  return useQuery({
    queryKey: uploadKeys.products(params),
    queryFn: ({ signal }) => call(Market.GetUploadProductList, { body: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /Market/CheckUpload: the pre-upload check. */
export function useCheckUpload() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Market.CheckUpload>) => call(Market.CheckUpload, { body }),
  });
}

/** POST /Market/MarketUploadWorkList: starts a work; the works list and product list follow it. */
export function useStartUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Market.MarketUploadWorkList>) =>
      call(Market.MarketUploadWorkList, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.all }),
  });
}

/**
 * GET /Log/GetUploadLogAll, asked again every 2 s while a listed work is under way. When the last one
 * finishes, the product list is read again, so its listings (market product numbers) show at once.
 */
export function useUploadWorks(page: number) {
  const queryClient = useQueryClient();
  const works = useQuery({
    queryKey: uploadKeys.works(page),
    queryFn: ({ signal }) =>
      call(Log.GetUploadLogAll, { query: { page, maxRow: 10 } }, { signal, background: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileActive(query.state.data?.items),
  });
  const active = hasActiveWork(works.data?.items);
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ queryKey: [...uploadKeys.all, 'products'] });
    }
    wasActive.current = active;
  }, [active, queryClient]);
  return works;
}

/** GET /Log/GetUploadDetailLog: one work's items while it is open. */
export function useUploadWorkDetail(workNumber: number | null) {
  return useQuery({
    queryKey: uploadKeys.work(workNumber ?? 0),
    queryFn: ({ signal }) =>
      call(Log.GetUploadDetailLog, { query: { workNumber: workNumber ?? 0 } }, { signal, background: true }),
    enabled: workNumber != null,
    staleTime: 0,
    refetchInterval: (query) => {
      const work = query.state.data?.work;
      return work ? pollWhileActive([work]) : false;
    },
  });
}

/** POST /Market/RetryUploadItems: failed items of a work (all, or the given ones) again. */
export function useRetryUploadItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Market.RetryUploadItems>) =>
      call(Market.RetryUploadItems, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.all }),
  });
}
