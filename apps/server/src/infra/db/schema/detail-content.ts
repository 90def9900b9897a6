import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { ownerId } from './users';
import { workItems } from './works';

/**
 * Detail-page images a seller's products took from source sites: the source address and what became of
 * it. The same address is downloaded once per seller (a reprocess or re-collect reuses the row); a
 * decorative image (spacer, icon, separator line) is remembered as dropped (`key` null) so it is not
 * fetched again either. The bytes live in the content-addressed image store.
 */
export const sourceImages = pgTable(
  'source_images',
  {
    userId: ownerId(),
    url: text('url').notNull(),
    /** The image store key, or null when the picture was judged decorative and dropped. */
    key: text('key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.url] })],
);

/** The product a "상세페이지 다시 처리" item is about; one row per `work_items` row of kind `detail-page`. */
export const detailPageItems = pgTable(
  'detail_page_items',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    productId: uuid('product_id').notNull(),
  },
  (table) => [index('detail_page_items_user_product_idx').on(table.userId, table.productId)],
);
