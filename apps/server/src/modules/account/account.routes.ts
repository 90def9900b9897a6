import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { mailLinkBase } from '../../infra/mail/link-base';
import { authRateLimit, route, type RouteModule } from '../../infra/http/route-helpers';
import * as account from './account.service';
import { REGISTER_TERMS } from './terms';

export const accountRoutes: RouteModule = (app, deps) => {
  const { Account, Auth } = contracts;

  route(app, Auth.registerTerms, async () => ({ items: [...REGISTER_TERMS] }));

  route(app, Account.UserCreate, { config: { rateLimit: authRateLimit(deps, 0.5) } }, async (request) =>
    account.createUser(deps, request.body, mailLinkBase(deps.config, request)),
  );

  route(
    app,
    Account.SendCertificationMail,
    { config: { rateLimit: authRateLimit(deps, 0.25) } },
    async (request) =>
      account.resendVerificationMail(deps, requestContext(request), mailLinkBase(deps.config, request)),
  );

  route(
    app,
    Account.CheckCertificationMail,
    { config: { rateLimit: authRateLimit(deps) } },
    async (request) => account.verifyEmail(deps, request.query.token),
  );

  route(app, Account.ChangePassWord, { config: { rateLimit: authRateLimit(deps) } }, async (request) =>
    account.changePassword(deps, requestContext(request), request.body),
  );

  route(
    app,
    Account.SendTempPassWordMail,
    { config: { rateLimit: authRateLimit(deps, 0.25) } },
    async (request) =>
      account.requestTemporaryPassword(deps, request.body.account, mailLinkBase(deps.config, request)),
  );

  route(app, Account.UpdateProfile, async (request) =>
    account.updateProfile(deps, requestContext(request), request.body),
  );
};
