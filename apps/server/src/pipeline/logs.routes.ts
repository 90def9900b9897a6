import { contracts, type WorkItemLog, type WorkSummary, type WorkSite } from '@sellerdesk/domain/api';
import { requestContext } from '../infra/http/access';
import { AppError } from '../infra/http/errors';
import { route, type RouteModule } from '../infra/http/route-helpers';
import { HEARTBEAT_STALE_MS, latestHeartbeat } from '../infra/jobs/heartbeat';
import type { BatchKind } from './kinds';
import { listWorkLogs, workDetailLog, type ItemLogBase, type WorkLogBase } from './logs';

type CollectWorkLog = Omit<WorkSummary, keyof WorkLogBase>;
type CollectItemLog = Omit<WorkItemLog, keyof ItemLogBase>;

/** The work logs of every kind (spec: Log/GetCollectLogAll, Log/GetDetailLog) and the worker's pulse. */
export function workLogRoutes(kinds: {
  collect: BatchKind<CollectWorkLog, CollectItemLog, WorkSite>;
}): RouteModule {
  return (app, deps) => {
    const { Log } = contracts;

    route(app, Log.GetCollectLogAll, async (request) => {
      const { page, maxRow, site } = request.query;
      const { items, total } = await listWorkLogs(
        deps.db,
        kinds.collect,
        requestContext(request).userId,
        { page, maxRow },
        site,
      );
      return { items, total, page, maxRow };
    });

    route(app, Log.GetDetailLog, async (request) => {
      const detail = await workDetailLog(
        deps.db,
        kinds[request.query.type],
        requestContext(request).userId,
        request.query.workNumber,
      );
      if (!detail) {
        throw new AppError('WORK_NOT_FOUND');
      }
      return detail;
    });

    route(app, Log.CheckExistBot, async () => {
      const lastSeenAt = await latestHeartbeat(deps.db);
      const alive = lastSeenAt != null && Date.now() - lastSeenAt.getTime() < HEARTBEAT_STALE_MS;
      return { alive, lastSeenAt: lastSeenAt?.toISOString() ?? null };
    });
  };
}
