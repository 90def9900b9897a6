import type { Fetcher } from '@sellerdesk/outbound';
import { SITE_SERVICES, SourceCollector, siteHosts, type SourceBaseUrls } from '@sellerdesk/sources';
import { createTranslator, type Translator } from '@sellerdesk/translation';
import type { Config } from '../../config';
import { safeFetcher, type FetchPolicy } from './safe-fetch';

/**
 * Hosts collection may reach: every source site's pages, APIs, description and image CDNs (from the
 * site registry of @sellerdesk/sources), and the translation APIs. Exact names only; SOURCE_EXTRA_HOSTS
 * adds more.
 */
const TRANSLATION_HOSTS = [
  'papago.apigw.ntruss.com',
  'naveropenapi.apigw.ntruss.com',
  'api.deepl.com',
  'api-free.deepl.com',
  'translation.googleapis.com',
];

/** Path of each translation API on the emulator (packages/emulators); the sites' paths are in the registry. */
const TRANSLATION_EMULATOR_PATHS = {
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

/**
 * Where each site service is reached: its variable (e.g. `TAOBAO_MTOP_BASE_URL`, named in the registry)
 * when set, else its path on the emulator when one is configured, else the real site.
 */
export function sourceBaseUrls(config: Config): SourceBaseUrls {
  const emulator = config.SOURCE_EMULATOR_URL?.replace(/\/$/, '');
  // The registry names the variables; Config holds every one of them (a test checks it).
  const variables = config as unknown as Readonly<Record<string, unknown>>;
  const urls: SourceBaseUrls = {};
  for (const service of SITE_SERVICES) {
    const configured = variables[service.env];
    const url = typeof configured === 'string' ? configured : emulator && emulator + service.emulatorPath;
    if (url) {
      urls[service.key] = url;
    }
  }
  return urls;
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
      return emulator + TRANSLATION_EMULATOR_PATHS.papago;
    case 'deepl':
      return (
        emulator +
        (config.DEEPL_AUTH_KEY?.endsWith(':fx')
          ? TRANSLATION_EMULATOR_PATHS.deeplFree
          : TRANSLATION_EMULATOR_PATHS.deepl)
      );
    case 'google':
      return emulator + TRANSLATION_EMULATOR_PATHS.google;
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
      ...siteHosts(),
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
    proxyUrl: config.OUTBOUND_PROXY_URL,
  };
}

export function createSourceAccess(config: Config): SourceAccess {
  const policy = createFetchPolicy(config);
  // Source clients read 3xx themselves (a login or captcha redirect is a finding, not an error).
  const fetcher: Fetcher = safeFetcher(policy, { redirect: 'manual' });
  const collector = new SourceCollector({ fetcher, baseUrls: sourceBaseUrls(config) });
  const baseUrl = translationBaseUrl(config);
  const translatorFetcher: Fetcher = safeFetcher(policy);
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
