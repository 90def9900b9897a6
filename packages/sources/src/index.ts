export * from './model';
export {
  SOURCE_FAILURES,
  SITE_NAMES,
  SourceError,
  failureMessage,
  isSourceError,
  toSourceError,
} from './failures';
export type { SourceFailureCode } from './failures';
export type { Fetcher, FetchInit, FetchResponseLike, HeadersLike } from './fetcher';
export { compareDecimal, fenToYuan, parseDecimal, subtractDecimal } from './decimal';
export { canonicalProductUrl, firstUrl, parseSourceCode, parseSourceLink } from './links';
export type { ParseLinkOptions, SiteAlias, SourceLink } from './links';
export { cleanImageList, cleanImageUrl, isDecorativeImage } from './text/images';
export { cleanDescriptionHtml, descriptionImageUrls } from './text/description';
export { detectPageObstacle } from './obstacles';
export type { PageObstacle } from './obstacles';

export { SourceCollector } from './collector';
export type {
  CapturedPage,
  CollectTarget,
  SourceBaseUrls,
  SourceCollectorOptions,
  SourceCredentials,
} from './collector';

export { CostcoClient } from './costco/client';
export type { CostcoClientOptions, CostcoSearchRequest } from './costco/client';
export { COSTCO_ORIGIN, parseCostcoProduct, parseCostcoSearch } from './costco/parse';
export type { CostcoParseOptions, CostcoSearchPage } from './costco/parse';

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
