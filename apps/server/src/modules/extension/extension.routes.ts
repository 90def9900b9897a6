import { APP_VERSION } from '@sellerdesk/domain';
import { contracts } from '@sellerdesk/domain/api';
import { AppError } from '../../infra/http/errors';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { repoPath } from '../../lib/paths';
import { createExtensionPackager } from './extension-package';

/** The Chrome extension, offered for download by the server it belongs to (the collect screen links it). */
export const extensionRoutes: RouteModule = (app, deps) => {
  const { System } = contracts;
  const packager = createExtensionPackager(
    deps.config.EXTENSION_DIST_DIR ?? repoPath('apps', 'extension', 'dist'),
  );

  route(app, System.extensionInfo, async () => {
    const pack = await packager.get();
    return {
      available: pack != null,
      version: pack?.version ?? null,
      serverVersion: APP_VERSION,
      fileName: pack?.fileName ?? null,
      sizeBytes: pack?.bytes.byteLength ?? null,
    };
  });

  route(app, System.extensionDownload, async (_request, reply) => {
    const pack = await packager.get();
    if (!pack) {
      throw new AppError(
        'NOT_FOUND',
        '확장 프로그램이 아직 빌드되지 않았습니다. 서버를 npm start 로 시작하면 함께 빌드됩니다.',
      );
    }
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${pack.fileName}"`)
      .header('cache-control', 'no-cache')
      .header('x-extension-version', pack.version)
      .send(Buffer.from(pack.bytes));
  });
};
