import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../http/access';
import { route, type RouteModule } from '../../http/route-helpers';
import * as filters from './filters.service';
import * as sessions from './source-session.service';

/** Collect filters (spec: SetCollectFillter / RemoveCollectFillter / GetCollectFillter) and source sessions. */
export const collectSettingsRoutes: RouteModule = (app, deps) => {
  const { Product, UserConfig } = contracts;

  route(app, Product.SetCollectFillter, async (request) =>
    filters.setFilters(deps.db, requestContext(request), request.body),
  );

  route(app, Product.RemoveCollectFillter, async (request) =>
    filters.removeFilters(deps.db, requestContext(request), request.body),
  );

  route(app, Product.GetCollectFillter, async (request) => ({
    items: await filters.listFilters(deps.db, requestContext(request), request.query.mode),
  }));

  route(app, UserConfig.SetSourceSession, async (request) =>
    sessions.setSourceSession(deps.db, deps.secrets, requestContext(request), request.body),
  );

  route(app, UserConfig.GetSourceSession, async (request) =>
    sessions.getSourceSessionStatus(deps.db, requestContext(request), request.query.site),
  );
};
