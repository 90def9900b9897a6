import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@sellerdesk/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same port. Unknown non-API paths answer index.html so client routes
 * survive a reload; unknown `/api` paths answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWeb = indexFile != null && fs.existsSync(indexFile);
  if (hasWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? fs.readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const wantsFile = /\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
      if (!wantsFile) {
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      }
    }
    return reply.status(404).send({
      code: 404,
      message: isApi ? ERRORS.ROUTE_NOT_FOUND.message : ERRORS.NOT_FOUND.message,
      reason: isApi ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND',
    });
  });
}
