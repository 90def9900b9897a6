import { endpoints } from '@sellerdesk/domain/core';
import { SITE_LABELS, WORK_LIST_LABELS } from '../rules/labels';
import type { SiteRules } from '../rules/types';

/**
 * Costco Korea: a SAP Commerce (Spartacus) shop. Product data comes from its own OCC API, on the same
 * host as the pages; the pages embed no product data, so the extension asks that API from the page.
 */

export const COSTCO_ORIGIN = 'https://www.costco.co.kr';
/** The OCC v2 base path of the Korean site. */
export const COSTCO_OCC_PATH = '/rest/v2/korea';
// OCC answers XML without this header.
export const COSTCO_JSON_HEADERS = { Accept: 'application/json' } as const;

/** The product API path (relative to the site's root) with the fields a collector needs; `{code}` is the product. */
export const COSTCO_PRODUCT_PATH = `${COSTCO_OCC_PATH}/products/{code}?fields=FULL&lang=ko&curr=KRW`;

export const costcoSite = {
  id: 'costco',
  label: SITE_LABELS.costco,
  workSite: 'costco',
  workList: {
    label: WORK_LIST_LABELS.costco,
    endpoint: endpoints.Product.CostcoProductWorkList,
    extensionEndpoint: endpoints.Product.CostcoProductWorkListExtension,
    acceptsSearch: true,
  },
  sessionSite: null,
  // Costco sells goods of many origins; each product page says which.
  originCountry: null,
  services: {
    page: { key: 'costco', url: COSTCO_ORIGIN, emulatorPath: '/costco', env: 'COSTCO_BASE_URL' },
  },
  // Pages, the OCC API and the pictures (`/medias/…`) are all on the site's own host.
  hosts: { pages: ['www.costco.co.kr'], api: [], media: [] },
  domains: ['costco.co.kr'],
  canonicalUrl: (code) => `${COSTCO_ORIGIN}/p/${code}`,
  codePattern: /^[0-9A-Za-z][0-9A-Za-z-]{2,30}$/,
  readLink(url) {
    const path = url.pathname;
    const product = /\/p\/([0-9A-Za-z][0-9A-Za-z-]*)\/?$/.exec(path)?.[1];
    if (product) {
      return { kind: 'product', code: product };
    }
    const category = /\/c\/([^/]+)\/?$/.exec(path)?.[1] ?? null;
    if (category || /\/search\/?$/.test(path)) {
      return {
        kind: 'search',
        query: url.searchParams.get('text') ?? url.searchParams.get('q') ?? '',
        category: category ? decodeURIComponent(category) : null,
      };
    }
    return null;
  },
  obstacles: {
    // Akamai answers a refused client with its "Access Denied" page (with a reference number).
    blockedText: /Access Denied|Reference #\d/i,
  },
  extension: {
    matchPatterns: ['https://www.costco.co.kr/*'],
    pageData: { kind: 'api', path: COSTCO_PRODUCT_PATH, headers: COSTCO_JSON_HEADERS },
    lists: false,
    titleSuffix: /\s*[|｜-]\s*코스트코\s*코리아\s*$/,
  },
} as const satisfies SiteRules<'costco'>;
