import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator, type Emulator } from '@sellerdesk/emulators';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Fixed credentials and secret of the test servers, so tests can log in as admin and craft tokens. */
export const E2E_ADMIN = { username: 'admin@e2e.sellerdesk.test', password: 'E2eAdminPassw0rd' } as const;
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode != null) {
      throw new Error(`서버가 시작 중에 종료되었습니다 (exit ${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`서버가 ${timeoutMs}ms 안에 응답하지 않았습니다:\n${output()}`);
}

/**
 * Starts the built server (apps/server/dist/main.js, serving apps/web/dist) on a free port with a fresh
 * data directory: embedded database, mails as .eml files under <dataDir>/mail.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sellerdesk-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      // Browser tests share a busy machine: no shedding on event-loop delay (the gate still applies).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      LANDING_URL: '',
      CHANNEL_TALK_PLUGIN_KEY: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode == null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, () => log, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

export type TestStack = { emulator: Emulator; server: RunningServer; stop(): Promise<void> };

/** The emulator and a built server pointed at it for the sources, Papago, exchange rates and markets, stopped together. */
export async function startServerWithEmulator(extraEnv: Record<string, string> = {}): Promise<TestStack> {
  const emulator = await startEmulator();
  const server = await startServer({
    SOURCE_EMULATOR_URL: emulator.url,
    TRANSLATION_PROVIDER: 'papago',
    PAPAGO_API_KEY_ID: emulator.credentials.papago.keyId,
    PAPAGO_API_KEY: emulator.credentials.papago.key,
    EXCHANGE_RATE_API_KEY: emulator.credentials.exim.authkey,
    // The same emulator serves the markets under /naver, /coupang, /11st, /esm, /wmp and the Search Ad
    // API of the keyword tool under /naver-searchad.
    MARKET_EMULATOR_URL: emulator.url,
    ...extraEnv,
  }).catch(async (error: unknown) => {
    await emulator.close();
    throw error;
  });
  return {
    emulator,
    server,
    stop: async () => {
      await server.stop();
      await emulator.close();
    },
  };
}
