import { z } from './zod';
import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MIME_TYPES } from './constants';
import { ERRORS } from './errors';

/**
 * An image address in the product model: absolute http(s), or a path on our own server
 * (IMAGE_STORE_PATH and a key) for images kept in the image store. Protocol-relative addresses ('//img…') are the collectors' to fix.
 */
export const ImageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/i, { message: '이미지 주소가 올바르지 않습니다.' });
export type ImageUrl = z.infer<typeof ImageUrl>;

export type ImageFileInfo = { name: string; size: number; type?: string | null };
export type ImageFileCheck = { valid: true } | { valid: false; reason: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

/**
 * Spec §5 image upload: jpeg, jpg and png only, at most 209715200 bytes. The extension decides; a MIME
 * type, when the browser gives one, must be an image type of those formats too. Refusals carry the
 * Korean reason to show.
 */
export function validateImageFile(file: ImageFileInfo): ImageFileCheck {
  const extension = extensionOf(file.name);
  const type = file.type?.trim().toLowerCase() ?? '';
  const allowedExtension = (IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
  const allowedType = type === '' || (IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(type);
  if (!allowedExtension || !allowedType) {
    return { valid: false, reason: ERRORS.IMAGE_TYPE_NOT_ALLOWED.message };
  }
  if (!Number.isFinite(file.size) || file.size <= 0) {
    return { valid: false, reason: ERRORS.IMAGE_EMPTY.message };
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return { valid: false, reason: ERRORS.IMAGE_TOO_LARGE.message };
  }
  return { valid: true };
}
