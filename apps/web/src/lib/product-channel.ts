import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productKeys } from '../hooks/api/products';

/**
 * The editor popup and the catalogue behind it are two windows of the same origin: after a save the
 * popup says so on this channel and the catalogue reads its products again, without a reload.
 */
const CHANNEL = 'sellerdesk:products';

export type ProductSavedMessage = { type: 'product-saved'; site: string; code: string };

export function announceProductSaved(product: { site: string; code: string }): void {
  if (typeof BroadcastChannel === 'undefined') {
    return;
  }
  const channel = new BroadcastChannel(CHANNEL);
  const message: ProductSavedMessage = { type: 'product-saved', site: product.site, code: product.code };
  channel.postMessage(message);
  channel.close();
}

/** In the catalogue: a product saved in another window makes the product queries stale. */
export function useProductSavedListener(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') {
      return;
    }
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<ProductSavedMessage>) => {
      if (event.data?.type === 'product-saved') {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
      }
    };
    return () => channel.close();
  }, [queryClient]);
}
