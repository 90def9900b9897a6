import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { runMigrations } from '../src/infra/db/migrate';
import { appSettings } from '../src/infra/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

/**
 * The token signing key is never readable from the database alone: without JWT_SECRET it is stored sealed
 * with the credentials key (kept outside the database), and a key an older version stored in plain text
 * is retired at start-up.
 */
describe('the signing key generated on first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: '' });
  });
  afterAll(async () => t?.close());

  it('is not in app_settings: the stored value is sealed and signs nothing', async () => {
    const key = Buffer.from(t.deps.tokens.secret).toString('utf8');
    expect(key.length).toBeGreaterThanOrEqual(32);
    const rows = await t.deps.db.select().from(appSettings);
    expect(rows.some((row) => row.key === 'jwt_secret')).toBe(true);
    for (const row of rows) {
      expect(row.value).not.toContain(key);
    }
    const stored = rows.find((row) => row.key === 'jwt_secret')!.value;
    expect(t.deps.secrets.isSealed(stored)).toBe(true);

    // A session works, and a token signed with what a backup holds does not.
    const user = await t.userSession();
    expect((await t.call({ method: 'GET', url: '/api/auth/user', token: user.accessToken })).statusCode).toBe(
      200,
    );
    const [row] = await t.deps.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
    const fromBackup = await new SignJWT({ username: user.username, role: 'User', plan: 'Free', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(t.deps.tokens.issuer)
      .setAudience(t.deps.tokens.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(row!.value));
    const forged = await t.call({ method: 'GET', url: '/api/auth/user', token: fromBackup });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().reason).toBe('TOKEN_SIGNATURE_INVALID');
  });
});

describe('a signing key an older version kept in plain text', () => {
  it('is retired at start-up: a new sealed key signs, the old one no longer verifies', async () => {
    const database = await openTestDatabase();
    await runMigrations(database);
    const plaintext = crypto.randomBytes(48).toString('base64url');
    await database.db.insert(appSettings).values({ key: 'jwt_secret', value: plaintext });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), `sellerdesk-test-${crypto.randomBytes(4).toString('hex')}`),
    });
    const deps = await createDeps(config, { database });
    try {
      expect(Buffer.from(deps.tokens.secret).toString('utf8')).not.toBe(plaintext);
      const rows = await deps.db.select().from(appSettings);
      expect(rows.map((row) => row.value).join('\n')).not.toContain(plaintext);
      const stored = rows.find((row) => row.key === 'jwt_secret')!.value;
      expect(deps.secrets.decrypt(stored)).toBe(Buffer.from(deps.tokens.secret).toString('utf8'));

      // A second start (another process on the same database and key) signs with the same key.
      const again = await createDeps(config, { database: { ...database, close: async () => undefined } });
      expect(Buffer.from(again.tokens.secret)).toEqual(Buffer.from(deps.tokens.secret));
      await again.queue.stop();
    } finally {
      await closeDeps(deps);
    }
  });
});
