import { contracts } from '@sellerdesk/domain/api';
import { requestContext } from '../../infra/http/access';
import { route, type RouteModule } from '../../infra/http/route-helpers';
import { createKeywordToolFactory } from './keyword-tool-source';
import * as keywords from './keywords.service';

/** Keyword API settings (UserConfig), the keyword tool and tags (Market). */
export const keywordsRoutes: RouteModule = (app, deps) => {
  const { UserConfig, Market } = contracts;
  const tools = createKeywordToolFactory(deps.config);

  route(app, UserConfig.GetNaverKeywordAPI, async (request) =>
    keywords.getKeywordApiStatus(deps.db, deps.secrets, requestContext(request).userId),
  );

  route(app, UserConfig.SetNaverKeywordAPI, async (request) =>
    keywords.setKeywordApi(deps.db, deps.secrets, requestContext(request).userId, request.body),
  );

  route(app, Market.GetNaverKeyword, async (request) =>
    keywords.getNaverKeywords(
      { db: deps.db, secrets: deps.secrets, log: request.log, tools },
      requestContext(request).userId,
      request.body,
    ),
  );

  route(app, Market.SetTags, async (request) =>
    keywords.setTags(deps.db, requestContext(request).userId, request.body),
  );
};
