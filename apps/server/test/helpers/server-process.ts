import type { DetailLogResponse } from '@sellerdesk/domain/api';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** `performance.now()` when the process was spawned. */
  spawnedAt: number;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startupMs: number;
  output(): string;
  /** Ends the process at once, like a crash or `kill -9`: no shutdown hook runs. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Runs the real server entry point (`src/main.ts`, through tsx in this same process, so a signal reaches
 * the server itself) with the given environment, and waits until `/api/health` answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // The event-loop check of load shedding is off unless a test asks for it: on a busy test machine the
    // embedded database's start-up alone trips it, and these tests are about something else.
    env: {
      ...process.env,
      MAX_EVENT_LOOP_DELAY_MS: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode == null && child.signalCode == null) {
      child.kill(name);
      await exited;
    }
  };
  const stop = async () => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await signal('SIGTERM');
    clearTimeout(timer);
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode != null) {
      throw new Error(`server exited while starting (${child.exitCode}):\n${log}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) {
      break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer within 120 s:\n${log}`);
    }
    await sleep(100);
  }
  return {
    baseUrl,
    pid: child.pid ?? -1,
    spawnedAt: started,
    startupMs: Math.round(performance.now() - started),
    output: () => log,
    killHard: () => signal('SIGKILL'),
    stop,
  };
}

/** One JSON call to a server process, answering its `data` (a failure throws with the status and body). */
export async function processApi<T>(
  base: string,
  token: string | null,
  method: string,
  url: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) {
    throw new Error(`${url} → ${response.status} ${JSON.stringify(json)}`);
  }
  return json.data;
}

/** Logs in to a server process and answers the access token. */
export const processLogin = (base: string, account: { username: string; password: string }) =>
  processApi<{ accessToken: string }>(base, null, 'POST', '/api/auth/login', account).then(
    (data) => data.accessToken,
  );

/** A collect work's detail log on a server process. */
export const collectDetailLog = (base: string, token: string, workNumber: number) =>
  processApi<DetailLogResponse>(
    base,
    token,
    'GET',
    `/api/Log/GetDetailLog?type=collect&workNumber=${workNumber}`,
  );
