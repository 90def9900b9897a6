import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as service from './detail-page.service';

/** The detail-page template (Market/SetDetailPage, GetDetailPageConfig). */
export const detailPageRoutes: RouteModule = (app, deps) => {
  const { Market } = contracts;

  route(app, Market.GetDetailPageConfig, async (request) =>
    service.getDetailPageConfig(deps.db, requestContext(request).userId),
  );

  route(app, Market.SetDetailPage, async (request) =>
    service.setDetailPageConfig(deps.db, requestContext(request).userId, request.body, deps.config.publicUrl),
  );
};
