import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as control from './product-control.service';

/** Product control (spec §7 ProductManagement): listings on the markets and changes made to them. */
export const productControlRoutes: RouteModule = (app, deps) => {
  const { ProductManagement } = contracts;

  route(app, ProductManagement.GetUserMarketAccount, async (request) =>
    control.userMarketAccounts(deps, requestContext(request).userId, request.query.market),
  );
  route(app, ProductManagement.SearchMarketProductSummary, async (request) =>
    control.searchListings(deps, requestContext(request).userId, request.body),
  );
  route(app, ProductManagement.MarketProductSimpleEdit, async (request) =>
    control.editListings(deps, requestContext(request).userId, request.body),
  );
  route(app, ProductManagement.MarketProductStatusChange, async (request) =>
    control.changeListingStatus(deps, requestContext(request).userId, request.body),
  );
  route(app, ProductManagement.SyncMarketProduct, async (request) =>
    control.syncListings(deps, requestContext(request).userId, request.body),
  );
  route(app, ProductManagement.GetMarketProductWork, async (request) =>
    control.listingWork(deps, requestContext(request).userId, request.query.workNumber),
  );
  route(app, ProductManagement.GetCoupangProductUrl, async (request) =>
    control.coupangProductUrl(deps, requestContext(request).userId, request.body.listingId),
  );
};
