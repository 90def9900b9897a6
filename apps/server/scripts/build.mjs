// Bundles the server and the worker into dist/. Our own workspace packages are bundled in (they ship
// TypeScript sources); every npm dependency stays external and is loaded from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const readManifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** npm dependencies of the server and of the workspace packages bundled into it (CommonJS ones cannot be bundled into ESM). */
function npmDependencies(dir, seen = new Set()) {
  for (const name of Object.keys(readManifest(dir).dependencies ?? {})) {
    if (seen.has(name)) {
      continue;
    }
    seen.add(name);
    if (name.startsWith('@sellerdesk/')) {
      npmDependencies(fs.realpathSync(path.join(root, '..', '..', 'node_modules', name)), seen);
    }
  }
  return seen;
}
const external = [...npmDependencies(root)].filter((name) => !name.startsWith('@sellerdesk/'));

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The detail-HTML pool's thread loads `detail-html-worker.js` beside the chunk that starts it.
  entryPoints: [
    'src/main.ts',
    'src/worker.ts',
    { in: 'src/modules/products/detail-html-worker.ts', out: 'detail-html-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.info('server built → apps/server/dist');
