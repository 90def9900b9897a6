import type { Market } from '@sellerdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { marketTemplates } from '../../infra/db/schema/index';

export type MarketTemplateRow = typeof marketTemplates.$inferSelect;

/** Every query is scoped by the owner: another seller's template name finds nothing. */
export async function findTemplate(
  db: Database,
  userId: string,
  market: Market,
  name: string,
): Promise<MarketTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(marketTemplates)
    .where(
      and(
        eq(marketTemplates.userId, userId),
        eq(marketTemplates.market, market),
        eq(marketTemplates.name, name),
      ),
    );
  return row;
}

export async function listTemplates(db: Database, userId: string): Promise<MarketTemplateRow[]> {
  return db
    .select()
    .from(marketTemplates)
    .where(eq(marketTemplates.userId, userId))
    .orderBy(asc(marketTemplates.market), asc(marketTemplates.name));
}

/** Inserts or replaces the seller's template of that market and name (one statement: no race). */
export async function saveTemplate(
  db: Database,
  values: {
    userId: string;
    market: Market;
    name: string;
    accountId: string;
    settings: Record<string, unknown>;
  },
): Promise<MarketTemplateRow> {
  const [row] = await db
    .insert(marketTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [marketTemplates.userId, marketTemplates.market, marketTemplates.name],
      set: { accountId: values.accountId, settings: values.settings, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteTemplate(db: Database, userId: string, market: Market, name: string) {
  const rows = await db
    .delete(marketTemplates)
    .where(
      and(
        eq(marketTemplates.userId, userId),
        eq(marketTemplates.market, market),
        eq(marketTemplates.name, name),
      ),
    )
    .returning({ id: marketTemplates.id });
  return rows.length > 0;
}
