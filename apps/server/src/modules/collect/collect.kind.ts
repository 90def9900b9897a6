import { WORK_SITES, type WorkSite } from '@sellerdesk/domain';
import type { WorkItemLog, WorkSummary } from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import { runItem, type BatchKind, type ItemLogBase, type WorkLogBase } from '../../pipeline/index';
import { productTitles } from '../products/index';
import { collectFailure, collectItem } from './collect-item';
import { collectItemsById, collectWorksById, worksOfSite } from './collect.repository';

/** One queue per work list, so a slow site (Taobao) never holds up a fast one (Costco). */
export function collectQueue(site: WorkSite): string {
  return `collect.${site}`;
}

/** Items of one work list processed at once per worker: `COLLECT_CONCURRENCY_<SITE>`. */
function concurrencyOf(deps: AppDeps, site: WorkSite): number {
  return deps.config[`COLLECT_CONCURRENCY_${site.toUpperCase() as Uppercase<WorkSite>}`];
}

/** Collection as a kind of batch work: one item is one product to collect. */
export const collectKind: BatchKind<
  Omit<WorkSummary, keyof WorkLogBase>,
  Omit<WorkItemLog, keyof ItemLogBase>,
  WorkSite
> = {
  kind: 'collect',
  queues: (deps) =>
    WORK_SITES.map((site) => ({ name: collectQueue(site), concurrency: concurrencyOf(deps, site) })),
  handle: collectItem,
  failure: collectFailure,
  async workLogs(db, workIds) {
    const rows = await collectWorksById(db, workIds);
    return new Map(
      [...rows].map(([id, w]) => [id, { site: w.site, via: w.via, groupName: w.groupName, memo: w.memo }]),
    );
  },
  async itemLogs(db, userId, itemIds) {
    const rows = await collectItemsById(db, itemIds);
    const titles = await productTitles(
      db,
      userId,
      [...rows.values()].flatMap((i) => (i.productId ? [i.productId] : [])),
    );
    return new Map(
      [...rows].map(([id, i]) => [
        id,
        {
          input: i.input,
          site: i.site,
          code: i.code,
          productId: i.productId,
          title: (i.productId && titles.get(i.productId)) ?? null,
        },
      ]),
    );
  },
  workFilter: worksOfSite,
};

/** Runs one job of a collect item (what the worker does; tests call it directly). */
export function processCollectItem(
  deps: AppDeps,
  itemId: string,
  run: { generation?: number; workerId: string; isLastAttempt: boolean },
): Promise<void> {
  return runItem(deps, collectKind, itemId, run);
}
