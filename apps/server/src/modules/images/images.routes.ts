import fs from 'node:fs';
import * as z from 'zod';
import { AppError } from '../../http/errors';
import { typed, type RouteModule } from '../../http/route-helpers';
import { ImageRejectedError } from './image-store';

/** Serves stored images. Keys are content hashes, so answers are cacheable forever. */
export const imagesRoutes: RouteModule = (app, deps) => {
  typed(app).get(
    '/images/:prefix/:file',
    {
      schema: {
        tags: ['images'],
        summary: '저장된 이미지',
        params: z.object({
          prefix: z.string().regex(/^[0-9a-f]{2}$/),
          file: z.string().regex(/^[0-9a-f]{64}\.(jpg|png)$/),
        }),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
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
        .send(fs.createReadStream(file));
    },
  );
};
