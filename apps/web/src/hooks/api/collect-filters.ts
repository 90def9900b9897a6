import type { FilterMode } from '@sellerdesk/domain';
import type { FilterWordList, SetCollectFilterResponse } from '@sellerdesk/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { http } from '../../app/http';

// Answers as the shared contracts describe them.
type WordList = z.infer<typeof FilterWordList>;
type SetAnswer = z.infer<typeof SetCollectFilterResponse>;
type RemoveAnswer = { removed: number };

export const collectFilterKeys = {
  all: ['collectFilters'] as const,
  list: (mode: FilterMode) => [...collectFilterKeys.all, mode] as const,
};

/** GET /Product/GetCollectFillter?mode: the seller's Remove or Replace words. */
export function useCollectFilters(mode: FilterMode) {
  return useQuery({
    queryKey: collectFilterKeys.list(mode),
    queryFn: ({ signal }) => http.get<WordList>('/Product/GetCollectFillter', { mode }, { signal }),
    select: (answer) => answer.items,
  });
}

/** POST /Product/SetCollectFillter: adds words, or changes the replacement of a word already saved. */
export function useAddCollectFilters(mode: FilterMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: { targetWord: string; convertWord: string }[]) =>
      http.post<SetAnswer>('/Product/SetCollectFillter', { mode, words }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectFilterKeys.list(mode) }),
  });
}

/** POST /Product/RemoveCollectFillter. */
export function useRemoveCollectFilters(mode: FilterMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => http.post<RemoveAnswer>('/Product/RemoveCollectFillter', { mode, ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectFilterKeys.list(mode) }),
  });
}
