import { endpoints, type EndpointBody, type EndpointResponse } from '@sellerdesk/domain/core';
import type { Market } from '@sellerdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { pollWhileActive } from '../../lib/work-progress';

const { ProductManagement } = endpoints;

export type ListingSearchParams = EndpointBody<typeof ProductManagement.SearchMarketProductSummary>;
export type ListingSearchResult = EndpointResponse<typeof ProductManagement.SearchMarketProductSummary>;
export type ListingRow = ListingSearchResult['items'][number];
export type ListingState = ListingRow['state'];
export type ListingEdit = EndpointBody<typeof ProductManagement.MarketProductSimpleEdit>;
export type SettableListingStatus = EndpointBody<
  typeof ProductManagement.MarketProductStatusChange
>['status'];
export type ListingWork = EndpointResponse<typeof ProductManagement.GetMarketProductWork>;

export const listingKeys = {
  all: ['listings'] as const,
  search: (params: ListingSearchParams) => [...listingKeys.all, 'search', params] as const,
  work: (workNumber: number) => [...listingKeys.all, 'work', workNumber] as const,
  accounts: (market: Market) => [...listingKeys.all, 'accounts', market] as const,
};

/** POST /ProductManagement/SearchMarketProductSummary: a page of listings with counts per state. */
export function useListings(params: ListingSearchParams) {
  return useQuery({
    queryKey: listingKeys.search(params),
    queryFn: ({ signal }) => call(ProductManagement.SearchMarketProductSummary, { body: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /ProductManagement/GetUserMarketAccount: the seller's accounts of one market (no keys). */
export function useMarketAccountsOf(market: Market | null) {
  return useQuery({
    queryKey: listingKeys.accounts(market ?? 'SmartStore'),
    queryFn: ({ signal }) =>
      call(ProductManagement.GetUserMarketAccount, { query: { market: market ?? 'SmartStore' } }, { signal }),
    enabled: market != null,
  });
}

/** POST MarketProductSimpleEdit: price, stock and name as a work. */
export function useEditListings() {
  return useMutation({
    mutationFn: (body: ListingEdit) => call(ProductManagement.MarketProductSimpleEdit, { body }),
  });
}

/** POST MarketProductStatusChange: 판매중 / 판매중지 / 품절 as a work. */
export function useChangeListingStatus() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ProductManagement.MarketProductStatusChange>) =>
      call(ProductManagement.MarketProductStatusChange, { body }),
  });
}

/** POST SyncMarketProduct: "마켓과 동기화" (chosen listings, or all) as a work. */
export function useSyncListings() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ProductManagement.SyncMarketProduct>) =>
      call(ProductManagement.SyncMarketProduct, { body }),
  });
}

/**
 * GET GetMarketProductWork: a change or sync work's progress and per-listing results, asked every 2 s
 * while under way; when it ends the list is read again (it shows what the markets now hold).
 */
export function useListingWork(workNumber: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: listingKeys.work(workNumber ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await call(
        ProductManagement.GetMarketProductWork,
        { query: { workNumber: workNumber ?? 0 } },
        { signal, background: true },
      );
      if (!pollWhileActive([answer.work])) {
        void queryClient.invalidateQueries({
          queryKey: listingKeys.all,
          predicate: (query) => query.queryKey[1] === 'search',
        });
      }
      return answer;
    },
    enabled: workNumber != null,
    staleTime: 0,
    refetchInterval: (query) => {
      const work = query.state.data?.work;
      return work ? pollWhileActive([work]) : 2000;
    },
  });
}

/** POST GetCoupangProductUrl: the shopper's page once Coupang approved the product. */
export function useCoupangProductUrl() {
  return useMutation({
    mutationFn: (listingId: string) => call(ProductManagement.GetCoupangProductUrl, { body: { listingId } }),
  });
}
