import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FetchBlockedError,
  FetchFailedError,
  SafeHttpClient,
  isPrivateAddress,
  safeFetch,
  type FetchPolicy,
  type Resolver,
} from './safe-fetch';

let server: http.Server;
let origin: string;
let port: number;
/** Sockets the test server accepted: connection reuse shows as fewer sockets than requests. */
let sockets = 0;

/** 한글 in EUC-KR, the encoding of several marketplace APIs: must arrive byte for byte. */
const EUC_KR_BYTES = Buffer.from([0xc7, 0xd1, 0xb1, 0xdb]);

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
    if (url.pathname === '/br') {
      res.setHeader('content-encoding', 'br');
      return res.end(zlib.brotliCompressSync('브로틀리 응답'));
    }
    if (url.pathname === '/deflate') {
      res.setHeader('content-encoding', 'deflate');
      return res.end(zlib.deflateSync('디플레이트 응답'));
    }
    if (url.pathname === '/euc-kr') {
      res.setHeader('content-type', 'text/xml; charset=euc-kr');
      return res.end(EUC_KR_BYTES);
    }
    if (url.pathname === '/host') {
      return res.end(req.headers.host);
    }
    if (url.pathname === '/slow-body') {
      res.write('first part ');
      return setTimeout(() => res.end('late'), 2_000);
    }
    if (url.pathname === '/see-other') {
      return res.writeHead(303, { location: '/echo' }).end();
    }
    if (url.pathname === '/temporary') {
      return res.writeHead(307, { location: '/echo' }).end();
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
    if (url.pathname === '/echo-bytes') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      return req.on('end', () => res.end(`${req.method} ${Buffer.concat(chunks).toString('hex')}`));
    }
    res.writeHead(404).end();
  });
  server.on('connection', () => sockets++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const clients: SafeHttpClient[] = [];
function client(policyValue: FetchPolicy, resolve?: Resolver): SafeHttpClient {
  const created = new SafeHttpClient(policyValue, resolve ? { resolve } : {});
  clients.push(created);
  return created;
}

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

describe('safeFetch as the outbound port', () => {
  it('decodes brotli and deflate as well as gzip', async () => {
    expect((await safeFetch(`${origin}/br`, policy())).text()).toBe('브로틀리 응답');
    expect((await safeFetch(`${origin}/deflate`, policy())).text()).toBe('디플레이트 응답');
  });

  it('answers the body as bytes, untouched by a UTF-8 decode', async () => {
    const res = await safeFetch(`${origin}/euc-kr`, policy());
    expect(Buffer.from(res.bytes())).toEqual(EUC_KR_BYTES);
    expect(new TextDecoder('euc-kr').decode(res.bytes())).toBe('한글');
  });

  it('sends PUT, PATCH and DELETE, with string or byte bodies', async () => {
    const fetcher = client(policy()).fetcher;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await fetcher(`${origin}/echo-bytes`, { method, body: new Uint8Array(EUC_KR_BYTES) });
      expect(await res.text()).toBe(`${method} c7d1b1db`);
    }
    const res = await fetcher(`${origin}/echo-bytes`, { method: 'PUT', body: '한' });
    expect(await res.text()).toBe('PUT ed959c');
  });

  it('turns a 303 into a GET without body and keeps method and body through a 307', async () => {
    const seeOther = await safeFetch(`${origin}/see-other`, policy(), { method: 'POST', body: 'a=1' });
    expect(seeOther.text()).toBe('GET undefined ');
    const temporary = await safeFetch(`${origin}/temporary`, policy(), { method: 'PUT', body: 'a=1' });
    expect(temporary.text()).toBe('PUT undefined a=1');
  });

  it('stops a body that arrives too slowly', async () => {
    const slow = safeFetch(`${origin}/slow-body`, policy({ timeoutMs: 300 }));
    await expect(slow).rejects.toMatchObject({ transient: true, message: '응답 시간이 초과되었습니다.' });
  });

  it('reuses pooled connections instead of opening one per request', async () => {
    // A server of its own, so that no other test's connection is counted.
    let accepted = 0;
    const counting = http.createServer((_req, res) => res.end('hello'));
    counting.on('connection', () => accepted++);
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    const countingOrigin = `http://127.0.0.1:${(counting.address() as AddressInfo).port}`;
    const countingPolicy = policy({ trustedOrigins: new Set([countingOrigin]) });
    try {
      const pooled = client(countingPolicy);
      for (let i = 0; i < 100; i++) {
        expect((await pooled.fetch(`${countingOrigin}/`)).text()).toBe('hello');
      }
      const sequential = accepted;
      // The pool may open a second connection when the next request is sent before the first
      // connection is marked free; after that both are reused.
      console.info(`safeFetch connection reuse: 100 sequential requests over ${sequential} socket(s)`);
      expect(sequential).toBeLessThanOrEqual(2);

      await Promise.all(Array.from({ length: 10 }, () => pooled.fetch(`${countingOrigin}/`)));
      await Promise.all(Array.from({ length: 10 }, () => pooled.fetch(`${countingOrigin}/`)));
      console.info(
        `safeFetch connection reuse: 2 bursts of 10 requests over ${accepted - sequential} new socket(s)`,
      );
      // The second burst runs on the connections the first one opened.
      expect(accepted - sequential).toBeLessThanOrEqual(10);

      // The module-level safeFetch keeps one pool per policy object (the server builds its policies once).
      const beforeShared = accepted;
      for (let i = 0; i < 10; i++) {
        await safeFetch(`${countingOrigin}/`, countingPolicy);
      }
      expect(accepted - beforeShared).toBeLessThanOrEqual(2);
    } finally {
      counting.closeAllConnections();
      await new Promise<void>((resolve) => counting.close(() => resolve()));
    }
  });

  it('connects to the address it checked, keeping the name in the Host header', async () => {
    const names: Resolver = (hostname) =>
      Promise.resolve(hostname === 'emulator.test' ? [{ address: '127.0.0.1', family: 4 }] : []);
    const trusted = client(policy({ trustedOrigins: new Set([`http://emulator.test:${port}`]) }), names);
    expect((await trusted.fetch(`http://emulator.test:${port}/host`)).text()).toBe(`emulator.test:${port}`);
  });

  it('refuses a name when any of its addresses is private, before connecting', async () => {
    const names: Resolver = (hostname) =>
      Promise.resolve(
        hostname === 'mixed.test'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '127.0.0.1', family: 4 },
            ]
          : [{ address: '::ffff:10.0.0.7', family: 6 }],
      );
    const guarded = client(policy({ allowedHosts: new Set(['mixed.test', 'mapped.test']) }), names);
    const before = sockets;
    await expect(guarded.fetch(`http://mixed.test:${port}/ok`)).rejects.toThrow(/내부 네트워크/);
    await expect(guarded.fetch(`http://mapped.test:${port}/ok`)).rejects.toBeInstanceOf(FetchBlockedError);
    await expect(guarded.fetch('http://[::1]/ok')).rejects.toBeInstanceOf(FetchBlockedError);
    expect(sockets).toBe(before);
  });
});
