import type { SourceSite } from '@sellerdesk/domain/core';
import {
  EXTENSION_SITE_NAMES,
  PAGE_DATA_GLOBALS,
  SITE_ENTRIES,
  SITE_LABELS,
  SITE_REGISTRY,
  readPage,
  workSiteOf,
} from '@sellerdesk/sources/rules';
import type { PageSignals } from '@sellerdesk/sources/rules';

/**
 * What page the seller is on, by the site registry of @sellerdesk/sources (the rules the server reads
 * links with): a product page of a site the extension covers, a search or shop list of a site whose
 * lists it collects, or neither. Pages served elsewhere (the emulator during tests) are read by the
 * site's path prefix, or by the data the page embeds.
 */

export type { SourceSite };
export type { PageSignals };
export { EXTENSION_SITE_NAMES, PAGE_DATA_GLOBALS, SITE_LABELS };

export type PageInfo =
  { kind: 'item'; site: SourceSite; itemId: string } | { kind: 'list'; site: SourceSite } | { kind: 'other' };

/** Hosts the content script runs on (manifest match patterns). */
export const SITE_MATCH_PATTERNS: readonly string[] = SITE_ENTRIES.flatMap(
  (entry) => entry.extension?.matchPatterns ?? [],
);

/** The page kind of an address (and, for pages at unknown addresses, of the data it embeds). */
export function detectPage(address: string, signals: PageSignals = {}): PageInfo {
  const link = readPage(address, signals);
  const extension = link ? SITE_REGISTRY[link.site].extension : null;
  if (!link || !extension) {
    return { kind: 'other' };
  }
  if (link.kind === 'product') {
    return { kind: 'item', site: link.site, itemId: link.code };
  }
  return extension.lists ? { kind: 'list', site: link.site } : { kind: 'other' };
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

/** One key per product of a work list, to de-duplicate cards that link to the same item several times. */
export function itemKey(site: SourceSite, itemId: string): string {
  return `${workSiteOf(site)}:${itemId}`;
}

/** The product title as the page shows it, without what the site appends to every title. */
export function productTitle(site: SourceSite, title: string): string {
  const suffix = SITE_REGISTRY[site].extension?.titleSuffix;
  return (suffix ? title.replace(suffix, '') : title).trim();
}
