import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import * as categories from './categories.service';
import { getCategories } from './category-cache';
import { categoryRefreshStates, requestCategoryRefresh } from './category-refresh';

/** Market categories (cached trees), the seller's categories and their mappings (UserSetting). */
export const categoriesRoutes: RouteModule = (app, deps) => {
  const { UserSetting } = contracts;

  route(app, UserSetting.GetCategory, async (request) =>
    getCategories(deps, requestContext(request), request.query),
  );
  route(app, UserSetting.RefreshCategory, async (request) => ({
    refresh: await requestCategoryRefresh(deps, requestContext(request).userId, request.query.market),
  }));
  route(app, UserSetting.GetCategoryRefresh, async (request) => ({
    items: await categoryRefreshStates(deps, requestContext(request).userId, request.query.market),
  }));
  route(app, UserSetting.GetUserCategoryList, async (request) =>
    categories.listUserCategories(deps, requestContext(request)),
  );
  route(app, UserSetting.GetUserCategory, async (request) =>
    categories.getUserCategory(deps, requestContext(request), request.query.id),
  );
  route(app, UserSetting.GetUserCategoryListSummary, async (request) =>
    categories.userCategorySummary(deps, requestContext(request)),
  );
  route(app, UserSetting.AddUserCategory, async (request) =>
    categories.addUserCategory(deps, requestContext(request), request.body.categoryId),
  );
  route(app, UserSetting.UpdateUserCategory, async (request) =>
    categories.updateUserCategory(deps, requestContext(request), request.body.id, request.body.categoryId),
  );
  route(app, UserSetting.RemoveUserCategory, async (request) =>
    categories.removeUserCategory(deps, requestContext(request), request.body.id),
  );
  route(app, UserSetting.CheckUserCategory, async (request) =>
    categories.checkUserCategory(deps, requestContext(request), request.body.categoryId),
  );
  route(app, UserSetting.GetCategorySuggestion, async (request) =>
    categories.suggestMapping(deps, requestContext(request), request.query),
  );
  route(app, UserSetting.SetCategoryMapping, async (request) =>
    categories.confirmMapping(deps, requestContext(request), request.body),
  );
};
