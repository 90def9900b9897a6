import type { ProductDetail, SourceSite } from '@sellerdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { products, type StoredProductDetail } from '../../infra/db/schema/index';
import { owned } from './products.repository';

// A product's row ↔ its model. The detail page lives in `products.detail_html`, apart from the rest of the
// model in `products.detail` (migration 0022: bulk writes merge small patches into the model and never
// touch the page), so every query answering a whole product joins the page back here, and every write
// of a whole model splits it here. Lists and bulk works read neither.

type StoredRow = typeof products.$inferSelect;

/** A product row with its whole model (the detail page joined back into `detail`). */
export type ProductRow = Omit<StoredRow, 'detail' | 'detailHtml'> & { detail: ProductDetail };

/** A product to insert, with its whole model. */
export type NewProduct = Omit<typeof products.$inferInsert, 'detail' | 'detailHtml'> & {
  detail: ProductDetail;
};

/** The model's columns: `detail` without the page, and the page. */
export function storedDetail(detail: ProductDetail): { detail: StoredProductDetail; detailHtml: string } {
  const { detailPageHtml, ...rest } = detail;
  return { detail: rest, detailHtml: detailPageHtml };
}

/** The whole model of a stored row. */
export function withDetailHtml<T extends { detail: StoredProductDetail; detailHtml: string }>(
  row: T,
): Omit<T, 'detail' | 'detailHtml'> & { detail: ProductDetail } {
  const { detail, detailHtml, ...rest } = row;
  return { ...rest, detail: { ...detail, detailPageHtml: detailHtml } };
}

export async function findProductByKey(
  db: Database,
  userId: string,
  site: string,
  code: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(owned(userId), eq(products.site, site as SourceSite), eq(products.code, code)))
    .limit(1);
  return row && withDetailHtml(row);
}

/**
 * Saves a collected product. A re-collect of the same site + code replaces the live row in place, so
 * its id (and anything pointing at it) stays.
 */
export async function upsertProduct(db: Database, product: NewProduct): Promise<string> {
  const values = { ...product, ...storedDetail(product.detail) };
  const [existing] = await db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(and(owned(product.userId), eq(products.site, product.site), eq(products.code, product.code)))
    .limit(1);
  if (existing) {
    await db
      .update(products)
      .set({ ...values, id: existing.id, createdAt: existing.createdAt, updatedAt: new Date() })
      .where(eq(products.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) {
    throw new Error('product insert returned nothing');
  }
  return row.id;
}

/** The caller's live product by site + code, its row held until the transaction `tx` ends. */
export async function lockProductByKey(
  tx: Database,
  userId: string,
  site: SourceSite,
  code: string,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(owned(userId), eq(products.site, site), eq(products.code, code)))
    .limit(1)
    .for('update');
  return row && withDetailHtml(row);
}

/** The caller's live product by id, its row held until the transaction `tx` ends. */
export async function lockProductById(
  tx: Database,
  userId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(owned(userId), eq(products.id, id)))
    .limit(1)
    .for('update');
  return row && withDetailHtml(row);
}

/** Writes an edited product: its model (the page in its column) and the list columns copied from it. */
export async function writeProduct(
  tx: Database,
  userId: string,
  id: string,
  values: Pick<NewProduct, 'detail' | 'groupName' | 'memo'> &
    Omit<Partial<NewProduct>, 'id' | 'userId' | 'site' | 'code'>,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({ ...values, ...storedDetail(values.detail), updatedAt: new Date() })
    .where(and(owned(userId), eq(products.id, id)))
    .returning();
  return row && withDetailHtml(row);
}

/**
 * The seller's live products by id with their whole model (uploads and their pre-upload check). One
 * array parameter instead of one per id, and the model read as text and parsed here: both measurably
 * faster on the embedded database for thousands of rows.
 */
export async function productDetailsByIds(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<{ id: string; site: SourceSite; code: string; title: string; detail: ProductDetail }[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      id: products.id,
      site: products.site,
      code: products.code,
      title: products.title,
      detail: sql<string>`${products.detail}::text`,
      detailHtml: products.detailHtml,
    })
    .from(products)
    .where(and(owned(userId), sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`));
  return rows.map(({ detail, detailHtml, ...row }) => ({
    ...row,
    detail: { ...(JSON.parse(detail) as StoredProductDetail), detailPageHtml: detailHtml },
  }));
}

/**
 * The seller's live products by id with their models but not their detail pages: what prices, stock and
 * options need (the source sync), without reading a page of up to megabytes. `lock` holds the rows
 * until the transaction `db` ends.
 */
async function productModels(
  db: Database,
  userId: string,
  ids: readonly string[],
  lock: boolean,
): Promise<{ id: string; site: SourceSite; code: string; model: StoredProductDetail }[]> {
  if (ids.length === 0) {
    return [];
  }
  const query = db
    .select({
      id: products.id,
      site: products.site,
      code: products.code,
      model: sql<string>`${products.detail}::text`,
    })
    .from(products)
    .where(and(owned(userId), sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`));
  const rows = await (lock ? query.orderBy(products.id).for('update') : query);
  return rows.map((row) => ({ ...row, model: JSON.parse(row.model) as StoredProductDetail }));
}

export function productModelsByIds(db: Database, userId: string, ids: readonly string[]) {
  return productModels(db, userId, ids, false);
}

export async function lockProductModel(tx: Database, userId: string, id: string) {
  const [row] = await productModels(tx, userId, [id], true);
  return row;
}

/** Writes a product's model and the list columns copied from it; its detail page stays as stored. */
export async function writeProductModel(
  tx: Database,
  userId: string,
  id: string,
  values: { detail: StoredProductDetail } & Pick<NewProduct, 'groupName' | 'memo'> &
    Omit<Partial<NewProduct>, 'id' | 'userId' | 'site' | 'code' | 'detail'>,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(owned(userId), eq(products.id, id)));
}
