// Installs dependencies when node_modules is missing or older than package-lock.json. Plain Node, no
// dependencies, so it runs on a fresh clone. `npm ci` installs exactly what the lock file records.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export function ensureInstall() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.info('의존성을 설치합니다 (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: repoRoot, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
