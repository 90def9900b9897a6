import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { removeSelection } from './bulk-products.repository';
import { findProductByKey } from './product-rows.repository';
import * as repo from './products.repository';
import { editProductMainImages, editProductMemo } from './product-edits';
import { updateProduct } from './update-product';

export const productsRoutes: RouteModule = (app, deps) => {
  const { Product } = contracts;

  route(app, Product.SearchCollectProductSummary, async (request) => {
    const found = await repo.searchProducts(deps.db, requestContext(request).userId, request.body);
    return { ...found, page: request.body.page, maxRow: request.body.maxRow };
  });

  route(app, Product.SearchCollectProductDetail, async (request) => {
    const { site, code } = request.query;
    // Spec §5: both site and code are needed, else '존재하지않는 상품 번호 입니다.'.
    if (!site || !code) {
      throw new AppError('PRODUCT_NOT_FOUND');
    }
    const { userId } = requestContext(request);
    const row = await findProductByKey(deps.db, userId, site, code);
    if (!row) {
      throw new AppError('PRODUCT_NOT_FOUND');
    }
    return { summary: await repo.summaryOf(deps.db, userId, row), detail: row.detail };
  });

  route(app, Product.ExistUserProduct, async (request) => {
    const { site, code } = request.query;
    if (!site || !code) {
      throw new AppError('PRODUCT_NOT_FOUND');
    }
    const row = await findProductByKey(deps.db, requestContext(request).userId, site, code);
    return { exists: Boolean(row), productId: row?.id ?? null };
  });

  route(app, Product.UpdateProduct, async (request) =>
    updateProduct(deps.db, requestContext(request).userId, request.body, deps.config.publicUrl),
  );

  route(app, Product.ProductMemoEdit, async (request) =>
    editProductMemo(deps.db, requestContext(request).userId, request.body),
  );

  route(app, Product.ProductMainImageEdit, async (request) =>
    editProductMainImages(deps.db, requestContext(request).userId, request.body),
  );

  route(app, Product.RemoveProduct, async (request) => ({
    removed: await removeSelection(deps.db, requestContext(request).userId, request.body),
  }));
};
