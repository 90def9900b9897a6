import { SITE_SERVICES, siteHosts } from '@sellerdesk/sources';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFetchPolicy, sourceBaseUrls } from './source-access';

/** The server reads every site's addresses and hosts from the site registry of @sellerdesk/sources. */
describe('source access', () => {
  it('uses the real sites unless an emulator or a service variable says otherwise', () => {
    expect(sourceBaseUrls(loadConfig({}))).toEqual({});
    const emulated = sourceBaseUrls(loadConfig({ SOURCE_EMULATOR_URL: 'http://127.0.0.1:4010/' }));
    for (const service of SITE_SERVICES) {
      expect(emulated[service.key]).toBe(`http://127.0.0.1:4010${service.emulatorPath}`);
      // Every variable the registry names is one the server's configuration reads.
      const configured = sourceBaseUrls(
        loadConfig({
          SOURCE_EMULATOR_URL: 'http://127.0.0.1:4010',
          [service.env]: 'https://stand-in.example/x',
        }),
      );
      expect(configured[service.key]).toBe('https://stand-in.example/x');
    }
  });

  it('allows every registered site host, and configured addresses', () => {
    const policy = createFetchPolicy(loadConfig({ COSTCO_BASE_URL: 'https://stand-in.example' }));
    for (const host of siteHosts()) {
      expect(policy.allowedHosts.has(host)).toBe(true);
    }
    expect(policy.allowedHosts.has('stand-in.example')).toBe(true);
    expect(policy.allowedHosts.has('www.costco.co.kr.evil.example')).toBe(false);
  });
});
