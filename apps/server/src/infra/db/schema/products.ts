import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency, ProductDetail, SourceSite } from '@sellerdesk/domain';
import { createdAt, id, updatedAt } from './columns';
import { ownerId } from './users';

/** The product model as stored in `products.detail`: everything but the detail page, which has its own column. */
export type StoredProductDetail = Omit<ProductDetail, 'detailPageHtml'>;

/**
 * A seller's catalogue product. `detail` holds the product model (packages/domain) but its detail page,
 * which is `detail_html`; the columns beside them are copies of what lists filter, sort and show, so lists
 * never read the big JSON. Storage (SQL
 * only, Drizzle has no word for it): `toast_tuple_target = 128` moves `detail` out of line (migration
 * 0010) and the list's text columns are `STORAGE MAIN`, so they stay in the row (0018).
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    userId: ownerId(),
    site: text('site').$type<SourceSite>().notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    sourceTitle: text('source_title').notNull(),
    image: text('image'),
    optionCount: integer('option_count').notNull().default(0),
    priceMinKrw: integer('price_min_krw'),
    priceMaxKrw: integer('price_max_krw'),
    /**
     * The source price in its currency (copies of `detail.source.price` and `.currency`): the catalogue's
     * margin column reads these instead of the product JSON.
     */
    sourcePrice: numeric('source_price'),
    sourceCurrency: text('source_currency').$type<Currency>(),
    sourceUrl: text('source_url').notNull(),
    groupName: text('group_name').notNull().default(''),
    memo: text('memo').notNull().default(''),
    needsTranslation: boolean('needs_translation').notNull().default(false),
    /** Every combination sold out or out of stock (`isSoldOutProduct`), set at collection: 품절 in the list. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** The seller's search tags (a copy of `detail.tags`), shown in the list. */
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    workNumber: bigint('work_number', { mode: 'number' }),
    detail: jsonb('detail').$type<StoredProductDetail>().notNull(),
    /**
     * The model's `detailPageHtml` (30–80 KB on real pages), kept out of `detail` (migration 0022) so bulk
     * writes that merge small patches into the model never read or rewrite it; the repositories join it
     * back into the model they answer (`product-rows.repository.ts`).
     */
    detailHtml: text('detail_html').notNull().default(''),
    /**
     * Bumped by a trigger on every update (migration 0013), whoever writes: edits compare it with the
     * version they loaded, so a save never silently overwrites a newer change.
     */
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The page lives only in its column: a writer that still put it in the model fails loudly.
    check('products_detail_without_html', sql`not (${table.detail} ? 'detailPageHtml')`),
    // The same product is collected once per seller (re-collect replaces it).
    uniqueIndex('products_user_site_code_key')
      .on(table.userId, table.site, table.code)
      .where(sql`${table.deletedAt} is null`),
    // The list's indexes: every one leads with the owner, covers live rows only and ends with
    // the list's sort (created_at, id), so a page — first, keyset-deep or filtered — is an index range scan
    // and the capped count an index-only scan.
    index('products_user_live_created_idx')
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('products_user_live_site_created_idx')
      .on(table.userId, table.site, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('products_user_live_group_created_idx')
      .on(table.userId, table.groupName, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The catalogue's 품절 filter: the seller's (un)sold-out products, newest first.
    index('products_user_live_sold_out_created_idx')
      .on(table.userId, table.soldOut, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('products_user_live_work_created_idx')
      .on(table.userId, table.workNumber, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The catalogue's 번역 필요 filter, newest first.
    index('products_user_live_translation_created_idx')
      .on(table.userId, table.needsTranslation, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The catalogue's other orders: by title, by lowest won price (oldest first reads the plain index backwards).
    index('products_user_live_title_idx')
      .on(table.userId, table.title, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('products_user_live_price_idx')
      .on(table.userId, table.priceMinKrw.asc().nullsLast(), table.id)
      .where(sql`${table.deletedAt} is null`),
    // An exact product-code search (the unique key leads with site, so it cannot serve one).
    index('products_user_live_code_idx')
      .on(table.userId, table.code)
      .where(sql`${table.deletedAt} is null`),
    // Keyword search (`ilike '%word%'`, 3+ characters) through pg_trgm; the extension is created by the
    // migration (PostgreSQL) and loaded into PGlite by the DB client.
    index('products_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('products_source_title_trgm_idx').using('gin', table.sourceTitle.op('gin_trgm_ops')),
  ],
);
