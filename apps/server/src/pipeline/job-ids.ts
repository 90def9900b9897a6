import { uuidV5 } from '../infra/jobs/uuid-v5';

export { uuidV5 };

/**
 * The namespace of Sellerdesk's item job ids (a fixed, randomly drawn UUID). Changing it would give every
 * queued item a second job, so it never changes.
 */
export const ITEM_JOB_NAMESPACE = '6f1d4c2e-8b3a-4e5f-9a7c-2d0b1e3f4a5c';

/** A stable job id per (item, generation): enqueueing twice is harmless, a retry gets a new id. */
export function itemJobId(itemId: string, generation: number): string {
  return uuidV5(`${itemId}:${generation}`, ITEM_JOB_NAMESPACE);
}
