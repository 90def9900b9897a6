import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as sync from './source-sync.service';

/** Source price and stock sync: settings, starting one, its progress and report. */
export const sourceSyncRoutes: RouteModule = (app, deps) => {
  const { Market } = contracts;

  route(app, Market.GetSourceSyncSetting, async (request) =>
    sync.getSyncSetting(deps, requestContext(request).userId),
  );
  route(app, Market.SetSourceSyncSetting, async (request) =>
    sync.setSyncSetting(deps, requestContext(request).userId, request.body),
  );
  route(app, Market.StartSourceSync, async (request) =>
    sync.startSync(deps, requestContext(request).userId, request.body),
  );
  route(app, Market.GetSourceSyncWork, async (request) =>
    sync.syncWorkReport(deps, requestContext(request).userId, request.query),
  );
  route(app, Market.GetSourceSyncWorkList, async (request) =>
    sync.syncWorkList(deps, requestContext(request).userId, request.query),
  );
};
