import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as works from './works.service';

/** The ways products come in (spec §7 Products: …ProductWorkList, …Extension). */
export const collectRoutes: RouteModule = (app, deps) => {
  const { Log, Product } = contracts;

  route(app, Product.CostcoProductWorkList, async (request) =>
    works.createSearchableWork(deps, requestContext(request), 'costco', request.body),
  );

  route(app, Product.TaobaoProductWorkList, async (request) =>
    works.createLinksWork(deps, requestContext(request), 'taobao', request.body),
  );

  route(app, Product['1688ProductWorkList'], async (request) =>
    works.createLinksWork(deps, requestContext(request), '1688', request.body),
  );

  // Page captures can be several MB of HTML.
  const extensionLimit = { bodyLimit: 12 * 1024 * 1024 };
  route(app, Product.CostcoProductWorkListExtension, extensionLimit, async (request) =>
    works.createExtensionWork(deps, requestContext(request), 'costco', request.body),
  );

  route(app, Product.TaobaoProductWorkListExtension, extensionLimit, async (request) =>
    works.createExtensionWork(deps, requestContext(request), 'taobao', request.body),
  );

  route(app, Product['1688ProductWorkListExtension'], extensionLimit, async (request) =>
    works.createExtensionWork(deps, requestContext(request), '1688', request.body),
  );

  route(app, Product.RetryCollectItems, async (request) =>
    works.retryFailedItems(deps, requestContext(request), request.body),
  );

  route(app, Log.GetUserCollectSummary, async (request) =>
    works.collectSummary(deps, requestContext(request)),
  );
};
