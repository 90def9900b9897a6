import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle handle every repository takes. A transaction handle is one too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs raw SQL the way pg-boss expects: `{ rows }` for one statement. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  executeSql: SqlExecutor;
  ping(): Promise<number>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir?: string };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      executeSql: async (text, values) => {
        const result = await pool.query(text, values as unknown[]);
        // A multi-statement query answers an array of results; pg-boss reads the last one.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      ping: () => timed(() => db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  // pg_trgm backs the catalogue's keyword search (its indexes come with the migrations).
  const extensions = { pg_trgm };
  const client = await PGlite.create(
    options.dataDir ? { dataDir: options.dataDir, extensions } : { extensions },
  );
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        return client.query(text, values);
      }
      // PGlite's `query` takes one statement; parameterless multi-statement SQL (pg-boss schema set-up)
      // has to go through `exec`, which answers one result per statement.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return Math.round((performance.now() - started) * 100) / 100;
}

/** The embedded database lives in `<DATA_DIR>/pgdata`. */
export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}
