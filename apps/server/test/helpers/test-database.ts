import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

/**
 * A database no other test file sees: an in-memory PGlite by default, or — with TEST_DB_DRIVER=postgres
 * and TEST_DATABASE_URL set — a new PostgreSQL database created for this file and dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    return openDatabase({ driver: 'pglite' });
  }
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
  const handle = await openDatabase({ driver: 'postgres', url: target.toString(), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
