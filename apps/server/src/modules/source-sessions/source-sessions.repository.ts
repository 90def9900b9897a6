import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { sourceSessions } from '../../infra/db/schema/index';

export type SourceSessionRow = typeof sourceSessions.$inferSelect;
type Site = SourceSessionRow['site'];

export async function deleteSourceSession(db: Database, userId: string, site: Site): Promise<void> {
  await db
    .delete(sourceSessions)
    .where(and(eq(sourceSessions.userId, userId), eq(sourceSessions.site, site)));
}

/** Stores the (already encrypted) cookie, replacing the seller's previous one for the site. */
export async function upsertSourceSession(
  db: Database,
  row: { userId: string; site: Site; encryptedCookie: string; loggedIn: boolean },
): Promise<SourceSessionRow | undefined> {
  const [saved] = await db
    .insert(sourceSessions)
    .values(row)
    .onConflictDoUpdate({
      target: [sourceSessions.userId, sourceSessions.site],
      set: { encryptedCookie: row.encryptedCookie, loggedIn: row.loggedIn, updatedAt: new Date() },
    })
    .returning();
  return saved;
}

export async function findSourceSession(
  db: Database,
  userId: string,
  site: Site,
): Promise<SourceSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sourceSessions)
    .where(and(eq(sourceSessions.userId, userId), eq(sourceSessions.site, site)));
  return row;
}
