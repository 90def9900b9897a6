import { contracts } from '@sellerdesk/domain/api';
import { desc } from 'drizzle-orm';
import { workerHeartbeats } from '../infra/db/schema/index';
import { requestContext } from '../infra/http/access';
import { AppError } from '../infra/http/errors';
import { route, type RouteModule } from '../infra/http/route-helpers';
import { HEARTBEAT_STALE_MS } from '../infra/jobs/heartbeat';
import * as works from './works.repository';

export const logsRoutes: RouteModule = (app, deps) => {
  const { Log } = contracts;

  route(app, Log.GetCollectLogAll, async (request) => {
    const { items, total } = await works.listWorks(deps.db, requestContext(request).userId, request.query);
    return { items, total, page: request.query.page, maxRow: request.query.maxRow };
  });

  route(app, Log.GetDetailLog, async (request) => {
    const detail = await works.getWorkDetail(
      deps.db,
      requestContext(request).userId,
      request.query.workNumber,
    );
    if (!detail) {
      throw new AppError('WORK_NOT_FOUND');
    }
    return detail;
  });

  route(app, Log.GetUserCollectSummary, async (request) =>
    works.collectSummary(deps.db, requestContext(request).userId),
  );

  route(app, Log.CheckExistBot, async () => {
    const [latest] = await deps.db
      .select({ lastSeenAt: workerHeartbeats.lastSeenAt })
      .from(workerHeartbeats)
      .orderBy(desc(workerHeartbeats.lastSeenAt))
      .limit(1);
    const alive = latest != null && Date.now() - latest.lastSeenAt.getTime() < HEARTBEAT_STALE_MS;
    return { alive, lastSeenAt: latest?.lastSeenAt.toISOString() ?? null };
  });
};
