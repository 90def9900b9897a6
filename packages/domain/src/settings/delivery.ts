import { z } from '../zod';
import { DEFAULT_DELIVERY, DELIVERY_TYPES } from '../constants';
import { KrwAmount } from '../money';

/**
 * Delivery fees in won (spec §3 deliveryModel). `type` is free, pay (a flat fee) or conditional (free
 * above an amount); `repeat` charges the basic fee again per ordered unit.
 */
export const DeliveryModel = z.object({
  type: z.enum(DELIVERY_TYPES),
  repeat: z.boolean(),
  basicPrice: KrwAmount,
  returnPrice: KrwAmount,
  exchangePrice: KrwAmount,
});
export type DeliveryModel = z.infer<typeof DeliveryModel>;

/** Spec §9: pay, 10000 / 10000 / 20000 won. */
export const DEFAULT_DELIVERY_MODEL: DeliveryModel = Object.freeze({ ...DEFAULT_DELIVERY });
