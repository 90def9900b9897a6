import sharp from 'sharp';
import { hashString } from '../fixtures/model';
import type { Reply } from './http';

/**
 * Real, small images generated from the path: the same URL always gives the same bytes. The format
 * follows the last extension, as the CDN serves `…jpg_q50.jpg_.webp` as WebP.
 */

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 4000;

function pixels(seed: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  const [r, g, b] = [seed & 0xff, (seed >>> 8) & 0xff, (seed >>> 16) & 0xff];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      const band = ((x + y) >> 3) & 1;
      data[offset] = band ? r : 255 - r;
      data[offset + 1] = (g + x * 2) & 0xff;
      data[offset + 2] = (b + y * 2) & 0xff;
    }
  }
  return data;
}

/**
 * The size of the picture at a path. Spacers are 1×1; detail pages also carry separator lines
 * (`…deco-separator…`, 750×4) and small icons (`…deco-icon…`, 32×32) that only a decoder can tell from a product
 * picture; everything else is a product picture of 64–128 px a side.
 */
function sizeOf(path: string, seed: number): { width: number; height: number } {
  if (/[-_]1-1\.gif$|spaceball|\/s\.gif$/.test(path)) {
    return { width: 1, height: 1 };
  }
  if (/deco-separator/.test(path)) {
    return { width: 750, height: 4 };
  }
  if (/deco-icon/.test(path)) {
    return { width: 32, height: 32 };
  }
  return { width: 64 + (seed % 5) * 16, height: 64 + ((seed >>> 4) % 5) * 16 };
}

async function render(path: string, format: string): Promise<Buffer> {
  const seed = hashString(path);
  const { width, height } = sizeOf(path, seed);
  let image = sharp(pixels(seed, width, height), { raw: { width, height, channels: 3 } });
  if (/with-exif/.test(path)) {
    // A camera photo as sellers upload them: maker, copyright and GPS position in its EXIF.
    image = image.withExif({
      IFD0: { Make: 'EmulatorCam', Copyright: 'seller-secret' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' },
    });
  }
  switch (format) {
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 70 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      return image.jpeg({ quality: 75 }).toBuffer();
  }
}

// The smallest MP4 header a client needs to recognise the type; videos are never decoded here.
const MP4_STUB = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

export async function imageReply(path: string): Promise<Reply | null> {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  if (ext === 'mp4') {
    return { status: 200, headers: { 'content-type': 'video/mp4' }, body: MP4_STUB };
  }
  const type = CONTENT_TYPES[ext];
  if (!type) {
    return null;
  }
  const format = ext === 'jpeg' ? 'jpg' : ext;
  let pending = cache.get(path);
  if (!pending) {
    if (cache.size >= CACHE_LIMIT) {
      cache.delete(cache.keys().next().value!);
    }
    pending = render(path, format);
    cache.set(path, pending);
  }
  const body = await pending;
  return { status: 200, headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' }, body };
}
