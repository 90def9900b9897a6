import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { detailPageWork, reprocessDetailPages } from './reprocess.service';

/** Product/ReprocessDetailPage and its progress. */
export const detailContentRoutes: RouteModule = (app, deps) => {
  const { Product } = contracts;
  route(app, Product.ReprocessDetailPage, (request) =>
    reprocessDetailPages(deps, requestContext(request).userId, request.body.ids),
  );
  route(app, Product.GetReprocessDetailPage, (request) =>
    detailPageWork(deps, requestContext(request).userId, request.query.workNumber),
  );
};
