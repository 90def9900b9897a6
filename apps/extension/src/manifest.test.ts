import { describe, expect, it } from 'vitest';
import { buildManifest, parseDevHosts } from './manifest';
import { SITE_MATCH_PATTERNS } from './shared/sites';

type Manifest = {
  host_permissions: string[];
  content_scripts: { matches: string[]; js: string[] }[];
  permissions: string[];
  name: string;
};

describe('manifest', () => {
  it('runs the content script on the sites only and reaches the local server', () => {
    const manifest = buildManifest({ version: '1.2.3' }) as Manifest;
    expect(manifest.content_scripts[0]!.matches).toEqual([...SITE_MATCH_PATTERNS]);
    expect(manifest.content_scripts[0]!.matches).not.toContain('http://127.0.0.1/*');
    expect(manifest.host_permissions).toEqual(
      expect.arrayContaining([
        'https://item.taobao.com/*',
        'https://detail.1688.com/*',
        'http://localhost/*',
      ]),
    );
    expect(manifest.permissions).toEqual(['storage', 'scripting', 'tabs', 'notifications']);
    expect(manifest.name).toBe('셀러데스크 수집 도우미');
  });

  it('adds development hosts to the content script and the host permissions', () => {
    const manifest = buildManifest({ version: '1.2.3', devHosts: ['http://127.0.0.1/*'] }) as Manifest;
    expect(manifest.content_scripts[0]!.matches).toContain('http://127.0.0.1/*');
    expect(manifest.host_permissions.filter((h) => h === 'http://127.0.0.1/*')).toHaveLength(1);
    expect(manifest.name).toContain('(개발)');
  });

  it('reads EXTENSION_DEV_HOSTS as patterns or origins', () => {
    expect(parseDevHosts(undefined)).toEqual([]);
    expect(parseDevHosts('http://127.0.0.1/*, http://localhost:4010')).toEqual([
      'http://127.0.0.1/*',
      'http://localhost/*',
    ]);
    expect(parseDevHosts('http://sandbox.test/')).toEqual(['http://sandbox.test/*']);
  });
});
