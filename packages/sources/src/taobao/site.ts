import { endpoints } from '@sellerdesk/domain/core';
import { ALIBABA_GROUP_OBSTACLES, ALICDN_HOSTS, DESCRIPTION_HOSTS } from '../rules/alibaba-group';
import { isShopHost } from '../rules/hosts';
import { SITE_LABELS, WORK_LIST_LABELS } from '../rules/labels';
import type { ExtensionRules, LinkShape, SiteRules } from '../rules/types';

/**
 * Taobao and Tmall: two sites with one page format (the ICE app context), one H5 "mtop" gateway
 * protocol and one work list. Tmall products keep their own site (label, addresses) in the catalogue.
 */

/** An item id from the query or from the path forms `/item/{id}.htm` and `/i{id}.htm`. */
function itemIdOf(url: URL): string | null {
  const params = url.searchParams;
  const id =
    params.get('id') ??
    params.get('itemId') ??
    params.get('item_id') ??
    /\/item\/(\d+)\.htm/.exec(url.pathname)?.[1] ??
    /\/i(\d+)\.htm/.exec(url.pathname)?.[1] ??
    null;
  return id && /^\d{5,}$/.test(id) ? id : null;
}

const ITEM_PATH = /(?:^|\/)(?:item|detail)\.htm$|\/item\/\d+\.htm$|\/i\d+\.htm$/;

function readTaobaoLink(url: URL, host: string): LinkShape | null {
  const path = url.pathname;
  const id = itemIdOf(url);
  // A shop's own pages carry ids of other things (categories); there only item paths count.
  if (id && (ITEM_PATH.test(path) || !isShopHost(host))) {
    return { kind: 'product', code: id };
  }
  if (isShopHost(host) || /^\/shop\d+\//.test(path)) {
    return { kind: 'shop' };
  }
  if (/^(?:s|list)\./.test(host) || /\/search(?:_product)?(?:\.htm)?$/.test(path)) {
    const params = url.searchParams;
    return {
      kind: 'search',
      query: params.get('q') ?? params.get('keyword') ?? '',
      category: params.get('cat'),
    };
  }
  return null;
}

const ICE_CONTEXT: ExtensionRules['pageData'] = {
  kind: 'global',
  name: '__ICE_APP_CONTEXT__',
  requires: [['loaderData', '*', 'data', 'res', 'item']],
  inlineMarkers: ['__ICE_APP_CONTEXT__', 'loaderData'],
};

const TITLE_SUFFIX = /\s*[-_–]\s*(?:淘宝网|天猫Tmall\.com|天猫|tmall\.com.*)$/i;

export const taobaoSite = {
  id: 'taobao',
  label: SITE_LABELS.taobao,
  workSite: 'taobao',
  workList: {
    label: WORK_LIST_LABELS.taobao,
    endpoint: endpoints.Product.TaobaoProductWorkList,
    extensionEndpoint: endpoints.Product.TaobaoProductWorkListExtension,
    acceptsSearch: false,
  },
  // Tmall is read with the same Taobao login.
  sessionSite: 'taobao',
  originCountry: '중국',
  services: {
    page: {
      key: 'taobaoPage',
      url: 'https://item.taobao.com',
      emulatorPath: '/taobao',
      env: 'TAOBAO_PAGE_BASE_URL',
    },
    mtop: {
      key: 'taobaoMtop',
      url: 'https://h5api.m.taobao.com',
      emulatorPath: '/mtop',
      env: 'TAOBAO_MTOP_BASE_URL',
    },
  },
  // market.m.taobao.com serves the description pages (`pcADescUrl`).
  hosts: { pages: [], api: [], media: ['market.m.taobao.com', ...ALICDN_HOSTS] },
  domains: ['taobao.com'],
  canonicalUrl: (code) => `https://item.taobao.com/item.htm?id=${code}`,
  codePattern: /^\d{5,20}$/,
  readLink: readTaobaoLink,
  obstacles: ALIBABA_GROUP_OBSTACLES,
  extension: {
    matchPatterns: [
      'https://item.taobao.com/*',
      'https://world.taobao.com/*',
      'https://s.taobao.com/*',
      'https://*.taobao.com/*',
    ],
    pageData: ICE_CONTEXT,
    lists: true,
    titleSuffix: TITLE_SUFFIX,
  },
} as const satisfies SiteRules<'taobao'>;

export const tmallSite = {
  id: 'tmall',
  label: SITE_LABELS.tmall,
  workSite: 'taobao',
  workList: null,
  // Tmall is read with the same Taobao login.
  sessionSite: 'taobao',
  originCountry: '중국',
  services: {
    page: {
      key: 'tmallPage',
      url: 'https://detail.tmall.com',
      emulatorPath: '/tmall',
      env: 'TMALL_PAGE_BASE_URL',
    },
    mtop: {
      key: 'tmallMtop',
      url: 'https://h5api.m.tmall.com',
      emulatorPath: '/mtop-tmall',
      env: 'TMALL_MTOP_BASE_URL',
    },
  },
  hosts: {
    pages: ['detail.tmall.hk'],
    api: ['h5api.m.tmall.hk'],
    media: [...DESCRIPTION_HOSTS, ...ALICDN_HOSTS],
  },
  domains: ['tmall.com', 'tmall.hk'],
  canonicalUrl: (code) => `https://detail.tmall.com/item.htm?id=${code}`,
  codePattern: /^\d{5,20}$/,
  readLink: readTaobaoLink,
  obstacles: ALIBABA_GROUP_OBSTACLES,
  extension: {
    matchPatterns: [
      'https://detail.tmall.com/*',
      'https://detail.tmall.hk/*',
      'https://chaoshi.detail.tmall.com/*',
      'https://list.tmall.com/*',
      'https://*.tmall.com/*',
    ],
    pageData: ICE_CONTEXT,
    lists: true,
    titleSuffix: TITLE_SUFFIX,
  },
} as const satisfies SiteRules<'tmall'>;
