import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { appSettings } from '../../infra/db/schema/index';

/**
 * Reads an instance-wide value, creating it with `generate` on first use. Concurrent starters agree on
 * one value: the first insert wins and everyone reads it back.
 */
export async function getOrCreateSetting(db: Database, key: string, generate: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) {
    throw new Error(`app setting ${key} missing after insert`);
  }
  return row.value;
}

/** The JWT signing secret: JWT_SECRET when set, otherwise one generated per installation and kept in the DB. */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<Uint8Array> {
  const secret =
    configured ??
    (await getOrCreateSetting(db, 'jwt_secret', () => crypto.randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(secret);
}
