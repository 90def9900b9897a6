// The works pipeline: every batch job of the product (collection, uploads, listing changes, syncs…) is a
// work of items run by one job each. See ARCHITECTURE.md, "Where to add… a batch job".
export { ClaimLost, type Claim } from './claim';
export { itemJobId, uuidV5 } from './job-ids';
export type { AnyBatchKind, BatchKind, ItemFailure } from './kinds';
export { workDetailLog, listWorkLogs, type ItemLogBase, type WorkLogBase } from './logs';
export { workLogRoutes } from './logs.routes';
export {
  ITEM_RETRY_LIMIT,
  enqueueItems,
  itemJobs,
  itemQueue,
  retryFailedItems,
  runItem,
  settle,
} from './runner';
export { MAX_INTERRUPTIONS, startSweeper, sweepWorkItems, workItemsReclaimer } from './sweep';
export { workState, type ItemCounts } from './work-state';
export {
  addItemsToWork,
  countPendingItems,
  findWork,
  finishItem,
  finishWorkIfDone,
  insertItems,
  insertWork,
  itemActivity,
  lockHeldItem,
  requeueFailedItems,
  setWorkTotal,
  type NewItem,
  type QueuedItem,
} from './works.repository';
