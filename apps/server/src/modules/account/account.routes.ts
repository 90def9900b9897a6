import {
  ChangePasswordBody,
  ChangePasswordResult,
  CheckCertificationMailQuery,
  CheckCertificationMailResponse,
  RegisterTermsResponse,
  SendCertificationMailResponse,
  SendTempPasswordMailBody,
  SendTempPasswordMailResponse,
  UpdateProfileBody,
  UserCreateBody,
  UserCreateResponse,
  UserResponse,
  dataEnvelope,
} from '@sellerdesk/domain/api';
import { requestContext } from '../../http/access';
import { authRateLimit, ok, typed, type RouteModule } from '../../http/route-helpers';
import * as account from './account.service';
import { REGISTER_TERMS } from './terms';

export const accountRoutes: RouteModule = (app, deps) => {
  const r = typed(app);
  const tags = ['account'];

  r.get(
    '/auth/registerTerms',
    {
      schema: { tags, summary: '회원가입 약관', response: { 200: dataEnvelope(RegisterTermsResponse) } },
      config: { access: 'public' },
    },
    async () => ok({ items: [...REGISTER_TERMS] }),
  );

  r.post(
    '/account/UserCreate',
    {
      schema: {
        tags,
        summary: '회원가입',
        body: UserCreateBody,
        response: { 200: dataEnvelope(UserCreateResponse) },
      },
      config: { access: 'public', rateLimit: authRateLimit(deps, 0.5) },
    },
    async (request) => ok(await account.createUser(deps, request.body)),
  );

  r.post(
    '/account/SendCertificationMail',
    {
      schema: {
        tags,
        summary: '인증 메일 다시 보내기',
        response: { 200: dataEnvelope(SendCertificationMailResponse) },
      },
      config: { access: 'authenticated', rateLimit: authRateLimit(deps, 0.25) },
    },
    async (request) => ok(await account.resendVerificationMail(deps, requestContext(request))),
  );

  r.get(
    '/account/CheckCertificationMail',
    {
      schema: {
        tags,
        summary: '이메일 인증 (메일의 일회용 링크)',
        querystring: CheckCertificationMailQuery,
        response: { 200: dataEnvelope(CheckCertificationMailResponse) },
      },
      config: { access: 'public', rateLimit: authRateLimit(deps) },
    },
    async (request) => ok(await account.verifyEmail(deps, request.query.token)),
  );

  r.post(
    '/account/ChangePassWord',
    {
      schema: {
        tags,
        summary: '비밀번호 변경',
        body: ChangePasswordBody,
        response: { 200: dataEnvelope(ChangePasswordResult) },
      },
      config: { access: 'authenticated', rateLimit: authRateLimit(deps) },
    },
    async (request) => ok(await account.changePassword(deps, requestContext(request), request.body)),
  );

  r.post(
    '/account/SendTempPassWordMail',
    {
      schema: {
        tags,
        summary: '임시 비밀번호 메일 발송 (계정 존재 여부는 알려주지 않음)',
        body: SendTempPasswordMailBody,
        response: { 200: dataEnvelope(SendTempPasswordMailResponse) },
      },
      config: { access: 'public', rateLimit: authRateLimit(deps, 0.25) },
    },
    async (request) => ok(await account.requestTemporaryPassword(deps, request.body.account)),
  );

  r.post(
    '/account/UpdateProfile',
    {
      schema: {
        tags,
        summary: '이름·연락처 변경',
        body: UpdateProfileBody,
        response: { 200: dataEnvelope(UserResponse) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => ok(await account.updateProfile(deps, requestContext(request), request.body)),
  );
};
