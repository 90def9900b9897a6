import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { installKoreanValidationMessages } from '@sellerdesk/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { clientInfo, registerAccessControl } from './http/access';
import { registerErrorHandlers } from './http/errors';
import type { RouteModule } from './http/route-helpers';
import { registerWebApp } from './http/web-app';
import { accountRoutes } from './modules/account/account.routes';
import { authenticate } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { collectSettingsRoutes } from './modules/collect/collect-settings.routes';
import { collectRoutes } from './modules/collect/collect.routes';
import { logsRoutes } from './modules/collect/logs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { productsRoutes } from './modules/products/products.routes';

/** Every feature module's routes, mounted under /api. Add a module here. */
const ROUTE_MODULES: readonly RouteModule[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  productsRoutes,
  collectRoutes,
  collectSettingsRoutes,
  logsRoutes,
  imagesRoutes,
];

export type BuildAppOptions = { webDistDir?: string; logger?: boolean | object };

/** The HTTP application: plugins, access control, error mapping, routes, OpenAPI and the web app. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  installKoreanValidationMessages();
  const app = Fastify({
    loggerInstance: deps.log,
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: deps.config.REQUEST_TIMEOUT_MS,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: 'array' } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '셀러데스크 API',
        version: '0.1.0',
        description: '모든 성공 응답은 { data }, 실패 응답은 { code, message, reason } 입니다.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

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

  await registerWebApp(app, options.webDistDir);
  return app;
}
