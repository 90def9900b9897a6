import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';

/** A feature module's routes: a function of the app's dependencies, registered under `/api`. */
export type RouteModule = (app: FastifyInstance, deps: AppDeps) => void;

/** The app with zod type inference for route schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Wraps a payload in the success envelope `{ data }`. */
export function ok<T>(data: T): { data: T } {
  return { data };
}

/** Per-route limit for calls that cost us (password checks, mails): N per minute per IP. */
export function authRateLimit(deps: AppDeps, factor = 1) {
  return {
    max: Math.max(1, Math.floor(deps.config.RATE_LIMIT_AUTH_PER_MINUTE * factor)),
    timeWindow: 60_000,
  };
}
