import { endpoints } from '@sellerdesk/domain/core';
import type { Market } from '@sellerdesk/domain';
import type { CategoryRefreshState } from '@sellerdesk/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { isApiError } from '../../lib/api-error';
import { CATEGORY_LOADING_POLL_MS } from '../../ui-constants';

const { UserSetting } = endpoints;

/** What GetCategory is asked with (the query's fields as the screen sets them). */
export type CategoryQuery = {
  market: Market;
  mode?: 'New' | 'Search';
  classification?: 'Large' | 'Middle' | 'Small' | 'Detail';
  upper1?: string;
  upper2?: string;
  upper3?: string;
  keyword?: string;
  page?: number;
  maxRow?: number;
};

export const categoryKeys = {
  all: ['categories'] as const,
  list: (query: CategoryQuery) => ['categories', 'market', query] as const,
  mine: ['categories', 'mine'] as const,
  summary: ['categories', 'mine', 'summary'] as const,
  suggestion: (categoryId: string, market: Market) =>
    ['categories', 'suggestion', categoryId, market] as const,
  refresh: (market: Market) => ['categories', 'refresh', market] as const,
};

/** The server is filling the market's category cache in the background (503 with Retry-After). */
export function isCategoryCacheLoading(error: unknown): boolean {
  return isApiError(error) && error.reason === 'CATEGORY_CACHE_LOADING';
}

/**
 * Asks again while the cache is loading (the server's Retry-After is 2 s), for as long as it loads: the
 * screen shows the progress meanwhile (`useCategoryRefreshState`). Any other failure is shown at once.
 */
const whileLoading = {
  retry: (_count: number, error: unknown) => isCategoryCacheLoading(error),
  retryDelay: CATEGORY_LOADING_POLL_MS,
};

/** GET /UserSetting/GetCategory: one level of a market's cached tree, or a search (disabled while null). */
export function useMarketCategories(query: CategoryQuery | null) {
  return useQuery({
    queryKey: categoryKeys.list(query ?? { market: 'SmartStore' }),
    queryFn: ({ signal }) =>
      call(UserSetting.GetCategory, { query: query ?? { market: 'SmartStore' } }, { signal }),
    enabled: query !== null,
    ...whileLoading,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /UserSetting/GetCategoryRefresh for one market, polled while its refresh runs; when it ends, the
 * category lists are read again.
 */
export function useCategoryRefreshState(market: Market | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: categoryKeys.refresh(market ?? 'SmartStore'),
    queryFn: async ({ signal }) => {
      const { items } = await call(
        UserSetting.GetCategoryRefresh,
        { query: { market: market ?? 'SmartStore' } },
        { signal },
      );
      const state = items[0] ?? { market: market ?? 'SmartStore', state: 'idle' as const };
      const before = queryClient.getQueryData<CategoryRefreshState>(categoryKeys.refresh(state.market));
      if (before?.state === 'running' && state.state !== 'running') {
        void queryClient.invalidateQueries({ queryKey: ['categories', 'market'] });
        void queryClient.invalidateQueries({ queryKey: ['categories', 'suggestion'] });
      }
      return state;
    },
    enabled: enabled && market !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? CATEGORY_LOADING_POLL_MS : false),
  });
}

/** RefreshCategory: starts (or joins) the market's refresh; answers its state after a short wait. */
export function useRefreshCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (market: Market) => call(UserSetting.RefreshCategory, { query: { market } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useUserCategories() {
  return useQuery({
    queryKey: categoryKeys.mine,
    queryFn: ({ signal }) => call(UserSetting.GetUserCategoryList, {}, { signal }),
  });
}

/** GET /UserSetting/GetUserCategoryListSummary: the seller's categories for pickers (the collect form). */
export function useUserCategorySummary() {
  return useQuery({
    queryKey: categoryKeys.summary,
    queryFn: ({ signal }) => call(UserSetting.GetUserCategoryListSummary, {}, { signal }),
  });
}

export function useAddUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => call(UserSetting.AddUserCategory, { body: { categoryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.mine }),
  });
}

export function useRemoveUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(UserSetting.RemoveUserCategory, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.mine }),
  });
}

export function useCategorySuggestion(categoryId: string | null, market: Market | null, productName: string) {
  return useQuery({
    queryKey: [...categoryKeys.suggestion(categoryId ?? '', market ?? 'Coupang'), productName],
    queryFn: ({ signal }) =>
      call(
        UserSetting.GetCategorySuggestion,
        {
          query: {
            categoryId: categoryId ?? '',
            market: market ?? 'Coupang',
            ...(productName ? { productName } : {}),
          },
        },
        { signal },
      ),
    enabled: Boolean(categoryId && market),
    ...whileLoading,
    placeholderData: keepPreviousData,
  });
}

export function useConfirmMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { fromCategoryId: string; market: Market; categoryId: string }) =>
      call(UserSetting.SetCategoryMapping, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
