/**
 * `@sellerdesk/sources/rules`: the site registry and the link and obstacle rules, without zod or any
 * I/O, so the browser extension and the web app use exactly the rules the server uses.
 */
export {
  EXTENSION_SITE_NAMES,
  SITE_ENTRIES,
  SITE_LABELS,
  SITE_REGISTRY,
  SITE_SERVICES,
  WORK_LISTS,
  WORK_LIST_LABELS,
  serviceUrl,
  siteHosts,
  siteRules,
  workSiteOf,
} from './registry';
export type { SiteEntry, SourceBaseUrls, SourceServiceKey, WorkListEntry } from './registry';
export {
  canonicalProductUrl,
  detectSourceLink,
  firstUrl,
  parseSourceCode,
  parseSourceLink,
  pathPrefixAliases,
} from './links';
export type { ParseLinkOptions, SiteAlias } from './links';
export { detectObstacle, detectObstacleWith } from './obstacles';
export type { ObstacleProbe } from './obstacles';
export { PAGE_DATA_GLOBALS, pageDataGlobal, pageDataRequest, readPage, siteRootOf } from './pages';
export type { PageDataRequest, PageSignals } from './pages';
export type {
  ExtensionRules,
  ExtensionWorkListEndpoint,
  LinksWorkListEndpoint,
  LinkShape,
  ObstacleRules,
  PageDataRecipe,
  PageObstacle,
  SiteRules,
  SiteService,
  SourceLink,
  WorkListRules,
} from './types';
