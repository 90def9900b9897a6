import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { loginLogs, refreshTokens, users } from '../../infra/db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * The columns the per-request token check needs, nothing more, and whether the token's session (its
 * refresh-token family) is still live and the user's own — one indexed query, so logout and revocation
 * take effect at once in every server process, and a session id never vouches for another user.
 */
export async function findSessionUser(db: Database, userId: string, sessionId: string | undefined) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      plan: users.plan,
      tokenVersion: users.tokenVersion,
      suspendedAt: users.suspendedAt,
      sessionLive: sessionId
        ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.userId} = ${userId} and ${refreshTokens.revokedAt} is null)`
        : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Inserts a user; answers undefined when the username is taken (unique index), so callers need no catch. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.username })
    .returning();
  return row;
}

export async function updateUser(db: Database, userId: string, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Invalidates every access token of the user and revokes all refresh tokens. */
export async function invalidateSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertRefreshToken(
  db: Database,
  row: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Marks a live refresh token as rotated and answers it. Done in one UPDATE so two concurrent refreshes
 * with the same token cannot both succeed.
 */
export async function claimRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeTokenFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function recordLogin(db: Database, row: typeof loginLogs.$inferInsert): Promise<void> {
  await db.insert(loginLogs).values(row);
}

/** The seller's collection limit (live products + pending items), or null for none. */
export async function collectionLimitOf(db: Database, userId: string): Promise<number | null> {
  const [user] = await db.select({ limit: users.collectionLimit }).from(users).where(eq(users.id, userId));
  return user?.limit ?? null;
}
