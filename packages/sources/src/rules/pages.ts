import type { SourceSite } from '@sellerdesk/domain/core';
import { detectSourceLink } from './links';
import { SITE_ENTRIES, SITE_REGISTRY } from './registry';
import type { PageDataRecipe, SourceLink } from './types';

/** Which sites' data globals an open page assigns (read from its inline scripts or its window). */
export type PageSignals = { globals?: readonly string[] };

/** Names of the data globals the sites' pages assign, for pages to be searched for. */
export const PAGE_DATA_GLOBALS: readonly string[] = [
  ...new Set(
    SITE_ENTRIES.flatMap((entry) =>
      entry.extension?.pageData.kind === 'global' ? [entry.extension.pageData.name] : [],
    ),
  ),
];

/**
 * What an open page is: a link of a real site or of a site under its emulator path; failing that, an
 * item page at an unknown address recognised by the site data global it carries and an item id in its
 * address (a site whose name is in the address wins when sites share a global).
 */
export function readPage(address: string, signals: PageSignals = {}): SourceLink | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return null;
  }
  const link = detectSourceLink(address);
  if (link) {
    return link;
  }
  const present = new Set(signals.globals ?? []);
  const lowered = address.toLowerCase();
  const candidates = SITE_ENTRIES.filter(
    (entry) => entry.extension?.pageData.kind === 'global' && present.has(entry.extension.pageData.name),
  ).sort((a, b) => Number(lowered.includes(b.id)) - Number(lowered.includes(a.id)));
  for (const entry of candidates) {
    const shape = entry.readLink(url, '');
    if (shape?.kind === 'product') {
      return { kind: 'product', site: entry.id, code: shape.code, url: address };
    }
  }
  return null;
}

/** The data global a site's pages assign, if the extension reads one there. */
export function pageDataGlobal(site: SourceSite): string | null {
  const recipe = SITE_REGISTRY[site].extension?.pageData;
  return recipe?.kind === 'global' ? recipe.name : null;
}

/** A site's page-data recipe made ready for one open page: an API recipe gets its absolute address. */
export type PageDataRequest =
  | {
      kind: 'global';
      name: string;
      requires: readonly (readonly string[])[];
      inlineMarkers: readonly string[];
    }
  | { kind: 'api'; url: string; headers: Readonly<Record<string, string>> };

/**
 * The address a site's paths hang from for an open page: the page's origin at the real site, or the
 * origin plus the site's emulator path for a page served under it.
 */
export function siteRootOf(address: string, site: SourceSite): string {
  const url = new URL(address);
  const prefix = SITE_REGISTRY[site].services.page.emulatorPath;
  const isReal = SITE_REGISTRY[site].domains.some(
    (domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`),
  );
  return !isReal && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
    ? `${url.origin}${prefix}`
    : url.origin;
}

/** How to read the product of `site` on the page at `address`, or null when the extension cannot. */
export function pageDataRequest(address: string, site: SourceSite): PageDataRequest | null {
  const recipe: PageDataRecipe | undefined = SITE_REGISTRY[site].extension?.pageData;
  if (!recipe) {
    return null;
  }
  if (recipe.kind === 'global') {
    return {
      kind: 'global',
      name: recipe.name,
      requires: recipe.requires,
      inlineMarkers: recipe.inlineMarkers ?? [],
    };
  }
  const link = readPage(address);
  if (link?.kind !== 'product' || link.site !== site) {
    return null;
  }
  const path = recipe.path.replace('{code}', encodeURIComponent(link.code));
  return { kind: 'api', url: `${siteRootOf(address, site)}${path}`, headers: recipe.headers };
}
