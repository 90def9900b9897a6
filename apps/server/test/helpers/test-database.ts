import crypto from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/infra/db/client';

export type TestDatabaseOptions = {
  /**
   * PGlite runs a statement inside this process, so a request's statements usually finish in one turn of
   * the event loop and concurrent requests never interleave — unlike PostgreSQL, where every statement is a
   * round trip over a socket. Set this to make PGlite wait one turn before each statement, as a server
   * would, so races between requests show on both databases. (PostgreSQL is left as it is.)
   */
  interleaveStatements?: boolean;
};

/**
 * A database no other test file sees: an in-memory PGlite by default, or — with TEST_DB_DRIVER=postgres
 * and TEST_DATABASE_URL set — a new PostgreSQL database created for this file and dropped on close.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (!testsUsePostgres()) {
    const handle = await openDatabase({ driver: 'pglite' });
    if (options.interleaveStatements) {
      // Drizzle's PGlite session keeps this client object and calls its `query` for every statement.
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const query = client.query.bind(client);
      client.query = (async (...args: Parameters<typeof query>) => {
        await nextTurn();
        return query(...args);
      }) as typeof client.query;
    }
    return handle;
  }
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ driver: 'postgres', url: created.url, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/** True when this test run's server tests use PostgreSQL (the `server-pg` project). */
export function testsUsePostgres(): boolean {
  return process.env.TEST_DB_DRIVER === 'postgres';
}

/** A new, empty PostgreSQL database on `url`'s server (TEST_DATABASE_URL's by default); `drop` removes it. */
export async function createPostgresTestDatabase(
  url = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!url) {
    throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  }
  const name = `sellerdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
