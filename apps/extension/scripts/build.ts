// Builds the unpacked extension into dist/ (or EXTENSION_OUT_DIR): bundles, manifest, popup and icons.
// EXTENSION_DEV_HOSTS="http://127.0.0.1/*" adds hosts that count as the sites (tests, the sandbox).
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@sellerdesk/domain/core';
import { buildManifest, parseDevHosts } from '../src/manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.env.EXTENSION_OUT_DIR ?? path.join(root, 'dist'));
const devHosts = parseDevHosts(process.env.EXTENSION_DEV_HOSTS);

await fs.rm(outDir, { recursive: true, force: true });
await fs.mkdir(outDir, { recursive: true });

await build({
  entryPoints: {
    background: path.join(root, 'src/background/index.ts'),
    content: path.join(root, 'src/content/index.ts'),
    popup: path.join(root, 'src/popup/index.ts'),
  },
  outdir: outDir,
  bundle: true,
  format: 'iife',
  target: 'chrome116',
  // The page-world capture function is sent as source text: names stay readable, no helpers injected.
  minify: false,
  keepNames: false,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
});

await fs.writeFile(
  path.join(outDir, 'manifest.json'),
  `${JSON.stringify(buildManifest({ version: APP_VERSION, devHosts }), null, 2)}\n`,
);
await fs.cp(path.join(root, 'static'), outDir, { recursive: true });
console.info(
  `셀러데스크 확장 프로그램을 만들었습니다: ${outDir}${devHosts.length ? ` (추가 호스트 ${devHosts.join(', ')})` : ''}`,
);
