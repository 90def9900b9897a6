import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { safeFetch, type FetchPolicy } from '../outbound/safe-fetch';

/** Formats every marketplace accepts as they are; everything else is converted to JPEG. */
const KEPT_FORMATS = new Set(['jpeg', 'png']);
/** Refuse decompression bombs: no side over this many pixels. */
const MAX_SIDE_PX = 8000;

export type StoredImage = {
  /** Content address under the image store, e.g. `3f/3fa2…c1.jpg`. */
  key: string;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  bytes: number;
};

export class ImageRejectedError extends Error {}

/** A download the source answered with a busy or failing status (429, 5xx): a later attempt may work. */
export class ImageUnavailableError extends Error {
  readonly transient = true;
}

/**
 * Local-disk image store (DATA_DIR/images). Images are content-addressed, so storing the same picture
 * twice costs nothing and keys never collide.
 */
export class ImageStore {
  constructor(private readonly root: string) {}

  filePath(key: string): string {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}\.(jpg|png)$/.test(key)) {
      throw new ImageRejectedError('잘못된 이미지 키입니다.');
    }
    return path.join(this.root, key);
  }

  /** Checks the bytes are really an image, converts to JPEG when needed, and stores it. */
  async put(input: Buffer): Promise<StoredImage> {
    const meta = await readImage(input);

    let output = input;
    let format: 'jpeg' | 'png' = meta.format === 'png' ? 'png' : 'jpeg';
    if (!KEPT_FORMATS.has(meta.format)) {
      // WebP/GIF/AVIF/TIFF: first frame, flattened on white (JPEG has no transparency), good quality.
      output = await sharp(input, { pages: 1 })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer();
      format = 'jpeg';
    }

    const hash = crypto.createHash('sha256').update(output).digest('hex');
    const key = `${hash.slice(0, 2)}/${hash}.${format === 'png' ? 'png' : 'jpg'}`;
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write to a temporary name first so a crash never leaves a half-written image under its final key.
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, output);
    await fs.rename(temporary, file);
    return { key, format, width: meta.width, height: meta.height, bytes: output.length };
  }

  /**
   * Stores a picture from outside (a detail-page image of a source site) the way the image library stores
   * uploads: decoded fully by its bytes, turned by its EXIF orientation and re-encoded with no metadata
   * at all (EXIF/GPS, XMP, IPTC, text chunks). JPEG and PNG keep their format; WebP, GIF and the rest
   * become JPEG on white. `keep` sees the decoded size first and may refuse the picture (decorative
   * images), answering null without storing anything.
   */
  async putStripped(
    input: Buffer,
    keep: (size: { width: number; height: number }) => boolean = () => true,
  ): Promise<StoredImage | null> {
    const meta = await readImage(input);
    // EXIF orientations 5–8 swap the sides.
    const turned = (meta.orientation ?? 1) >= 5;
    const size = turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
    if (!keep(size)) {
      return null;
    }
    const format: 'jpeg' | 'png' = meta.format === 'png' ? 'png' : 'jpeg';
    let output: Buffer;
    try {
      const pipeline = sharp(input, { failOn: 'error', pages: 1 }).rotate();
      output = await (
        format === 'png'
          ? pipeline.png({ compressionLevel: 6 })
          : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 90 })
      ).toBuffer();
    } catch {
      throw new ImageRejectedError('이미지를 읽지 못했습니다.');
    }
    return this.write(output, format, size);
  }

  private async write(
    output: Buffer,
    format: 'jpeg' | 'png',
    size: { width: number; height: number },
  ): Promise<StoredImage> {
    const hash = crypto.createHash('sha256').update(output).digest('hex');
    const key = `${hash.slice(0, 2)}/${hash}.${format === 'png' ? 'png' : 'jpg'}`;
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, output);
    await fs.rename(temporary, file);
    return { key, format, width: size.width, height: size.height, bytes: output.length };
  }

  /** Whether the file of a key is still in the store (a reset may have removed an unused one). */
  async has(key: string): Promise<boolean> {
    try {
      await fs.access(this.filePath(key));
      return true;
    } catch {
      return false;
    }
  }

  /** Downloads an image's bytes under the fetch policy (status and content type checked, not stored). */
  async download(url: string, policy: FetchPolicy): Promise<Buffer> {
    const response = await safeFetch(url, policy, { headers: { accept: 'image/*' } });
    if (response.status === 429 || response.status >= 500) {
      throw new ImageUnavailableError(`이미지 서버가 응답하지 않습니다 (HTTP ${response.status}).`);
    }
    if (response.status !== 200) {
      throw new ImageRejectedError(`이미지를 받지 못했습니다 (HTTP ${response.status}).`);
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (
      contentType &&
      !contentType.startsWith('image/') &&
      !contentType.startsWith('application/octet-stream')
    ) {
      throw new ImageRejectedError(`이미지가 아닌 응답입니다 (${contentType.split(';')[0]}).`);
    }
    return response.body;
  }

  /** Downloads an image under the fetch policy and stores it. */
  async putFromUrl(
    url: string,
    policy: FetchPolicy,
    headers: Record<string, string> = {},
  ): Promise<StoredImage> {
    const response = await safeFetch(url, policy, { headers: { accept: 'image/*', ...headers } });
    if (response.status !== 200) {
      throw new ImageRejectedError(`이미지를 받지 못했습니다 (HTTP ${response.status}).`);
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (
      contentType &&
      !contentType.startsWith('image/') &&
      !contentType.startsWith('application/octet-stream')
    ) {
      throw new ImageRejectedError(`이미지가 아닌 응답입니다 (${contentType.split(';')[0]}).`);
    }
    return this.put(response.body);
  }
}

/** An image's metadata read from its bytes, refused when it is no image, has no size or is too large. */
async function readImage(
  input: Buffer,
): Promise<Metadata & { format: NonNullable<Metadata['format']>; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw new ImageRejectedError('이미지 파일이 아닙니다.');
  }
  const { format, width, height } = meta;
  if (!format || !width || !height) {
    throw new ImageRejectedError('이미지 크기를 읽을 수 없습니다.');
  }
  if (width > MAX_SIDE_PX || height > MAX_SIDE_PX) {
    throw new ImageRejectedError(`이미지가 너무 큽니다 (최대 ${MAX_SIDE_PX}px).`);
  }
  return { ...meta, format, width, height };
}
