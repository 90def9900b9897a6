import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { detailPageItems, sourceImages } from '../../infra/db/schema/index';

/** What became of a seller's source image: its store key, or null when it was dropped as decorative. */
export type SourceImageRow = { url: string; key: string | null };

export async function findSourceImages(
  db: Database,
  userId: string,
  urls: readonly string[],
): Promise<Map<string, string | null>> {
  if (urls.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ url: sourceImages.url, key: sourceImages.key })
    .from(sourceImages)
    .where(and(eq(sourceImages.userId, userId), inArray(sourceImages.url, [...urls])));
  return new Map(rows.map((row) => [row.url, row.key]));
}

/** Remembers a source image's outcome; a later outcome of the same address replaces it. */
export async function recordSourceImage(
  db: Database,
  userId: string,
  image: { url: string; key: string | null; width: number; height: number },
): Promise<void> {
  await db
    .insert(sourceImages)
    .values({ userId, ...image })
    .onConflictDoUpdate({
      target: [sourceImages.userId, sourceImages.url],
      set: { key: image.key, width: image.width, height: image.height },
    });
}

export async function insertDetailPageItems(
  tx: Database,
  userId: string,
  items: readonly { id: string; productId: string }[],
): Promise<void> {
  if (items.length > 0) {
    await tx.insert(detailPageItems).values(items.map((item) => ({ ...item, userId })));
  }
}

export async function detailPageItem(db: Database, itemId: string) {
  const [row] = await db.select().from(detailPageItems).where(eq(detailPageItems.id, itemId));
  return row;
}

export async function detailPageItemsById(
  db: Database,
  itemIds: readonly string[],
): Promise<Map<string, { productId: string }>> {
  if (itemIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: detailPageItems.id, productId: detailPageItems.productId })
    .from(detailPageItems)
    .where(inArray(detailPageItems.id, [...itemIds]));
  return new Map(rows.map((row) => [row.id, { productId: row.productId }]));
}
