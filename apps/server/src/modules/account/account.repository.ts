import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { emailVerifications, users } from '../../infra/db/schema/index';

export type VerificationRow = typeof emailVerifications.$inferSelect;

export async function insertVerification(
  db: Database,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

export async function findVerification(
  db: Database,
  tokenHash: string,
): Promise<VerificationRow | undefined> {
  const [link] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1);
  return link;
}

/** Marks the link used; answers false when another request used it first. */
export async function useVerification(tx: Database, id: string): Promise<boolean> {
  const [used] = await tx
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  return used != null;
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).limit(1);
  return existing != null;
}
