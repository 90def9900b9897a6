import path from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import { embeddedDataDir, openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import type { AppDeps } from './deps';
import { startHeartbeat } from './jobs/heartbeat';
import { JobQueue } from './jobs/queue';
import { jobsFor } from './jobs/registry';
import { createSourceAccess, type SourceAccess } from './modules/collect/source-access';
import { startCollectSweeper } from './modules/collect/sweep';
import { resolveSecretBox } from './lib/secret-box';
import { ImageStore } from './modules/images/image-store';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { resolveJwtSecret } from './modules/system/app-settings';

export type CreateDepsOptions = {
  /** An already open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: pino.Logger;
  sources?: SourceAccess;
};

export function createLogger(config: Config): pino.Logger {
  return pino({
    level: config.LOG_LEVEL,
    // Secrets must never reach the log, whatever route or job logs a request or payload.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.accessToken',
        '*.refreshToken',
        '*.secretKey',
        '*.apiKey',
      ],
      censor: '[숨김]',
    },
  });
}

/** Opens the database, applies migrations and wires the dependencies every entry point shares. */
export async function createDeps(config: Config, options: CreateDepsOptions = {}): Promise<AppDeps> {
  const log = options.logger ?? createLogger(config);
  const database =
    options.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { driver: 'postgres', url: config.DATABASE_URL }
        : { driver: 'pglite', dataDir: embeddedDataDir(config.dataDir) },
    ));
  await runMigrations(database);

  const queue = new JobQueue(database.executeSql, {
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });
  await queue.start();

  return {
    config,
    database,
    db: database.db,
    queue,
    log,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        mailDir: path.join(config.dataDir, 'mail'),
      }),
    secrets: resolveSecretBox(config.CREDENTIALS_KEY, config.dataDir),
    images: new ImageStore(path.join(config.dataDir, 'images')),
    sources: options.sources ?? createSourceAccess(config),
    tokens: {
      secret: await resolveJwtSecret(database.db, config.JWT_SECRET),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    },
  };
}

/** Starts the job workers, the collect sweeper and the heartbeat; answers a function that stops them. */
export async function startWorker(deps: AppDeps): Promise<() => Promise<void>> {
  await deps.queue.work(jobsFor(deps), deps);
  const stopSweeper = startCollectSweeper(deps);
  const stopHeartbeat = await startHeartbeat(deps.db, (error) =>
    deps.log.warn({ err: error }, 'worker heartbeat failed'),
  );
  return async () => {
    stopSweeper();
    await stopHeartbeat();
  };
}

export async function closeDeps(deps: AppDeps, stopHeartbeat?: () => Promise<void>): Promise<void> {
  await stopHeartbeat?.().catch(() => undefined);
  await deps.queue.stop().catch((error: unknown) => deps.log.warn({ err: error }, 'queue stop failed'));
  await deps.database.close();
}
