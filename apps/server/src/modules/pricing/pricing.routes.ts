import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { createExchangeRateProvider } from './exchange-rate-source';
import * as pricing from './pricing.service';

/** Price settings (Market/SetPrice, GetPrice), reference rates (UserSetting/GetExchange) (repricing runs as a bulk catalogue work). */
export const pricingRoutes: RouteModule = (app, deps) => {
  const { Market, UserSetting } = contracts;
  const rates: pricing.ExchangeRateSource = {
    provider: createExchangeRateProvider(deps.config),
    log: deps.log,
    inflight: new Map(),
    failedAt: null,
  };

  route(app, Market.GetPrice, async (request) =>
    pricing.getPriceSettings(deps.db, requestContext(request).userId),
  );

  route(app, Market.SetPrice, async (request) =>
    pricing.setPriceSettings(deps.db, requestContext(request).userId, request.body),
  );

  route(app, UserSetting.GetExchange, async (request) =>
    pricing.getExchange(deps.db, rates, requestContext(request).userId),
  );
};
