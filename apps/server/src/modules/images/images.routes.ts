import { contracts } from '@sellerdesk/domain/api';
import fs from 'node:fs';
import { AppError } from '../../infra/http/errors';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { ImageRejectedError } from '../../infra/images/image-store';

/**
 * Serves stored images. Keys are content hashes, so answers are cacheable forever. The route is public by
 * design (markets and the detail HTML load these addresses without a token, and a key names only the
 * picture), so it alone answers `Cross-Origin-Resource-Policy: cross-origin`: the edit panel's detail
 * preview is a sandboxed iframe with an opaque origin, and same-origin (every other answer's policy)
 * would block its images.
 */
export const imagesRoutes: RouteModule = (app, deps) => {
  route(app, contracts.Image.file, async (request, reply) => {
    let file: string;
    try {
      file = deps.images.filePath(`${request.params.prefix}/${request.params.file}`);
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw new AppError('NOT_FOUND');
      }
      throw error;
    }
    if (!fs.existsSync(file)) {
      throw new AppError('NOT_FOUND', '이미지를 찾을 수 없습니다.');
    }
    return reply
      .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(fs.createReadStream(file));
  });
};
