import type { Market } from '@sellerdesk/domain';
import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { listings, marketAccounts, products, type StoredListingState } from '../../infra/db/schema/index';

// The queries of the listings' images screen: the seller's listings on the markets with their product's
// images, and the listing row after a re-push (the rows are the upload module's; read and stamped here).

const onMarket = and(isNotNull(listings.marketProductId), notInArray(listings.state, ['deleted', 'failed']));

const columns = {
  listingId: listings.id,
  productId: listings.productId,
  accountId: listings.accountId,
  title: products.title,
  market: listings.market,
  accountLabel: marketAccounts.label,
  state: listings.state,
  marketProductId: listings.marketProductId,
  channelProductId: listings.channelProductId,
  url: listings.url,
  image: sql<string[]>`coalesce(${products.detail} -> 'image', '[]'::jsonb)`,
  detailPageHtml: products.detailHtml,
  pushedImages: listings.pushedImages,
};

export type ListingImagesRowData = {
  listingId: string;
  productId: string;
  accountId: string;
  title: string;
  market: Market;
  accountLabel: string;
  state: StoredListingState;
  marketProductId: string | null;
  channelProductId: string | null;
  url: string | null;
  image: string[];
  detailPageHtml: string;
  /** What the listing last pushed; null on listings pushed before it was kept. */
  pushedImages: { main: string[]; detail: string[] } | null;
};

function likeEscaped(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of the seller's listings on the markets, newest first, optionally those using one image. */
export async function listingImagesPage(
  db: Database,
  userId: string,
  query: { page: number; maxRow: number; market?: Market; keyword: string; image?: string },
): Promise<{ rows: ListingImagesRowData[]; total: number }> {
  const where = and(
    eq(listings.userId, userId),
    onMarket,
    eq(products.userId, userId),
    sql`${products.deletedAt} is null`,
    query.market ? eq(listings.market, query.market) : undefined,
    query.keyword ? sql`${products.title} ilike ${likeEscaped(query.keyword)}` : undefined,
    query.image
      ? sql`(${products.detail} -> 'image' ? ${query.image} or ${products.detailHtml} like ${likeEscaped(query.image)}
          or ${listings.pushedImages} -> 'main' ? ${query.image} or ${listings.pushedImages} -> 'detail' ? ${query.image})`
      : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(where);
  const rows = await db
    .select(columns)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(marketAccounts, eq(marketAccounts.id, listings.accountId))
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(query.maxRow)
    .offset((query.page - 1) * query.maxRow);
  return { rows: rows as ListingImagesRowData[], total: count?.n ?? 0 };
}

/** One listing of the seller on a market, with its product's images; another seller's is not found. */
export async function ownedListingImages(
  db: Database,
  userId: string,
  listingId: string,
): Promise<ListingImagesRowData | undefined> {
  const [row] = await db
    .select(columns)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(marketAccounts, eq(marketAccounts.id, listings.accountId))
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.userId, userId),
        eq(products.userId, userId),
        sql`${products.deletedAt} is null`,
        onMarket,
      ),
    );
  return row as ListingImagesRowData | undefined;
}

/** The listing after a successful re-push: the market's state and address, the version and images pushed. */
export async function saveRepushedListing(
  tx: Database,
  userId: string,
  listingId: string,
  pushed: {
    state: StoredListingState;
    url: string | null;
    pushedVersion: string;
    pushedImages: { main: string[]; detail: string[] };
  },
): Promise<void> {
  const now = new Date();
  await tx
    .update(listings)
    .set({
      state: pushed.state,
      ...(pushed.url ? { url: pushed.url } : {}),
      pushedVersion: pushed.pushedVersion,
      pushedImages: pushed.pushedImages,
      pushedAt: now,
      lastError: null,
      updatedAt: now,
    })
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)));
}
