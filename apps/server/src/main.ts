import os from 'node:os';
import { buildApp } from './app';
import { closeDeps, createDeps, startWorker } from './bootstrap';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
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
  // Fastify names every listening address; the line below says the one to open.
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (at) => `요청 받는 주소: ${at}`,
  });
  const bound = app.server.address();
  const port = bound && typeof bound === 'object' ? bound.port : config.PORT;
  deps.log.info(
    { db: deps.database.driver, mail: deps.mailer.describe(), worker: config.WORKER_MODE },
    `셀러데스크 실행 중 — 브라우저에서 여세요: ${addressToOpen(config, port)}`,
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

/**
 * PUBLIC_URL, or this machine's address with the port actually bound; when listening on every interface,
 * also the addresses other devices on the network use (mail links follow the address a seller opened,
 * infra/mail/link-base.ts).
 */
function addressToOpen(config: Config, port: number): string {
  if (config.PUBLIC_URL) {
    return config.publicUrl;
  }
  const local = `http://localhost:${port}`;
  if (config.HOST !== '0.0.0.0' && config.HOST !== '::') {
    return config.HOST === '127.0.0.1' || config.HOST === 'localhost'
      ? local
      : `http://${config.HOST}:${port}`;
  }
  const network = Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address?.address}:${port}`);
  return network.length > 0 ? `${local} (같은 네트워크의 다른 기기: ${network.join(', ')})` : local;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('서버를 시작하지 못했습니다:', error);
  }
  process.exit(1);
});
