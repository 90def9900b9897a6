import type { SourceSite, WorkSite, endpoints } from '@sellerdesk/domain/core';

/**
 * The shape of one source site's description (its registry entry). Pure data and pure functions, no
 * zod and no I/O: the browser extension and the web app read the same entries as the server.
 */

/** One address a site is reached at (its pages, an API gateway). */
export type SiteService = {
  /** Name of the address in `SourceBaseUrls` (and in the emulator's `baseUrls`), e.g. `taobaoMtop`. */
  key: string;
  /** The real origin. */
  url: string;
  /** Where the local emulator serves it (`npm run sandbox`, tests): a path under the emulator's origin. */
  emulatorPath: string;
  /** The server's environment variable that points it elsewhere. */
  env: string;
};

/** What a link of the site points at, before the generic part adds the site and the address. */
export type LinkShape =
  | { kind: 'product'; code: string }
  | { kind: 'search'; query: string; category: string | null }
  | { kind: 'shop' };

export type SourceLink =
  | { kind: 'product'; site: SourceSite; code: string; url: string }
  | { kind: 'search'; site: SourceSite; query: string; category: string | null; url: string }
  | { kind: 'shop'; site: SourceSite; url: string };

/**
 * What a site shows instead of a product: a captcha (slider) page, a login wall, a removed item, or a
 * refusal of the client as a whole (`blocked`). Text rules only count when the page has no product data.
 */
export type PageObstacle = 'captcha' | 'login' | 'removed' | 'blocked';

export type ObstacleRules = {
  captchaUrl?: RegExp;
  captchaText?: RegExp;
  loginUrl?: RegExp;
  loginText?: RegExp;
  removedUrl?: RegExp;
  removedText?: RegExp;
  blockedText?: RegExp;
};

/**
 * How the extension reads the product from an open page, in the page's own world:
 * - `global`: a data object the page assigns to `window[name]`; one of `requires` (key paths, `*` for
 *   any key) must lead to an object. With `inlineMarkers`, a page whose inline script holds all of them
 *   is sent as HTML instead (the server reads the same object from it, plus what the page rendered).
 * - `api`: the site's own product API, asked from the page's origin as the page itself does; `path`
 *   (with `{code}`) is relative to the site's root.
 */
export type PageDataRecipe =
  | {
      kind: 'global';
      name: string;
      requires: readonly (readonly string[])[];
      inlineMarkers?: readonly string[];
    }
  | { kind: 'api'; path: string; headers: Readonly<Record<string, string>> };

export type ExtensionRules = {
  /** Content-script match patterns of the site's pages. */
  matchPatterns: readonly string[];
  pageData: PageDataRecipe;
  /** Whether the extension collects ticked items from the site's search and shop pages. */
  lists: boolean;
  /** What the site appends to its page titles (cut for the extension's recent list). */
  titleSuffix: RegExp;
};

type ProductEndpoints = typeof endpoints.Product;
/** The endpoints that take pasted links or codes (Costco's also takes a search link). */
export type LinksWorkListEndpoint =
  | ProductEndpoints['CostcoProductWorkList']
  | ProductEndpoints['TaobaoProductWorkList']
  | ProductEndpoints['1688ProductWorkList'];
/** The endpoints that take a page the extension captured (one body shape for every site). */
export type ExtensionWorkListEndpoint =
  | ProductEndpoints['CostcoProductWorkListExtension']
  | ProductEndpoints['TaobaoProductWorkListExtension']
  | ProductEndpoints['1688ProductWorkListExtension'];

/** The work list a site's products go to, described on the site whose id names it. */
export type WorkListRules = {
  /** Korean name of the list (it may cover several sites: `타오바오·티몰`). */
  label: string;
  /** Server endpoints (from the one endpoint table): product links or codes, and a page the extension captured. */
  endpoint: LinksWorkListEndpoint;
  extensionEndpoint: ExtensionWorkListEndpoint;
  /** Whether the list also takes a search or category link of the site (the server reads its results). */
  acceptsSearch: boolean;
};

export type SiteRules<S extends SourceSite = SourceSite> = {
  id: S;
  /** Korean name shown to sellers. */
  label: string;
  workSite: WorkSite;
  workList: WorkListRules | null;
  /**
   * Whose login session the server reads this site with (the seller registers its cookie on the collect
   * screen), or null when the server reads it anonymously.
   */
  sessionSite: SourceSite | null;
  /** Country of origin written on every collected product, or null when each product differs. */
  originCountry: string | null;
  /** `page` is where product pages live; links under its configured address count as this site. */
  services: { readonly page: SiteService } & Readonly<Record<string, SiteService>>;
  /** Exact hosts the server may fetch from, beyond `services`: mobile pages, descriptions, image CDNs. */
  hosts: {
    readonly pages: readonly string[];
    readonly api: readonly string[];
    readonly media: readonly string[];
  };
  /** Registrable domains: any host under them is this site (links, pages). */
  domains: readonly string[];
  /** The product's address at the real site. */
  canonicalUrl(code: string): string;
  /** A product code typed on its own. */
  codePattern: RegExp;
  /**
   * Reads a path and query of the site. `host` is the real host, or '' when the page is served
   * elsewhere (the emulator), where only path and query count.
   */
  readLink(url: URL, host: string): LinkShape | null;
  obstacles: ObstacleRules;
  /** How the browser extension collects from the site, or null when it does not. */
  extension: ExtensionRules | null;
};
