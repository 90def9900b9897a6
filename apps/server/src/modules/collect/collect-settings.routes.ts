import {
  FilterWordList,
  GetCollectFilterQuery,
  RemoveCollectFilterBody,
  SetCollectFilterBody,
  SetCollectFilterResponse,
  SourceSessionBody,
  SourceSessionStatus,
  dataEnvelope,
} from '@sellerdesk/domain/api';
import * as z from 'zod';
import { requestContext } from '../../http/access';
import { ok, typed, type RouteModule } from '../../http/route-helpers';
import * as filters from './filters.service';
import * as sessions from './source-session.service';

/** Collect filters (spec: SetCollectFillter / RemoveCollectFillter / GetCollectFillter) and source sessions. */
export const collectSettingsRoutes: RouteModule = (app, deps) => {
  const r = typed(app);
  const tags = ['collect'];

  r.post(
    '/Product/SetCollectFillter',
    {
      schema: {
        tags,
        summary: '수집 필터 단어 추가 (삭제어/치환어)',
        body: SetCollectFilterBody,
        response: { 200: dataEnvelope(SetCollectFilterResponse) },
      },
    },
    async (request) => ok(await filters.setFilters(deps.db, requestContext(request), request.body)),
  );

  r.post(
    '/Product/RemoveCollectFillter',
    {
      schema: {
        tags,
        summary: '수집 필터 단어 삭제',
        body: RemoveCollectFilterBody,
        response: { 200: dataEnvelope(z.object({ removed: z.number().int() })) },
      },
    },
    async (request) => ok(await filters.removeFilters(deps.db, requestContext(request), request.body)),
  );

  r.get(
    '/Product/GetCollectFillter',
    {
      schema: {
        tags,
        summary: '수집 필터 단어 목록',
        querystring: GetCollectFilterQuery,
        response: { 200: dataEnvelope(FilterWordList) },
      },
    },
    async (request) =>
      ok({ items: await filters.listFilters(deps.db, requestContext(request), request.query.mode) }),
  );

  r.post(
    '/UserConfig/SetSourceSession',
    {
      schema: {
        tags,
        summary: '수집처 로그인 쿠키 저장 (암호화 보관, 빈 값이면 삭제)',
        body: SourceSessionBody,
        response: { 200: dataEnvelope(SourceSessionStatus) },
      },
    },
    async (request) =>
      ok(await sessions.setSourceSession(deps.db, deps.secrets, requestContext(request), request.body)),
  );

  r.get(
    '/UserConfig/GetSourceSession',
    {
      schema: {
        tags,
        summary: '수집처 로그인 쿠키 상태 (값은 돌려주지 않음)',
        querystring: z.object({ site: z.enum(['taobao']) }),
        response: { 200: dataEnvelope(SourceSessionStatus) },
      },
    },
    async (request) =>
      ok(await sessions.getSourceSessionStatus(deps.db, requestContext(request), request.query.site)),
  );
};
