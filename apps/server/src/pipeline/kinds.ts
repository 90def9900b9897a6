import type { SQL } from 'drizzle-orm';
import type { Database } from '../infra/db/client';
import type { WorkKind } from '../infra/db/schema/index';
import type { AppDeps } from '../deps';
import type { Claim } from './claim';

/** What a failed run of an item means: the seller's Korean reason and whether a later attempt may succeed. */
export type ItemFailure = {
  message: string;
  transient: boolean;
  /** False for a failure nobody foresaw (a bug): the pipeline logs it at error level. */
  expected: boolean;
};

/**
 * A kind of batch work the pipeline runs (collection, detail pages, uploads, listing changes…). The pipeline
 * owns the work and its items, their state, jobs, retries, recovery and the logs; the kind brings its
 * item handler, what its errors mean and its own columns of the logs.
 */
export type BatchKind<WorkLog extends object, ItemLog extends object, Filter = never> = {
  kind: WorkKind;
  /** The kind's job queues (e.g. one per source site) and how many items a worker runs at once on each. */
  queues(deps: AppDeps): readonly { name: string; concurrency: number }[];
  /**
   * Runs one claimed item to its outcome (with `settle` of the pipeline) or throws. Throwing `ClaimLost`
   * drops the run; any other error becomes a failure through `failure`.
   */
  handle(deps: AppDeps, claim: Claim): Promise<void>;
  /** What an error thrown by `handle` means for the item. */
  failure(error: unknown): ItemFailure;
  /** The kind's columns of its works in the logs, by work id. */
  workLogs(db: Database, workIds: readonly string[]): Promise<Map<string, WorkLog>>;
  /** The kind's columns of its items in the logs, by item id. */
  itemLogs(db: Database, userId: string, itemIds: readonly string[]): Promise<Map<string, ItemLog>>;
  /** Narrows the list of works (a condition on `works.id`), from the list request's own filter. */
  workFilter?(filter: Filter): SQL | undefined;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBatchKind = BatchKind<any, any, any>;
