// Installs dependencies when node_modules is missing or older than package-lock.json. Plain Node, no
// dependencies, so it runs on a fresh clone. `npm ci` installs exactly what the lock file records.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export function ensureInstall() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.info('의존성을 설치합니다 (npm ci, 처음에는 1~2분)…');
  const startedAt = Date.now();
  // Packages already in npm's cache are not fetched again; the lock file pins every version and hash.
  const run = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
    console.error(`  ✗ 의존성 설치 실패 (${seconds}초) — 위 출력을 확인하세요.`);
    process.exit(run.status ?? 1);
  }
  // npm's warnings (deprecations, install scripts not in package.json's allowScripts) stay visible.
  const warnings = `${run.stderr ?? ''}`.split('\n').filter((line) => /^npm warn/i.test(line));
  for (const line of warnings) console.warn(line);
  console.info(`  ✓ 의존성 설치 (${seconds}초)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
