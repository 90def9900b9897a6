import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Issue 8 §7: the built app goes out precompressed and cached right; API answers are compressed. */

const SCRIPT = `export const text = ${JSON.stringify('셀러데스크 '.repeat(400))};\n`;
const INDEX =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-AbC123.js"></script></head>' +
  `<body><div id="root"></div><noscript>${'JavaScript를 켜주세요. '.repeat(60)}</noscript></body></html>`;

/** A build in miniature, with the .br and .gz copies the web build writes. */
function builtWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sellerdesk-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [file, content] of [
    ['index.html', INDEX],
    ['assets/index-AbC123.js', SCRIPT],
  ] as const) {
    fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
  }
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  web = await buildApp(t.deps, { webDistDir: builtWebApp() });
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  web.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('hashed assets', () => {
  it('go out as the brotli copy when accepted, gzip otherwise, plain last', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('are cached for a year as immutable; other files are revalidated', async () => {
    for (const encoding of ['br', undefined]) {
      const res = await get('/assets/index-AbC123.js', encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });
});

describe('index.html for client routes', () => {
  it('is sent precompressed and always revalidated', async () => {
    const res = await get('/app/grit/start', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);

    const refused = await get('/user/login', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get('/user/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });
});

describe('API answers', () => {
  it('are compressed when large enough and the client accepts it', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/api/auth/registerTerms',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(res.rawPayload).toString()) as { data: { items: unknown[] } };
    expect(body.data.items.length).toBeGreaterThan(1);
    expect(res.rawPayload.length).toBeLessThan(zlib.gunzipSync(res.rawPayload).length);
  });
});
