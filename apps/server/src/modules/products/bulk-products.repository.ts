import { displayText, type PricedParts, type ProductDetail } from '@sellerdesk/domain';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { products } from '../../infra/db/schema/index';
import { owned, searchConditions, type ProductSearch } from './products.repository';
import { priceRangeOf } from './summary-columns';

// The catalogue's bulk queries: a selection (ticked ids or the search filter) and the set-based reads
// and writes of a bulk work's batch.

/**
 * The rows of a bulk write named again as a key list: the planner then reads them through the primary
 * key, whatever it guesses about the JSON record set it joins.
 */
function byIds(rows: readonly { id: string }[]): SQL {
  return inArray(
    products.id,
    rows.map((row) => row.id),
  );
}

/** A bulk action's selection: ticked ids, or everything the catalogue search's filter finds. */
export type SelectionFilter = { ids?: string[]; filter?: Omit<ProductSearch, 'page' | 'maxRow' | 'cursor'> };

function selectionWhere(userId: string, selection: SelectionFilter): SQL | undefined {
  return selection.ids
    ? and(owned(userId), inArray(products.id, selection.ids))
    : and(...searchConditions(userId, { page: 1, maxRow: 1, keyword: '', ...selection.filter }));
}

/**
 * The caller's live products of a selection in catalogue order (newest first), as SQL yielding
 * `(id, position)` from 0: a bulk work snapshots it into its own rows in one statement. The filter goes
 * through the same conditions as the catalogue list, so "검색 결과 전체 선택" is exactly what it showed.
 */
export function selectionPositions(userId: string, selection: SelectionFilter): SQL {
  const where = selectionWhere(userId, selection);
  return sql`select ${products.id} as id, (row_number() over (order by ${products.createdAt} desc, ${products.id} desc) - 1)::int as position from ${products} where ${where}`;
}

/** The caller's live products among `ids`, unlocked (what a slow step such as translation reads first). */
export async function productDetails(db: Database, userId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({ id: products.id, detail: products.detail })
    .from(products)
    .where(and(owned(userId), inArray(products.id, [...ids])));
}

/** Soft-deletes every live product of the caller the selection names, in one statement. */
export async function removeSelection(
  db: Database,
  userId: string,
  selection: SelectionFilter,
): Promise<number> {
  const rows = await db
    .update(products)
    .set({ deletedAt: new Date() })
    .where(selectionWhere(userId, selection))
    .returning({ id: products.id });
  return rows.length;
}

/**
 * The parts of a product the text, group and category actions change; the rest of the model stays in the
 * database.
 */
export type ProductTexts = {
  title: ProductDetail['title'];
  groupName: string;
  flags: ProductDetail['flags'];
  category: ProductDetail['category'];
};

/**
 * The caller's live products among `ids` with only their title, group, flags and category, locked until
 * `tx` ends: a bulk title, group or category change reads and writes these few fields, not the whole model.
 */
export async function lockProductTexts(tx: Database, userId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return [];
  }
  return tx
    .select({
      id: products.id,
      title: sql<ProductTexts['title']>`${products.detail} -> 'title'`,
      groupName: sql<string>`coalesce(${products.detail} ->> 'groupName', '')`,
      flags: sql<ProductTexts['flags']>`coalesce(${products.detail} -> 'flags', '{}'::jsonb)`,
      category: sql<ProductTexts['category']>`${products.detail} -> 'category'`,
    })
    .from(products)
    .where(and(owned(userId), inArray(products.id, [...ids])))
    .orderBy(products.id)
    .for('update');
}

/**
 * Writes changed titles, groups, flags and categories into the models (merged in the database) and their list
 * columns, in one statement.
 */
export async function writeProductTexts(
  tx: Database,
  userId: string,
  rows: readonly ({ id: string } & ProductTexts)[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const now = new Date().toISOString();
  const values = rows.map((row) => ({
    id: row.id,
    patch: {
      title: row.title,
      groupName: row.groupName,
      flags: row.flags,
      category: row.category ?? null,
      updatedAt: now,
    },
    title: displayText(row.title),
    group_name: row.groupName,
    needs_translation: row.flags.needsTranslation,
  }));
  await tx.execute(sql`
    update ${products} set
      detail = ${products.detail} || v.patch,
      title = v.title,
      group_name = v.group_name,
      needs_translation = v.needs_translation,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id uuid, patch jsonb, title text, group_name text, needs_translation boolean)
    where ${products.id} = v.id and ${byIds(rows)} and ${products.userId} = ${userId} and ${products.deletedAt} is null`);
}

/**
 * The caller's live products among `ids` for pricing (source, prices, options, override), locked until
 * `tx` ends. Each model is read once as JSON text (the detail page, in its own column, is not part of
 * it) and parsed here: one detoast per row, and both drivers parse text faster than they convert
 * `jsonb` values.
 */
export async function lockProductPrices(
  tx: Database,
  userId: string,
  ids: readonly string[],
): Promise<{ id: string; product: PricedParts }[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await tx
    .select({
      id: products.id,
      parts: sql<string>`${products.detail}::text`,
    })
    .from(products)
    .where(and(owned(userId), inArray(products.id, [...ids])))
    .orderBy(products.id)
    .for('update');
  return rows.map((row) => {
    const parts = JSON.parse(row.parts) as PricedParts;
    return { id: row.id, product: { ...parts, priceOverride: parts.priceOverride ?? false } };
  });
}

/**
 * Writes repriced products in one statement: only the paths pricing changes (`price`,
 * `option.detailOptions`, `priceOverride`, `updatedAt`) are set inside each model, and the list's
 * price columns are copied from the same values, so the model and the list never disagree.
 */
export async function writeProductPrices(
  tx: Database,
  userId: string,
  rows: readonly { id: string; product: PricedParts }[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const now = new Date().toISOString();
  const values = rows.map(({ id, product }) => {
    const range = priceRangeOf(product);
    return {
      id,
      patch: { price: product.price, priceOverride: product.priceOverride, updatedAt: now },
      detail_options: product.option.detailOptions,
      min: range.priceMinKrw,
      max: range.priceMaxKrw,
    };
  });
  await tx.execute(sql`
    update ${products} set
      detail = jsonb_set(${products.detail} || v.patch, '{option,detailOptions}', v.detail_options),
      price_min_krw = v.min,
      price_max_krw = v.max,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id uuid, patch jsonb, detail_options jsonb, min integer, max integer)
    where ${products.id} = v.id and ${byIds(rows)} and ${products.userId} = ${userId} and ${products.deletedAt} is null`);
}
