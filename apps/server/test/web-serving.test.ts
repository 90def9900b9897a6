import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@sellerdesk/domain';
import { unzipSync } from 'fflate';
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

/** An unpacked extension build as `npm run build -w @sellerdesk/extension` writes it. */
function builtExtension(version: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sellerdesk-extension-'));
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ manifest_version: 3, version }));
  fs.writeFileSync(path.join(dir, 'background.js'), '// 셀러데스크 service worker\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'icons/icon-16.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
const extensionDir = builtExtension(APP_VERSION);
beforeAll(async () => {
  t = await createTestApp({ EXTENSION_DIST_DIR: extensionDir });
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

describe('the Chrome extension download', () => {
  it('offers a zip of the built extension, of the server’s version, and follows a rebuild', async () => {
    const info = await t.call({ method: 'GET', url: '/api/extension' });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      available: true,
      version: APP_VERSION,
      serverVersion: APP_VERSION,
      fileName: `sellerdesk-extension-${APP_VERSION}.zip`,
    });

    const download = await t.call({ method: 'GET', url: '/api/extension/download' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="sellerdesk-extension-${APP_VERSION}.zip"`,
    );
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['background.js', 'icons/icon-16.png', 'manifest.json']);
    expect(JSON.parse(Buffer.from(files['manifest.json']!).toString())).toMatchObject({
      version: APP_VERSION,
    });
    expect(Buffer.from(files['background.js']!).toString()).toContain('셀러데스크 service worker');

    // A rebuild (the manifest is rewritten) is what the next download carries.
    const manifest = path.join(extensionDir, 'manifest.json');
    fs.writeFileSync(manifest, JSON.stringify({ manifest_version: 3, version: '9.9.9' }));
    fs.utimesSync(manifest, new Date(), new Date(Date.now() + 5000));
    const rebuilt = await t.call({ method: 'GET', url: '/api/extension/download' });
    expect(rebuilt.headers['x-extension-version']).toBe('9.9.9');
    expect((await t.call({ method: 'GET', url: '/api/extension' })).json().data).toMatchObject({
      version: '9.9.9',
      serverVersion: APP_VERSION,
    });
  });

  it('says in Korean how to get a build when there is none', async () => {
    fs.rmSync(extensionDir, { recursive: true, force: true });
    expect((await t.call({ method: 'GET', url: '/api/extension' })).json().data).toMatchObject({
      available: false,
      version: null,
    });
    const missing = await t.call({ method: 'GET', url: '/api/extension/download' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, reason: 'NOT_FOUND' });
    expect(missing.json().message).toContain('npm start');
  });
});
