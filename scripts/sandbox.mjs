// `npm run sandbox`: the whole product offline. Starts the emulator of the source sites and translation
// APIs, then the server pointed at it (its own data folder, ./data-sandbox), so collection works
// end to end without the internet: paste emulator links on the collect screen, or load the extension.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureInstall, repoRoot } from './ensure-install.mjs';
import { sandboxServerEnv } from './sandbox-env.mjs';

ensureInstall();
buildIfStale();

const emulatorPort = process.env.EMULATOR_PORT ?? '4010';
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const children = [];
const stopAll = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

const emulator = spawn(
  process.execPath,
  [
    path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    'packages/emulators/src/cli.ts',
    '--port',
    emulatorPort,
    '--latency',
    '50',
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
children.push(emulator);
emulator.on('exit', (code) => stopAll(code ?? 1));

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/main.js')],
  { cwd: repoRoot, stdio: 'inherit', env: sandboxServerEnv({ repoRoot, emulatorUrl }) },
);
children.push(server);
server.on('exit', (code) => stopAll(code ?? 1));
console.info(`\n샌드박스: 에뮬레이터 ${emulatorUrl}, 서버 http://localhost:${process.env.PORT ?? 3000}`);
console.info(
  `  예) 코스트코 ${emulatorUrl}/costco/p/610001  ·  타오바오 ${emulatorUrl}/taobao/item.htm?id=652370015315`,
);
console.info(
  `  마켓) ${['/naver', '/coupang', '/11st', '/esm', '/wmp'].map((prefix) => emulatorUrl + prefix).join('  ·  ')}`,
);
// The emulator's logged-in Taobao session (DEFAULT_CREDENTIALS; README § Sandbox).
console.info(
  '  타오바오 세션 쿠키 (수집 화면 → 타오바오 로그인 세션 → 쿠키 등록):\n' +
    '  cookie2=emu5e55i0n0000000000000000000001; unb=2200000000001; _nk_=sellerdesk_test; t=emu0001\n',
);
