import { EXTENSION_SITE_NAMES, SITE_MATCH_PATTERNS } from './shared/sites';

/**
 * The MV3 manifest. The content script runs on the sites' hosts; the worker reaches the sites (to read
 * pages in the background tab) and the Sellerdesk server (localhost by default; any other address is
 * asked for when the seller sets it). Test builds add hosts such as `http://127.0.0.1/*` so pages
 * served by the emulator count as the sites (page kind then comes from the path and the page's data).
 */

export const DEFAULT_SERVER_PATTERNS = ['http://localhost/*', 'http://127.0.0.1/*'] as const;

/** `EXTENSION_DEV_HOSTS`: match patterns or origins, separated by commas or spaces. */
export function parseDevHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes('/*') || entry.endsWith('/')) {
        return entry.endsWith('/') ? `${entry}*` : entry;
      }
      const url = new URL(entry);
      return `${url.protocol}//${url.hostname}/*`;
    });
}

export function buildManifest(options: { version: string; devHosts?: string[] }): Record<string, unknown> {
  const devHosts = options.devHosts ?? [];
  const sites = [...SITE_MATCH_PATTERNS, ...devHosts];
  return {
    manifest_version: 3,
    name: devHosts.length ? '셀러데스크 수집 도우미 (개발)' : '셀러데스크 수집 도우미',
    short_name: '셀러데스크',
    description: `${EXTENSION_SITE_NAMES.pages} 상품 페이지와 ${EXTENSION_SITE_NAMES.lists} 검색·상점 목록에서 셀러데스크로 상품을 수집합니다.`,
    version: options.version,
    minimum_chrome_version: '116',
    icons: {
      '16': 'icons/icon-16.png',
      '32': 'icons/icon-32.png',
      '48': 'icons/icon-48.png',
      '128': 'icons/icon-128.png',
    },
    action: {
      default_title: '셀러데스크 수집 도우미',
      default_popup: 'popup.html',
      default_icon: { '16': 'icons/icon-16.png', '32': 'icons/icon-32.png' },
    },
    background: { service_worker: 'background.js' },
    permissions: ['storage', 'scripting', 'tabs', 'notifications'],
    host_permissions: [...new Set([...sites, ...DEFAULT_SERVER_PATTERNS])],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    content_scripts: [{ matches: [...new Set(sites)], js: ['content.js'], run_at: 'document_idle' }],
  };
}
