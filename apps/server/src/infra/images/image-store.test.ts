import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageRejectedError, ImageStore } from './image-store';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'sd-images-'));
const store = new ImageStore(root);
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', alpha = false) =>
  sharp({
    create: {
      width: 40,
      height: 30,
      channels: alpha ? 4 : 3,
      background: { r: 200, g: 30, b: 30, alpha: alpha ? 0.5 : 1 },
    },
  })
    .toFormat(format)
    .toBuffer();

describe('ImageStore', () => {
  it('keeps JPEG and PNG as they are, content-addressed', async () => {
    const png = await picture('png');
    const stored = await store.put(png);
    expect(stored).toMatchObject({ format: 'png', width: 40, height: 30, bytes: png.length });
    expect(stored.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(await fs.readFile(store.filePath(stored.key))).toEqual(png);
    // Same bytes, same key.
    expect((await store.put(png)).key).toBe(stored.key);
  });

  it('converts WebP and GIF to JPEG, flattening transparency', async () => {
    for (const format of ['webp', 'gif'] as const) {
      const stored = await store.put(await picture(format, true));
      expect(stored.format).toBe('jpeg');
      expect(stored.key.endsWith('.jpg')).toBe(true);
      const meta = await sharp(await fs.readFile(store.filePath(stored.key))).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.hasAlpha).toBe(false);
      expect([meta.width, meta.height]).toEqual([40, 30]);
    }
  });

  it('refuses bytes that are not an image', async () => {
    await expect(store.put(Buffer.from('<html>로그인이 필요합니다</html>'))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });

  it('refuses keys that could escape the store', () => {
    expect(() => store.filePath('../../etc/passwd')).toThrow(ImageRejectedError);
    expect(() => store.filePath(`ab/${'a'.repeat(64)}.exe`)).toThrow(ImageRejectedError);
  });
});
