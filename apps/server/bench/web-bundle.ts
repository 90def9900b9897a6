/**
 * Served small and compressed (issue 8 §7). Reads the web build (building it when stale), follows the
 * initial module graph of the login screen, the start screen and the editor popup — index.html's entry and its static
 * imports, the default theme the boot awaits, the route's layout and screen chunks with theirs — and
 * prints the JavaScript each needs, raw and gzip, against the budget of 250 KB gzip. Then starts the
 * server on the build and fetches every one of those files (and an API answer) with
 * `accept-encoding: br, gzip`, checking what goes over the wire is compressed and cached right.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_THEME } from '../../web/src/ui-constants';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/infra/db/client';
import { repoPath } from '../src/lib/paths';
// @ts-expect-error -- a plain .mjs script of the repository (no types): builds web + server when stale.
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

const BUDGET_KB = 250;
const DIST = repoPath('apps', 'web', 'dist');

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

(buildIfStale as () => void)();
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) {
    throw new Error(`not in the build manifest: ${key}`);
  }
  if (!into.has(key)) {
    into.add(key);
    for (const imported of chunk.imports ?? []) {
      staticClosure(imported, into);
    }
  }
  return into;
}

/** Classic scripts index.html loads itself (the zod settings script vite.config.ts emits: not in the manifest). */
function classicScripts(): string[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
}

function screenFiles(routeChunks: string[]): { js: string[]; css: string[] } {
  const keys = new Set<string>();
  for (const key of ['index.html', `src/theme/themes/${DEFAULT_THEME}.ts`, ...routeChunks]) {
    staticClosure(key, keys);
  }
  const chunks = [...keys].map((key) => manifest[key] as ManifestChunk);
  return {
    js: [...classicScripts(), ...chunks.map((chunk) => chunk.file)],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

const SCREENS = {
  'login (/user/login)': screenFiles(['src/layout/auth-layout.tsx', 'src/screens/login/login-screen.tsx']),
  'start (/app/grit/start)': screenFiles(['src/layout/app-layout.tsx', 'src/screens/start/start-screen.tsx']),
  // The popup's own screen; the rich-text editor (tiptap) is its own chunk, loaded beside it.
  'editor (/editor)': screenFiles(['src/screens/editor/editor-screen.tsx']),
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fileBytes = (file: string) => fs.readFileSync(path.join(DIST, file));
const gzipBytes = (file: string) => zlib.gzipSync(fileBytes(file), { level: 9 }).length;

let pass = true;
console.info(`web bundle: initial JavaScript per screen (budget < ${BUDGET_KB} KB gzip)`);
for (const [screen, { js, css }] of Object.entries(SCREENS)) {
  const raw = js.reduce((sum, file) => sum + fileBytes(file).length, 0);
  const gzip = js.reduce((sum, file) => sum + gzipBytes(file), 0);
  const cssGzip = css.reduce((sum, file) => sum + gzipBytes(file), 0);
  const within = gzip / 1024 < BUDGET_KB;
  pass &&= within;
  console.info(
    `  ${screen.padEnd(24)} ${String(js.length).padStart(3)} scripts  ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip  ${within ? 'ok' : 'OVER'}   (+ ${css.length} CSS, ${kb(cssGzip)} gzip)`,
  );
  const largest = js
    .map((file) => ({ file, gzip: gzipBytes(file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);
  console.info(`    largest: ${largest.map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`).join(', ')}`);
}

/** GET without decoding, so the bytes counted are the bytes on the wire. */
function rawGet(
  base: string,
  urlPath: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
        );
      })
      .on('error', reject);
  });
}

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  DATA_DIR: path.join(os.tmpdir(), `sellerdesk-bench-${crypto.randomBytes(4).toString('hex')}`),
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
});
const deps = await createDeps(config, { database: await openDatabase({ driver: 'pglite' }) });
const app = await buildApp(deps, { webDistDir: DIST });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

console.info('over the wire (accept-encoding: br, gzip)');
const problems: string[] = [];
const files = [...new Set(Object.values(SCREENS).flatMap((s) => [...s.js, ...s.css]))];
let wire = 0;
let raw = 0;
for (const file of files) {
  const res = await rawGet(base, `/${file}`);
  wire += res.bytes;
  raw += fileBytes(file).length;
  const hashed = file.startsWith('assets/');
  if (res.status !== 200) {
    problems.push(`${file}: HTTP ${res.status}`);
  }
  if (fileBytes(file).length >= 1024 && !['br', 'gzip'].includes(String(res.headers['content-encoding']))) {
    problems.push(`${file}: sent uncompressed`);
  }
  if (hashed && !/immutable/.test(String(res.headers['cache-control']))) {
    problems.push(
      `${file}: cache-control "${res.headers['cache-control']}" (hashed files should be immutable)`,
    );
  }
}
const page = await rawGet(base, '/user/login');
if (
  !['br', 'gzip'].includes(String(page.headers['content-encoding'])) ||
  page.headers['cache-control'] !== 'no-cache'
) {
  problems.push(
    `index.html: content-encoding ${page.headers['content-encoding']}, cache-control ${page.headers['cache-control']}`,
  );
}
const api = await rawGet(base, '/api/auth/registerTerms');
if (!['br', 'gzip'].includes(String(api.headers['content-encoding']))) {
  problems.push(`API answer (/api/auth/registerTerms): sent uncompressed`);
}
console.info(
  `  ${files.length} files of these screens: ${kb(raw)} raw → ${kb(wire)} on the wire; index.html ${page.headers['content-encoding'] ?? 'identity'}, API ${api.headers['content-encoding'] ?? 'identity'} (${kb(api.bytes)})`,
);
for (const problem of problems) {
  console.info(`  ${problem}`);
}
pass &&= problems.length === 0;
console.info(`  ${pass ? 'PASS' : 'OVER'}`);

await app.close();
await closeDeps(deps);
process.exit(pass ? 0 : 1);
