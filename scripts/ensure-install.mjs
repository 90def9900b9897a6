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
  // Packages already in npm's cache are not fetched again; the lock file pins every version and hash.
  const run = npmStep('의존성 설치', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  // npm's warnings (deprecations, install scripts not in package.json's allowScripts) stay visible.
  const warnings = `${run.stderr ?? ''}`.split('\n').filter((line) => /^npm warn/i.test(line));
  for (const line of warnings) console.warn(line);
}

/**
 * Runs `npm <args>` with its output captured and prints one line for it: "✓ <label> (12.3초)", or on
 * failure the captured output and "✗ <label> 실패", then exits with npm's status. Answers the finished run.
 */
export function npmStep(label, args) {
  const startedAt = Date.now();
  const run = spawnSync('npm', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
    console.error(`  ✗ ${label} 실패 (${seconds}초) — 위 출력을 확인하세요.`);
    process.exit(run.status ?? 1);
  }
  console.info(`  ✓ ${label} (${seconds}초)`);
  return run;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
