// `npm start`: install → build → run the server (it migrates the database on start) with the job worker
// inside, serving the API and the web app on one port (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureInstall, repoRoot } from './ensure-install.mjs';

ensureInstall();
buildIfStale();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/main.js')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
