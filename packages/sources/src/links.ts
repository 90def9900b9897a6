import type { SourceSite } from './model';

/**
 * What a pasted link points at. Sellers paste share texts too ("【淘宝】… https://… 复制打开"), so the
 * first http(s) address in the input is used. Hosts are matched exactly (or as subdomains of the
 * site's domain), never by substring.
 */
export type SourceLink =
  | { kind: 'product'; site: SourceSite; code: string; url: string }
  | { kind: 'search'; site: SourceSite; query: string; category: string | null; url: string }
  | { kind: 'shop'; site: SourceSite; url: string };

/** A base URL that stands for a site (the emulator in tests), e.g. `http://127.0.0.1:4010/taobao`. */
export type SiteAlias = { baseUrl: string; site: SourceSite };

export type ParseLinkOptions = { aliases?: readonly SiteAlias[] };

const CANONICAL: Record<SourceSite, (code: string) => string> = {
  taobao: (code) => `https://item.taobao.com/item.htm?id=${code}`,
  tmall: (code) => `https://detail.tmall.com/item.htm?id=${code}`,
  '1688': (code) => `https://detail.1688.com/offer/${code}.html`,
  costco: (code) => `https://www.costco.co.kr/p/${code}`,
};

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
  if (hostIs(host, 'costco.co.kr')) {
    return 'costco';
  }
  return null;
}

export function firstUrl(input: string): string | null {
  const match = /https?:\/\/[^\s"'<>，。、）)】]+/i.exec(input);
  return match ? match[0] : null;
}

/** Path-and-query rules per site, shared by real hosts and aliases. */
function classify(
  site: SourceSite,
  url: URL,
  host: string,
  canonical: (code: string) => string,
): SourceLink | null {
  const path = url.pathname;
  const params = url.searchParams;
  if (site === 'taobao' || site === 'tmall') {
    const id =
      params.get('id') ??
      params.get('itemId') ??
      params.get('item_id') ??
      /\/item\/(\d+)\.htm/.exec(path)?.[1] ??
      /\/i(\d+)\.htm/.exec(path)?.[1];
    if (id && /^\d{5,}$/.test(id)) {
      return { kind: 'product', site, code: id, url: canonical(id) };
    }
    const query = params.get('q') ?? params.get('keyword');
    if (query && (host.startsWith('s.') || host.startsWith('list.') || /\/search/.test(path))) {
      return { kind: 'search', site, query, category: params.get('cat'), url: url.toString() };
    }
    if (/^shop\d*\./.test(host) || /\/search\.htm$/.test(path)) {
      return { kind: 'shop', site, url: url.toString() };
    }
    return null;
  }
  if (site === '1688') {
    const id = /\/offer\/(\d+)\.html/.exec(path)?.[1] ?? params.get('offerId') ?? params.get('offerid');
    if (id && /^\d{5,}$/.test(id)) {
      return { kind: 'product', site, code: id, url: canonical(id) };
    }
    const keywords = params.get('keywords');
    if (keywords !== null && /offer_search|\/selloffer\//.test(path)) {
      return { kind: 'search', site, query: keywords, category: null, url: url.toString() };
    }
    if (/offerlist\.htm$/.test(path) || /^shop/.test(host)) {
      return { kind: 'shop', site, url: url.toString() };
    }
    return null;
  }
  const product = /\/p\/([0-9A-Za-z][0-9A-Za-z-]*)\/?$/.exec(path)?.[1];
  if (product) {
    return { kind: 'product', site, code: product, url: canonical(product) };
  }
  const category = /\/c\/([^/]+)\/?$/.exec(path)?.[1] ?? null;
  const text = params.get('text') ?? params.get('q') ?? '';
  if (category || /\/search\/?$/.test(path)) {
    return {
      kind: 'search',
      site,
      query: text,
      category: category ? decodeURIComponent(category) : null,
      url: url.toString(),
    };
  }
  return null;
}

export function parseSourceLink(input: string, options: ParseLinkOptions = {}): SourceLink | null {
  const raw = firstUrl(input.trim());
  if (!raw) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  for (const alias of options.aliases ?? []) {
    const base = alias.baseUrl.replace(/\/+$/, '');
    const here = `${url.origin}${url.pathname}`;
    if (here !== base && !here.startsWith(`${base}/`)) {
      continue;
    }
    const inner = new URL(url.toString());
    inner.pathname = url.pathname.slice(new URL(base).pathname.replace(/\/+$/, '').length) || '/';
    const canonical = (code: string) => {
      const real = new URL(CANONICAL[alias.site](code));
      return `${base}${real.pathname}${real.search}`;
    };
    return classify(alias.site, inner, inner.hostname, canonical);
  }
  const host = url.hostname.toLowerCase();
  const site = siteOfHost(host);
  if (!site) {
    return null;
  }
  return classify(site, url, host, CANONICAL[site]);
}

/** A bare code typed instead of a link: digits for Taobao/1688 items, Costco codes like 602630 or 641176-K2. */
export function parseSourceCode(site: SourceSite, input: string): string | null {
  const code = input.trim();
  if (site === 'costco') {
    return /^[0-9A-Za-z][0-9A-Za-z-]{2,30}$/.test(code) ? code : null;
  }
  return /^\d{5,20}$/.test(code) ? code : null;
}

export function canonicalProductUrl(site: SourceSite, code: string): string {
  return CANONICAL[site](code);
}
