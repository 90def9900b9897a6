import { loadConfig } from '../../config';
import { embeddedDataDir, openDatabase } from './client';
import { runMigrations } from './migrate';

// `npm run db:migrate`: applies migrations to the configured database without starting the server.
const config = loadConfig();
const handle = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL }
    : { driver: 'pglite', dataDir: embeddedDataDir(config.dataDir) },
);
await runMigrations(handle);
await handle.close();
console.info(`마이그레이션 완료 (${handle.driver})`);
