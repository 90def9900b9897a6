import type { CollectSummaryResponse, WorkItemLog, WorkState, WorkSummary } from '@sellerdesk/domain/api';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collectItems, collectWorks, products, users } from '../../db/schema/index';

type Counts = {
  total: number;
  queued: number;
  running: number;
  succeeded: number;
  failed: number;
  skipped: number;
};

/** A work's state follows from its items' states, so it can never disagree with them. */
export function workState(counts: Counts): WorkState {
  if (counts.queued + counts.running === 0) {
    return counts.failed > 0 ? 'done_with_errors' : 'done';
  }
  if (counts.running > 0 || counts.succeeded + counts.failed + counts.skipped > 0) {
    return 'running';
  }
  return 'queued';
}

const itemCounts = {
  queued: sql<number>`count(*) filter (where ${collectItems.state} = 'queued')::int`,
  running: sql<number>`count(*) filter (where ${collectItems.state} = 'running')::int`,
  succeeded: sql<number>`count(*) filter (where ${collectItems.state} = 'succeeded')::int`,
  failed: sql<number>`count(*) filter (where ${collectItems.state} = 'failed')::int`,
  skipped: sql<number>`count(*) filter (where ${collectItems.state} = 'skipped')::int`,
};

async function summarize(db: Database, works: (typeof collectWorks.$inferSelect)[]): Promise<WorkSummary[]> {
  if (works.length === 0) {
    return [];
  }
  const rows = await db
    .select({ workId: collectItems.workId, ...itemCounts })
    .from(collectItems)
    .where(
      inArray(
        collectItems.workId,
        works.map((w) => w.id),
      ),
    )
    .groupBy(collectItems.workId);
  const byWork = new Map(rows.map((r) => [r.workId, r]));
  return works.map((work) => {
    const c = byWork.get(work.id) ?? { queued: 0, running: 0, succeeded: 0, failed: 0, skipped: 0 };
    const counts = {
      total: work.total,
      queued: c.queued,
      running: c.running,
      succeeded: c.succeeded,
      failed: c.failed,
      skipped: c.skipped,
    };
    return {
      workNumber: work.workNumber,
      site: work.site,
      via: work.via,
      groupName: work.groupName,
      memo: work.memo,
      state: workState(counts),
      ...counts,
      createdAt: work.createdAt.toISOString(),
      finishedAt: work.finishedAt?.toISOString() ?? null,
    };
  });
}

/** GetCollectLogAll: the caller's works, newest first, paged. */
export async function listWorks(
  db: Database,
  userId: string,
  query: { page: number; maxRow: number; site?: WorkSummary['site'] },
): Promise<{ items: WorkSummary[]; total: number }> {
  const where = and(
    eq(collectWorks.userId, userId),
    query.site ? eq(collectWorks.site, query.site) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(collectWorks).where(where);
  const works = await db
    .select()
    .from(collectWorks)
    .where(where)
    .orderBy(desc(collectWorks.createdAt), desc(collectWorks.workNumber))
    .limit(query.maxRow)
    .offset((query.page - 1) * query.maxRow);
  return { items: await summarize(db, works), total: totalRow?.total ?? 0 };
}

export async function findWork(db: Database, userId: string, workNumber: number) {
  const [work] = await db
    .select()
    .from(collectWorks)
    .where(and(eq(collectWorks.userId, userId), eq(collectWorks.workNumber, workNumber)));
  return work;
}

/** GetDetailLog: a work and every item with its outcome. */
export async function getWorkDetail(
  db: Database,
  userId: string,
  workNumber: number,
): Promise<{ work: WorkSummary; items: WorkItemLog[] } | undefined> {
  const work = await findWork(db, userId, workNumber);
  if (!work) {
    return undefined;
  }
  const [summary] = await summarize(db, [work]);
  const items = await db
    .select({
      id: collectItems.id,
      position: collectItems.position,
      input: collectItems.input,
      site: collectItems.site,
      code: collectItems.code,
      state: collectItems.state,
      reason: collectItems.reason,
      attempts: collectItems.attempts,
      productId: collectItems.productId,
      title: products.title,
      finishedAt: collectItems.finishedAt,
    })
    .from(collectItems)
    .leftJoin(products, and(eq(products.id, collectItems.productId), isNull(products.deletedAt)))
    .where(eq(collectItems.workId, work.id))
    .orderBy(asc(collectItems.position));
  return {
    work: summary as WorkSummary,
    items: items.map((i) => ({ ...i, finishedAt: i.finishedAt?.toISOString() ?? null })),
  };
}

/** GetUserCollectSummary. */
export async function collectSummary(db: Database, userId: string): Promise<CollectSummaryResponse> {
  const now = new Date();
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const startOfMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  const live = and(eq(products.userId, userId), isNull(products.deletedAt));
  const [totals] = await db
    .select({
      products: count(),
      today: sql<number>`count(*) filter (where ${products.createdAt} >= ${startOfDay})::int`,
      thisMonth: sql<number>`count(*) filter (where ${products.createdAt} >= ${startOfMonth})::int`,
      soldOut: sql<number>`count(*) filter (where ${products.soldOut})::int`,
    })
    .from(products)
    .where(live);
  const bySiteRows = await db
    .select({ site: products.site, n: count() })
    .from(products)
    .where(live)
    .groupBy(products.site);
  const [items] = await db
    .select({
      failedToday: sql<number>`count(*) filter (where ${collectItems.state} = 'failed' and ${collectItems.finishedAt} >= ${startOfDay})::int`,
      inProgress: sql<number>`count(*) filter (where ${collectItems.state} in ('queued', 'running'))::int`,
    })
    .from(collectItems)
    .where(eq(collectItems.userId, userId));
  const [user] = await db.select({ limit: users.collectionLimit }).from(users).where(eq(users.id, userId));
  return {
    products: totals?.products ?? 0,
    today: totals?.today ?? 0,
    thisMonth: totals?.thisMonth ?? 0,
    bySite: Object.fromEntries(bySiteRows.map((r) => [r.site, r.n])),
    soldOut: totals?.soldOut ?? 0,
    failedToday: items?.failedToday ?? 0,
    inProgress: items?.inProgress ?? 0,
    collectionLimit: user?.limit ?? null,
  };
}
