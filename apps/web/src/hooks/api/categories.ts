import { endpoints } from '@sellerdesk/domain/core';
import type { Market } from '@sellerdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

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
};

/** GET /UserSetting/GetCategory: one level of a market's cached tree, or a search (disabled while null). */
export function useMarketCategories(query: CategoryQuery | null) {
  return useQuery({
    queryKey: categoryKeys.list(query ?? { market: 'SmartStore' }),
    queryFn: ({ signal }) =>
      call(UserSetting.GetCategory, { query: query ?? { market: 'SmartStore' } }, { signal }),
    enabled: query !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

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
    retry: false,
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
