import { SourceError } from '../failures';
import { record } from '../finalize';
import type { SourceProduct } from '../model';
import { throwPageObstacle } from '../obstacles';
import { LiteralSyntaxError, findAssignedLiteral } from '../text/literal';
import { pageDescriptionHtml } from './desc';
import { parseTaobaoRes } from './res';
import type { TaobaoSite } from './res';

/**
 * Current Taobao/Tmall item pages are server-rendered: an inline script builds the app context and
 * assigns it to `window.__ICE_APP_CONTEXT__` (in practice `var b = {...}; … window.__ICE_APP_CONTEXT__=b`
 * inside an IIFE). The product is `loaderData.home.data.res`.
 */
export function extractIceContext(html: string): unknown {
  return findAssignedLiteral(html, '__ICE_APP_CONTEXT__', 'loaderData');
}

/** The detail object inside an ICE context (any loader route that carries `data.res.item`). */
export function resFromIceContext(context: unknown): unknown {
  const loaderData = record(record(context)?.loaderData);
  if (!loaderData) {
    return undefined;
  }
  const home = record(record(record(loaderData.home)?.data)?.res);
  if (home) {
    return home;
  }
  for (const route of Object.values(loaderData)) {
    const res = record(record(record(route)?.data)?.res);
    if (res?.item) {
      return res;
    }
  }
  return undefined;
}

export type TaobaoPageOptions = {
  /** The page's URL: gives the item id (`?id=`), the site and the base of relative image URLs. */
  url: string;
  /** Overrides the site read from the URL's host (for pages served from elsewhere, e.g. the emulator). */
  site?: TaobaoSite;
};

export function taobaoSiteOfUrl(url: string): TaobaoSite {
  try {
    const parsed = new URL(url);
    return /tmall/i.test(parsed.hostname) || /^\/tmall\b/.test(parsed.pathname) ? 'tmall' : 'taobao';
  } catch {
    return 'taobao';
  }
}

function itemIdOfUrl(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get('id') ?? undefined;
  } catch {
    return undefined;
  }
}

export function parseTaobaoPage(html: string, options: TaobaoPageOptions): SourceProduct {
  const site = options.site ?? taobaoSiteOfUrl(options.url);
  let res: unknown;
  try {
    res = resFromIceContext(extractIceContext(html));
  } catch (error) {
    if (error instanceof LiteralSyntaxError) {
      throw new SourceError('INVALID_DATA', site, error.message);
    }
    throw error;
  }
  if (!res) {
    throwPageObstacle(site, html, options.url, 'no __ICE_APP_CONTEXT__ with loaderData in the page');
  }
  const descriptionHtml = pageDescriptionHtml(html, options.url);
  return parseTaobaoRes(res, {
    site,
    url: options.url,
    requestedId: itemIdOfUrl(options.url),
    description: descriptionHtml ? { kind: 'html', html: descriptionHtml } : undefined,
  });
}

/**
 * The data object an extension captured: the ICE context, its `res`, or an mtop pcdetail answer
 * (the whole `{ api, data, ret }` envelope or just its `data`).
 */
export function parseTaobaoData(input: unknown, options: TaobaoPageOptions): SourceProduct {
  const site = options.site ?? taobaoSiteOfUrl(options.url);
  const root = record(input);
  const fromContext = resFromIceContext(root);
  const res = fromContext ?? (record(root?.data)?.item ? root!.data : root?.item ? root : undefined);
  if (!res) {
    throw new SourceError('DATA_NOT_FOUND', site, 'the data object has no item');
  }
  return parseTaobaoRes(res, { site, url: options.url, requestedId: itemIdOfUrl(options.url) });
}
