import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl, requestContext, type RequestContext } from '../src/infra/http/access';
import { AppError, registerErrorHandlers } from '../src/infra/http/errors';

// The access levels on a bare Fastify app, with a fake authenticator keyed by token.
const people: Record<string, RequestContext> = {
  admin: { userId: 'a', username: 'admin@x.com', role: 'Admin', plan: 'Free', ip: '', userAgent: '' },
  user: { userId: 'u', username: 'user@x.com', role: 'User', plan: 'Free', ip: '', userAgent: '' },
  basic: { userId: 'b', username: 'basic@x.com', role: 'BasicUser', plan: 'Free', ip: '', userAgent: '' },
};

const app = Fastify();
beforeAll(async () => {
  registerErrorHandlers(app);
  registerAccessControl(app, async (token) => {
    if (!token) {
      throw new AppError('TOKEN_MISSING');
    }
    const person = people[token];
    if (!person) {
      throw new AppError('TOKEN_INVALID');
    }
    return person;
  });
  app.get('/public', { config: { access: 'public' } }, async (request) => ({ auth: request.auth }));
  app.get('/authenticated', { config: { access: 'authenticated' } }, async (r) => requestContext(r).role);
  app.get('/default', async (r) => requestContext(r).role);
  app.get('/admin', { config: { access: 'admin' } }, async (r) => requestContext(r).role);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('route access levels', () => {
  it('lets anyone call public routes without reading a token', async () => {
    const res = await get('/public', 'garbage');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: null });
  });

  it.each([
    ['/authenticated', undefined, 401, 'TOKEN_MISSING'],
    ['/authenticated', 'forged', 401, 'TOKEN_INVALID'],
    ['/authenticated', 'basic', 200, undefined],
    ['/default', 'basic', 403, 'EMAIL_NOT_VERIFIED'],
    ['/default', 'user', 200, undefined],
    ['/default', undefined, 401, 'TOKEN_MISSING'],
    ['/admin', 'user', 403, 'FORBIDDEN'],
    ['/admin', 'basic', 403, 'FORBIDDEN'],
    ['/admin', 'admin', 200, undefined],
  ])('%s with %s → %i %s', async (url, token, status, reason) => {
    const res = await get(url, token);
    expect(res.statusCode).toBe(status);
    if (reason) {
      expect(res.json()).toMatchObject({ code: status, reason });
    }
  });

  it('treats routes without an access setting as verified-only (fails closed)', async () => {
    expect((await get('/default', 'admin')).body).toBe('Admin');
    expect((await get('/default', 'basic')).statusCode).toBe(403);
  });
});
