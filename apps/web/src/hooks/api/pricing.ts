import { endpoints } from '@sellerdesk/domain/core';
import type { PriceSettingsForm } from '@sellerdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { Market, UserSetting, Product } = endpoints;

export const pricingKeys = {
  settings: ['priceSettings'] as const,
  exchange: ['exchange'] as const,
};

/** GET /Market/GetPrice: the seller's price settings (the §9 defaults before the first save). */
export function usePriceSettings() {
  return useQuery({
    queryKey: pricingKeys.settings,
    queryFn: ({ signal }) => call(Market.GetPrice, {}, { signal }),
  });
}

/** POST /Market/SetPrice: saves the form; the answer is the normalised settings. */
export function useSavePriceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PriceSettingsForm) => call(Market.SetPrice, { body: form }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pricingKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: pricingKeys.exchange });
    },
  });
}

/** GET /UserSetting/GetExchange: today's reference rates (fetched by the server once a day). */
export function useExchange() {
  return useQuery({
    queryKey: pricingKeys.exchange,
    queryFn: ({ signal }) => call(UserSetting.GetExchange, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * POST /Product/RepriceProducts: starts "가격 다시 계산" of every product as a work (the catalogue is read
 * again when it is done, see `useProductBulkWork`).
 */
export function useRepriceProducts() {
  return useMutation({
    mutationFn: (body: { includeOverrides: boolean }) =>
      call(Product.RepriceProducts, { body: { selection: { filter: {} }, ...body } }),
  });
}
