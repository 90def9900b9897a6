import { endpoints } from '@sellerdesk/domain/core';
import type { Market } from '@sellerdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { UserConfig, MarketInfo, Market: MarketCalls } = endpoints;

export const marketAccountKeys = { all: ['marketAccounts'] as const };

/** GET /MarketInfo/GetUserAllMarketAccount: every market's form fields and the seller's accounts. */
export function useAllMarketAccounts() {
  return useQuery({
    queryKey: marketAccountKeys.all,
    queryFn: ({ signal }) => call(MarketInfo.GetUserAllMarketAccount, {}, { signal }),
  });
}

export type SaveMarketAccountInput = {
  market: Market;
  id?: string;
  label: string;
  settings: Record<string, string>;
};

/** POST /UserConfig/SetMarketAccount: adds (no id) or updates; a blank secret keeps the stored one. */
export function useSaveMarketAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ market, ...body }: SaveMarketAccountInput) =>
      call(UserConfig.SetMarketAccount, { query: { market }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketAccountKeys.all }),
  });
}

/** POST /UserConfig/RemoveMarketAccount. */
export function useRemoveMarketAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ market, id }: { market: Market; id: string }) =>
      call(UserConfig.RemoveMarketAccount, { query: { market }, body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketAccountKeys.all }),
  });
}

/** POST /Market/CheckMarketLogin: "연결 확인"; the result is also stored on the account. */
export function useCheckMarketLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ market, id }: { market: Market; id: string }) =>
      call(MarketCalls.CheckMarketLogin, { query: { market }, body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketAccountKeys.all }),
  });
}
