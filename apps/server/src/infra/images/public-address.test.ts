import { describe, expect, it } from 'vitest';
import { unreachablePublicHost } from './public-address';

const at = (publicUrl: string, MARKET_EMULATOR_URL?: string) =>
  unreachablePublicHost({ publicUrl, MARKET_EMULATOR_URL });

describe('unreachablePublicHost', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.8.9.10',
    'http://[::1]:3000',
    'http://10.1.2.3',
    'http://172.16.0.5',
    'http://172.31.255.255',
    'http://192.168.0.20:3000',
    'http://169.254.10.1',
    'http://[fe80::1]',
    'http://[fd12:3456::1]',
    'http://[::ffff:192.168.1.1]',
    'http://shop.local',
    'http://app.localhost:3000',
    'http://nas.internal',
    'http://sellerdesk',
    'http://2130706433',
  ])('names %s, which markets cannot reach', (url) => {
    expect(at(url)).not.toBeNull();
  });

  it.each([
    'https://shop.example.com',
    'http://203.0.114.7:3000',
    'http://172.32.0.1',
    'https://[2606:4700::1111]',
  ])('lets %s pass', (url) => {
    expect(at(url)).toBeNull();
  });

  it('lets a local address pass when the markets are the emulator beside this server', () => {
    expect(at('http://127.0.0.1:3000', 'http://127.0.0.1:4100')).toBeNull();
  });
});
