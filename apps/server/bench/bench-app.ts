/**
 * The server a list benchmark measures: production config on a fresh data folder, the app built on the
 * given database, and two sellers — the one measured (who can log in) and another whose rows must
 * never show up in the first one's answers.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/infra/db/client';
import { users } from '../src/infra/db/schema/index';
import { hashPassword } from '../src/modules/auth/passwords';

const SELLER = { username: 'bench-seller@example.com', password: 'benchPass123' };

export async function startBenchApp(database: DatabaseHandle) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(os.tmpdir(), `sellerdesk-bench-${crypto.randomBytes(4).toString('hex')}`),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const deps = await createDeps(config, { database });
  const app = await buildApp(deps);
  const [seller, other] = await deps.db
    .insert(users)
    .values([
      {
        username: SELLER.username,
        passwordHash: await hashPassword(SELLER.password),
        name: '벤치',
        phone: '',
        role: 'User',
      },
      { username: 'bench-other@example.com', passwordHash: 'x', name: '다른', phone: '', role: 'User' },
    ])
    .returning();
  if (!seller || !other) {
    throw new Error('bench sellers were not created');
  }
  let token: string | null = null;
  /** The measured seller's access token, through the real login route. */
  async function login(): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: SELLER });
    return (response.json() as { data: { accessToken: string } }).data.accessToken;
  }
  return {
    deps,
    app,
    seller,
    other,
    /** POST as the measured seller (logged in once); the answer's `data`, or an error naming the call. */
    async post<T>(url: string, body: Record<string, unknown>): Promise<T> {
      token ??= await login();
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (response.statusCode !== 200) {
        throw new Error(`${url} ${JSON.stringify(body)} answered ${response.statusCode}: ${response.body}`);
      }
      return (response.json() as { data: T }).data;
    },
    async close() {
      await app.close();
      await closeDeps(deps);
    },
  };
}
