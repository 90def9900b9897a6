import { endpoints, type EndpointBody } from '@sellerdesk/domain/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { productKeys } from './products';

const { UserConfig, Market } = endpoints;

export const keywordKeys = { api: ['naverKeywordApi'] as const };

/** GET /UserConfig/GetNaverKeywordAPI: the seller's Search Ad API keys, the secret masked. */
export function useKeywordApi() {
  return useQuery({
    queryKey: keywordKeys.api,
    queryFn: ({ signal }) => call(UserConfig.GetNaverKeywordAPI, {}, { signal }),
  });
}

/** POST /UserConfig/SetNaverKeywordAPI: a blank secret keeps the stored one. */
export function useSaveKeywordApi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof UserConfig.SetNaverKeywordAPI>) =>
      call(UserConfig.SetNaverKeywordAPI, { body }),
    onSuccess: (saved) => queryClient.setQueryData(keywordKeys.api, saved),
  });
}

/** POST /Market/GetNaverKeyword: related keywords with monthly searches and competition. */
export function useNaverKeywords() {
  return useMutation({
    mutationFn: (hintKeywords: string[]) => call(Market.GetNaverKeyword, { body: { hintKeywords } }),
  });
}

/** POST /Market/SetTags: tags for the selected products; the catalogue reloads to show them. */
export function useSetTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Market.SetTags>) => call(Market.SetTags, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
