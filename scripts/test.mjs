// `npm test`: install, build what the browser tests open, then every test (unit, server on the embedded
// database — and on PostgreSQL too when TEST_DATABASE_URL is set — and browser tests in Chromium).
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureInstall, repoRoot } from './ensure-install.mjs';

ensureInstall();
buildIfStale();

const args = ['vitest', 'run', ...process.argv.slice(2)];
const result = spawnSync('npx', args, {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
