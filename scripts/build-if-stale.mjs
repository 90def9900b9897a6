// Builds the web app, the server and the Chrome extension (which the server offers for download) when a
// source file is newer than the last build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmStep, repoRoot } from './ensure-install.mjs';

const SOURCE_DIRS = [
  'packages',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/extension/src',
  'apps/extension/static',
  'apps/extension/scripts',
];
const SOURCE_FILES = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.js',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js', 'apps/extension/dist/manifest.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** The parts `npm run build` builds, in its order; each prints one line, its tools' output only on failure. */
const PARTS = [
  { label: '웹 앱', workspace: '@sellerdesk/web' },
  { label: '서버', workspace: '@sellerdesk/server' },
  { label: '확장 프로그램', workspace: '@sellerdesk/extension' },
];

export function buildIfStale() {
  const sourcesAt = Math.max(
    ...[...SOURCE_DIRS, ...SOURCE_FILES].map((p) => newestMtime(path.join(repoRoot, p))),
  );
  const builtAt = Math.min(...OUTPUTS.map((p) => newestMtime(path.join(repoRoot, p))));
  if (builtAt > sourcesAt) return;
  console.info('빌드합니다 (웹 앱, 서버, 확장 프로그램)…');
  for (const part of PARTS) npmStep(`${part.label} 빌드`, ['run', 'build', '--silent', '-w', part.workspace]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
