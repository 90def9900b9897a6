import {
  ExistUserProductResponse,
  ProductKeyQuery,
  ProductSearchBody,
  ProductSearchResponse,
  ProductSummary,
  RemoveProductBody,
  RemoveProductResponse,
  dataEnvelope,
} from '@sellerdesk/domain/api';
import * as z from 'zod';
import { requestContext } from '../../http/access';
import { AppError } from '../../http/errors';
import { ok, typed, type RouteModule } from '../../http/route-helpers';
import * as repo from './products.repository';

const ProductDetailResponse = z.object({
  summary: ProductSummary,
  detail: z.record(z.string(), z.unknown()),
});

export const productsRoutes: RouteModule = (app, deps) => {
  const r = typed(app);
  const tags = ['products'];

  r.post(
    '/Product/SearchCollectProductSummary',
    {
      schema: {
        tags,
        summary: '수집 상품 목록 (검색·페이지)',
        body: ProductSearchBody,
        response: { 200: dataEnvelope(ProductSearchResponse) },
      },
    },
    async (request) => {
      const { items, total } = await repo.searchProducts(
        deps.db,
        requestContext(request).userId,
        request.body,
      );
      return ok({ items, total, page: request.body.page, maxRow: request.body.maxRow });
    },
  );

  r.get(
    '/Product/SearchCollectProductDetail',
    {
      schema: {
        tags,
        summary: '수집 상품 상세',
        querystring: ProductKeyQuery,
        response: { 200: dataEnvelope(ProductDetailResponse) },
      },
    },
    async (request) => {
      const { site, code } = request.query;
      // Spec §5: both site and code are needed, else '존재하지않는 상품 번호 입니다.'.
      if (!site || !code) {
        throw new AppError('PRODUCT_NOT_FOUND');
      }
      const row = await repo.findProductByKey(deps.db, requestContext(request).userId, site, code);
      if (!row) {
        throw new AppError('PRODUCT_NOT_FOUND');
      }
      return ok({ summary: repo.toSummary(row), detail: row.detail });
    },
  );

  r.post(
    '/Product/ExistUserProduct',
    {
      schema: {
        tags,
        summary: '이미 수집한 상품인지 확인',
        querystring: ProductKeyQuery,
        response: { 200: dataEnvelope(ExistUserProductResponse) },
      },
    },
    async (request) => {
      const { site, code } = request.query;
      if (!site || !code) {
        throw new AppError('PRODUCT_NOT_FOUND');
      }
      const row = await repo.findProductByKey(deps.db, requestContext(request).userId, site, code);
      return ok({ exists: Boolean(row), productId: row?.id ?? null });
    },
  );

  r.post(
    '/Product/RemoveProduct',
    {
      schema: {
        tags,
        summary: '상품 삭제',
        body: RemoveProductBody,
        response: { 200: dataEnvelope(RemoveProductResponse) },
      },
    },
    async (request) =>
      ok({ removed: await repo.removeProducts(deps.db, requestContext(request).userId, request.body.ids) }),
  );
};
