import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as images from './listing-images.service';

/** /app/product/control/image: the images of listed products, and replacing them on a market. */
export const listingImagesRoutes: RouteModule = (app, deps) => {
  const { Market } = contracts;
  route(app, Market.GetListingImages, async (request) =>
    images.listingImages(deps, requestContext(request).userId, request.query),
  );
  route(app, Market.ReplaceListingImages, async (request) =>
    images.replaceListingImages(deps, requestContext(request).userId, request.body),
  );
};
