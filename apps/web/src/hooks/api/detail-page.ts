import { endpoints, type EndpointBody } from '@sellerdesk/domain/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { Market } = endpoints;

export type DetailPageTemplate = EndpointBody<typeof Market.SetDetailPage>;

export const detailPageKeys = { config: ['detailPageConfig'] as const };

/** GET /Market/GetDetailPageConfig as a query (also started early by the editor popup). */
export function detailPageConfigQuery() {
  return queryOptions({
    queryKey: detailPageKeys.config,
    queryFn: ({ signal }) => call(Market.GetDetailPageConfig, {}, { signal }),
  });
}

/** GET /Market/GetDetailPageConfig: the seller's top/bottom template (spec §3 detailHtmlModel). */
export function useDetailPageConfig() {
  return useQuery(detailPageConfigQuery());
}

/** POST /Market/SetDetailPage. */
export function useSetDetailPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: DetailPageTemplate) => call(Market.SetDetailPage, { body: template }),
    onSuccess: (saved) => queryClient.setQueryData(detailPageKeys.config, saved),
  });
}
