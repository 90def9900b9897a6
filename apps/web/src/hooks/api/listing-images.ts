import { endpoints, type EndpointBody, type EndpointQuery } from '@sellerdesk/domain/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';

const { Market } = endpoints;

export type ListingImagesParams = EndpointQuery<typeof Market.GetListingImages>;

export const listingImageKeys = {
  all: ['listingImages'] as const,
  page: (params: ListingImagesParams) => ['listingImages', params] as const,
};

/** GET /Market/GetListingImages: the listings' main and detail images; `image` finds who uses one. */
export function useListingImages(params: ListingImagesParams) {
  return useQuery({
    queryKey: listingImageKeys.page(params),
    queryFn: ({ signal }) => call(Market.GetListingImages, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /Market/ReplaceListingImages: re-pushed to the listing's market; the list reloads. */
export function useReplaceListingImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Market.ReplaceListingImages>) =>
      call(Market.ReplaceListingImages, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingImageKeys.all }),
  });
}
