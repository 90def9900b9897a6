import { CATALOGUE_COUNT_CAP, CATALOGUE_KEYWORD_COUNT_CAP, type SourceSite } from '@sellerdesk/domain';
import type { CatalogueSort, ProductSummary } from '@sellerdesk/domain/api';
import {
  and,
  asc,
  count,
  desc,
  gte,
  lt,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { textArrayLiteral } from '../../infra/db/array-param';
import type { Database } from '../../infra/db/client';
import { products } from '../../infra/db/schema/index';
import { listingStates, toSummary, uploadedCondition } from './product-summaries.repository';

export { summaryOf, toSummary } from './product-summaries.repository';

/** Every query here is scoped by the owner and ignores removed products. */
export const owned = (userId: string) => and(eq(products.userId, userId), isNull(products.deletedAt));

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type ProductSearch = {
  page: number;
  maxRow: number;
  keyword: string;
  site?: SourceSite;
  groupName?: string;
  workNumber?: number;
  soldOut?: boolean;
  needsTranslation?: boolean;
  uploaded?: boolean;
  /** Korean days (YYYY-MM-DD), both inclusive. */
  collectedFrom?: string;
  collectedTo?: string;
  sort?: CatalogueSort;
  /** The id of the last product of the page before (keyset paging); `page` is then not used. */
  cursor?: string;
  exactTotal?: boolean;
};

export type ProductSearchResult = {
  items: ProductSummary[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
};

/**
 * The catalogue list, newest first. Every filter has an index leading with the owner and ending with the
 * sort (see the schema), keywords of 3+ characters go through the trigram indexes, and the total is
 * counted only up to CATALOGUE_COUNT_CAP (CATALOGUE_KEYWORD_COUNT_CAP with a keyword) unless
 * `exactTotal` asks for all of it. The page is read first: when it is the whole answer, nothing is counted.
 */
export async function searchProducts(
  db: Database,
  userId: string,
  query: ProductSearch,
): Promise<ProductSearchResult> {
  const where = and(...searchConditions(userId, query));
  const rows = await pageOf(db, userId, where, query);
  const more = rows.length > query.maxRow;
  // A first page that is also the last already says how many match: no count at all (most filtered and
  // keyword lists of a real catalogue fit on one page).
  const counted =
    !more && !query.cursor && query.page === 1
      ? { total: rows.length, totalCapped: false }
      : await countMatches(
          db,
          where,
          query.exactTotal === true,
          query.keyword ? CATALOGUE_KEYWORD_COUNT_CAP : CATALOGUE_COUNT_CAP,
        );
  const page = more ? rows.slice(0, query.maxRow) : rows;
  const states = await listingStates(
    db,
    userId,
    page.map((row) => row.id),
  );
  const items = page.map((row) => toSummary(row, states.get(row.id) ?? []));
  // The keyset cursor follows the collected order; other orders page by number within the cap.
  const keyset = (query.sort ?? 'newest') === 'newest' || query.sort === 'oldest';
  return { items, ...counted, nextCursor: more && keyset ? (items.at(-1)?.id ?? null) : null };
}

export function searchConditions(userId: string, query: ProductSearch): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [owned(userId)];
  if (query.site) {
    conditions.push(eq(products.site, query.site));
  }
  if (query.groupName) {
    conditions.push(eq(products.groupName, query.groupName));
  }
  if (query.workNumber) {
    conditions.push(eq(products.workNumber, query.workNumber));
  }
  if (query.soldOut !== undefined) {
    conditions.push(eq(products.soldOut, query.soldOut));
  }
  if (query.needsTranslation !== undefined) {
    conditions.push(eq(products.needsTranslation, query.needsTranslation));
  }
  if (query.uploaded !== undefined) {
    conditions.push(uploadedCondition(userId, query.uploaded));
  }
  // Korean calendar days, as the list shows them: [from 00:00 KST, the day after `to` 00:00 KST).
  if (query.collectedFrom) {
    conditions.push(gte(products.createdAt, seoulMidnight(query.collectedFrom, 0)));
  }
  if (query.collectedTo) {
    conditions.push(lt(products.createdAt, seoulMidnight(query.collectedTo, 1)));
  }
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    // Korean and Chinese have no letter case: a keyword without cased letters matches the same rows with
    // LIKE, which skips ILIKE's case folding of every row it checks (a sixth of the time, embedded).
    const caseless = query.keyword.toLowerCase() === query.keyword.toUpperCase();
    const contains = caseless ? like : ilike;
    conditions.push(
      or(
        contains(products.title, pattern),
        contains(products.sourceTitle, pattern),
        eq(products.code, query.keyword),
      ),
    );
  }
  return conditions;
}

/** How many match: exactly, or up to the cap (then `totalCapped`), read from the narrow list index. */
async function countMatches(
  db: Database,
  where: SQL | undefined,
  exact: boolean,
  cap: number,
): Promise<{ total: number; totalCapped: boolean }> {
  if (exact) {
    const [row] = await db.select({ n: count() }).from(products).where(where);
    return { total: row?.n ?? 0, totalCapped: false };
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

function seoulMidnight(day: string, plusDays: number): Date {
  const at = new Date(`${day}T00:00:00+09:00`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at;
}

const newestFirst = [desc(products.createdAt), desc(products.id)];

/** Each order ends with the id, so pages never overlap; each has an index (see the schema). */
const ORDERS: Record<CatalogueSort, SQL[]> = {
  newest: newestFirst,
  oldest: [asc(products.createdAt), asc(products.id)],
  title: [asc(products.title), asc(products.id)],
  // Products without a won price come last.
  price: [sql`${products.priceMinKrw} asc nulls last`, asc(products.id)],
};

/**
 * One page and one row more (to know whether there is a next page). A cursor page starts after the
 * cursor's product on (created_at, id), the index's own order; an offset page (bounded by the contract)
 * picks its ids from the index first, so the skipped rows are never read from the table.
 */
async function pageOf(db: Database, userId: string, where: SQL | undefined, query: ProductSearch) {
  // List columns only: the product model JSON and the detail page stay in the database.
  const { detail: _detail, detailHtml: _detailHtml, ...listColumns } = getTableColumns(products);
  const limit = query.maxRow + 1;
  const order = ORDERS[query.sort ?? 'newest'];
  if (query.cursor) {
    // The cursor is only a product id; its position is read back under the caller's ownership, so
    // another seller's id pages nothing. The contract allows it with the collected orders only.
    const position = sql`((select "created_at" from "products" where "id" = ${query.cursor} and "user_id" = ${userId}), ${query.cursor}::uuid)`;
    const after =
      query.sort === 'oldest'
        ? sql`(${products.createdAt}, ${products.id}) > ${position}`
        : sql`(${products.createdAt}, ${products.id}) < ${position}`;
    return db
      .select(listColumns)
      .from(products)
      .where(and(where, after))
      .orderBy(...order)
      .limit(limit);
  }
  const offset = (query.page - 1) * query.maxRow;
  if (offset === 0) {
    return db
      .select(listColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit);
  }
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return db
    .select(listColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...order);
}

/** Live products of the user: the collection limit counts these. */
export async function countProducts(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(owned(userId));
  return row?.n ?? 0;
}

/** `<site>:<code>` of the seller's live products among these codes (to skip what is already collected). */
export async function existingProductKeys(
  db: Database,
  userId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ site: products.site, code: products.code })
    .from(products)
    .where(and(owned(userId), sql`${products.code} = any(${textArrayLiteral(codes)}::text[])`));
  return new Set(rows.map((row) => `${row.site}:${row.code}`));
}

/** Titles of the seller's live products by id (removed ones are left out). */
export async function productTitles(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(owned(userId), inArray(products.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** How many live products the seller has: in all, since the day and the month began, and per site. */
export async function productTotals(
  db: Database,
  userId: string,
  since: { day: Date; month: Date },
): Promise<{
  products: number;
  today: number;
  thisMonth: number;
  soldOut: number;
  bySite: Record<string, number>;
}> {
  const [totals] = await db
    .select({
      products: count(),
      today: sql<number>`count(*) filter (where ${products.createdAt} >= ${since.day})::int`,
      thisMonth: sql<number>`count(*) filter (where ${products.createdAt} >= ${since.month})::int`,
      soldOut: sql<number>`count(*) filter (where ${products.soldOut})::int`,
    })
    .from(products)
    .where(owned(userId));
  const bySite = await db
    .select({ site: products.site, n: count() })
    .from(products)
    .where(owned(userId))
    .groupBy(products.site);
  return {
    products: totals?.products ?? 0,
    today: totals?.today ?? 0,
    thisMonth: totals?.thisMonth ?? 0,
    soldOut: totals?.soldOut ?? 0,
    bySite: Object.fromEntries(bySite.map((r) => [r.site, r.n])),
  };
}

/**
 * Sets the tags of the caller's live products among `ids` in one transaction: the rows are locked, `next`
 * gives each product's new tags from its current ones (and may throw to refuse the whole change), and
 * the detail and the list column are written together. Other sellers' ids are simply not found.
 */
export async function updateProductTags(
  db: Database,
  userId: string,
  ids: string[],
  next: (current: readonly string[], product: { id: string; title: string }) => string[],
): Promise<{ id: string; tags: string[] }[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, title: products.title, detail: products.detail })
      .from(products)
      .where(and(owned(userId), inArray(products.id, ids)))
      .orderBy(products.id)
      .for('update');
    const changed = rows.map((row) => ({
      id: row.id,
      detail: { ...row.detail, tags: next(row.detail.tags ?? [], { id: row.id, title: row.title }) },
    }));
    if (changed.length > 0) {
      await tx.execute(sql`
        update ${products} set
          detail = v.detail,
          tags = v.detail -> 'tags',
          updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id uuid, detail jsonb)
        where ${products.id} = v.id and ${products.userId} = ${userId}`);
    }
    return changed.map((row) => ({ id: row.id, tags: row.detail.tags }));
  });
}

/** Which of these ids are live products of the seller (one array parameter: thousands of ids). */
export async function ownedProductIds(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(owned(userId), sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => found.has(id));
}

export async function liveProductIds(db: Database, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(owned(userId))
    .orderBy(products.createdAt, products.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
