import { buildApp } from './app';
import { closeDeps, createDeps, startWorker } from './bootstrap';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { ensureAdminAccount } from './modules/account/index';
import { repoPath } from './lib/paths';

// The server: HTTP API + the built web app on one port, and (WORKER_MODE=inline) the job worker.
async function main(): Promise<void> {
  loadDotEnv(repoPath('.env'));
  const config = loadConfig();
  const deps = await createDeps(config);
  await ensureAdminAccount(deps);
  const stopHeartbeat = config.WORKER_MODE === 'inline' ? await startWorker(deps) : undefined;

  const app = await buildApp(deps, { webDistDir: config.WEB_DIST_DIR ?? repoPath('apps', 'web', 'dist') });
  await app.listen({ port: config.PORT, host: config.HOST });
  deps.log.info(
    `셀러데스크가 ${config.publicUrl} 에서 실행 중입니다 (DB: ${deps.database.driver}, 메일: ${deps.mailer.describe()}, 작업자: ${config.WORKER_MODE})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    deps.log.info({ signal }, '종료합니다');
    await app.close();
    await closeDeps(deps, stopHeartbeat);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('서버를 시작하지 못했습니다:', error);
  }
  process.exit(1);
});
