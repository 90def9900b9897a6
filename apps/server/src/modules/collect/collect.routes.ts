import {
  CostcoWorkListBody,
  ExtensionWorkListBody,
  LinksWorkListBody,
  RetryCollectBody,
  RetryCollectResponse,
  WorkListResponse,
  dataEnvelope,
} from '@sellerdesk/domain/api';
import { requestContext } from '../../http/access';
import { ok, typed, type RouteModule } from '../../http/route-helpers';
import * as works from './works.service';

/** The ways products come in (spec §7 Products: …ProductWorkList, …Extension). */
export const collectRoutes: RouteModule = (app, deps) => {
  const r = typed(app);
  const tags = ['collect'];
  const response = { 200: dataEnvelope(WorkListResponse) };

  r.post(
    '/Product/CostcoProductWorkList',
    {
      schema: {
        tags,
        summary: '코스트코 수집 (상품 링크·번호, 검색 링크)',
        body: CostcoWorkListBody,
        response,
      },
    },
    async (request) => ok(await works.createCostcoWork(deps, requestContext(request), request.body)),
  );

  r.post(
    '/Product/TaobaoProductWorkList',
    {
      schema: {
        tags,
        summary: '타오바오·티몰 수집 (서버, 판매자 세션 쿠키 사용)',
        body: LinksWorkListBody,
        response,
      },
    },
    async (request) => ok(await works.createLinksWork(deps, requestContext(request), 'taobao', request.body)),
  );

  r.post(
    '/Product/1688ProductWorkList',
    { schema: { tags, summary: '1688 수집 (서버)', body: LinksWorkListBody, response } },
    async (request) => ok(await works.createLinksWork(deps, requestContext(request), '1688', request.body)),
  );

  // Page captures can be several MB of HTML.
  const extensionLimit = { bodyLimit: 12 * 1024 * 1024 };
  r.post(
    '/Product/TaobaoProductWorkListExtension',
    {
      ...extensionLimit,
      schema: {
        tags,
        summary: '확장 프로그램이 보낸 타오바오·티몰 페이지 수집',
        body: ExtensionWorkListBody,
        response,
      },
    },
    async (request) =>
      ok(await works.createExtensionWork(deps, requestContext(request), 'taobao', request.body)),
  );

  r.post(
    '/Product/1688ProductWorkListExtension',
    {
      ...extensionLimit,
      schema: {
        tags,
        summary: '확장 프로그램이 보낸 1688 페이지 수집',
        body: ExtensionWorkListBody,
        response,
      },
    },
    async (request) =>
      ok(await works.createExtensionWork(deps, requestContext(request), '1688', request.body)),
  );

  r.post(
    '/Product/RetryCollectItems',
    {
      schema: {
        tags,
        summary: '실패한 수집 항목 다시 시도',
        body: RetryCollectBody,
        response: { 200: dataEnvelope(RetryCollectResponse) },
      },
    },
    async (request) => ok(await works.retryFailedItems(deps, requestContext(request), request.body)),
  );
};
