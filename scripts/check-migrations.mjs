// Migration drift check: generating a migration from the Drizzle schema must produce nothing, i.e. the
// committed migrations in apps/server/drizzle already describe the schema. Generates into a copy of that
// folder so the committed one is never written; exits 1 naming the files a `npm run db:generate` would add.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './ensure-install.mjs';

const serverDir = path.join(repoRoot, 'apps/server');
const migrationsDir = path.join(serverDir, 'drizzle');

function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sellerdesk-migrations-'));
try {
  fs.cpSync(migrationsDir, scratch, { recursive: true });
  const before = new Map(listFiles(scratch).map((file) => [file, fs.readFileSync(path.join(scratch, file))]));
  // Without a terminal drizzle-kit cannot ask whether a column was renamed; such a schema change fails here.
  const result = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/infra/db/schema/index.ts',
      // drizzle-kit reads --out relative to the working directory (it prefixes './' even to an absolute path).
      '--out',
      path.relative(serverDir, scratch),
      '--name',
      'drift_check',
    ],
    { cwd: serverDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const changed = listFiles(scratch).filter((file) => {
    const old = before.get(file);
    return old === undefined || !old.equals(fs.readFileSync(path.join(scratch, file)));
  });
  // drizzle-kit can print an error and still exit 0: only its "No schema changes" or new files count.
  const unchanged = changed.length === 0 && /No schema changes/i.test(output);
  if (result.status !== 0 || (changed.length === 0 && !unchanged)) {
    process.stderr.write(output);
    console.error('✗ 마이그레이션 검사: drizzle-kit generate가 실패했습니다.');
    process.exitCode = 1;
  } else if (changed.length > 0) {
    console.error(
      '✗ 마이그레이션 검사: 스키마가 커밋된 마이그레이션과 다릅니다. `npm run db:generate`로 만들 파일:',
    );
    for (const file of changed) {
      console.error(`  ${file}`);
    }
    process.exitCode = 1;
  } else {
    console.log('✓ 마이그레이션 검사: 스키마와 커밋된 마이그레이션이 같습니다.');
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
