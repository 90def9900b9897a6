import type { AppDeps } from './deps';
import type { AnyJobDefinition } from './infra/jobs/queue';
import type { Reclaimer } from './infra/jobs/recovery';
import { statisticsJob } from './infra/jobs/statistics';
import { accountJobs } from './modules/account/index';
import { catalogueBulkKind } from './modules/catalogue-bulk/index';
import { collectKind } from './modules/collect/index';
import { detailPageKind } from './modules/detail-content/index';
import { listingChangeKind, listingRefreshKind } from './modules/product-control/index';
import { sourceSyncKind } from './modules/source-sync/index';
import { uploadKind } from './modules/upload/index';
import { itemJobs, workItemsReclaimer, type AnyBatchKind } from './pipeline/index';

/** Every kind of batch work the pipeline runs (see `pipeline/kinds.ts`). Add a kind here. */
export const BATCH_KINDS = {
  collect: collectKind,
  detailPage: detailPageKind,
  upload: uploadKind,
  listingRefresh: listingRefreshKind,
  listingChange: listingChangeKind,
} as const satisfies Record<string, AnyBatchKind>;

/** Every job the worker runs, with concurrency from configuration. Add a module's jobs here. */
export function jobsFor(deps: AppDeps): AnyJobDefinition<AppDeps>[] {
  return [
    ...accountJobs,
    statisticsJob,
    ...itemJobs(deps, [...Object.values(BATCH_KINDS), catalogueBulkKind, sourceSyncKind]),
  ];
}

/** Every kind of work a dead worker can leave running (see `infra/jobs/recovery.ts`). Add a module's here. */
export const reclaimers: readonly Reclaimer<AppDeps>[] = [workItemsReclaimer];
