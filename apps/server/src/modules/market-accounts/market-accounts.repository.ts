import type { Market } from '@sellerdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { marketAccounts, type StoredLoginCheck } from '../../infra/db/schema/index';

export type MarketAccountRow = typeof marketAccounts.$inferSelect;

/** Every query is scoped by the owner: another seller's account id finds nothing. */
export async function listMarketAccounts(
  db: Database,
  userId: string,
  market?: Market,
): Promise<MarketAccountRow[]> {
  return db
    .select()
    .from(marketAccounts)
    .where(
      market
        ? and(eq(marketAccounts.userId, userId), eq(marketAccounts.market, market))
        : eq(marketAccounts.userId, userId),
    )
    .orderBy(asc(marketAccounts.market), asc(marketAccounts.createdAt), asc(marketAccounts.id));
}

export async function findMarketAccount(
  db: Database,
  userId: string,
  market: Market,
  id: string,
): Promise<MarketAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(marketAccounts)
    .where(
      and(eq(marketAccounts.id, id), eq(marketAccounts.userId, userId), eq(marketAccounts.market, market)),
    );
  return row;
}

export async function findMarketAccountById(
  db: Database,
  userId: string,
  id: string,
): Promise<MarketAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(marketAccounts)
    .where(and(eq(marketAccounts.id, id), eq(marketAccounts.userId, userId)));
  return row;
}

/** Null when the seller already has an account of that label at the market (the unique index). */
export async function insertMarketAccount(
  db: Database,
  row: {
    userId: string;
    market: Market;
    label: string;
    settings: Record<string, string>;
    encryptedSecrets: string;
  },
): Promise<MarketAccountRow | null> {
  const [saved] = await db.insert(marketAccounts).values(row).onConflictDoNothing().returning();
  return saved ?? null;
}

/** Replaces label and settings; a changed key makes the last check stale, so it is cleared. */
export async function updateMarketAccount(
  db: Database,
  key: { userId: string; market: Market; id: string },
  values: { label: string; settings: Record<string, string>; encryptedSecrets: string; keepCheck: boolean },
): Promise<MarketAccountRow | undefined> {
  const [saved] = await db
    .update(marketAccounts)
    .set({
      label: values.label,
      settings: values.settings,
      encryptedSecrets: values.encryptedSecrets,
      ...(values.keepCheck ? {} : { lastCheck: null, lastCheckedAt: null }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(marketAccounts.id, key.id),
        eq(marketAccounts.userId, key.userId),
        eq(marketAccounts.market, key.market),
      ),
    )
    .returning();
  return saved;
}

export async function saveLoginCheck(
  db: Database,
  key: { userId: string; id: string },
  check: StoredLoginCheck,
  checkedAt: Date,
): Promise<void> {
  await db
    .update(marketAccounts)
    .set({ lastCheck: check, lastCheckedAt: checkedAt })
    .where(and(eq(marketAccounts.id, key.id), eq(marketAccounts.userId, key.userId)));
}

/** True when a row of the seller's was deleted. */
export async function deleteMarketAccount(
  db: Database,
  userId: string,
  market: Market,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(marketAccounts)
    .where(
      and(eq(marketAccounts.id, id), eq(marketAccounts.userId, userId), eq(marketAccounts.market, market)),
    )
    .returning({ id: marketAccounts.id });
  return deleted.length > 0;
}
