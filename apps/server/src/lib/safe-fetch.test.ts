import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FetchBlockedError,
  FetchFailedError,
  isPrivateAddress,
  safeFetch,
  type FetchPolicy,
} from './safe-fetch';

let server: http.Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ok') {
      return res.end('hello');
    }
    if (url.pathname === '/gzip') {
      res.setHeader('content-encoding', 'gzip');
      return res.end(zlib.gzipSync('압축된 응답'));
    }
    if (url.pathname === '/big') {
      return res.end(Buffer.alloc(64 * 1024, 97));
    }
    if (url.pathname === '/slow') {
      return setTimeout(() => res.end('late'), 2_000);
    }
    if (url.pathname === '/to-ok') {
      return res.writeHead(302, { location: '/ok' }).end();
    }
    if (url.pathname === '/to-outside') {
      return res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    }
    if (url.pathname === '/to-localhost') {
      return res.writeHead(302, { location: `http://localhost:${port}/ok` }).end();
    }
    if (url.pathname === '/loop') {
      return res.writeHead(302, { location: '/loop' }).end();
    }
    if (url.pathname === '/echo') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      return req.on('end', () => res.end(`${req.method} ${req.headers['x-test']} ${body}`));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const policy = (overrides: Partial<FetchPolicy> = {}): FetchPolicy => ({
  allowedHosts: new Set(),
  trustedOrigins: new Set([origin]),
  maxBytes: 16 * 1024,
  timeoutMs: 1_000,
  maxRedirects: 3,
  ...overrides,
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.0.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['203.0.114.1', false],
    ['2404:6800:4004:80f::200e', false],
    ['::ffff:8.8.8.8', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('safeFetch', () => {
  it('fetches from a trusted origin, decoding gzip', async () => {
    expect((await safeFetch(`${origin}/ok`, policy())).text()).toBe('hello');
    expect((await safeFetch(`${origin}/gzip`, policy())).text()).toBe('압축된 응답');
  });

  it('sends method, headers and body', async () => {
    const res = await safeFetch(`${origin}/echo`, policy(), {
      method: 'POST',
      headers: { 'x-test': 'yes' },
      body: 'a=1',
    });
    expect(res.text()).toBe('POST yes a=1');
  });

  it('refuses hosts that are not allowed', async () => {
    await expect(safeFetch('http://example.org/', policy())).rejects.toBeInstanceOf(FetchBlockedError);
    await expect(safeFetch('file:///etc/passwd', policy())).rejects.toThrow(/http\/https/);
    await expect(safeFetch(`http://user:pw@127.0.0.1:${port}/ok`, policy())).rejects.toBeInstanceOf(
      FetchBlockedError,
    );
  });

  it('refuses private addresses for allowed hosts that are not trusted origins', async () => {
    const untrusted = policy({
      trustedOrigins: new Set(),
      allowedHosts: new Set(['127.0.0.1', 'localhost']),
    });
    await expect(safeFetch(`${origin}/ok`, untrusted)).rejects.toThrow(/내부 네트워크/);
    // A name that resolves to loopback is caught at DNS time.
    await expect(safeFetch(`http://localhost:${port}/ok`, untrusted)).rejects.toThrow(/내부 네트워크/);
  });

  it('follows redirects only to allowed places', async () => {
    expect((await safeFetch(`${origin}/to-ok`, policy())).text()).toBe('hello');
    await expect(safeFetch(`${origin}/to-outside`, policy())).rejects.toThrow(/허용되지 않은 사이트/);
    // localhost:port is a different origin from 127.0.0.1:port, so it is not trusted.
    await expect(
      safeFetch(`${origin}/to-localhost`, policy({ allowedHosts: new Set(['localhost']) })),
    ).rejects.toThrow(/내부 네트워크/);
    await expect(safeFetch(`${origin}/loop`, policy())).rejects.toThrow(/리다이렉트가 너무 많습니다/);
  });

  it('can answer a redirect unfollowed, so the caller reads Location', async () => {
    const res = await safeFetch(`${origin}/to-outside`, policy(), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('http://169.254.169.254/latest');
  });

  it('caps size and time', async () => {
    const big = safeFetch(`${origin}/big`, policy());
    await expect(big).rejects.toBeInstanceOf(FetchFailedError);
    await expect(big).rejects.toMatchObject({ transient: false });
    const slow = safeFetch(`${origin}/slow`, policy({ timeoutMs: 200 }));
    await expect(slow).rejects.toMatchObject({ transient: true, message: '응답 시간이 초과되었습니다.' });
  });
});
