export type {
  AddressKind,
  CategoryAttribute,
  CategoryCrawlOptions,
  CategoryRequirements,
  ListingCombinationSnapshot,
  ListingRef,
  ListingSnapshot,
  ListingStatus,
  LinkedAccount,
  LoginCheck,
  MarketAdapter,
  MarketAddress,
  MarketCategory,
  MarketContext,
  MarketCourier,
  MarketSettingsSpec,
  NoticeFact,
  NoticeField,
  NoticeGroup,
  PriceStockChange,
  PushOptions,
  PushResult,
  ReadListingOptions,
  RegistrationLedger,
  RegistrationQuota,
  SettableSaleStatus,
  SettingsField,
} from './port';
export {
  defaultMarketErrorMessage,
  isMarketError,
  MARKET_ERROR_CODES,
  MarketError,
  networkFailure,
} from './errors';
export type { MarketErrorCode, MarketErrorInit } from './errors';
export { MARKET_NAMES } from './names';
export {
  bannedCharactersIn,
  optionPriceBandFor,
  SALES_CONDITION_TAG_WORDS,
  textLength,
  TIERED_OPTION_PRICE_BANDS,
} from './limits';
export type { LengthUnit, MarketLimits, OptionPriceBand, RateLimit, TagRule } from './limits';
export { checkTagsForMarkets, tagRefusal } from './tags';
export type { TagProblem } from './tags';
export { ListingTemplate } from './template';
export type { ListingTemplateInput } from './template';
export {
  buildListingDraft,
  composeListingDetailHtml,
  listingOffer,
  sellerCodeOf,
  withMarketOffer,
} from './listing';
export type { DraftOptions, ListingCombination, ListingDelivery, ListingDraft } from './listing';
export { chooseNoticeGroup, fillNotice, SEE_DETAIL_PAGE } from './notices';
export { matchOptionAxes, purchaseOptionFor } from './option-axes';
export { isListable, usableImages, usableTags, validateListing } from './validate';
export type { ListingProblem, ProblemField, ValidationInput } from './validate';
export {
  assertMarketEnabled,
  findMarketDefinition,
  isMarketEnabled,
  isMarketSupported,
  marketDefinitions,
  marketsSharingCategories,
  resolveMarketBaseUrl,
} from './registry';
export type { MarketDefinition } from './registry';
export {
  AccountRateLimiter,
  CLIENT_RATE_SHARE,
  defaultRateLimiters,
  RateLimiterPool,
} from './http/rate-limiter';
export { buildMultipart } from './http/multipart';
export type { MultipartPart } from './http/multipart';
export { base64, base64Url, compactUtcTimestamp, hmacSha256Base64Url, hmacSha256Hex } from './http/signing';
export { backoffMs, MarketTransport, withRetry } from './http/transport';
export type { MarketCall, MarketReply, TransportHooks, TransportOptions } from './http/transport';
export { downloadImage, sniffImage } from './http/images';
export { createSmartStoreAdapter } from './smartstore/adapter';
export { SMARTSTORE_LIMITS } from './smartstore/limits';
export { SMARTSTORE_SETTINGS, SmartStoreSettings } from './smartstore/settings';
export { clientSecretSign } from './smartstore/client';
export { fromSmartStoreProduct, toSmartStoreProduct } from './smartstore/mapper';
export { createCoupangAdapter } from './coupang/adapter';
export { COUPANG_LIMITS } from './coupang/limits';
export { COUPANG_SETTINGS, CoupangSettings } from './coupang/settings';
export { ceaAuthorization } from './coupang/client';
export { fromCoupangProduct, toCoupangProduct } from './coupang/mapper';
export { createElevenstAdapter } from './elevenst/adapter';
export { ELEVENST_LIMITS } from './elevenst/limits';
export { ELEVENST_SETTINGS, ElevenstSettings } from './elevenst/settings';
export { fromElevenstProduct, optionMappingKey, toElevenstProduct } from './elevenst/mapper';
export { DailyRegistrations, koreanDay, MemoryRegistrationLedger } from './quota';
export { noticeGroupForPath } from './notices';
export { createAuctionAdapter, createGmarketAdapter } from './esm/adapter';
export { ESM_LIMITS } from './esm/limits';
export { EsmSettings, esmSettingsSpec } from './esm/settings';
export { esmToken, ESM_SITES } from './esm/client';
export { fromEsmGoods, toEsmGoods } from './esm/mapper';
export { createWeMakePriceAdapter } from './wemakeprice/adapter';
export { WEMAKEPRICE_CLOSED_NOTICE, WEMAKEPRICE_LIMITS } from './wemakeprice/limits';
export { WEMAKEPRICE_SETTINGS, WeMakePriceSettings } from './wemakeprice/settings';
export { fromWeMakePriceProduct, toWeMakePriceProduct } from './wemakeprice/mapper';
export { suggestCategories, suggestMarketCategories } from './category-suggest';
export type { CategorySource, CategorySuggestion } from './category-suggest';
export {
  createKeywordTool,
  isKeywordToolError,
  KeywordToolError,
  MAX_HINT_KEYWORDS,
  resolveSearchAdBaseUrl,
  SEARCHAD_DEFAULT_BASE_URL,
  searchAdSignature,
} from './naver-searchad/index';
export type { Competition, KeywordTool, RelatedKeyword, SearchAdCredentials } from './naver-searchad/index';
