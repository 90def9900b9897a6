import type { ImageLibraryType } from '@sellerdesk/domain';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { ownerId } from './users';

/**
 * A seller's uploaded image. The bytes live once in the content-addressed image store (`key`); this row
 * is the seller's claim on them: what the image is for, its size for the usage figures, and who may list
 * or delete it. One seller holds a picture once per type.
 */
export const libraryImages = pgTable(
  'library_images',
  {
    id: id(),
    userId: ownerId(),
    type: text('type').$type<ImageLibraryType>().notNull(),
    /** The sha-256 of the stored (cleaned) bytes. */
    hash: text('hash').notNull(),
    /** The image store key, `<hash[0..2]>/<hash>.<jpg|png>`. */
    key: text('key').notNull(),
    format: text('format').$type<'jpeg' | 'png'>().notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    fileName: text('file_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('library_images_user_type_hash_key').on(table.userId, table.type, table.hash),
    index('library_images_user_created_idx').on(table.userId, table.createdAt),
    index('library_images_hash_idx').on(table.hash),
  ],
);
