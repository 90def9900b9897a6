import path from 'node:path';
import { SOURCE_SITES, WORK_SITES } from '@sellerdesk/domain';
import { startEmulator } from '@sellerdesk/emulators';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  SITE_ENTRIES,
  SITE_REGISTRY,
  SITE_SERVICES,
  WORK_LISTS,
  canonicalProductUrl,
  pageDataRequest,
  parseSourceCode,
  parseSourceLink,
  siteHosts,
} from '../src/rules/index';
import { failureMessage } from '../src/failures';
import { SITE_ADAPTERS } from '../src/adapters';

/** The registry is the one description of each site: these checks keep its entries whole and consistent. */

const SAMPLE_CODES = {
  costco: '641176-K2',
  taobao: '652370015315',
  tmall: '690000000001',
  '1688': '813724060928',
};

/** Whether a content-script match pattern (`https://*.taobao.com/*`) covers an address. */
function patternMatches(pattern: string, address: string): boolean {
  const [, scheme, host, rest] = /^(https?):\/\/([^/]+)(\/.*)$/.exec(pattern)!;
  const url = new URL(address);
  const hostOk = host!.startsWith('*.')
    ? url.hostname === host!.slice(2) || url.hostname.endsWith(host!.slice(1))
    : url.hostname === host;
  return url.protocol === `${scheme}:` && hostOk && rest === '/*';
}

describe('the site registry', () => {
  it('describes every source site once, in the domain order', () => {
    expect(SITE_ENTRIES.map((entry) => entry.id)).toEqual([...SOURCE_SITES]);
    expect(Object.keys(SITE_ADAPTERS).sort()).toEqual([...SOURCE_SITES].sort());
    for (const entry of SITE_ENTRIES) {
      expect(entry.label).toMatch(/\S/);
      expect(WORK_SITES).toContain(entry.workSite);
      expect(['KRW', 'CNY']).toContain(entry.currency);
    }
  });

  it('gives every work list a name, its endpoints and its sites', () => {
    const paths = WORK_SITES.flatMap((site) => [
      WORK_LISTS[site].endpoint.path,
      WORK_LISTS[site].extensionEndpoint.path,
    ]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('/Product/'))).toBe(true);
    expect(WORK_LISTS.taobao.sites).toEqual(['taobao', 'tmall']);
    expect(WORK_LISTS.costco.acceptsSearch).toBe(true);
    // Every site is in exactly one work list: the one its entry names.
    expect(WORK_SITES.flatMap((site) => WORK_LISTS[site].sites).sort()).toEqual([...SOURCE_SITES].sort());
    for (const site of SOURCE_SITES) {
      expect(WORK_LISTS[SITE_REGISTRY[site].workSite].sites).toContain(site);
    }
  });

  it('reads each site’s canonical product address back as that product, on an allowed host', () => {
    const hosts = siteHosts();
    for (const site of SOURCE_SITES) {
      const code = SAMPLE_CODES[site];
      expect(parseSourceCode(site, code)).toBe(code);
      const url = canonicalProductUrl(site, code);
      expect(parseSourceLink(url)).toEqual({ kind: 'product', site, code, url });
      expect(hosts).toContain(new URL(url).hostname);
      const extension = SITE_REGISTRY[site].extension;
      if (extension) {
        expect(extension.matchPatterns.some((pattern) => patternMatches(pattern, url))).toBe(true);
        expect(pageDataRequest(url, site)).not.toBeNull();
      }
    }
  });

  it('advises the extension for a refused site only when the extension covers that site’s product pages', () => {
    for (const site of SOURCE_SITES) {
      const advice = failureMessage('BLOCKED', site);
      const extension = SITE_REGISTRY[site].extension;
      expect(advice.includes('확장 프로그램'), site).toBe(Boolean(extension));
      if (extension) {
        expect(advice).toContain('수집 화면');
        expect(advice).toContain('셀러데스크로 수집');
      }
    }
    // Costco product pages, as sellers open them, are among the extension's pages.
    const costcoPage = 'https://www.costco.co.kr/Food/Milk/p/641176-K2';
    expect(SITE_REGISTRY.costco.extension.matchPatterns.some((p) => patternMatches(p, costcoPage))).toBe(
      true,
    );
    expect(failureMessage('LOGIN_REQUIRED', 'taobao')).toContain('수집 화면에서 타오바오 세션 쿠키');
    expect(failureMessage('LOGIN_REQUIRED', 'taobao')).not.toContain('설정');
  });

  it('asks Costco’s product API from the page’s own site root', () => {
    expect(pageDataRequest('https://www.costco.co.kr/Food/Milk/p/641176-K2', 'costco')).toEqual({
      kind: 'api',
      url: 'https://www.costco.co.kr/rest/v2/korea/products/641176-K2?fields=FULL&lang=ko&curr=KRW',
      headers: { Accept: 'application/json' },
    });
    expect(pageDataRequest('http://127.0.0.1:4010/costco/p/610001', 'costco')).toMatchObject({
      url: 'http://127.0.0.1:4010/costco/rest/v2/korea/products/610001?fields=FULL&lang=ko&curr=KRW',
    });
    expect(pageDataRequest('https://www.costco.co.kr/search?text=x', 'costco')).toBeNull();
  });

  it('names each service once, and the emulator serves each at the registered path', async () => {
    const keys = SITE_SERVICES.map((service) => service.key);
    expect(new Set(keys).size).toBe(keys.length);
    const emulator = await startEmulator();
    try {
      for (const service of SITE_SERVICES) {
        expect(emulator.baseUrls[service.key]).toBe(`${emulator.url}${service.emulatorPath}`);
      }
    } finally {
      await emulator.close();
    }
  });

  it('bundles for the browser without zod or Node built-ins (the extension imports it)', async () => {
    const result = await build({
      entryPoints: [path.resolve(import.meta.dirname, '../src/rules/index.ts')],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.includes('costco/site.ts'))).toBe(true);
    // es-hangul comes with the domain core (the particle after a word) and is plain browser code.
    const allowed = (input: string) => input.includes('node_modules/es-hangul/');
    expect(
      inputs.filter((input) => /node_modules|^node:|zod|\/model\.ts$/.test(input) && !allowed(input)),
    ).toEqual([]);
  });
});
