import { SourceCollector, type Fetcher, type SourceBaseUrls } from '@sellerdesk/sources';
import { createTranslator, type Translator } from '@sellerdesk/translation';
import type { Config } from '../../config';
import { safeFetch, type FetchPolicy } from '../../lib/safe-fetch';

/**
 * Hosts the collector may reach at the real sites: pages and APIs, descriptions, image CDNs, and the
 * translation APIs. Exact names only; SOURCE_EXTRA_HOSTS adds more.
 */
const SOURCE_HOSTS = [
  'www.costco.co.kr',
  'item.taobao.com',
  'detail.tmall.com',
  'detail.tmall.hk',
  'h5api.m.taobao.com',
  'h5api.m.tmall.com',
  'h5api.m.tmall.hk',
  'market.m.taobao.com',
  'detail.1688.com',
  'm.1688.com',
  'itemcdn.tmall.com',
  'img.alicdn.com',
  'gw.alicdn.com',
  'g.alicdn.com',
  'gd1.alicdn.com',
  'gd2.alicdn.com',
  'gd3.alicdn.com',
  'gd4.alicdn.com',
  'cbu01.alicdn.com',
  'cbu02.alicdn.com',
  'cbu03.alicdn.com',
  'cbu04.alicdn.com',
];
const TRANSLATION_HOSTS = [
  'papago.apigw.ntruss.com',
  'naveropenapi.apigw.ntruss.com',
  'api.deepl.com',
  'api-free.deepl.com',
  'translation.googleapis.com',
];

/** Path of each service on the emulator (packages/emulators). */
const EMULATOR_PATHS = {
  costco: '/costco',
  taobaoPage: '/taobao',
  tmallPage: '/tmall',
  taobaoMtop: '/mtop',
  tmallMtop: '/mtop-tmall',
  alibaba1688: '/1688',
  papago: '/papago',
  deepl: '/deepl',
  deeplFree: '/deepl-free',
  google: '/google',
} as const;

export type SourceAccess = {
  collector: SourceCollector;
  translator: Translator;
  /** The policy for every outbound request of collection (pages, APIs, images, translation). */
  policy: FetchPolicy;
  fetcher: Fetcher;
};

function hostOf(url: string | undefined): string[] {
  return url ? [new URL(url).hostname.toLowerCase()] : [];
}

export function sourceBaseUrls(config: Config): SourceBaseUrls {
  const emulator = config.SOURCE_EMULATOR_URL?.replace(/\/$/, '');
  const at = (path: string) => (emulator ? emulator + path : undefined);
  return {
    costco: config.COSTCO_BASE_URL ?? at(EMULATOR_PATHS.costco),
    taobaoPage: config.TAOBAO_PAGE_BASE_URL ?? at(EMULATOR_PATHS.taobaoPage),
    tmallPage: config.TMALL_PAGE_BASE_URL ?? at(EMULATOR_PATHS.tmallPage),
    taobaoMtop: config.TAOBAO_MTOP_BASE_URL ?? at(EMULATOR_PATHS.taobaoMtop),
    tmallMtop: config.TMALL_MTOP_BASE_URL ?? at(EMULATOR_PATHS.tmallMtop),
    alibaba1688: config.ALIBABA_1688_BASE_URL ?? at(EMULATOR_PATHS.alibaba1688),
  };
}

function translationBaseUrl(config: Config): string | undefined {
  if (config.TRANSLATION_BASE_URL) {
    return config.TRANSLATION_BASE_URL;
  }
  const emulator = config.SOURCE_EMULATOR_URL?.replace(/\/$/, '');
  if (!emulator) {
    return undefined;
  }
  switch (config.TRANSLATION_PROVIDER) {
    case 'papago':
      return emulator + EMULATOR_PATHS.papago;
    case 'deepl':
      return (
        emulator + (config.DEEPL_AUTH_KEY?.endsWith(':fx') ? EMULATOR_PATHS.deeplFree : EMULATOR_PATHS.deepl)
      );
    case 'google':
      return emulator + EMULATOR_PATHS.google;
    default:
      return undefined;
  }
}

export function createFetchPolicy(config: Config): FetchPolicy {
  const baseUrls = Object.values(sourceBaseUrls(config)).filter((url): url is string => Boolean(url));
  const extra = config.SOURCE_EXTRA_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    allowedHosts: new Set([
      ...SOURCE_HOSTS,
      ...TRANSLATION_HOSTS,
      ...extra,
      ...baseUrls.flatMap(hostOf),
      ...hostOf(config.TRANSLATION_BASE_URL),
    ]),
    // Only the operator-configured emulator may live on a private address.
    trustedOrigins: new Set(config.SOURCE_EMULATOR_URL ? [new URL(config.SOURCE_EMULATOR_URL).origin] : []),
    maxBytes: 20 * 1024 * 1024,
    timeoutMs: config.SOURCE_FETCH_TIMEOUT_MS,
    maxRedirects: 3,
  };
}

export function createSourceAccess(config: Config): SourceAccess {
  const policy = createFetchPolicy(config);
  // Source clients read 3xx themselves (a login or captcha redirect is a finding, not an error).
  const fetcher: Fetcher = (url, init) => safeFetch(url, policy, { ...init, redirect: 'manual' });
  const collector = new SourceCollector({ fetcher, baseUrls: sourceBaseUrls(config) });
  const baseUrl = translationBaseUrl(config);
  const translatorFetcher: Fetcher = (url, init) => safeFetch(url, policy, init);
  const translator = (() => {
    switch (config.TRANSLATION_PROVIDER) {
      case 'papago':
        return createTranslator({
          provider: 'papago',
          fetcher: translatorFetcher,
          papagoKeyId: config.PAPAGO_API_KEY_ID ?? '',
          papagoKey: config.PAPAGO_API_KEY ?? '',
          baseUrl,
        });
      case 'deepl':
        return createTranslator({
          provider: 'deepl',
          fetcher: translatorFetcher,
          deeplAuthKey: config.DEEPL_AUTH_KEY ?? '',
          baseUrl,
        });
      case 'google':
        return createTranslator({
          provider: 'google',
          fetcher: translatorFetcher,
          googleApiKey: config.GOOGLE_TRANSLATE_API_KEY ?? '',
          baseUrl,
        });
      case 'none':
        return createTranslator({ provider: 'none' });
    }
  })();
  return { collector, translator, policy, fetcher };
}
