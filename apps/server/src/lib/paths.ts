import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package root, found by walking up to its package.json. It works the same from `src/`
 * (tsx, tests) and from the bundled `dist/main.js`.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8').includes('"@sellerdesk/server"')) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('서버 패키지 위치를 찾을 수 없습니다.');
    }
    dir = parent;
  }
}

const SERVER_ROOT = findServerRoot();

export function serverPath(...parts: string[]): string {
  return path.join(SERVER_ROOT, ...parts);
}

export function repoPath(...parts: string[]): string {
  return path.join(SERVER_ROOT, '..', '..', ...parts);
}
