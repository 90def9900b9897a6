// `npm run bench`: every workspace's benchmarks (each workspace's own `bench` script), then the browser
// bench of the editor popup (e2e/bench/editor-load.ts: a 2 MB page with 100 images on screen in < 1 s,
// built first when stale). Each runs even when one before it is over its budget, and prints its own
// figures; the exit code is non-zero when any budget was missed (or a bench failed to run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall, repoRoot } from './ensure-install.mjs';

ensureInstall();

const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const workspaceDirs = rootPackage.workspaces.flatMap((pattern) => {
  const parent = path.join(repoRoot, pattern.replace(/\/\*$/, ''));
  return fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(parent, entry.name, 'package.json')))
    .map((entry) => path.join(parent, entry.name));
});
const benches = workspaceDirs
  .map((dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')))
  .filter((pkg) => pkg.scripts?.bench)
  .map((pkg) => ({ name: pkg.name, command: 'npm', args: ['run', 'bench', '-w', pkg.name] }));
benches.push({
  name: 'e2e/bench/editor-load.ts',
  command: 'npx',
  args: ['tsx', 'e2e/bench/editor-load.ts'],
});

const over = [];
for (const bench of benches) {
  console.info(`\n=== ${bench.name} ===`);
  const run = spawnSync(bench.command, bench.args, { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) {
    over.push(bench.name);
  }
}
console.info(
  over.length === 0
    ? '\nbenches: every budget held'
    : `\nbenches over budget (or failed): ${over.join(', ')}`,
);
process.exit(over.length === 0 ? 0 : 1);
