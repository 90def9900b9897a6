/**
 * One run's hold on an item. `attempt` is the item's attempt count this run set when it took the item;
 * any later run (a reclaim after a worker died, a queue retry after an expiry) changes state or count, so
 * the hold is lost and this run's results are dropped instead of overwriting the newer run's.
 */
export type Claim = { itemId: string; workId: string; workNumber: number; attempt: number; startedAt: Date };

/** This run no longer holds its item: another run took it over. */
export class ClaimLost extends Error {}
