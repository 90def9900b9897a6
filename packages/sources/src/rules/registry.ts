import type { Currency } from '@sellerdesk/domain';
import {
  SITE_CURRENCY,
  SITE_LANGUAGE,
  SOURCE_SITES,
  WORK_SITES,
  type ContentLanguage,
  type SourceSite,
  type WorkSite,
} from '@sellerdesk/domain/core';
import { site1688 } from '../alibaba/site';
import { costcoSite } from '../costco/site';
import { taobaoSite, tmallSite } from '../taobao/site';
import type { SiteRules, SiteService, WorkListRules } from './types';

export { SITE_LABELS, WORK_LIST_LABELS } from './labels';

/**
 * The registry of source sites: one entry per site, written in the site's own folder
 * (`<site>/site.ts`). Everything else — the server's allowed hosts, queues and work lists, the
 * extension's pages and endpoints, link and obstacle rules — reads it from here. The Korean names the
 * entries use live in `./labels`, light enough for the web's boot texts.
 * The domain adds what the product model validates with (currency, language).
 */
const ENTRIES = {
  costco: costcoSite,
  taobao: taobaoSite,
  tmall: tmallSite,
  '1688': site1688,
} as const satisfies { [S in SourceSite]: SiteRules<S> };

export type SiteEntry<S extends SourceSite = SourceSite> = (typeof ENTRIES)[S] & {
  currency: Currency;
  language: ContentLanguage;
};

export const SITE_REGISTRY: { readonly [S in SourceSite]: SiteEntry<S> } = {
  costco: { ...ENTRIES.costco, currency: SITE_CURRENCY.costco, language: SITE_LANGUAGE.costco },
  taobao: { ...ENTRIES.taobao, currency: SITE_CURRENCY.taobao, language: SITE_LANGUAGE.taobao },
  tmall: { ...ENTRIES.tmall, currency: SITE_CURRENCY.tmall, language: SITE_LANGUAGE.tmall },
  '1688': { ...ENTRIES['1688'], currency: SITE_CURRENCY['1688'], language: SITE_LANGUAGE['1688'] },
};

/** Every entry, in display order (`SOURCE_SITES`). */
export const SITE_ENTRIES: readonly SiteEntry[] = SOURCE_SITES.map((site) => SITE_REGISTRY[site]);

export function siteRules<S extends SourceSite>(site: S): SiteEntry<S> {
  return SITE_REGISTRY[site];
}

/** The work list a site's products go to. */
export function workSiteOf(site: SourceSite): WorkSite {
  return SITE_REGISTRY[site].workSite;
}

/** A work list: its name, endpoints and the site a bare product code of it belongs to. */
export type WorkListEntry = WorkListRules & {
  site: WorkSite;
  codeSite: SourceSite;
  sites: readonly SourceSite[];
};

function workListEntry(site: WorkSite): WorkListEntry {
  const rules: WorkListRules | null = SITE_REGISTRY[site].workList;
  if (!rules) {
    throw new Error(`site registry: ${site} names a work list but describes none`);
  }
  return {
    ...rules,
    site,
    codeSite: site,
    sites: SOURCE_SITES.filter((source) => SITE_REGISTRY[source].workSite === site),
  };
}

export const WORK_LISTS: Readonly<Record<WorkSite, WorkListEntry>> = Object.fromEntries(
  WORK_SITES.map((site) => [site, workListEntry(site)]),
) as Record<WorkSite, WorkListEntry>;

/**
 * Names of the sites the browser extension collects from, for help texts: their product pages
 * (`코스트코·타오바오·티몰·1688`) and their search and shop lists.
 */
export const EXTENSION_SITE_NAMES = {
  pages: SITE_ENTRIES.filter((entry) => entry.extension)
    .map((entry) => entry.label)
    .join('·'),
  lists: SITE_ENTRIES.filter((entry) => entry.extension?.lists)
    .map((entry) => entry.label)
    .join('·'),
} as const;

/** Every site's addresses, by their `SourceBaseUrls` name. */
type ServicesOf<S extends SourceSite> = (typeof ENTRIES)[S]['services'];
export type SourceServiceKey = {
  [S in SourceSite]: ServicesOf<S>[keyof ServicesOf<S>] extends { key: infer K extends string } ? K : never;
}[SourceSite];

export const SITE_SERVICES: readonly (SiteService & { site: SourceSite; key: SourceServiceKey })[] =
  SITE_ENTRIES.flatMap((entry) =>
    Object.values(entry.services as Record<string, SiteService>).map((service) => ({
      ...service,
      key: service.key as SourceServiceKey,
      site: entry.id,
    })),
  );

/**
 * Where each site is reached, by service (`taobaoMtop`, …). Unset services use the real sites; tests and
 * the sandbox point them at the emulator.
 */
export type SourceBaseUrls = Partial<Record<SourceServiceKey, string>>;

/** The address of a site's service: the configured one, else the real one. */
export function serviceUrl(baseUrls: SourceBaseUrls | undefined, service: SiteService): string {
  return (baseUrls?.[service.key as SourceServiceKey] ?? service.url).replace(/\/+$/, '');
}

/** Every exact host of the real sites (services, pages, APIs, description and image CDNs). */
export function siteHosts(): string[] {
  const hosts = SITE_ENTRIES.flatMap((entry) => [
    ...Object.values(entry.services as Record<string, SiteService>).map(
      (service) => new URL(service.url).hostname,
    ),
    ...entry.hosts.pages,
    ...entry.hosts.api,
    ...entry.hosts.media,
  ]);
  return [...new Set(hosts)];
}
