import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * A seller's detail-page template (Market/SetDetailPage, spec §3 detailHtmlModel): HTML put above and below
 * every detail page at upload time, never into the product. Stored after the one HTML policy. One row per
 * seller; no row means both off and empty.
 */
export const detailPageConfigs = pgTable('detail_page_configs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  usableTop: boolean('usable_top').notNull().default(false),
  usableBottom: boolean('usable_bottom').notNull().default(false),
  top: text('top').notNull().default(''),
  bottom: text('bottom').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
