import type { SourceSite } from '@sellerdesk/domain/core';
import { hostIs } from './hosts';
import { SITE_ENTRIES, SITE_REGISTRY } from './registry';
import type { LinkShape, SourceLink } from './types';

/**
 * What a pasted link or an open page points at. Sellers paste share texts too ("【淘宝】… https://…
 * 复制打开"), so the first http(s) address in the input is used. Real sites are matched by host (exactly,
 * or as subdomains of the site's domains, never by substring); pages served elsewhere (the emulator) by
 * aliases: an address under which the site's paths are served.
 */

/** A base URL that stands for a site (the emulator in tests), e.g. `http://127.0.0.1:4010/taobao`. */
export type SiteAlias = { baseUrl: string; site: SourceSite };

export type ParseLinkOptions = { aliases?: readonly SiteAlias[] };

export function firstUrl(input: string): string | null {
  const match = /https?:\/\/[^\s"'<>，。、）)】]+/i.exec(input);
  return match ? match[0] : null;
}

function siteOfHost(host: string): SourceSite | null {
  return SITE_ENTRIES.find((entry) => entry.domains.some((domain) => hostIs(host, domain)))?.id ?? null;
}

function toLink(
  site: SourceSite,
  shape: LinkShape,
  url: URL,
  canonical: (code: string) => string,
): SourceLink {
  switch (shape.kind) {
    case 'product':
      return { kind: 'product', site, code: shape.code, url: canonical(shape.code) };
    case 'search':
      return { kind: 'search', site, query: shape.query, category: shape.category, url: url.toString() };
    case 'shop':
      return { kind: 'shop', site, url: url.toString() };
  }
}

function parseUrl(input: string): URL | null {
  const raw = firstUrl(input.trim());
  if (!raw) {
    return null;
  }
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** The link read with the rules of the alias it lies under, or null. */
function readAliased(url: URL, aliases: readonly SiteAlias[]): SourceLink | null {
  for (const alias of aliases) {
    const base = alias.baseUrl.replace(/\/+$/, '');
    const here = `${url.origin}${url.pathname}`;
    if (here !== base && !here.startsWith(`${base}/`)) {
      continue;
    }
    const inner = new URL(url.toString());
    inner.pathname = url.pathname.slice(new URL(base).pathname.replace(/\/+$/, '').length) || '/';
    const canonical = (code: string) => {
      const real = new URL(SITE_REGISTRY[alias.site].canonicalUrl(code));
      return `${base}${real.pathname}${real.search}`;
    };
    const shape = SITE_REGISTRY[alias.site].readLink(inner, '');
    return shape ? toLink(alias.site, shape, url, canonical) : null;
  }
  return null;
}

export function parseSourceLink(input: string, options: ParseLinkOptions = {}): SourceLink | null {
  const url = parseUrl(input);
  if (!url) {
    return null;
  }
  if (options.aliases?.length) {
    const aliased = readAliased(url, options.aliases);
    if (aliased) {
      return aliased;
    }
  }
  const host = url.hostname.toLowerCase();
  const site = siteOfHost(host);
  if (!site) {
    return null;
  }
  const shape = SITE_REGISTRY[site].readLink(url, host);
  return shape ? toLink(site, shape, url, SITE_REGISTRY[site].canonicalUrl) : null;
}

/**
 * Aliases for a site served under its emulator path at another address
 * (`http://127.0.0.1:4010/costco/p/610001`): what the web app and the extension try for an address that
 * is no real site's. The server trusts only the addresses it is configured with.
 */
export function pathPrefixAliases(input: string): SiteAlias[] {
  const url = parseUrl(input);
  if (!url) {
    return [];
  }
  const segment = `/${url.pathname.split('/')[1] ?? ''}`;
  return SITE_ENTRIES.filter((entry) => entry.services.page.emulatorPath === segment).map((entry) => ({
    baseUrl: `${url.origin}${segment}`,
    site: entry.id,
  }));
}

/** A link of a real site or, failing that, of a site under its emulator path. */
export function detectSourceLink(input: string): SourceLink | null {
  return parseSourceLink(input) ?? parseSourceLink(input, { aliases: pathPrefixAliases(input) });
}

/** A bare code typed instead of a link: digits for Taobao/1688 items, Costco codes like 602630 or 641176-K2. */
export function parseSourceCode(site: SourceSite, input: string): string | null {
  const code = input.trim();
  return SITE_REGISTRY[site].codePattern.test(code) ? code : null;
}

export function canonicalProductUrl(site: SourceSite, code: string): string {
  return SITE_REGISTRY[site].canonicalUrl(code);
}
