import { contracts } from '@sellerdesk/domain/api';
import { clientInfo, requestContext } from '../../infra/http/access';
import { authRateLimit, route, type RouteModule } from '../../infra/http/route-helpers';
import { mailLinkBase } from '../../infra/mail/link-base';
import * as auth from './auth.service';

export const authRoutes: RouteModule = (app, deps) => {
  const { Auth } = contracts;

  route(app, Auth.login, { config: { rateLimit: authRateLimit(deps) } }, async (request) =>
    auth.login(deps, request.body, clientInfo(request), mailLinkBase(deps.config, request)),
  );

  route(app, Auth.refreshToken, { config: { rateLimit: authRateLimit(deps, 3) } }, async (request) =>
    auth.refresh(deps, request.body, clientInfo(request)),
  );

  route(app, Auth.logout, async (request) => {
    await auth.logout(deps, request.body.refreshToken);
    return { loggedOut: true as const };
  });

  route(app, Auth.user, async (request) => auth.getUser(deps, requestContext(request)));
};
