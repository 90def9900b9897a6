import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { closeDeps, createDeps, createLogger, startWorker } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { users } from '../../src/infra/db/schema/index';
import type { AppDeps } from '../../src/deps';
import { hashPassword } from '../../src/modules/auth/passwords';
import { CapturingMailer } from './capturing-mailer';
import { openTestDatabase, type TestDatabaseOptions } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole server for one test file: its own database with migrations, the real job worker (pg-boss)
 * and a mailer that keeps mail in memory. `env` overrides configuration; `logDestination` receives the
 * log lines (tests that read the log).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestDatabaseOptions & { logDestination?: { write(line: string): void } } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: path.join(os.tmpdir(), `sellerdesk-test-${crypto.randomBytes(4).toString('hex')}`),
    PUBLIC_URL: 'http://sellerdesk.test',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    // Test machines are busy: no shedding on event-loop delay unless a test asks for it.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    ...env,
  });
  const mailer = new CapturingMailer();
  const database = await openTestDatabase(options);
  const deps = await createDeps(config, {
    database,
    mailer,
    logger: createLogger(config, options.logDestination),
  });
  const stopWorker = await startWorker(deps);
  const app = await buildApp(deps);

  async function call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> {
    const { token, ...rest } = options;
    return app.inject({
      ...rest,
      headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  /** Creates a user straight in the database (verified `User` unless told otherwise). */
  async function createUser(
    overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
  ): Promise<{ id: string; username: string; password: string }> {
    const password = overrides.password ?? 'seller1234';
    const username = overrides.username ?? `seller-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const [row] = await deps.db
      .insert(users)
      .values({
        name: '테스트 셀러',
        phone: '01012345678',
        role: 'User',
        ...overrides,
        username,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    if (!row) {
      throw new Error('user insert failed');
    }
    return { id: row.id, username, password };
  }

  async function login(username: string, password: string) {
    const response = await call({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    if (response.statusCode !== 200) {
      throw new Error(`login failed: ${response.body}`);
    }
    return response.json<{ data: { accessToken: string; refreshToken: string; role: string } }>().data;
  }

  /** A verified user with a live session. */
  async function userSession(overrides: Parameters<typeof createUser>[0] = {}) {
    const user = await createUser(overrides);
    return { ...user, ...(await login(user.username, user.password)) };
  }

  async function findUser(username: string) {
    const [row] = await deps.db.select().from(users).where(eq(users.username, username));
    return row;
  }

  async function close() {
    await app.close();
    await closeDeps(deps, stopWorker);
  }

  return { app, deps, mailer, call, createUser, login, userSession, findUser, stopWorker, close };
}

export function dataOf<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}

export type { AppDeps, FastifyInstance };
