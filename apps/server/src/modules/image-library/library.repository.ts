import { IMAGE_STORE_PATH, type ImageLibraryType } from '@sellerdesk/domain';
import type { ImageUsageDay, LibraryImage } from '@sellerdesk/domain/api';
import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { libraryImages, products } from '../../infra/db/schema/index';

export type LibraryImageRow = typeof libraryImages.$inferSelect;
export type NewLibraryImage = Omit<typeof libraryImages.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** The usage chart's days are Korean calendar days. */
const CHART_TIME_ZONE = 'Asia/Seoul';

/** The public address of a stored image (the same form collection writes into products). */
export const imageUrlOf = (key: string) => `${IMAGE_STORE_PATH}${key}`;

export function toLibraryImage(row: LibraryImageRow): LibraryImage {
  return {
    id: row.id,
    type: row.type,
    url: imageUrlOf(row.key),
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records the seller's images in one transaction. A picture the seller already holds under the same type
 * keeps its row (uploading it again is not new usage).
 */
export async function insertImages(
  db: Database,
  userId: string,
  images: readonly NewLibraryImage[],
): Promise<LibraryImageRow[]> {
  return db.transaction(async (tx) => {
    const rows: LibraryImageRow[] = [];
    for (const image of images) {
      await tx
        .insert(libraryImages)
        .values({ ...image, userId })
        .onConflictDoNothing({ target: [libraryImages.userId, libraryImages.type, libraryImages.hash] });
      const [row] = await tx
        .select()
        .from(libraryImages)
        .where(
          and(
            eq(libraryImages.userId, userId),
            eq(libraryImages.type, image.type),
            eq(libraryImages.hash, image.hash),
          ),
        );
      if (!row) {
        throw new Error('library image row vanished inside its transaction');
      }
      rows.push(row);
    }
    return rows;
  });
}

export async function listImages(
  db: Database,
  userId: string,
  query: { type?: ImageLibraryType; page: number; maxRow: number },
): Promise<{ items: LibraryImageRow[]; total: number }> {
  const where = and(
    eq(libraryImages.userId, userId),
    query.type ? eq(libraryImages.type, query.type) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(libraryImages)
      .where(where)
      .orderBy(desc(libraryImages.createdAt), desc(libraryImages.id))
      .limit(query.maxRow)
      .offset((query.page - 1) * query.maxRow),
    db.select({ total: count() }).from(libraryImages).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** Deletes the seller's images of one type; answers what was removed (only the seller's own rows). */
export async function deleteImagesOfType(
  db: Database,
  userId: string,
  type: ImageLibraryType,
): Promise<Pick<LibraryImageRow, 'hash' | 'key' | 'bytes'>[]> {
  return db
    .delete(libraryImages)
    .where(and(eq(libraryImages.userId, userId), eq(libraryImages.type, type)))
    .returning({ hash: libraryImages.hash, key: libraryImages.key, bytes: libraryImages.bytes });
}

/**
 * Of these hashes, the ones still in use: held by any seller's library, or written into any product (the
 * editor puts uploaded images into detail HTML; collected images are referenced the same way). Only the
 * others may leave the content-addressed store.
 */
export async function hashesInUse(db: Database, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) {
    return new Set();
  }
  const held = await db
    .selectDistinct({ hash: libraryImages.hash })
    .from(libraryImages)
    .where(inArray(libraryImages.hash, [...hashes]));
  const inUse = new Set(held.map((row) => row.hash));
  const rest = hashes.filter((hash) => !inUse.has(hash));
  if (rest.length > 0) {
    // Hashes are hex, so they need no LIKE escaping. One pass over the products for all of them.
    // The model and its detail page (its own column) as one text.
    const text = sql`${products.detail}::text || ${products.detailHtml}`;
    const mentions = rest.map((hash) => sql`${text} like ${`%${hash}%`}`);
    const mentioned = await db
      .select({ text: sql<string>`${text}` })
      .from(products)
      .where(sql.join(mentions, sql` or `));
    for (const { text } of mentioned) {
      for (const hash of rest) {
        if (text.includes(hash)) {
          inUse.add(hash);
        }
      }
    }
  }
  return inUse;
}

export async function usageByType(
  db: Database,
  userId: string,
): Promise<{ type: ImageLibraryType; count: number; bytes: number }[]> {
  const rows = await db
    .select({ type: libraryImages.type, count: count(), bytes: sum(libraryImages.bytes).mapWith(Number) })
    .from(libraryImages)
    .where(eq(libraryImages.userId, userId))
    .groupBy(libraryImages.type);
  return rows.map((row) => ({ type: row.type, count: row.count, bytes: row.bytes || 0 }));
}

/** `YYYY-MM-DD` of an instant in the chart's time zone. */
export function chartDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CHART_TIME_ZONE }).format(at);
}

/**
 * The last `days` Korean days up to `now`: per day what the seller uploaded (of the images still held)
 * and the library's size at the end of the day. Days without uploads are in the series too.
 */
export async function usageByDay(
  db: Database,
  userId: string,
  days: number,
  now = new Date(),
): Promise<ImageUsageDay[]> {
  const dates: string[] = [];
  for (let back = days - 1; back >= 0; back--) {
    dates.push(chartDay(new Date(now.getTime() - back * 86_400_000)));
  }
  const first = dates[0]!;
  // The zone is a constant written into the SQL: the grouped expression must be the same text in
  // select and group by, which two bound parameters are not.
  const zone = sql.raw(`'${CHART_TIME_ZONE}'`);
  const start = sql`(${first}::date::timestamp at time zone ${zone})`;
  const owned = eq(libraryImages.userId, userId);
  const day = sql<string>`to_char(${libraryImages.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const [[before], perDay] = await Promise.all([
    db
      .select({ bytes: sum(libraryImages.bytes).mapWith(Number) })
      .from(libraryImages)
      .where(and(owned, lt(libraryImages.createdAt, start))),
    db
      .select({ day, count: count(), bytes: sum(libraryImages.bytes).mapWith(Number) })
      .from(libraryImages)
      .where(and(owned, gte(libraryImages.createdAt, start)))
      .groupBy(day),
  ]);
  const uploads = new Map(perDay.map((row) => [row.day, row]));
  let total = before?.bytes || 0;
  return dates.map((date) => {
    const uploaded = uploads.get(date);
    total += uploaded?.bytes || 0;
    return {
      date,
      uploadedCount: uploaded?.count ?? 0,
      uploadedBytes: uploaded?.bytes || 0,
      totalBytes: total,
    };
  });
}

/** Of these image addresses, the ones that name an image of the seller's own library (any type). */
export async function ownedImageUrls(
  db: Database,
  userId: string,
  urls: readonly string[],
): Promise<Set<string>> {
  const prefix = imageUrlOf('');
  const keys = urls.filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length));
  if (keys.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectDistinct({ key: libraryImages.key })
    .from(libraryImages)
    .where(and(eq(libraryImages.userId, userId), inArray(libraryImages.key, keys)));
  return new Set(rows.map((row) => imageUrlOf(row.key)));
}
