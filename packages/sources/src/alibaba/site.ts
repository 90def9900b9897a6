import { endpoints } from '@sellerdesk/domain/core';
import { ALIBABA_GROUP_OBSTACLES, ALICDN_HOSTS, DESCRIPTION_HOSTS } from '../rules/alibaba-group';
import { isShopHost } from '../rules/hosts';
import { SITE_LABELS, WORK_LIST_LABELS } from '../rules/labels';
import type { SiteRules } from '../rules/types';

/** 1688.com, Alibaba's wholesale site: offer pages carry `__INIT_DATA` (or `window.context`). */
export const site1688 = {
  id: '1688',
  label: SITE_LABELS['1688'],
  workSite: '1688',
  workList: {
    label: WORK_LIST_LABELS['1688'],
    endpoint: endpoints.Product['1688ProductWorkList'],
    extensionEndpoint: endpoints.Product['1688ProductWorkListExtension'],
    acceptsSearch: false,
  },
  sessionSite: null,
  originCountry: '중국',
  services: {
    page: {
      key: 'alibaba1688',
      url: 'https://detail.1688.com',
      emulatorPath: '/1688',
      env: 'ALIBABA_1688_BASE_URL',
    },
  },
  hosts: {
    pages: ['m.1688.com'],
    api: [],
    media: [
      ...DESCRIPTION_HOSTS,
      ...ALICDN_HOSTS,
      'cbu01.alicdn.com',
      'cbu02.alicdn.com',
      'cbu03.alicdn.com',
      'cbu04.alicdn.com',
    ],
  },
  domains: ['1688.com'],
  canonicalUrl: (code) => `https://detail.1688.com/offer/${code}.html`,
  codePattern: /^\d{5,20}$/,
  readLink(url, host) {
    const path = url.pathname;
    const params = url.searchParams;
    const id = /\/offer\/(\d+)\.html/.exec(path)?.[1] ?? params.get('offerId') ?? params.get('offerid');
    if (id && /^\d{5,}$/.test(id)) {
      return { kind: 'product', code: id };
    }
    if (/offerlist\.htm$/.test(path) || (isShopHost(host) && /^\/(?:page\/.*)?$/.test(path))) {
      return { kind: 'shop' };
    }
    if (host.startsWith('s.') || /\/search$|offer_search\.htm$|\/selloffer\//.test(path)) {
      return { kind: 'search', query: params.get('keywords') ?? '', category: null };
    }
    return null;
  },
  obstacles: ALIBABA_GROUP_OBSTACLES,
  extension: {
    matchPatterns: ['https://detail.1688.com/*', 'https://s.1688.com/*', 'https://*.1688.com/*'],
    pageData: { kind: 'global', name: '__INIT_DATA', requires: [['data'], ['globalData']] },
    lists: true,
    titleSuffix: /\s*[-_–]\s*阿里巴巴.*$/,
  },
} as const satisfies SiteRules<'1688'>;
