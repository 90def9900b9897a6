import { APP_VERSION } from '@sellerdesk/domain/core';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../manifest';
import { versionNotice } from './version';

describe('version check', () => {
  it('says nothing when the versions match or the server could not be asked', () => {
    expect(versionNotice('0.1.0', '0.1.0')).toBeNull();
    expect(versionNotice('0.1.0', null)).toBeNull();
  });

  it('names both versions and where to get the matching extension when they differ', () => {
    const notice = versionNotice('0.1.0', '0.2.0');
    expect(notice).toContain('0.1.0');
    expect(notice).toContain('0.2.0');
    expect(notice).toContain('상품 수집 화면에서 확장 프로그램을 다시 내려받아');
  });

  it('stamps the release version on the manifest the build writes', () => {
    expect(buildManifest({ version: APP_VERSION }).version).toBe(APP_VERSION);
  });
});
