import fs from 'node:fs';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryImages } from '../src/infra/db/schema/index';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['userSession']>>;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.userSession({ name: '앨리스' });
  bob = await t.userSession({ name: '밥' });
});
afterAll(async () => t?.close());

type Image = { id: string; type: string; url: string; width: number; height: number; bytes: number };
type FilePart = { name: string; data: Buffer; contentType?: string };

const BOUNDARY = '----sellerdesk-test-boundary';

/** A multipart body as a browser sends it: text fields first, then the files. */
function multipart(fields: Record<string, string>, files: FilePart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const upload = (token: string, type: string | null, files: FilePart[]) =>
  t.call({
    method: 'POST',
    url: '/api/image/UploadImage',
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(type === null ? {} : { type }, files),
  });

const list = async (token: string, query = '') =>
  dataOf<{ items: Image[]; total: number }>(
    await t.call({ method: 'GET', url: `/api/image/GetImage${query}`, token }),
  );

const reset = (token: string, type: string) =>
  t.call({ method: 'POST', url: `/api/image/Reset?type=${type}`, token });

const picture = (format: 'jpeg' | 'png' | 'gif', colour = '#c33', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** A phone photo: camera maker and GPS position in EXIF, turned by the orientation tag. */
const photoWithGps = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'SecretCamMaker', Copyright: 'GPS-SECRET-HOME' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1', GPSLongitudeRef: 'E' },
    })
    .toBuffer();

const storedBytes = async (url: string) => {
  const response = await t.call({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

describe('UploadImage', () => {
  it('stores a JPEG without its EXIF: no maker, no GPS, orientation applied to the pixels', async () => {
    const photo = await photoWithGps();
    expect(photo.includes('SecretCamMaker')).toBe(true);
    const response = await upload(alice.accessToken, 'edit', [{ name: 'IMG_0001.JPG', data: photo }]);
    expect(response.statusCode).toBe(200);
    const [image] = dataOf<{ images: Image[] }>(response).images;
    expect(image).toMatchObject({ type: 'edit', width: 30, height: 40 });
    expect(image!.url).toMatch(/^\/api\/images\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);

    const bytes = await storedBytes(image!.url);
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('SecretCamMaker')).toBe(false);
    expect(bytes.includes('GPS-SECRET-HOME')).toBe(false);
    // No APP1 segment (EXIF/XMP) anywhere in the JPEG.
    expect(bytes.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.format, meta.width, meta.height, meta.orientation ?? 1]).toEqual(['jpeg', 30, 40, 1]);
    expect(image!.bytes).toBe(bytes.length);
  });

  it('stores a PNG as PNG, re-encoded without its metadata chunks, and several files at once', async () => {
    const tagged = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#0a0' } })
      .png()
      .withExif({ IFD0: { Make: 'SecretCamMaker' } })
      .toBuffer();
    const response = await upload(alice.accessToken, 'detail', [
      { name: 'a.png', data: tagged, contentType: 'image/png' },
      { name: 'b.jpg', data: await picture('jpeg', '#123') },
    ]);
    expect(response.statusCode).toBe(200);
    const images = dataOf<{ images: Image[] }>(response).images;
    expect(images.map((image) => image.url.slice(-3))).toEqual(['png', 'jpg']);
    const png = await storedBytes(images[0]!.url);
    expect(png.includes('eXIf')).toBe(false);
    expect(png.includes('SecretCamMaker')).toBe(false);
  });

  it('decides by the bytes: a GIF is refused as a GIF even when named .jpg', async () => {
    const gif = await picture('gif');
    for (const name of ['anim.gif', 'renamed.jpg']) {
      const response = await upload(alice.accessToken, 'edit', [{ name, data: gif }]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 415,
        message: 'jpeg, jpg, png 이미지만 업로드할 수 있습니다.',
        reason: 'IMAGE_TYPE_NOT_ALLOWED',
      });
    }
  });

  it('refuses a renamed non-image, a truncated JPEG and an empty file; stores nothing of the batch', async () => {
    const before = (await list(alice.accessToken)).total;
    const jpeg = await picture('jpeg', '#777', 200, 200);
    for (const data of [
      Buffer.from('<?php system($_GET["c"]); ?>'),
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    ]) {
      const response = await upload(alice.accessToken, 'edit', [
        { name: 'good.jpg', data: await picture('jpeg', '#abc') },
        { name: 'photo.png', data },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: '이미지 업로드에 실패했습니다.',
        reason: 'IMAGE_UPLOAD_FAILED',
      });
    }
    const empty = await upload(alice.accessToken, 'edit', [{ name: 'a.jpg', data: Buffer.alloc(0) }]);
    expect(empty.json()).toMatchObject({ code: 400, reason: 'IMAGE_EMPTY' });
    expect((await list(alice.accessToken)).total).toBe(before);
  });

  it('refuses a file over 209715200 bytes with the spec limit, streaming (never held in memory)', async () => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nedit\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="huge.jpg"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(4 * 1024 * 1024, 0xff);
    let sent = 0;
    const total = 209_715_200 + 1024;
    const body = Readable.from(
      (function* () {
        yield head;
        while (sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          yield piece;
        }
        yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      })(),
    );
    const response = await t.call({
      method: 'POST',
      url: '/api/image/UploadImage',
      token: alice.accessToken,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 413,
      message: '이미지는 200MB(209715200바이트)까지 업로드할 수 있습니다.',
      reason: 'IMAGE_TOO_LARGE',
    });
    // The partial file was removed.
    const tmp = `${t.deps.config.dataDir}/tmp/uploads`;
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
  }, 15_000);

  it('needs a known type and a multipart body', async () => {
    const jpeg = await picture('jpeg');
    const noType = await upload(alice.accessToken, null, [{ name: 'a.jpg', data: jpeg }]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ reason: 'VALIDATION_FAILED' });
    expect((await upload(alice.accessToken, 'banner', [{ name: 'a.jpg', data: jpeg }])).statusCode).toBe(400);
    const json = await t.call({
      method: 'POST',
      url: '/api/image/UploadImage',
      token: alice.accessToken,
      payload: { type: 'edit' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ reason: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('UploadImage: malformed multipart answers 400, never 500', () => {
  const send = (contentType: string, payload: Buffer) =>
    t.call({
      method: 'POST',
      url: '/api/image/UploadImage',
      token: alice.accessToken,
      headers: { 'content-type': contentType },
      payload,
    });
  const expectMalformed = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 400, reason: 'MULTIPART_MALFORMED' });
    expect(body.message).toMatch(/[가-힣]/);
  };
  const tmpFiles = () => {
    const tmp = `${t.deps.config.dataDir}/tmp/uploads`;
    return fs.existsSync(tmp) ? fs.readdirSync(tmp) : [];
  };

  it('a body cut off in the middle of a file', async () => {
    const whole = multipart({ type: 'edit' }, [
      { name: 'a.jpg', data: await picture('jpeg', '#456', 300, 300) },
    ]);
    expectMalformed(
      await send(`multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, whole.length - 400)),
    );
    expect(tmpFiles()).toEqual([]);
  });

  it('a body cut off in the headers of a part, and one with no closing boundary', async () => {
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="ty`);
    expectMalformed(await send(`multipart/form-data; boundary=${BOUNDARY}`, head));
    const unclosed = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nedit\r\n`,
    );
    expectMalformed(await send(`multipart/form-data; boundary=${BOUNDARY}`, unclosed));
  });

  it('a multipart content type without a boundary, or with one the body does not use', async () => {
    const body = multipart({ type: 'edit' }, [{ name: 'a.jpg', data: await picture('jpeg') }]);
    expectMalformed(await send('multipart/form-data', body));
    expectMalformed(await send('multipart/form-data; boundary=', body));
    expectMalformed(await send(`multipart/form-data; boundary=${'b'.repeat(71)}`, body));
    expectMalformed(await send('multipart/form-data; boundary=something-else', body));
  });

  it('a file name with a NUL character', async () => {
    const response = await upload(alice.accessToken, 'edit', [
      { name: 'a\u0000.jpg', data: await picture('jpeg', '#654') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, reason: 'INVALID_CHARACTERS' });
    expect(response.json().message).toContain("'files[0].filename'");
    expect(response.json().message).toContain('NUL');
    expect(tmpFiles()).toEqual([]);
  });

  it('too many fields or files answer 400 with the Korean limit', async () => {
    const fields: Record<string, string> = { type: 'edit' };
    for (let i = 0; i < 40; i++) {
      fields[`extra${i}`] = 'x';
    }
    const jpeg = await picture('jpeg', '#246');
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.jpg`, data: jpeg }));
    for (const body of [multipart(fields, []), multipart({ type: 'edit' }, files)]) {
      const many = await send(`multipart/form-data; boundary=${BOUNDARY}`, body);
      expect(many.statusCode).toBe(400);
      expect(many.json()).toEqual({
        code: 400,
        message: '한 번에 이미지 20개까지 업로드할 수 있습니다. (입력 항목은 10개까지)',
        reason: 'MULTIPART_TOO_MANY_PARTS',
      });
    }
    expect(tmpFiles()).toEqual([]);
  });
});

describe('one seller, one library', () => {
  it("lists only the caller's images; another seller cannot see or reset them", async () => {
    const own = await upload(bob.accessToken, 'main', [
      { name: 'b.jpg', data: await picture('jpeg', '#b0b') },
    ]);
    const bobImage = dataOf<{ images: Image[] }>(own).images[0]!;
    const aliceList = await list(alice.accessToken);
    expect(aliceList.items.map((image) => image.id)).not.toContain(bobImage.id);
    expect((await list(bob.accessToken)).items.map((image) => image.id)).toEqual([bobImage.id]);

    // Alice resetting "main" removes nothing of Bob's.
    const aliceReset = dataOf<{ removed: number }>(await reset(alice.accessToken, 'main'));
    expect(aliceReset.removed).toBe(0);
    expect((await list(bob.accessToken)).total).toBe(1);
    expect((await t.call({ method: 'GET', url: bobImage.url })).statusCode).toBe(200);
  });

  it('reset removes only the type asked; shared bytes stay while another seller holds them', async () => {
    const shared = await picture('jpeg', '#5a5');
    const [aliceShared] = dataOf<{ images: Image[] }>(
      await upload(alice.accessToken, 'option', [{ name: 's.jpg', data: shared }]),
    ).images;
    await upload(bob.accessToken, 'option', [{ name: 's.jpg', data: shared }]);
    const [aliceOnly] = dataOf<{ images: Image[] }>(
      await upload(alice.accessToken, 'option', [{ name: 'o.jpg', data: await picture('jpeg', '#f80') }]),
    ).images;
    const editCount = (await list(alice.accessToken, '?type=edit')).total;

    const answer = await reset(alice.accessToken, 'option');
    expect(answer.statusCode).toBe(200);
    expect(dataOf<{ type: string; removed: number }>(answer)).toMatchObject({ type: 'option', removed: 2 });
    expect((await list(alice.accessToken, '?type=option')).total).toBe(0);
    expect((await list(alice.accessToken, '?type=edit')).total).toBe(editCount);
    // Bob still holds the shared picture: its bytes are still served. Alice's own one left the store.
    expect((await t.call({ method: 'GET', url: aliceShared!.url })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: aliceOnly!.url })).statusCode).toBe(404);
    expect((await list(bob.accessToken, '?type=option')).total).toBe(1);
    const rows = await t.deps.db.select().from(libraryImages).where(eq(libraryImages.userId, bob.id));
    expect(rows).toHaveLength(2);
  });

  it('reset refuses an unknown type', async () => {
    const response = await reset(alice.accessToken, 'everything');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});

describe('GetViewChartDate', () => {
  const chart = async (token: string, query = '') => {
    const response = await t.call({ method: 'GET', url: `/api/image/GetViewChartDate${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  it("answers the caller's totals by type and a daily series ending today", async () => {
    const answer = dataOf<{
      totalCount: number;
      totalBytes: number;
      byType: { type: string; count: number; bytes: number }[];
      days: { date: string; uploadedCount: number; uploadedBytes: number; totalBytes: number }[];
    }>(await chart(alice.accessToken, '?days=14'));
    const images = (await list(alice.accessToken, '?maxRow=200')).items;
    expect(answer.totalCount).toBe(images.length);
    expect(answer.totalBytes).toBe(images.reduce((total, image) => total + image.bytes, 0));
    expect(answer.byType.find((row) => row.type === 'edit')?.count).toBe(
      images.filter((image) => image.type === 'edit').length,
    );
    expect(answer.days).toHaveLength(14);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    expect(answer.days.at(-1)).toMatchObject({ date: today, totalBytes: answer.totalBytes });
    expect(answer.days.at(-1)!.uploadedCount).toBe(images.length);
    expect(answer.days[0]!.totalBytes).toBe(0);

    const bobAnswer = dataOf<{ totalCount: number }>(
      await t.call({ method: 'GET', url: '/api/image/GetViewChartDate', token: bob.accessToken }),
    );
    expect(bobAnswer.totalCount).toBe(2);
  });
});
