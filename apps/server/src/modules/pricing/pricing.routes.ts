import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { BULK_WRITE_ROWS, requestStatisticsRefresh } from '../../infra/jobs/statistics';
import { createExchangeRateProvider } from './exchange-rate-source';
import * as pricing from './pricing.service';

/** Price settings (Market/SetPrice, GetPrice), reference rates (UserSetting/GetExchange) and repricing. */
export const pricingRoutes: RouteModule = (app, deps) => {
  const { Market, UserSetting, Product } = contracts;
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

  route(app, Product.RepriceProducts, async (request) => {
    const result = await pricing.repriceProducts(deps.db, requestContext(request).userId, request.body);
    if (result.repriced >= BULK_WRITE_ROWS) {
      // A bulk rewrite of the catalogue: refresh the planner's statistics now rather than at the next slot.
      await requestStatisticsRefresh(deps, 'bulk-write').catch((error: unknown) =>
        request.log.warn({ err: error }, 'statistics job not enqueued'),
      );
    }
    return result;
  });
};
