import { IMAGE_LIBRARY_TYPES } from '../constants';
import { z } from '../zod';
import { Page, pagedResult } from './common';

/** A stored image: `<first two hex digits of the hash>/<sha-256 hex>.<jpg|png>`. */
export const ImageFileParams = z.object({
  prefix: z
    .string()
    .length(2)
    .regex(/^[0-9a-f]{2}$/),
  file: z
    .string()
    .max(68)
    .regex(/^[0-9a-f]{64}\.(jpg|png)$/),
});

/** What a seller's uploaded image is for (spec §3 "Image upload: type, files"; the editor sends `edit`). */
export const ImageLibraryTypeSchema = z.enum(IMAGE_LIBRARY_TYPES);

/** One image of the seller's library. `url` is the content-addressed public address under IMAGE_STORE_PATH. */
export const LibraryImage = z.object({
  id: z.uuid(),
  type: ImageLibraryTypeSchema,
  url: z.string(),
  format: z.enum(['jpeg', 'png']),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** The name the file was uploaded under (shown only; the bytes decide the format). */
  fileName: z.string(),
  createdAt: z.iso.datetime(),
});
export type LibraryImage = z.infer<typeof LibraryImage>;

/** The non-file fields of the multipart upload (files come as `files` parts). */
export const UploadImageForm = z.object({ type: ImageLibraryTypeSchema });

export const ImageTypeUsage = z.object({
  type: ImageLibraryTypeSchema,
  count: z.number().int(),
  bytes: z.number().int(),
});

/** One day (Asia/Seoul) of the usage chart: what was uploaded that day and what the library held at its end. */
export const ImageUsageDay = z.object({
  date: z.iso.date(),
  uploadedCount: z.number().int(),
  uploadedBytes: z.number().int(),
  totalBytes: z.number().int(),
});
export type ImageUsageDay = z.infer<typeof ImageUsageDay>;

/** Image library (spec §7 Images) and stored image bytes: schemas for `endpoints.Image`. */
export const ImageSchemas = {
  file: { params: ImageFileParams },
  UploadImage: {
    form: UploadImageForm,
    response: z.object({ images: z.array(LibraryImage) }),
  },
  Reset: {
    query: z.object({ type: ImageLibraryTypeSchema }),
    response: z.object({ type: ImageLibraryTypeSchema, removed: z.number().int(), bytes: z.number().int() }),
  },
  GetImage: {
    query: Page.extend({ type: ImageLibraryTypeSchema.optional() }),
    response: pagedResult(LibraryImage),
  },
  GetViewChartDate: {
    query: z.object({ days: z.coerce.number().int().min(7).max(365).default(30) }),
    response: z.object({
      totalCount: z.number().int(),
      totalBytes: z.number().int(),
      byType: z.array(ImageTypeUsage),
      days: z.array(ImageUsageDay),
    }),
  },
};
