import type { Market } from '@sellerdesk/domain';
import type { MarketCategory } from '@sellerdesk/markets';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { lockForTransaction } from '../../infra/db/locks';
import {
  categoryMappings,
  marketCategories,
  marketCategorySets,
  userCategories,
} from '../../infra/db/schema/index';

export type MarketCategoryRow = typeof marketCategories.$inferSelect;
export type UserCategoryRow = typeof userCategories.$inferSelect;
export type CategoryMappingRow = typeof categoryMappings.$inferSelect;

const INSERT_BATCH = 1_000;

/**
 * Replaces the cached tree of markets sharing one (G마켓 and 옥션) in one transaction: readers see the
 * old trees or the new ones.
 */
export async function replaceMarketCategories(
  db: Database,
  markets: readonly Market[],
  categories: readonly MarketCategory[],
  refreshedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const market of [...markets].sort()) {
      await replaceOne(tx, market, categories, refreshedAt);
    }
  });
}

async function replaceOne(
  tx: Database,
  market: Market,
  categories: readonly MarketCategory[],
  refreshedAt: Date,
): Promise<void> {
  await lockForTransaction(tx, 'marketCategories', market);
  await tx.delete(marketCategories).where(eq(marketCategories.market, market));
  for (let start = 0; start < categories.length; start += INSERT_BATCH) {
    await tx
      .insert(marketCategories)
      .values(
        categories.slice(start, start + INSERT_BATCH).map((category) => ({
          market,
          categoryId: category.id,
          name: category.name,
          path: category.path,
          parentId: category.parentId,
          isLeaf: category.isLeaf,
          depth: category.path.length,
          search: category.path.join(' > ').toLowerCase(),
        })),
      )
      // A market answering one id twice keeps the first.
      .onConflictDoNothing();
  }
  await tx
    .insert(marketCategorySets)
    .values({ market, count: categories.length, refreshedAt })
    .onConflictDoUpdate({
      target: marketCategorySets.market,
      set: { count: categories.length, refreshedAt },
    });
}

export async function findCategorySet(db: Database, market: Market) {
  const [row] = await db.select().from(marketCategorySets).where(eq(marketCategorySets.market, market));
  return row;
}

export async function findCategory(
  db: Database,
  market: Market,
  categoryId: string,
): Promise<MarketCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(marketCategories)
    .where(and(eq(marketCategories.market, market), eq(marketCategories.categoryId, categoryId)));
  return row;
}

/** The whole cached tree of a market (for suggestions). */
export async function allCategories(db: Database, market: Market): Promise<MarketCategoryRow[]> {
  return db.select().from(marketCategories).where(eq(marketCategories.market, market));
}

// The seller's categories and mappings: every query scoped by the owner.

export async function listUserCategories(db: Database, userId: string): Promise<UserCategoryRow[]> {
  return db
    .select()
    .from(userCategories)
    .where(eq(userCategories.userId, userId))
    .orderBy(asc(userCategories.createdAt), asc(userCategories.id));
}

export async function findUserCategory(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(userCategories)
    .where(and(eq(userCategories.userId, userId), eq(userCategories.id, id)));
  return row;
}

export async function findUserCategoryByCategory(db: Database, userId: string, categoryId: string) {
  const [row] = await db
    .select()
    .from(userCategories)
    .where(and(eq(userCategories.userId, userId), eq(userCategories.categoryId, categoryId)));
  return row;
}

type UserCategoryValues = Omit<
  typeof userCategories.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** Null when the seller already has this category (the unique key decides, no race). */
export async function insertUserCategory(db: Database, userId: string, values: UserCategoryValues) {
  const [row] = await db
    .insert(userCategories)
    .values({ userId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateUserCategory(
  db: Database,
  userId: string,
  id: string,
  values: UserCategoryValues,
) {
  const [row] = await db
    .update(userCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(userCategories.userId, userId), eq(userCategories.id, id)))
    .returning();
  return row;
}

export async function deleteUserCategory(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userCategories)
    .where(and(eq(userCategories.userId, userId), eq(userCategories.id, id)))
    .returning({ id: userCategories.id });
  return rows.length > 0;
}

export async function listMappings(db: Database, userId: string): Promise<CategoryMappingRow[]> {
  return db
    .select()
    .from(categoryMappings)
    .where(eq(categoryMappings.userId, userId))
    .orderBy(asc(categoryMappings.market));
}

export async function findMapping(db: Database, userId: string, fromCategoryId: string, market: Market) {
  const [row] = await db
    .select()
    .from(categoryMappings)
    .where(
      and(
        eq(categoryMappings.userId, userId),
        eq(categoryMappings.fromCategoryId, fromCategoryId),
        eq(categoryMappings.market, market),
      ),
    );
  return row;
}

export async function saveMapping(
  db: Database,
  values: { userId: string; fromCategoryId: string; market: Market; categoryId: string; path: string[] },
): Promise<CategoryMappingRow> {
  const [row] = await db
    .insert(categoryMappings)
    .values(values)
    .onConflictDoUpdate({
      target: [categoryMappings.userId, categoryMappings.fromCategoryId, categoryMappings.market],
      set: { categoryId: values.categoryId, path: values.path, confirmedAt: sql`now()` },
    })
    .returning();
  return row!;
}
