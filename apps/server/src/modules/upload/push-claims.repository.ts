import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { listingPushClaims, workItems } from '../../infra/db/schema/index';

// The push claims of uploads: at most one push of a product to an account in flight, across works,
// workers and processes. A claim row is live while the upload item that took it is still running the
// attempt that took it (`work_items` read only); any other row is stale and may be taken over.

/** A product on an account. */
export type PushKey = { accountId: string; productId: string };

/** The run of an upload item that pushes: the item and its attempt. */
export type PushRun = { itemId: string; attempt: number };

/** Thrown inside the claiming transaction to undo a partial claim. */
class ClaimHeld extends Error {}

/** SQL: the claim row's item is no longer running the attempt that took it. */
const claimIsStale = sql`not exists (
  select 1 from ${workItems}
  where ${workItems.id} = ${listingPushClaims.itemId}
    and ${workItems.state} = 'running'
    and ${workItems.attempts} = ${listingPushClaims.attempt})`;

/**
 * Takes the claims of every key for this run, all or none, in one short transaction: a free key is
 * inserted, a stale claim is taken over, a live one of another run keeps its holder. Keys are taken in
 * one order, so two runs claiming the same keys wait for each other instead of deadlocking. Answers
 * whether this run holds them all now.
 */
export async function claimListingPushes(
  db: Database,
  run: PushRun,
  keys: readonly PushKey[],
): Promise<boolean> {
  const rows = [...keys]
    .sort((a, b) => a.accountId.localeCompare(b.accountId) || a.productId.localeCompare(b.productId))
    .map((key) => ({ ...key, itemId: run.itemId, attempt: run.attempt }));
  try {
    await db.transaction(async (tx) => {
      const taken = await tx
        .insert(listingPushClaims)
        .values(rows)
        .onConflictDoUpdate({
          target: [listingPushClaims.accountId, listingPushClaims.productId],
          set: { itemId: run.itemId, attempt: run.attempt, claimedAt: sql`now()` },
          setWhere: claimIsStale,
        })
        .returning({ accountId: listingPushClaims.accountId });
      if (taken.length < rows.length) {
        throw new ClaimHeld();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof ClaimHeld) {
      return false;
    }
    throw error;
  }
}

/** Drops this run's claims (in the transaction that saves the listing, or after a failed push). */
export async function releaseListingPushes(db: Database, run: PushRun): Promise<void> {
  await db
    .delete(listingPushClaims)
    .where(and(eq(listingPushClaims.itemId, run.itemId), eq(listingPushClaims.attempt, run.attempt)));
}
