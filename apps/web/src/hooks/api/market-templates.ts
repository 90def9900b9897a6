import { endpoints } from '@sellerdesk/domain/core';
import type { Market } from '@sellerdesk/domain';
import type { MarketTemplateBody } from '@sellerdesk/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { UserConfig, MarketInfo } = endpoints;

export const marketTemplateKeys = {
  all: ['marketTemplates'] as const,
  summary: ['marketTemplates', 'summary'] as const,
  one: (market: Market, templateName: string | null) => ['marketTemplates', market, templateName] as const,
  addresses: (market: Market, accountId: string) =>
    ['marketLookups', 'addresses', market, accountId] as const,
  couriers: (market: Market, accountId: string) => ['marketLookups', 'couriers', market, accountId] as const,
};

/** The Set endpoint of each market (the spec's SetSmartStore and its siblings, one body for all). */
const SET_TEMPLATE = {
  SmartStore: UserConfig.SetSmartStore,
  Coupang: UserConfig.SetCoupang,
  Elevenst: UserConfig.SetElevenst,
  Gmarket: UserConfig.SetGmarket,
  Auction: UserConfig.SetAuction,
  WeMakePrice: UserConfig.SetWeMakePrice,
} as const satisfies Record<Market, unknown>;

/** GET /UserConfig/GetMarketConfigTemplateSummary: every market with the seller's templates. */
export function useTemplateSummary() {
  return useQuery({
    queryKey: marketTemplateKeys.summary,
    queryFn: ({ signal }) => call(UserConfig.GetMarketConfigTemplateSummary, {}, { signal }),
  });
}

/** GET /UserConfig/GetMarketConfig: one template, or (null name) the defaults of a new one. */
export function useMarketTemplate(market: Market | null, templateName: string | null, enabled: boolean) {
  return useQuery({
    queryKey: marketTemplateKeys.one(market ?? 'SmartStore', templateName),
    queryFn: ({ signal }) =>
      call(
        UserConfig.GetMarketConfig,
        { query: { market: market ?? 'SmartStore', ...(templateName ? { templateName } : {}) } },
        { signal },
      ),
    enabled: enabled && market !== null,
    // A form opened again starts from the stored template, not from what was typed last time.
    gcTime: 0,
  });
}

export type SaveTemplateInput = { market: Market; templateName: string; body: MarketTemplateBody };

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ market, templateName, body }: SaveTemplateInput) =>
      call(SET_TEMPLATE[market], { query: { templateName }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketTemplateKeys.all }),
  });
}

export function useRemoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { market: Market; templateName: string }) => call(UserConfig.RemoveTemplate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketTemplateKeys.all }),
  });
}

/** GET /MarketInfo/GetMarketAddress: the account's 출고지/반품지 at the market. */
export function useMarketAddresses(market: Market, accountId: string | null) {
  return useQuery({
    queryKey: marketTemplateKeys.addresses(market, accountId ?? ''),
    queryFn: ({ signal }) =>
      call(MarketInfo.GetMarketAddress, { query: { market, accountId: accountId ?? '' } }, { signal }),
    enabled: Boolean(accountId),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** GET /MarketInfo/GetMarketCourier. */
export function useMarketCouriers(market: Market, accountId: string | null) {
  return useQuery({
    queryKey: marketTemplateKeys.couriers(market, accountId ?? ''),
    queryFn: ({ signal }) =>
      call(MarketInfo.GetMarketCourier, { query: { market, accountId: accountId ?? '' } }, { signal }),
    enabled: Boolean(accountId),
    retry: false,
  });
}
