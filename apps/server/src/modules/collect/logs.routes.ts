import {
  CheckExistBotResponse,
  CollectLogQuery,
  CollectLogResponse,
  CollectSummaryResponse,
  DetailLogQuery,
  DetailLogResponse,
  dataEnvelope,
} from '@sellerdesk/domain/api';
import { desc } from 'drizzle-orm';
import { workerHeartbeats } from '../../db/schema/index';
import { requestContext } from '../../http/access';
import { AppError } from '../../http/errors';
import { ok, typed, type RouteModule } from '../../http/route-helpers';
import { HEARTBEAT_STALE_MS } from '../../jobs/heartbeat';
import * as works from './works.repository';

export const logsRoutes: RouteModule = (app, deps) => {
  const r = typed(app);
  const tags = ['logs'];

  r.get(
    '/Log/GetCollectLogAll',
    {
      schema: {
        tags,
        summary: '수집 작업 목록 (진행 상황 포함)',
        querystring: CollectLogQuery,
        response: { 200: dataEnvelope(CollectLogResponse) },
      },
    },
    async (request) => {
      const { items, total } = await works.listWorks(deps.db, requestContext(request).userId, request.query);
      return ok({ items, total, page: request.query.page, maxRow: request.query.maxRow });
    },
  );

  r.get(
    '/Log/GetDetailLog',
    {
      schema: {
        tags,
        summary: '작업의 상품별 결과',
        querystring: DetailLogQuery,
        response: { 200: dataEnvelope(DetailLogResponse) },
      },
    },
    async (request) => {
      const detail = await works.getWorkDetail(
        deps.db,
        requestContext(request).userId,
        request.query.workNumber,
      );
      if (!detail) {
        throw new AppError('WORK_NOT_FOUND');
      }
      return ok(detail);
    },
  );

  r.get(
    '/Log/GetUserCollectSummary',
    { schema: { tags, summary: '수집 현황 요약', response: { 200: dataEnvelope(CollectSummaryResponse) } } },
    async (request) => ok(await works.collectSummary(deps.db, requestContext(request).userId)),
  );

  r.get(
    '/Log/CheckExistBot',
    {
      schema: {
        tags,
        summary: '수집 작업자 동작 여부',
        response: { 200: dataEnvelope(CheckExistBotResponse) },
      },
    },
    async () => {
      const [latest] = await deps.db
        .select({ lastSeenAt: workerHeartbeats.lastSeenAt })
        .from(workerHeartbeats)
        .orderBy(desc(workerHeartbeats.lastSeenAt))
        .limit(1);
      const alive = latest != null && Date.now() - latest.lastSeenAt.getTime() < HEARTBEAT_STALE_MS;
      return ok({ alive, lastSeenAt: latest?.lastSeenAt.toISOString() ?? null });
    },
  );
};
