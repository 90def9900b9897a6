import type { ItemState, WorkState } from '@sellerdesk/domain/api';
import type { Database } from '../infra/db/client';
import type { BatchKind } from './kinds';
import { workState, type ItemCounts } from './work-state';
import { countItems, findWork, listItems, listWorks, type WorkRow } from './works.repository';

/** What every kind's work shows in the logs; the kind adds its own columns. */
export type WorkLogBase = ItemCounts & {
  workNumber: number;
  state: WorkState;
  createdAt: string;
  finishedAt: string | null;
};
/** What every kind's item shows in the logs; the kind adds its own columns. */
export type ItemLogBase = {
  id: string;
  position: number;
  state: ItemState;
  reason: string | null;
  attempts: number;
  finishedAt: string | null;
};

async function workLogs<W extends object, I extends object, F>(
  db: Database,
  kind: BatchKind<W, I, F>,
  rows: readonly WorkRow[],
): Promise<(WorkLogBase & W)[]> {
  const [counts, own] = await Promise.all([
    countItems(db, rows),
    kind.workLogs(
      db,
      rows.map((w) => w.id),
    ),
  ]);
  return rows.flatMap((work) => {
    const c = counts.get(work.id);
    const extra = own.get(work.id);
    if (!c || !extra) {
      return [];
    }
    return [
      {
        workNumber: work.workNumber,
        ...extra,
        state: workState(c),
        ...c,
        createdAt: work.createdAt.toISOString(),
        finishedAt: work.finishedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** The seller's works of a kind, newest first, paged (GetCollectLogAll for collection). */
export async function listWorkLogs<W extends object, I extends object, F>(
  db: Database,
  kind: BatchKind<W, I, F>,
  userId: string,
  page: { page: number; maxRow: number },
  filter?: F,
): Promise<{ items: (WorkLogBase & W)[]; total: number }> {
  const condition = filter === undefined ? undefined : kind.workFilter?.(filter);
  const { works, total } = await listWorks(db, userId, kind.kind, page, condition);
  return { items: await workLogs(db, kind, works), total };
}

/** A work of the seller and every item with its outcome (GetDetailLog); undefined when not theirs. */
export async function workDetailLog<W extends object, I extends object, F>(
  db: Database,
  kind: BatchKind<W, I, F>,
  userId: string,
  workNumber: number,
): Promise<{ work: WorkLogBase & W; items: (ItemLogBase & I)[] } | undefined> {
  const work = await findWork(db, userId, kind.kind, workNumber);
  if (!work) {
    return undefined;
  }
  const [[summary], items] = await Promise.all([workLogs(db, kind, [work]), listItems(db, work.id)]);
  if (!summary) {
    return undefined;
  }
  const own = await kind.itemLogs(
    db,
    userId,
    items.map((i) => i.id),
  );
  return {
    work: summary,
    items: items.flatMap((item) => {
      const extra = own.get(item.id);
      return extra
        ? [
            {
              id: item.id,
              position: item.position,
              ...extra,
              state: item.state,
              reason: item.reason,
              attempts: item.attempts,
              finishedAt: item.finishedAt?.toISOString() ?? null,
            },
          ]
        : [];
    }),
  };
}
