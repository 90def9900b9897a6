import type { DetailHtmlModel } from '@sellerdesk/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { detailPageConfigs } from '../../infra/db/schema/index';

export async function findDetailPageConfig(db: Database, userId: string) {
  const [row] = await db.select().from(detailPageConfigs).where(eq(detailPageConfigs.userId, userId));
  return row;
}

/** One row per seller: inserted on the first save, replaced in place after. */
export async function saveDetailPageConfig(db: Database, userId: string, model: DetailHtmlModel) {
  const [row] = await db
    .insert(detailPageConfigs)
    .values({ userId, ...model })
    .onConflictDoUpdate({ target: detailPageConfigs.userId, set: { ...model, updatedAt: new Date() } })
    .returning();
  return row!;
}
