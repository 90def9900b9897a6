import type { AppDeps } from './deps';
import { accountJobs } from './modules/account/account.jobs';
import { collectJobsFor } from './modules/collect/collect.jobs';
import { collectItemsReclaimer } from './pipeline/sweep';
import type { AnyJobDefinition } from './infra/jobs/queue';
import type { Reclaimer } from './infra/jobs/recovery';

/** Every job the worker runs, with concurrency from configuration. Add a module's jobs here. */
export function jobsFor(deps: AppDeps): AnyJobDefinition<AppDeps>[] {
  return [...accountJobs, ...collectJobsFor(deps)];
}

/** Every kind of work a dead worker can leave running (see `jobs/recovery.ts`). Add a module's here. */
export const reclaimers: readonly Reclaimer<AppDeps>[] = [collectItemsReclaimer];
