import { dataEnvelope, type Contract, type Endpoint, type SchemasOf } from '@sellerdesk/domain/api';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type * as z from 'zod';
import type { AppDeps } from '../../deps';

/** A feature module's routes: a function of the app's dependencies, registered under `/api`. */
export type RouteModule = (app: FastifyInstance, deps: AppDeps) => void;

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type Part<E, K extends string> = K extends keyof SchemasOf<E> ? SchemasOf<E>[K] : undefined;

/** A request after validation: params, query and body as the endpoint's schemas parsed them. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<Part<E, 'params'>>;
  Querystring: Parsed<Part<E, 'query'>>;
  Body: Parsed<Part<E, 'body'>>;
}>;

/**
 * What a handler answers: the payload of the response schema (the helper wraps it in `{ data }`), or, for
 * an endpoint without one (bytes), the reply it sent itself.
 */
export type ContractAnswer<E extends Endpoint> =
  Part<E, 'response'> extends z.ZodType ? z.output<Part<E, 'response'>> : FastifyReply;

export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<ContractAnswer<E>>;

/**
 * What only the server decides about a route: rate limits, body size, multipart and the like. Method,
 * path, schemas and access come from the contract and cannot be set here.
 */
export type ServerRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Statuses besides 200 that also answer the success body (health answers 503 when degraded). */
  alsoAnswers?: readonly number[];
};

/** The OpenAPI tag of a path: its controller, `/Product/…` → `Product`. */
function tagOf(path: string): string {
  return path.split('/')[1] ?? 'api';
}

/**
 * Registers one endpoint from its contract: method, path and access from the descriptor, validation,
 * serialization and the OpenAPI entry from its schemas, and a handler typed by them. JSON answers are
 * wrapped in `{ data }` here, so handlers return the payload.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  contract: Contract<E>,
  options: ServerRouteOptions,
  handler: ContractHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  contract: Contract<E>,
  handler: ContractHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: FastifyInstance,
  contract: Contract<E>,
  optionsOrHandler: ServerRouteOptions | ContractHandler<E>,
  maybeHandler?: ContractHandler<E>,
): void {
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  if (!handler) {
    throw new Error(`${contract.endpoint.path}: no handler`);
  }
  const options: ServerRouteOptions = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const { alsoAnswers = [], config, ...serverOptions } = options;
  const { endpoint } = contract;
  const schemas = contract.schemas as SchemasOf<Endpoint>;
  const success = schemas.response ? dataEnvelope(schemas.response) : undefined;

  app.route({
    ...serverOptions,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [tagOf(endpoint.path)],
      summary: endpoint.summary,
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(success
        ? { response: Object.fromEntries([200, ...alsoAnswers].map((status) => [status, success])) }
        : {}),
    },
    config: { ...config, access: endpoint.access },
    // The validator compiler parsed params, query and body with the contract's schemas before this runs,
    // which is what makes the request type of ContractHandler true.
    handler: async (request, reply) => {
      const answer = await handler(request as ContractRequest<E>, reply);
      return success ? { data: answer } : answer;
    },
  });
}

/** Per-route limit for calls that cost us (password checks, mails): N per minute per IP. */
export function authRateLimit(deps: AppDeps, factor = 1) {
  return {
    max: Math.max(1, Math.floor(deps.config.RATE_LIMIT_AUTH_PER_MINUTE * factor)),
    timeWindow: 60_000,
  };
}
