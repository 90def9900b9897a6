import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { naverKeywordCredentials } from '../../infra/db/schema/index';

export type KeywordCredentialsRow = typeof naverKeywordCredentials.$inferSelect;

export async function findKeywordCredentials(
  db: Database,
  userId: string,
): Promise<KeywordCredentialsRow | undefined> {
  const [row] = await db
    .select()
    .from(naverKeywordCredentials)
    .where(eq(naverKeywordCredentials.userId, userId));
  return row;
}

/** Stores the seller's credentials (the secret already encrypted), replacing the previous ones. */
export async function upsertKeywordCredentials(
  db: Database,
  row: { userId: string; customerId: string; accessLicense: string; encryptedSecretKey: string },
): Promise<KeywordCredentialsRow> {
  const [saved] = await db
    .insert(naverKeywordCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: naverKeywordCredentials.userId,
      set: {
        customerId: row.customerId,
        accessLicense: row.accessLicense,
        encryptedSecretKey: row.encryptedSecretKey,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!saved) {
    throw new Error('keyword credentials upsert returned nothing');
  }
  return saved;
}
