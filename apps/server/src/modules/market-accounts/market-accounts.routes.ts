import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as accounts from './market-accounts.service';

/** The seller's market accounts (UserConfig, MarketInfo) and the connection check (Market). */
export const marketAccountsRoutes: RouteModule = (app, deps) => {
  const { UserConfig, MarketInfo, Market } = contracts;

  route(app, UserConfig.SetMarketAccount, async (request) =>
    accounts.setMarketAccount(deps, requestContext(request), request.query.market, request.body),
  );
  route(app, UserConfig.GetMarketAccount, async (request) =>
    accounts.getMarketAccounts(deps, requestContext(request), request.query.market),
  );
  route(app, UserConfig.RemoveMarketAccount, async (request) =>
    accounts.removeMarketAccount(deps, requestContext(request), request.query.market, request.body.id),
  );
  route(app, MarketInfo.GetUserAllMarketAccount, async (request) =>
    accounts.getAllMarketAccounts(deps, requestContext(request)),
  );
  route(app, Market.CheckMarketLogin, async (request) =>
    accounts.checkMarketLogin(deps, requestContext(request), request.query.market, request.body.id),
  );
};
