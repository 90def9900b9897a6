import type { SourceSite, WorkSite } from '@sellerdesk/domain';
import { and, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { collectItems, collectWorks, workItems, works } from '../../infra/db/schema/index';

// The collect kind's own rows: what a collect work asked for and which product an item is about. Each
// row has the id of its pipeline row (`works`, `work_items`), which this file joins but never writes.

export type CollectWorkRow = typeof collectWorks.$inferSelect;
export type CollectItemRow = typeof collectItems.$inferSelect;
export type CollectPayload = NonNullable<CollectItemRow['payload']>;

export async function insertCollectWork(tx: Database, row: typeof collectWorks.$inferInsert): Promise<void> {
  await tx.insert(collectWorks).values(row);
}

export async function insertCollectItems(
  tx: Database,
  rows: readonly (typeof collectItems.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) {
    await tx.insert(collectItems).values([...rows]);
  }
}

/** An item to collect with its work's request. */
export async function loadCollectItem(
  db: Database,
  itemId: string,
): Promise<{ item: CollectItemRow; work: CollectWorkRow } | undefined> {
  const [row] = await db
    .select({ item: collectItems, work: collectWorks })
    .from(collectItems)
    .innerJoin(workItems, eq(workItems.id, collectItems.id))
    .innerJoin(collectWorks, eq(collectWorks.id, workItems.workId))
    .where(eq(collectItems.id, itemId));
  return row;
}

/**
 * Records which product the item turned out to be. The page the extension sent is dropped once the item
 * is done; a failed item keeps it, so retrying it can parse the page again.
 */
export async function recordCollectOutcome(
  tx: Database,
  itemId: string,
  outcome: { site?: SourceSite; code?: string; productId?: string },
): Promise<void> {
  await tx
    .update(collectItems)
    .set({ ...outcome, payload: null })
    .where(eq(collectItems.id, itemId));
}

/** Another item of the seller that saved this product at or after `since`, if any. */
export async function savedByAnotherItemSince(
  db: Database,
  key: { userId: string; site: SourceSite; code: string },
  exceptItemId: string,
  since: Date,
): Promise<boolean> {
  const [newer] = await db
    .select({ id: collectItems.id })
    .from(collectItems)
    .innerJoin(workItems, eq(workItems.id, collectItems.id))
    .where(
      and(
        eq(collectItems.userId, key.userId),
        eq(collectItems.site, key.site),
        eq(collectItems.code, key.code),
        eq(workItems.state, 'succeeded'),
        ne(collectItems.id, exceptItemId),
        gte(workItems.finishedAt, since),
      ),
    )
    .limit(1);
  return newer != null;
}

export async function collectWorksById(
  db: Database,
  workIds: readonly string[],
): Promise<Map<string, CollectWorkRow>> {
  if (workIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select()
    .from(collectWorks)
    .where(inArray(collectWorks.id, [...workIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the logs show of items: never the captured page, which can be megabytes. */
export async function collectItemsById(
  db: Database,
  itemIds: readonly string[],
): Promise<Map<string, Omit<CollectItemRow, 'payload' | 'userId'>>> {
  if (itemIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      id: collectItems.id,
      input: collectItems.input,
      site: collectItems.site,
      code: collectItems.code,
      productId: collectItems.productId,
    })
    .from(collectItems)
    .where(inArray(collectItems.id, [...itemIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A condition on `works.id`: collect works of this work list. */
export function worksOfSite(site: WorkSite): SQL {
  return sql`${works.id} in (select ${collectWorks.id} from ${collectWorks} where ${collectWorks.site} = ${site})`;
}
