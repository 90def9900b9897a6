import { endpoints, type FilterMode } from '@sellerdesk/domain/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { Product } = endpoints;

export const collectFilterKeys = {
  all: ['collectFilters'] as const,
  list: (mode: FilterMode) => [...collectFilterKeys.all, mode] as const,
};

/** GET /Product/GetCollectFillter?mode: the seller's Remove or Replace words. */
export function useCollectFilters(mode: FilterMode) {
  return useQuery({
    queryKey: collectFilterKeys.list(mode),
    queryFn: ({ signal }) => call(Product.GetCollectFillter, { query: { mode } }, { signal }),
    select: (answer) => answer.items,
  });
}

/** POST /Product/SetCollectFillter: adds words, or changes the replacement of a word already saved. */
export function useAddCollectFilters(mode: FilterMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: { targetWord: string; convertWord: string }[]) =>
      call(Product.SetCollectFillter, { body: { mode, words } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectFilterKeys.list(mode) }),
  });
}

/** POST /Product/RemoveCollectFillter. */
export function useRemoveCollectFilters(mode: FilterMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call(Product.RemoveCollectFillter, { body: { mode, ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectFilterKeys.list(mode) }),
  });
}
