import { APP_VERSION } from '@sellerdesk/domain';
import { contracts } from '@sellerdesk/domain/api';
import { isWorkerAlive } from '../../infra/jobs/heartbeat';
import { route, type RouteModule } from '../../infra/http/route-helpers';

export const healthRoutes: RouteModule = (app, deps) => {
  const { System } = contracts;

  route(app, System.health, { alsoAnswers: [503] }, async (_request, reply) => {
    let database = { ok: false, driver: deps.database.driver, latencyMs: -1 };
    try {
      database = { ok: true, driver: deps.database.driver, latencyMs: await deps.database.ping() };
    } catch (error) {
      deps.log.error({ err: error }, 'health: database ping failed');
    }
    const workerAlive = database.ok ? await isWorkerAlive(deps.db).catch(() => false) : false;
    const queueOk = database.ok && workerAlive;
    const status = database.ok && queueOk ? 'ok' : 'degraded';
    if (!database.ok) {
      void reply.status(503);
    }
    return {
      status,
      database,
      queue: { ok: queueOk, workerAlive },
      version: APP_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    } as const;
  });

  route(app, System.publicConfig, async () => ({
    landingUrl: deps.config.LANDING_URL,
    channelTalkPluginKey: deps.config.CHANNEL_TALK_PLUGIN_KEY,
    defaultDirection: deps.config.DEFAULT_DIRECTION,
  }));
};
