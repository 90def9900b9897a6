import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../infra/http/errors';

/** Formats an upload may be (spec §5: jpeg, jpg, png), as the decoder names them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png']);
/** Decompression bombs: no side over this many pixels (the image store refuses bigger ones too). */
const MAX_SIDE_PX = 8000;

export type CleanImage = { data: Buffer; format: 'jpeg' | 'png'; width: number; height: number };

/**
 * Reads an uploaded file by its bytes, never its name: the decoder (libvips through sharp) must recognise
 * a JPEG or PNG and decode it fully. The picture is then re-encoded without any metadata: EXIF (camera,
 * GPS position, time), XMP, IPTC and PNG text chunks are gone, EXIF orientation is applied to the pixels
 * first so the picture still stands the right way, and anything hidden after or between the image data
 * (polyglot files) does not survive the re-encode.
 */
export async function cleanUploadedImage(file: string): Promise<CleanImage> {
  let meta: Metadata;
  try {
    meta = await sharp(file).metadata();
  } catch {
    // Not an image the decoder knows (text, PDF, an archive renamed to .jpg …).
    throw new AppError('IMAGE_UPLOAD_FAILED');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    // A real image of another format (GIF, WebP, …), whatever its name says.
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  }
  if (!meta.width || !meta.height || meta.width > MAX_SIDE_PX || meta.height > MAX_SIDE_PX) {
    throw new AppError(
      'IMAGE_UPLOAD_FAILED',
      `이미지 업로드에 실패했습니다. 가로·세로는 ${MAX_SIDE_PX}px까지 가능합니다.`,
    );
  }
  const format = meta.format === 'png' ? 'png' : 'jpeg';
  try {
    // failOn 'warning': a truncated or corrupt file is refused rather than stored half grey.
    const pipeline = sharp(file, { failOn: 'warning' }).rotate();
    const { data, info } = await (
      format === 'png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 90 })
    ).toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  } catch {
    throw new AppError('IMAGE_UPLOAD_FAILED');
  }
}
