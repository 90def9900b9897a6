import {
  LoginBody,
  LoginResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
  UserResponse,
  dataEnvelope,
} from '@sellerdesk/domain/api';
import * as z from 'zod';
import { clientInfo, requestContext } from '../../http/access';
import { authRateLimit, ok, typed, type RouteModule } from '../../http/route-helpers';
import * as auth from './auth.service';

export const authRoutes: RouteModule = (app, deps) => {
  const r = typed(app);
  const tags = ['auth'];

  r.post(
    '/auth/login',
    {
      schema: { tags, summary: '로그인', body: LoginBody, response: { 200: dataEnvelope(LoginResponse) } },
      config: { access: 'public', rateLimit: authRateLimit(deps) },
    },
    async (request) => ok(await auth.login(deps, request.body, clientInfo(request))),
  );

  r.post(
    '/auth/refreshToken',
    {
      schema: {
        tags,
        summary: '토큰 갱신 (리프레시 토큰은 한 번만 사용 가능)',
        body: RefreshTokenBody,
        response: { 200: dataEnvelope(RefreshTokenResponse) },
      },
      config: { access: 'public', rateLimit: authRateLimit(deps, 3) },
    },
    async (request) => ok(await auth.refresh(deps, request.body, clientInfo(request))),
  );

  r.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: '로그아웃 (리프레시 토큰 폐기)',
        body: z.object({ refreshToken: z.string().min(1) }),
        response: { 200: dataEnvelope(z.object({ loggedOut: z.literal(true) })) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await auth.logout(deps, request.body.refreshToken);
      return ok({ loggedOut: true as const });
    },
  );

  r.get(
    '/auth/user',
    {
      schema: { tags, summary: '로그인한 사용자 정보', response: { 200: dataEnvelope(UserResponse) } },
      config: { access: 'authenticated' },
    },
    async (request) => ok(await auth.getUser(deps, requestContext(request))),
  );
};
