import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as bulk from './bulk.service';

/** Bulk catalogue actions (spec §7 ProductTextChange, ProductTitleChange; group, reprice, re-translate). */
export const catalogueBulkRoutes: RouteModule = (app, deps) => {
  const { Product } = contracts;

  route(app, Product.ProductTextChange, async (request) =>
    bulk.startTextChange(deps, requestContext(request).userId, request.query.mode, request.body),
  );

  route(app, Product.ProductTitleChange, async (request) =>
    bulk.startBulkWork(
      deps,
      requestContext(request).userId,
      'title',
      {},
      { items: request.body.items.map((item) => ({ productId: item.productId, value: item.title })) },
    ),
  );

  route(app, Product.ProductGroupChange, async (request) =>
    bulk.startBulkWork(
      deps,
      requestContext(request).userId,
      'group',
      { groupName: request.body.groupName },
      { selection: request.body.selection },
    ),
  );

  route(app, Product.RepriceProducts, async (request) =>
    bulk.startBulkWork(
      deps,
      requestContext(request).userId,
      'reprice',
      { includeOverrides: request.body.includeOverrides },
      { selection: request.body.selection },
    ),
  );

  route(app, Product.ProductCategoryChange, async (request) =>
    bulk.startCategoryChange(deps, requestContext(request).userId, request.body),
  );

  route(app, Product.RetranslateProducts, async (request) =>
    bulk.startRetranslate(deps, requestContext(request).userId, request.body.selection),
  );

  route(app, Product.GetProductBulkWork, async (request) =>
    bulk.bulkWorkReport(deps, requestContext(request).userId, request.query.workNumber),
  );
};
