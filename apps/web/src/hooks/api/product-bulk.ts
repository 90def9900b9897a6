import { endpoints, type EndpointBody, type EndpointResponse } from '@sellerdesk/domain/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../app/http';
import { collectKeys } from './collect';
import { productKeys } from './products';

const { Product } = endpoints;

export type ProductSelection = EndpointBody<typeof Product.RemoveProduct>;
export type ProductBulkWork = EndpointResponse<typeof Product.GetProductBulkWork>;
export type BulkWorkStarted = EndpointResponse<typeof Product.ProductGroupChange>;

/** How often an open bulk work is asked again while it runs (a 10,000-product work takes seconds). */
export const BULK_POLL_MS = 700;

/** One request per bulk action, each starting a work (or, for delete, answering at once). */
export type BulkRequest =
  | {
      action: 'text';
      mode: string;
      body: EndpointBody<typeof Product.ProductTextChange>;
    }
  | { action: 'title'; body: EndpointBody<typeof Product.ProductTitleChange> }
  | { action: 'group'; body: EndpointBody<typeof Product.ProductGroupChange> }
  | { action: 'category'; body: EndpointBody<typeof Product.ProductCategoryChange> }
  | { action: 'reprice'; body: EndpointBody<typeof Product.RepriceProducts> }
  | { action: 'retranslate'; body: EndpointBody<typeof Product.RetranslateProducts> };

function start(request: BulkRequest): Promise<BulkWorkStarted> {
  switch (request.action) {
    case 'text':
      // Spec §5: sent even when the form marked it invalid; the server answers what is missing.
      return call(Product.ProductTextChange, { query: { mode: request.mode }, body: request.body });
    case 'title':
      return call(Product.ProductTitleChange, { body: request.body });
    case 'group':
      return call(Product.ProductGroupChange, { body: request.body });
    case 'category':
      return call(Product.ProductCategoryChange, { body: request.body });
    case 'reprice':
      return call(Product.RepriceProducts, { body: request.body });
    case 'retranslate':
      return call(Product.RetranslateProducts, { body: request.body });
  }
}

/** Starts a bulk catalogue work; its progress is read with `useProductBulkWork`. */
export function useStartBulkWork() {
  return useMutation({ mutationFn: start });
}

const isDone = (work: ProductBulkWork | undefined) =>
  work?.state === 'done' || work?.state === 'done_with_errors';

/** GET /Product/GetProductBulkWork: polled until the work is done, then the catalogue is read again. */
export function useProductBulkWork(workNumber: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...productKeys.all, 'bulk-work', workNumber],
    queryFn: ({ signal }) =>
      call(Product.GetProductBulkWork, { query: { workNumber: workNumber! } }, { signal }),
    enabled: workNumber != null,
    refetchInterval: (current) => (isDone(current.state.data) ? false : BULK_POLL_MS),
  });
  const done = isDone(query.data);
  useEffect(() => {
    if (done) {
      // Every product list and detail, but not this work's own report.
      void queryClient.invalidateQueries({
        queryKey: productKeys.all,
        predicate: (other) => other.queryKey[1] !== 'bulk-work',
      });
    }
  }, [done, queryClient]);
  return query;
}

/** POST /Product/RemoveProduct with a selection: the ticked products or everything the search finds. */
export function useRemoveSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: ProductSelection) => call(Product.RemoveProduct, { body: selection }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
