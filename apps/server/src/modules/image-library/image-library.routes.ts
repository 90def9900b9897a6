import multipart from '@fastify/multipart';
import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as repo from './library.repository';
import { imageUsage, resetImages, uploadImages } from './library.service';

/** The seller's image library (spec §7 Images): upload, list, usage chart, reset by type. */
export const imageLibraryRoutes: RouteModule = (app, deps) => {
  const { Image } = contracts;
  // Multipart parsing only where uploads are taken; every other route keeps answering 415 to it.
  void app.register(async (uploads) => {
    await uploads.register(multipart);
    route(uploads, Image.UploadImage, async (request) =>
      uploadImages(deps, requestContext(request).userId, request),
    );
  });

  route(app, Image.GetImage, async (request) => {
    const { items, total } = await repo.listImages(deps.db, requestContext(request).userId, request.query);
    return {
      items: items.map(repo.toLibraryImage),
      total,
      page: request.query.page,
      maxRow: request.query.maxRow,
    };
  });

  route(app, Image.Reset, async (request) =>
    resetImages(deps, requestContext(request).userId, request.query.type),
  );

  route(app, Image.GetViewChartDate, async (request) =>
    imageUsage(deps, requestContext(request).userId, request.query.days),
  );
};
