import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * What a transaction lock guards. Each scope is its own key space, so a seller saving filter words never
 * waits for the same seller creating a work.
 */
const LOCK_SCOPES = {
  /** A seller's filter words (the per-mode cap). */
  collectFilters: 1,
  /** A seller's products plus pending items (the collection limit). */
  collectionLimit: 2,
  /** One product of a seller, `<user>:<site>:<code>` (saved by exactly one item at a time). */
  product: 3,
  /** A market's cached category tree (replaced whole by one refresh at a time). */
  marketCategories: 4,
  /** A seller's source sync (one running at a time; one scheduled run per slot). */
  sourceSync: 5,
} as const;

export type LockScope = keyof typeof LOCK_SCOPES;

/**
 * Holds a lock on `key` within `scope` until the transaction `tx` ends (`pg_advisory_xact_lock`), so a
 * check and the write it allows happen as one step: a second transaction asking for the same key waits
 * for the first to commit and then sees its rows. Keys are hashed to 32 bits; a collision only makes two
 * unrelated transactions wait for each other.
 */
export async function lockForTransaction(tx: Database, scope: LockScope, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SCOPES[scope]}::int4, hashtext(${key}))`);
}
