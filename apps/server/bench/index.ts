/**
 * `npm run bench` for the server: each benchmark in its own process (they start servers and databases),
 * all of them run even when one is over its budget; the exit code says whether every budget held.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = [
  'collect-costco.ts',
  'load.ts',
  'web-bundle.ts',
  'bulk-actions.ts',
  'catalogue-list.ts',
  'detail-page.ts',
  'category-cache.ts',
  'upload-markets.ts',
  'listings-control.ts',
  'source-sync.ts',
  'upload-check.ts',
  'idle-worker.ts',
  'crash-resume.ts',
];

const over: string[] = [];
for (const bench of BENCHES) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], { stdio: 'inherit' });
  if (run.status !== 0) {
    over.push(bench);
  }
  console.info('');
}
console.info(
  over.length === 0 ? 'server benches: all within budget' : `server benches over budget: ${over.join(', ')}`,
);
process.exit(over.length === 0 ? 0 : 1);
