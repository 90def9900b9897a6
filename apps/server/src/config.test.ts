import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('is off unless set: the socket address is the client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
  });

  it('takes a comma list of proxy addresses, CIDRs and range names, or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('refuses "true" (anyone could pick their address) and anything that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/proxy\.example\.com/);
  });
});

describe('login and mail limits', () => {
  it('have defaults a seller can live with', () => {
    expect(loadConfig({})).toMatchObject({
      LOGIN_SLOWDOWN_AFTER: 5,
      LOGIN_LOCK_AFTER: 10,
      LOGIN_LOCK_MINUTES: 15,
      ACCOUNT_MAILS_PER_HOUR: 3,
    });
  });
});
