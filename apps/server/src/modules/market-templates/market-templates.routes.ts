import { MARKETS } from '@sellerdesk/domain';
import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { marketAddresses, marketCouriers } from './market-lookups';
import * as templates from './market-templates.service';

/** The seller's upload templates (UserConfig) and the market look-ups their form needs (MarketInfo). */
export const marketTemplatesRoutes: RouteModule = (app, deps) => {
  const { UserConfig, MarketInfo } = contracts;

  // One Set endpoint per market (the spec's SetSmartStore and its siblings), one handler for all.
  for (const market of MARKETS) {
    route(app, UserConfig[`Set${market}`], async (request) =>
      templates.setTemplate(deps, requestContext(request), market, request.query.templateName, request.body),
    );
  }
  route(app, UserConfig.GetMarketConfig, async (request) =>
    templates.getTemplate(deps, requestContext(request), request.query.market, request.query.templateName),
  );
  route(app, UserConfig.GetMarketConfigTemplateSummary, async (request) =>
    templates.templateSummary(deps, requestContext(request)),
  );
  route(app, UserConfig.RemoveTemplate, async (request) =>
    templates.removeTemplate(deps, requestContext(request), request.body.market, request.body.templateName),
  );
  route(app, MarketInfo.GetMarketAddress, async (request) =>
    marketAddresses(deps, requestContext(request).userId, request.query.market, request.query.accountId),
  );
  route(app, MarketInfo.GetMarketCourier, async (request) =>
    marketCouriers(deps, requestContext(request).userId, request.query.market, request.query.accountId),
  );
};
