import type { Access, Plan, Role } from '@sellerdesk/domain/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Who may call a route (see `Access` in the domain's endpoint table), set per route as
 * `config: { access }` by the route helper from the endpoint's descriptor. Routes are `verified` unless
 * they say otherwise, so a forgotten setting fails closed.
 */
export type { Access };

/** The caller of a request. Services take it first and scope every query by `userId`. */
export type RequestContext = {
  userId: string;
  username: string;
  role: Role;
  plan: Plan;
  ip: string;
  userAgent: string;
};

/** Resolves the bearer token of a request into a context, or throws the 401/403 AppError. */
export type Authenticator = (token: string | undefined, request: FastifyRequest) => Promise<RequestContext>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: RequestContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) {
    return undefined;
  }
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

export function registerAccessControl(app: FastifyInstance, authenticate: Authenticator): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // Unmatched routes fall through to the not-found handler without a token check.
    if (!request.routeOptions.url) {
      return;
    }
    const access: Access = request.routeOptions.config.access ?? 'verified';
    if (access === 'public') {
      return;
    }

    const context = await authenticate(bearerToken(request), request);
    request.auth = context;
    if (access === 'verified' && context.role === 'BasicUser') {
      throw new AppError('EMAIL_NOT_VERIFIED');
    }
    if (access === 'admin' && context.role !== 'Admin') {
      throw new AppError('FORBIDDEN');
    }
  });
}

/** The authenticated caller; only valid on routes whose access is not `public`. */
export function requestContext(request: FastifyRequest): RequestContext {
  if (!request.auth) {
    throw new AppError('TOKEN_MISSING');
  }
  return request.auth;
}

export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) };
}
