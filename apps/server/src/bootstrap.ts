import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import type { Config } from './config';
import { embeddedDataDir, openDatabase, type DatabaseHandle } from './infra/db/client';
import { runMigrations } from './infra/db/migrate';
import type { AppDeps } from './deps';
import { newWorkerIdentity, startHeartbeat } from './infra/jobs/heartbeat';
import { JobQueue } from './infra/jobs/queue';
import { startRecovery } from './infra/jobs/recovery';
import { startStatisticsSchedule } from './infra/jobs/statistics';

import { createSourceAccess, type SourceAccess } from './infra/outbound/source-access';
import { jobsFor, reclaimers } from './job-registry';
import { startSweeper } from './pipeline/index';
import { startSourceSyncSchedule } from './modules/source-sync/index';
import { LOG_REDACT_PATHS, REDACTED, serializeError, serializeRequest } from './lib/log-safety';
import { prettyLogStream } from './lib/pretty-log';
import { resolveSecretBox } from './lib/secret-box';
import { ImageStore } from './infra/images/image-store';
import { createMailer, type Mailer } from './infra/mail/mailer';
import { prewarmCategories, stopCategoryRefreshes } from './modules/categories/index';
import { createMarketAccess, type MarketAccess } from './modules/market-accounts/index';
import { resolveSigningKey } from './modules/system/index';

export type CreateDepsOptions = {
  /** An already open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: pino.Logger;
  sources?: SourceAccess;
  markets?: MarketAccess;
};

/**
 * The one logger of a process. Errors and requests go through the serializers of lib/log-safety.ts, so
 * no log line at any level carries query parameters, passwords, hashes, tokens, cookies or keys.
 * Lines are JSON, or readable text at a terminal (LOG_FORMAT). `destination` is for tests that read the
 * log; `out` is where the lines go otherwise (stdout).
 */
export function createLogger(
  config: Config,
  destination?: pino.DestinationStream,
  out: NodeJS.WriteStream = process.stdout,
): pino.Logger {
  const pretty = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && out.isTTY === true);
  return pino(
    {
      level: config.LOG_LEVEL,
      serializers: { err: serializeError, error: serializeError, req: serializeRequest },
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    },
    pretty
      ? prettyLogStream(destination ?? out, { colors: destination == null && out.isTTY === true })
      : destination,
  );
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

  const images = new ImageStore(path.join(config.dataDir, 'images'));
  const secrets = resolveSecretBox(config.CREDENTIALS_KEY, config.dataDir);
  const deps: AppDeps = {
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
    secrets,
    images,
    sources: options.sources ?? createSourceAccess(config),
    markets:
      options.markets ??
      createMarketAccess(config, {
        ownImages: (key) => fs.promises.readFile(images.filePath(key)).catch(() => null),
      }),
    tokens: {
      secret: await resolveSigningKey(database.db, config.JWT_SECRET, secrets, {
        warn: (message) => log.warn(message),
      }),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    },
  };
  deps.onMarketLoginPassed = (userId, market) => prewarmCategories(deps, userId, market);
  return deps;
}

/**
 * Starts this process's worker: its heartbeat, recovery of the work dead workers left running (at once,
 * before taking new jobs, and then every few seconds), the job workers, the collect sweeper and the planner-statistics schedule. Answers
 * a function that stops the heartbeat and the timers; `closeDeps` calls it after the queue has stopped.
 */
export async function startWorker(deps: AppDeps): Promise<() => Promise<void>> {
  const self = newWorkerIdentity();
  const stopHeartbeat = await startHeartbeat(deps.db, self, (error) =>
    deps.log.warn({ err: error }, 'worker heartbeat failed'),
  );
  const stopRecovery = await startRecovery(deps, self, reclaimers);
  await deps.queue.work(jobsFor(deps), deps, { workerId: self.workerId });
  const stopSweeper = await startSweeper(deps);
  const stopStatistics = startStatisticsSchedule(deps);
  const stopSourceSync = startSourceSyncSchedule(deps);
  return async () => {
    stopSourceSync();
    stopStatistics();
    stopSweeper();
    stopRecovery();
    await stopHeartbeat();
  };
}

/**
 * Stops the queue first (running jobs get a moment to finish), then the worker: its heartbeat beats until
 * the jobs are done, so no other worker takes them for orphans meanwhile.
 */
export async function closeDeps(deps: AppDeps, stopWorker?: () => Promise<void>): Promise<void> {
  await deps.queue.stop().catch((error: unknown) => deps.log.warn({ err: error }, 'queue stop failed'));
  await stopWorker?.().catch(() => undefined);
  stopCategoryRefreshes(deps.db);
  await deps.database.close();
}
