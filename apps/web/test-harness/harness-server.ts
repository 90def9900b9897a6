import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';

/** Builds the editor harness page, serves it with a strict CSP, and opens it in Debian's Chromium. */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(HERE, 'dist');
export const REPO_ROOT = path.resolve(HERE, '../../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The policy the app is expected to run under: scripts only from our origin — no inline scripts, no
 * eval. Styles may be inline (Mantine and the pages' own style attributes need it).
 */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "object-src 'none'; base-uri 'self'; frame-src 'none'";

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) {
      crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG standing for a product photo: a soft gradient with a frame, width × height. */
export function bandedPng(width: number, height: number, seed: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const hue = [
    [255, 236, 210],
    [214, 234, 248],
    [226, 245, 222],
    [245, 225, 240],
  ][seed % 4]!;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const i = row + 1 + x * 3;
      const frame = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
      const shade = 1 - (0.25 * (x + y)) / (width + height);
      for (let c = 0; c < 3; c += 1) {
        raw[i + c] = frame ? Math.round(hue[c]! * 0.6) : Math.round(hue[c]! * shade);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export async function buildHarness(): Promise<void> {
  await build({ configFile: path.join(HERE, 'vite.config.ts'), mode: 'production' });
}

/** Serves the built harness and `/img/<n>…` images (generated PNGs) on a free local port. */
export async function serveHarness(): Promise<{ server: Server; origin: string }> {
  const images = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/img/')) {
      const seed = Number(/\d+/.exec(url.pathname)?.[0] ?? 7);
      const key = String(seed % 12);
      const png = images.get(key) ?? bandedPng(750, 420, seed % 12);
      images.set(key, png);
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
      response.end(png);
      return;
    }
    const file = path.join(DIST, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(DIST) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-security-policy': CSP,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, origin: `http://127.0.0.1:${port}` };
}

export async function openHarness(
  origin: string,
  viewport = { width: 1245, height: 800 },
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({ viewport, locale: 'ko-KR' });
  // Nothing leaves the machine: any address but the harness is refused.
  await context.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(origin);
  await page.waitForSelector('body[data-harness="ready"]', { state: 'attached' });
  return { browser, page };
}
