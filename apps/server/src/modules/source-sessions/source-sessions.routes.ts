import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as sessions from './source-session.service';

/** The seller's sessions on source sites (the Taobao cookie). */
export const sourceSessionsRoutes: RouteModule = (app, deps) => {
  const { UserConfig } = contracts;

  route(app, UserConfig.SetSourceSession, async (request) =>
    sessions.setSourceSession(deps.db, deps.secrets, requestContext(request), request.body),
  );

  route(app, UserConfig.GetSourceSession, async (request) =>
    sessions.getSourceSessionStatus(deps.db, requestContext(request), request.query.site),
  );
};
