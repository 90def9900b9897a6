export * from './model';
export { SOURCE_FAILURES, SourceError, failureMessage, isSourceError, toSourceError } from './failures';
export type { SourceFailureCode } from './failures';
export { cleanImageList, cleanImageUrl, isDecorativeImage } from './text/images';
export { cleanDescriptionHtml, descriptionImageUrls } from './text/description';
export { pageObstacle } from './obstacles';

// The registry and the link and obstacle rules (also `@sellerdesk/sources/rules`, for browsers).
export * from './rules/index';

export { SourceCollector } from './collector';
export type { CollectTarget, SourceCollectorOptions } from './collector';
export { SITE_ADAPTERS } from './adapters';
export type {
  AdapterContext,
  CapturedPage,
  SearchResult,
  SourceCredentials,
  SourceSiteAdapter,
} from './port';

export { CostcoClient, costcoProductApiUrl, readOccAnswer } from './costco/client';
export type { CostcoClientOptions, CostcoSearchRequest } from './costco/client';
export { parseCostcoProduct, parseCostcoSearch } from './costco/parse';
export type { CostcoParseOptions, CostcoSearchPage } from './costco/parse';
export { COSTCO_ORIGIN } from './costco/site';

export { TaobaoClient } from './taobao/client';
export type { TaobaoClientOptions } from './taobao/client';
export { CookieJar, MTOP_APP_KEY, MtopClient, mtopRetFailure, mtopSign } from './taobao/mtop';
export type { MtopCall, MtopClientOptions } from './taobao/mtop';
export { extractIceContext, parseTaobaoData, parseTaobaoPage, resFromIceContext } from './taobao/page';
export type { TaobaoPageOptions } from './taobao/page';
export { parseTaobaoRes } from './taobao/res';
export type { TaobaoSite } from './taobao/res';
export { pageDescriptionHtml, parseGetdescData } from './taobao/desc';

export { AlibabaClient, parseOfferDetails } from './alibaba/client';
export type { AlibabaClientOptions } from './alibaba/client';
export { parse1688Data, parse1688Page, tierPriceAt } from './alibaba/parse';
