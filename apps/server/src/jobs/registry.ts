import type { AppDeps } from '../deps';
import { accountJobs } from '../modules/account/account.jobs';
import { collectJobsFor } from '../modules/collect/collect.jobs';
import type { AnyJobDefinition } from './queue';

/** Every job the worker runs, with concurrency from configuration. Add a module's jobs here. */
export function jobsFor(deps: AppDeps): AnyJobDefinition<AppDeps>[] {
  return [...accountJobs, ...collectJobsFor(deps)];
}
