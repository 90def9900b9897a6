/**
 * What page the seller is on: a product page or a search/shop list of Taobao, Tmall or 1688.
 * Real sites are recognised by host; anything else (the emulator at 127.0.0.1 during tests) by the
 * same path shapes under a `/taobao`, `/tmall` or `/1688` prefix, and by the data the page embeds.
 */

export type SourceSite = 'taobao' | 'tmall' | '1688';

export type PageInfo =
  { kind: 'item'; site: SourceSite; itemId: string } | { kind: 'list'; site: SourceSite } | { kind: 'other' };

/** What the page itself says it carries (inline scripts assigning the sites' data globals). */
export type PageSignals = { hasIceContext?: boolean; hasInitData?: boolean };

export const SITE_LABELS: Record<SourceSite, string> = {
  taobao: '타오바오',
  tmall: '티몰',
  '1688': '1688',
};

/** Tmall items go through the Taobao work list (same page data, same collector). */
export const COLLECT_ENDPOINTS: Record<SourceSite, string> = {
  taobao: '/api/Product/TaobaoProductWorkListExtension',
  tmall: '/api/Product/TaobaoProductWorkListExtension',
  '1688': '/api/Product/1688ProductWorkListExtension',
};

/** Hosts the content script runs on (manifest match patterns). */
export const SITE_MATCH_PATTERNS = [
  'https://item.taobao.com/*',
  'https://world.taobao.com/*',
  'https://s.taobao.com/*',
  'https://*.taobao.com/*',
  'https://detail.tmall.com/*',
  'https://detail.tmall.hk/*',
  'https://chaoshi.detail.tmall.com/*',
  'https://list.tmall.com/*',
  'https://*.tmall.com/*',
  'https://detail.1688.com/*',
  'https://s.1688.com/*',
  'https://*.1688.com/*',
] as const;

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function siteOfHost(host: string): SourceSite | null {
  if (hostIs(host, 'tmall.com') || hostIs(host, 'tmall.hk')) {
    return 'tmall';
  }
  if (hostIs(host, 'taobao.com')) {
    return 'taobao';
  }
  if (hostIs(host, '1688.com')) {
    return '1688';
  }
  return null;
}

/** Subdomains that are neither item pages nor a shop's own pages. */
const NOT_SHOP_HOSTS = new Set([
  'www',
  'login',
  'passport',
  'buyertrade',
  'cart',
  'trade',
  'member',
  'work',
  'air',
  'message',
  'h5api',
  'g',
  'img',
  'i',
  'favorite',
  'market',
  'detail',
  'item',
  'm',
]);

function taobaoItemId(url: URL): string | null {
  const id =
    url.searchParams.get('id') ??
    url.searchParams.get('itemId') ??
    /\/item\/(\d+)\.htm/.exec(url.pathname)?.[1] ??
    /\/i(\d+)\.htm/.exec(url.pathname)?.[1] ??
    null;
  return id && /^\d{5,}$/.test(id) ? id : null;
}

function offerId(url: URL): string | null {
  const id = /\/offer\/(\d+)\.html/.exec(url.pathname)?.[1] ?? url.searchParams.get('offerId');
  return id && /^\d{5,}$/.test(id) ? id : null;
}

function isTaobaoItemPath(path: string): boolean {
  return /(?:^|\/)item\.htm$/.test(path) || /\/item\/\d+\.htm$/.test(path) || /\/i\d+\.htm$/.test(path);
}

function classifyTaobao(site: 'taobao' | 'tmall', url: URL, host: string, path: string): PageInfo {
  const itemId = taobaoItemId(url);
  if (itemId && (isTaobaoItemPath(path) || host.startsWith('detail.') || host === 'item.taobao.com')) {
    return { kind: 'item', site, itemId };
  }
  if (/^(?:s|list)\./.test(host) || /\/search(?:_product)?(?:\.htm)?$/.test(path)) {
    return { kind: 'list', site };
  }
  const sub = host.split('.')[0] ?? '';
  const shopHost = /^shop\d+$/.test(sub) || (host.split('.').length === 3 && !NOT_SHOP_HOSTS.has(sub));
  if (shopHost || /^\/shop\d+\//.test(path)) {
    return { kind: 'list', site };
  }
  return { kind: 'other' };
}

function classify1688(url: URL, host: string, path: string): PageInfo {
  const itemId = offerId(url);
  if (itemId && /\/offer\/\d+\.html$/.test(path)) {
    return { kind: 'item', site: '1688', itemId };
  }
  if (host.startsWith('s.') || /\/search$|offer_search\.htm$|\/selloffer\//.test(path)) {
    return { kind: 'list', site: '1688' };
  }
  const sub = host.split('.')[0] ?? '';
  const shopHost = /^shop/.test(sub) || (host.split('.').length === 3 && !NOT_SHOP_HOSTS.has(sub));
  if (/offerlist\.htm$/.test(path) || (shopHost && /^\/(?:page\/.*)?$/.test(path))) {
    return { kind: 'list', site: '1688' };
  }
  return { kind: 'other' };
}

/** The page kind of an address (and, for pages at unknown addresses, of the data it embeds). */
export function detectPage(address: string, signals: PageSignals = {}): PageInfo {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: 'other' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { kind: 'other' };
  }
  const host = url.hostname.toLowerCase();
  let site = siteOfHost(host);
  let path = url.pathname;
  if (!site) {
    // Served elsewhere (the emulator): the first path segment names the site, the rest is its path.
    const prefix = /^\/(taobao|tmall|1688)(\/.*)$/.exec(path);
    if (prefix) {
      site = prefix[1] as SourceSite;
      path = prefix[2]!;
    }
  }
  let info: PageInfo = { kind: 'other' };
  if (site === 'taobao' || site === 'tmall') {
    info = classifyTaobao(site, url, siteOfHost(host) ? host : '', path);
  } else if (site === '1688') {
    info = classify1688(url, siteOfHost(host) ? host : '', path);
  }
  if (info.kind !== 'other') {
    return info;
  }
  // An item page at an address we do not know, recognised by its embedded data.
  if (signals.hasIceContext) {
    const itemId = taobaoItemId(url);
    if (itemId) {
      return { kind: 'item', site: site === 'tmall' || /tmall/i.test(address) ? 'tmall' : 'taobao', itemId };
    }
  }
  if (signals.hasInitData) {
    const itemId = offerId(url);
    if (itemId) {
      return { kind: 'item', site: '1688', itemId };
    }
  }
  return { kind: 'other' };
}

/** The product an item link points at, for cards on list pages (null for anything else). */
export function itemOfLink(
  href: string,
  base: string,
): { site: SourceSite; itemId: string; url: string } | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  const info = detectPage(url.toString());
  return info.kind === 'item' ? { site: info.site, itemId: info.itemId, url: url.toString() } : null;
}

/** One key per product, to de-duplicate cards that link to the same item several times. */
export function itemKey(site: SourceSite, itemId: string): string {
  return `${site === 'tmall' ? 'taobao' : site}:${itemId}`;
}
