import { describe, expect, it } from 'vitest';
import { normalizeDelays, normalizeServerUrl, serverPermissionPattern, withDefaults } from './settings';

describe('settings', () => {
  it('normalises server addresses', () => {
    expect(normalizeServerUrl('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(normalizeServerUrl(' localhost:3000 ')).toBe('http://localhost:3000');
    expect(normalizeServerUrl('https://sellerdesk.example.kr/app/')).toBe(
      'https://sellerdesk.example.kr/app',
    );
    expect(normalizeServerUrl('HTTPS://Sellerdesk.Example.KR')).toBe('https://sellerdesk.example.kr');
    expect(normalizeServerUrl('')).toBeNull();
    expect(normalizeServerUrl('ftp://x.kr')).toBeNull();
    expect(normalizeServerUrl('http://x.kr/?a=1')).toBeNull();
    expect(normalizeServerUrl('http://')).toBeNull();
  });

  it('asks for access to the server host on any port', () => {
    expect(serverPermissionPattern('http://127.0.0.1:41234')).toBe('http://127.0.0.1/*');
    expect(serverPermissionPattern('https://sellerdesk.example.kr/app')).toBe(
      'https://sellerdesk.example.kr/*',
    );
  });

  it('keeps the visit gap inside its limits and in order', () => {
    expect(normalizeDelays(1.5, 4)).toEqual({ minDelaySec: 1.5, maxDelaySec: 4 });
    expect(normalizeDelays(5, 2)).toEqual({ minDelaySec: 2, maxDelaySec: 5 });
    expect(normalizeDelays(0, 999)).toEqual({ minDelaySec: 0.5, maxDelaySec: 60 });
    expect(normalizeDelays(Number.NaN, 3.14159)).toEqual({ minDelaySec: 1.5, maxDelaySec: 3.1 });
  });

  it('fills what was never saved with the defaults', () => {
    expect(withDefaults(undefined)).toMatchObject({
      serverUrl: 'http://localhost:3000',
      minDelaySec: 1.5,
      maxDelaySec: 4,
    });
    expect(withDefaults({ groupName: '여름' }).groupName).toBe('여름');
  });
});
