import { closeDeps, createDeps, startWorker } from './bootstrap';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { repoPath } from './lib/paths';

// A job worker on its own (PostgreSQL only): `npm run worker -w @sellerdesk/server` beside WORKER_MODE=off.
async function main(): Promise<void> {
  loadDotEnv(repoPath('.env'));
  const config = loadConfig();
  if (config.driver === 'pglite') {
    throw new ConfigError(
      '별도 작업자는 PostgreSQL(DATABASE_URL)에서만 실행할 수 있습니다. 내장 DB는 서버 안에서 작업자가 실행됩니다.',
    );
  }
  const deps = await createDeps(config);
  const stopHeartbeat = await startWorker(deps);
  deps.log.info('작업자가 실행 중입니다');
  const shutdown = async () => {
    await closeDeps(deps, stopHeartbeat);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
