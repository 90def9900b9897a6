import { SOURCE_SITES, type SourceSite } from '@sellerdesk/domain';
import type { CatalogueSort, ProductSearchBody } from '@sellerdesk/domain/api';

/** The orders of the list (the contract's CATALOGUE_SORTS, kept here so the screen stays zod-free). */
export const SORTS: readonly CatalogueSort[] = ['newest', 'oldest', 'title', 'price'];
/** Which products by translation: all, only those still to translate (번역 필요), only translated ones. */
export const TRANSLATION_FILTERS = ['all', 'needed', 'done'] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Which products by upload: all, uploaded to some market, or uploaded nowhere. */
export const UPLOAD_FILTERS = ['all', 'uploaded', 'notUploaded'] as const;
export type UploadFilter = (typeof UPLOAD_FILTERS)[number];

export const PAGE_SIZES = [20, 50, 100, 200] as const;
const DEFAULT_PAGE_SIZE = 20;

/** Which products by sale state: all, only sellable, or only sold out (품절). */
export const STOCK_FILTERS = ['all', 'onSale', 'soldOut'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/**
 * The catalogue's search as it sits in the address (?q&site&stock&group&work&tr&up&…&page&size&after), so links
 * and Back keep it. Page numbers reach the first CATALOGUE_COUNT_CAP products; past them the list
 * follows the server's keyset cursor (`after`: the last product of the page before).
 */
export type CatalogueQuery = {
  keyword: string;
  site: SourceSite | null;
  stock: StockFilter;
  groupName: string;
  workNumber: number | null;
  translation: TranslationFilter;
  upload: UploadFilter;
  /** Collected from / to these Korean days (YYYY-MM-DD), inclusive. */
  from: string | null;
  to: string | null;
  sort: CatalogueSort;
  page: number;
  pageSize: number;
  after: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
}

export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const site = params.get('site');
  const size = positiveInt(params.get('size'));
  return {
    keyword: params.get('q')?.trim() ?? '',
    site: SOURCE_SITES.find((entry) => entry === site) ?? null,
    stock: STOCK_FILTERS.find((entry) => entry === params.get('stock')) ?? 'all',
    groupName: params.get('group')?.trim() ?? '',
    workNumber: positiveInt(params.get('work')),
    translation: TRANSLATION_FILTERS.find((entry) => entry === params.get('tr')) ?? 'all',
    upload: UPLOAD_FILTERS.find((entry) => entry === params.get('up')) ?? 'all',
    from: DAY.test(params.get('from') ?? '') ? params.get('from') : null,
    to: DAY.test(params.get('to') ?? '') ? params.get('to') : null,
    sort: SORTS.find((entry) => entry === params.get('sort')) ?? 'newest',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((entry) => entry === size) ?? DEFAULT_PAGE_SIZE,
    after: UUID.test(params.get('after') ?? '') ? params.get('after') : null,
  };
}

export function writeCatalogueQuery(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) {
    params.set('q', query.keyword);
  }
  if (query.site) {
    params.set('site', query.site);
  }
  if (query.stock !== 'all') {
    params.set('stock', query.stock);
  }
  if (query.groupName) {
    params.set('group', query.groupName);
  }
  if (query.workNumber) {
    params.set('work', String(query.workNumber));
  }
  if (query.translation !== 'all') {
    params.set('tr', query.translation);
  }
  if (query.upload !== 'all') {
    params.set('up', query.upload);
  }
  if (query.from) {
    params.set('from', query.from);
  }
  if (query.to) {
    params.set('to', query.to);
  }
  if (query.sort !== 'newest') {
    params.set('sort', query.sort);
  }
  if (query.page > 1) {
    params.set('page', String(query.page));
  }
  if (query.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('size', String(query.pageSize));
  }
  if (query.after) {
    params.set('after', query.after);
  }
  return params;
}

/** The body of POST /Product/SearchCollectProductSummary for a query. */
export function searchBodyOf(query: CatalogueQuery): ProductSearchBody {
  return {
    page: query.page,
    maxRow: query.pageSize,
    keyword: query.keyword,
    ...(query.site ? { site: query.site } : {}),
    ...(query.stock !== 'all' ? { soldOut: query.stock === 'soldOut' } : {}),
    ...(query.groupName ? { groupName: query.groupName } : {}),
    ...(query.workNumber ? { workNumber: query.workNumber } : {}),
    ...(query.translation !== 'all' ? { needsTranslation: query.translation === 'needed' } : {}),
    ...(query.upload !== 'all' ? { uploaded: query.upload === 'uploaded' } : {}),
    ...(query.from ? { collectedFrom: query.from } : {}),
    ...(query.to ? { collectedTo: query.to } : {}),
    ...(query.sort !== 'newest' ? { sort: query.sort } : {}),
    // The keyset cursor follows the collected order only.
    ...(query.after && (query.sort === 'newest' || query.sort === 'oldest') ? { cursor: query.after } : {}),
  };
}
