import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as filters from './filters.service';

/** Collect filters (spec: SetCollectFillter / RemoveCollectFillter / GetCollectFillter). */
export const filtersRoutes: RouteModule = (app, deps) => {
  const { Product } = contracts;

  route(app, Product.SetCollectFillter, async (request) =>
    filters.setFilters(deps.db, requestContext(request), request.body),
  );

  route(app, Product.RemoveCollectFillter, async (request) =>
    filters.removeFilters(deps.db, requestContext(request), request.body),
  );

  route(app, Product.GetCollectFillter, async (request) => ({
    items: await filters.listFilters(deps.db, requestContext(request), request.query.mode),
  }));
};
