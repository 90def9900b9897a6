import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { retryFailedItems } from '../../pipeline/index';
import * as logs from './upload-logs.service';
import * as uploads from './upload.service';

/** Uploads (spec §7 Market, Log, Product): works, the pre-upload check, listings and logs. */
export const uploadRoutes: RouteModule = (app, deps) => {
  const { Market, Log, Product } = contracts;

  route(app, Market.MarketUploadWorkList, async (request) =>
    uploads.createUploadWork(deps, requestContext(request).userId, request.body),
  );
  route(app, Market.CheckUpload, async (request) =>
    uploads.checkUpload(deps, requestContext(request).userId, request.body),
  );
  route(app, Market.GetUploadProductList, async (request) =>
    logs.uploadProductList(deps, requestContext(request).userId, request.body),
  );
  route(app, Market.RetryUploadItems, async (request) =>
    retryFailedItems(deps, requestContext(request).userId, 'upload', request.body),
  );
  route(app, Log.GetUploadLogAll, async (request) =>
    logs.uploadLogs(deps, requestContext(request).userId, request.query),
  );
  route(app, Log.GetUploadDetailLog, async (request) =>
    logs.uploadDetailLog(deps, requestContext(request).userId, request.query.workNumber),
  );
  route(app, Log.GetUserUploadSummary, async (request) =>
    logs.uploadSummary(deps, requestContext(request).userId),
  );
  route(app, Product.GetProductUploadLog, async (request) =>
    logs.productUploadLog(deps, requestContext(request).userId, request.query.objectId),
  );
};
