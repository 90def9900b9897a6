import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, installKoreanValidationMessages } from '@sellerdesk/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { clientInfo, registerAccessControl } from './infra/http/access';
import { answerClientError, answerFrameworkError, registerErrorHandlers } from './infra/http/errors';
import { registerInputPolicy } from './infra/http/input-policy';
import { OneLinePerRequest } from './infra/http/request-log';
import { registerLoadShedding } from './infra/http/load-shedding';
import { registerSecurityHeaders } from './infra/http/security-headers';
import type { RouteModule } from './infra/http/route-helpers';
import { registerWebApp } from './infra/http/web-app';
import { BATCH_KINDS } from './job-registry';
import { accountRoutes } from './modules/account/index';
import { authenticate, authRoutes } from './modules/auth/index';
import { catalogueBulkRoutes } from './modules/catalogue-bulk/index';
import { collectRoutes } from './modules/collect/index';
import { detailContentRoutes } from './modules/detail-content/index';
import { detailPageRoutes } from './modules/detail-page/index';
import { filtersRoutes } from './modules/filters/index';
import { extensionRoutes } from './modules/extension/index';
import { healthRoutes } from './modules/health/index';
import { imageLibraryRoutes } from './modules/image-library/index';
import { imagesRoutes } from './modules/images/index';
import { keywordsRoutes } from './modules/keywords/index';
import { marketAccountsRoutes } from './modules/market-accounts/index';
import { marketTemplatesRoutes } from './modules/market-templates/index';
import { categoriesRoutes } from './modules/categories/index';
import { pricingRoutes } from './modules/pricing/index';
import { productsRoutes } from './modules/products/index';
import { sourceSessionsRoutes } from './modules/source-sessions/index';
import { sourceSyncRoutes } from './modules/source-sync/index';
import { listingImagesRoutes } from './modules/listing-images/index';
import { uploadRoutes } from './modules/upload/index';
import { productControlRoutes } from './modules/product-control/index';
import { workLogRoutes } from './pipeline/index';

/** Every feature module's routes, mounted under /api. Add a module here. */
const ROUTE_MODULES: readonly RouteModule[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  productsRoutes,
  catalogueBulkRoutes,
  collectRoutes,
  filtersRoutes,
  sourceSessionsRoutes,
  workLogRoutes(BATCH_KINDS),
  imagesRoutes,
  pricingRoutes,
  detailPageRoutes,
  detailContentRoutes,
  keywordsRoutes,
  marketAccountsRoutes,
  marketTemplatesRoutes,
  categoriesRoutes,
  uploadRoutes,
  sourceSyncRoutes,
  listingImagesRoutes,
  productControlRoutes,
  imageLibraryRoutes,
  extensionRoutes,
];

export type BuildAppOptions = { webDistDir?: string; logger?: boolean | object };

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first N hops" (what proxy-addr does). */
function trustProxySetting(value: false | number | string[]) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** The HTTP application: plugins, access control, error mapping, routes, OpenAPI and the web app. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  installKoreanValidationMessages();
  const app = Fastify({
    loggerInstance: deps.log,
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: deps.config.REQUEST_TIMEOUT_MS,
    bodyLimit: 10 * 1024 * 1024,
    // Forwarded headers count only from the configured proxies; otherwise the socket address is the client.
    trustProxy: trustProxySetting(deps.config.TRUST_PROXY),
    ajv: { customOptions: { coerceTypes: 'array' } },
    // One line per request instead of Fastify's incoming/completed pair (infra/http/request-log.ts).
    logController: new OneLinePerRequest(),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  // First hooks of every request: a flood is refused before it costs a token check or a query.
  registerLoadShedding(app, deps.config);
  registerInputPolicy(app);

  await registerSecurityHeaders(app, deps.config);
  // API answers and index.html compressed on the fly (brotli or gzip, from 1 KB); static assets are
  // precompressed at build time and already carry their content-encoding, which this plugin leaves alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  if (deps.config.apiDocs) {
    await registerApiDocs(app);
  }

  await app.register(
    async (api) => {
      // Scoped to the feature routes: docs and the web app's static files are public by nature.
      registerAccessControl(api, (token, request) => authenticate(deps, token, clientInfo(request)));
      for (const module of ROUTE_MODULES) {
        module(api, deps);
      }
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDistDir, { sourceMaps: deps.config.sourceMaps });
  return app;
}

/** The OpenAPI document and its UI at /api/docs (API_DOCS; off in production unless set). */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '셀러데스크 API',
        version: APP_VERSION,
        description: '모든 성공 응답은 { data }, 실패 응답은 { code, message, reason } 입니다.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
