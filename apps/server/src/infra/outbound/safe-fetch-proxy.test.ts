import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createFetchPolicy } from './source-access';
import {
  FetchBlockedError,
  FetchFailedError,
  SafeHttpClient,
  type FetchPolicy,
  type Resolver,
} from './safe-fetch';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './safe-fetch.test-tls';

/**
 * The fixed-IP proxy: a local HTTP CONNECT proxy stands in for it. Public names resolve (through the
 * test's resolver) to a documentation-free public address, and the proxy plays the internet: a tunnel
 * to that address on port 80 reaches the local HTTP server, on 443 the local HTTPS server.
 */
const PUBLIC_ADDRESS = '93.184.216.34';

let plain: http.Server;
let secure: https.Server;
let proxy: http.Server;
let plainPort: number;
let securePort: number;
let proxyPort: number;
const proxySockets = new Set<net.Socket>();
/** The `CONNECT` targets the proxy was asked for, in order. */
let tunnels: string[] = [];
let proxyAuthorizations: (string | undefined)[] = [];
let directRequests = 0;

const names: Resolver = (hostname) => {
  const table: Record<string, string> = {
    'shop.test': PUBLIC_ADDRESS,
    'api.shop.test': PUBLIC_ADDRESS,
    'inside.test': '10.1.2.3',
    'metadata.test': '169.254.169.254',
  };
  const address = table[hostname];
  return Promise.resolve(address ? [{ address, family: 4 }] : []);
};

function echo(req: http.IncomingMessage, res: http.ServerResponse) {
  const socket = req.socket as Partial<TLSSocket>;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ host: req.headers.host, path: req.url, sni: socket.servername ?? null }));
}

beforeAll(async () => {
  plain = http.createServer((req, res) => {
    if (req.headers.host?.startsWith('127.0.0.1')) {
      directRequests++;
    }
    echo(req, res);
  });
  secure = https.createServer({ cert: TEST_TLS_CERT, key: TEST_TLS_KEY }, echo);
  proxy = http.createServer((_req, res) => res.writeHead(405).end());
  proxy.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    proxySockets.add(client);
    tunnels.push(req.url ?? '');
    proxyAuthorizations.push(req.headers['proxy-authorization']);
    if (req.headers['proxy-authorization'] !== `Basic ${Buffer.from('seller:p@ss').toString('base64')}`) {
      return client.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n');
    }
    const port = { [`${PUBLIC_ADDRESS}:80`]: plainPort, [`${PUBLIC_ADDRESS}:443`]: securePort }[
      req.url ?? ''
    ];
    if (!port) {
      return client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    }
    const upstream = net.connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  const listen = (server: net.Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  [plainPort, securePort, proxyPort] = await Promise.all([listen(plain), listen(secure), listen(proxy)]);
});

const clients: SafeHttpClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  for (const socket of proxySockets) {
    socket.destroy();
  }
  plain.closeAllConnections();
  secure.closeAllConnections();
  await Promise.all(
    [plain, secure, proxy].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

beforeEach(() => {
  tunnels = [];
  proxyAuthorizations = [];
});

const emulatorOrigin = () => `http://127.0.0.1:${plainPort}`;

function policy(overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  return {
    allowedHosts: new Set(['shop.test', 'api.shop.test', 'inside.test', 'metadata.test', '10.0.0.1']),
    trustedOrigins: new Set([emulatorOrigin()]),
    maxBytes: 64 * 1024,
    timeoutMs: 3_000,
    maxRedirects: 3,
    proxyUrl: `http://seller:p%40ss@127.0.0.1:${proxyPort}`,
    ...overrides,
  };
}

function client(policyValue: FetchPolicy, options: { trustTestCa?: boolean } = {}): SafeHttpClient {
  const created = new SafeHttpClient(policyValue, {
    resolve: names,
    ...(options.trustTestCa === false ? {} : { tls: { ca: TEST_TLS_CERT } }),
  });
  clients.push(created);
  return created;
}

describe('safeFetch through the fixed-IP CONNECT proxy', () => {
  it('tunnels plain HTTP to the checked address, with the proxy credentials, keeping the Host name', async () => {
    const res = await client(policy()).fetch('http://shop.test/item?id=1');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text())).toEqual({ host: 'shop.test', path: '/item?id=1', sni: null });
    // The proxy is asked for the address this server checked, never for the name.
    expect(tunnels).toEqual([`${PUBLIC_ADDRESS}:80`]);
    expect(proxyAuthorizations).toEqual([`Basic ${Buffer.from('seller:p@ss').toString('base64')}`]);
  });

  it('runs HTTPS through the tunnel with SNI and the certificate checked against the name', async () => {
    const res = await client(policy()).fetch('https://shop.test/secure');
    expect(JSON.parse(res.text())).toEqual({ host: 'shop.test', path: '/secure', sni: 'shop.test' });
    expect(tunnels).toEqual([`${PUBLIC_ADDRESS}:443`]);

    // The certificate is for shop.test only: another name on the same address fails verification.
    const mismatch = client(policy()).fetch('https://api.shop.test/secure');
    await expect(mismatch).rejects.toBeInstanceOf(FetchFailedError);
    await expect(mismatch).rejects.toMatchObject({ transient: false, message: /인증서.*altnames/ });
    // And a client that does not trust the issuer refuses it: TLS is verified, not just tunnelled.
    await expect(
      client(policy(), { trustTestCa: false }).fetch('https://shop.test/secure'),
    ).rejects.toMatchObject({ kind: 'failed', transient: false, message: /인증서.*self-signed/ });
  });

  it('reuses tunnels: ten requests, at most two CONNECTs', async () => {
    const pooled = client(policy());
    for (let i = 0; i < 10; i++) {
      expect((await pooled.fetch(`https://shop.test/n/${i}`)).status).toBe(200);
    }
    console.info(`safeFetch through the proxy: 10 HTTPS requests over ${tunnels.length} tunnel(s)`);
    expect(tunnels.length).toBeGreaterThanOrEqual(1);
    expect(tunnels.length).toBeLessThanOrEqual(2);
  });

  it('refuses hosts outside the allow-list before opening a tunnel', async () => {
    const guarded = client(policy());
    await expect(guarded.fetch('http://elsewhere.test/')).rejects.toBeInstanceOf(FetchBlockedError);
    await expect(guarded.fetch(`http://${PUBLIC_ADDRESS}/`)).rejects.toThrow(/허용되지 않은 사이트/);
    expect(tunnels).toEqual([]);
  });

  it.each([
    ['with the proxy', true],
    ['without the proxy', false],
  ])('refuses private addresses %s', async (_label, withProxy) => {
    const guarded = client(policy(withProxy ? {} : { proxyUrl: undefined }));
    const before = directRequests;
    await expect(guarded.fetch('http://inside.test/')).rejects.toThrow(/내부 네트워크/);
    await expect(guarded.fetch('http://metadata.test/latest/meta-data')).rejects.toBeInstanceOf(
      FetchBlockedError,
    );
    await expect(guarded.fetch('http://10.0.0.1/')).rejects.toBeInstanceOf(FetchBlockedError);
    expect(tunnels).toEqual([]);
    expect(directRequests).toBe(before);
  });

  it('reaches the trusted emulator origin directly, not through the proxy', async () => {
    const before = directRequests;
    const res = await client(policy()).fetch(`${emulatorOrigin()}/emulated`);
    expect(JSON.parse(res.text())).toMatchObject({ path: '/emulated' });
    expect(directRequests).toBe(before + 1);
    expect(tunnels).toEqual([]);
  });

  it('reports a proxy that refuses or is down, telling which failures may pass', async () => {
    const wrongCredentials = client(policy({ proxyUrl: `http://seller:wrong@127.0.0.1:${proxyPort}` }));
    await expect(wrongCredentials.fetch('http://shop.test/')).rejects.toMatchObject({
      kind: 'failed',
      transient: false,
      message: '프록시가 연결을 거절했습니다 (HTTP 407).',
    });
    // Nothing listens on the closed port: the proxy is down, which may pass.
    const closed = net.createServer();
    const closedPort = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)),
    );
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = client(policy({ proxyUrl: `http://127.0.0.1:${closedPort}` }));
    await expect(down.fetch('http://shop.test/')).rejects.toMatchObject({ kind: 'failed', transient: true });
  });
});

describe('OUTBOUND_PROXY_URL', () => {
  it('reaches the collection policy, and only an http:// proxy address is accepted', () => {
    const proxyUrl = 'http://seller:p%40ss@10.0.0.2:3128';
    expect(createFetchPolicy(loadConfig({ OUTBOUND_PROXY_URL: proxyUrl })).proxyUrl).toBe(proxyUrl);
    expect(createFetchPolicy(loadConfig({})).proxyUrl).toBeUndefined();
    for (const bad of [
      'https://proxy.test:3128',
      'socks5://proxy.test:1080',
      'http://proxy.test:3128/path',
      'proxy',
    ]) {
      expect(() => loadConfig({ OUTBOUND_PROXY_URL: bad }), bad).toThrow(ConfigError);
    }
    // The message names the variable, never the (secret-bearing) value.
    expect(() => loadConfig({ OUTBOUND_PROXY_URL: 'https://u:secret@proxy.test' })).toThrow(
      /OUTBOUND_PROXY_URL(?![\s\S]*secret)/,
    );
  });
});
