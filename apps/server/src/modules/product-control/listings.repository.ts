import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { listings, type StoredListingState } from '../../infra/db/schema/index';

// The listing rows product control reads and writes: one listing of the seller, and what the market holds
// after a change or a refresh. (The upload module writes the same rows when it pushes a product; the
// list and the works' own rows are in product-control.repository.ts.)

export type ListingRow = typeof listings.$inferSelect;

/** The seller's listing by id; another seller's is not found. */
export async function ownedListing(
  db: Database,
  userId: string,
  listingId: string,
): Promise<ListingRow | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)));
  return row;
}

/** What the market holds now, as far as a change or a refresh learned it. */
export type ListingMarketState = {
  state?: StoredListingState;
  title?: string;
  salePrice?: number | null;
  stock?: number | null;
  url?: string | null;
  /** The market answered with the listing (a refresh or a change that succeeded). */
  seen?: boolean;
  /** The market was asked (a refresh). */
  synced?: boolean;
  /** The product version a whole re-push sent, and the product's images it sent. */
  pushedVersion?: string;
  pushedImages?: { main: string[]; detail: string[] };
};

/** Stores what the market holds after a successful call; the last error is cleared. */
export async function saveListingMarketState(
  db: Database,
  userId: string,
  listingId: string,
  patch: ListingMarketState,
): Promise<ListingRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(listings)
    .set({
      ...(patch.state ? { state: patch.state } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.salePrice !== undefined ? { salePrice: patch.salePrice } : {}),
      ...(patch.stock !== undefined ? { stock: patch.stock } : {}),
      ...(patch.url !== undefined && patch.url !== null ? { url: patch.url } : {}),
      ...(patch.seen ? { lastSeenAt: now } : {}),
      ...(patch.synced ? { syncedAt: now } : {}),
      ...(patch.pushedVersion ? { pushedVersion: patch.pushedVersion, pushedAt: now } : {}),
      ...(patch.pushedImages ? { pushedImages: patch.pushedImages } : {}),
      lastError: null,
      updatedAt: now,
    })
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)))
    .returning();
  return row;
}

/** The market no longer has the listing (deleted there): kept, shown as 삭제됨. */
export async function markListingDeleted(db: Database, userId: string, listingId: string): Promise<void> {
  const now = new Date();
  await db
    .update(listings)
    .set({ state: 'deleted', syncedAt: now, updatedAt: now })
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)));
}

/** A change or refresh the market refused for good: its Korean reason shows on the row. */
export async function recordListingError(
  db: Database,
  userId: string,
  listingId: string,
  reason: string,
): Promise<void> {
  await db
    .update(listings)
    .set({ lastError: reason.slice(0, 1000), updatedAt: sql`now()` })
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)));
}
