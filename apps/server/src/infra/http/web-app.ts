import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@sellerdesk/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same port. Unknown non-API paths answer index.html so client routes
 * survive a reload; unknown `/api` paths answer the JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  options: { sourceMaps: boolean },
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWeb = indexFile != null && fs.existsSync(indexFile);
  if (hasWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; the one the browser accepts is sent as is.
      preCompressed: true,
      // Source maps expose the sources: served only when configured (SOURCE_MAPS).
      allowedPath: (pathName) => options.sourceMaps || !pathName.endsWith('.map'),
      // The plugin's own header (public, max-age=0) would replace ours: it is off, setHeaders decides.
      cacheControl: false,
      // Hashed assets never change; anything else (favicon, boot script) is revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? readPrecompressed(indexFile) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const wantsFile = /\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
      if (!wantsFile) {
        const encoding = preferredEncoding(request.headers['accept-encoding'], indexHtml);
        void reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding');
        if (encoding === 'identity') {
          return reply.send(indexHtml.identity);
        }
        return reply.header('content-encoding', encoding).send(indexHtml[encoding]);
      }
    }
    return reply.status(404).send({
      code: 404,
      message: isApi ? ERRORS.ROUTE_NOT_FOUND.message : ERRORS.NOT_FOUND.message,
      reason: isApi ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND',
    });
  });
}

type Precompressed = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/** A built file and the .br / .gz copies the build wrote beside it (when it did). */
function readPrecompressed(file: string): Precompressed {
  const copy = (suffix: string) =>
    fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
  return { identity: fs.readFileSync(file), br: copy('.br'), gzip: copy('.gz') };
}

/** The best encoding of `file` the client accepts (brotli, then gzip); q=0 refuses one. */
function preferredEncoding(header: string | undefined, file: Precompressed): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (file.br && accepted.has('br')) {
    return 'br';
  }
  if (file.gzip && accepted.has('gzip')) {
    return 'gzip';
  }
  return 'identity';
}
