import { z } from '../zod';

/** A stored image: `<first two hex digits of the hash>/<sha-256 hex>.<jpg|png>`. */
export const ImageFileParams = z.object({
  prefix: z.string().regex(/^[0-9a-f]{2}$/),
  file: z.string().regex(/^[0-9a-f]{64}\.(jpg|png)$/),
});

/** Stored images (answered as bytes, not JSON): schemas for `endpoints.Image`. */
export const ImageSchemas = {
  file: { params: ImageFileParams },
};
