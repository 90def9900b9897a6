import dns from 'node:dns';
import http from 'node:http';
import type net from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { buildConnector } from 'undici';
import {
  FetchFailedError,
  type FetchPolicy,
  ipLiteral,
  isPrivateAddress,
  privateAddressError,
} from './safe-fetch-policy';

/** How a host name becomes addresses; tests give a fixed table, the server uses the system resolver. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

export type ConnectorOptions = {
  policy: FetchPolicy;
  resolve: Resolver;
  /** Extra TLS settings (a test's own certificate authority). */
  tls?: Pick<ConnectionOptions, 'ca'>;
  connectTimeoutMs: number;
};

const CONNECT_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
]);

function connectWith(
  connector: buildConnector.connector,
  options: buildConnector.Options,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    connector(options, (error, socket) => (error ? reject(error) : resolve(socket as net.Socket)));
  });
}

function proxyAuthorization(proxy: URL): Record<string, string> {
  if (!proxy.username && !proxy.password) {
    return {};
  }
  const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return { 'proxy-authorization': `Basic ${Buffer.from(credentials).toString('base64')}` };
}

/**
 * A tunnel to `address:port` through the CONNECT proxy. The target is the address this server checked,
 * never the name, so the proxy's own DNS cannot lead the request somewhere private.
 */
function openTunnel(proxy: URL, address: string, port: number, timeoutMs: number): Promise<net.Socket> {
  const target = `${address.includes(':') ? `[${address}]` : address}:${port}`;
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: proxy.hostname.replace(/^\[|\]$/g, ''),
      port: Number(proxy.port) || 80,
      method: 'CONNECT',
      path: target,
      headers: { host: target, ...proxyAuthorization(proxy) },
      agent: false,
      timeout: timeoutMs,
    });
    request.once('connect', (response, socket, head) => {
      request.setTimeout(0);
      const status = response.statusCode ?? 0;
      if (status !== 200) {
        socket.destroy();
        // 407 (credentials) and 403 (destination refused) do not fix themselves; gateway errors may.
        return reject(
          new FetchFailedError(
            `프록시가 연결을 거절했습니다 (HTTP ${status}).`,
            status >= 500 || status === 429,
          ),
        );
      }
      if (head.length > 0) {
        socket.unshift(head);
      }
      resolve(socket);
    });
    request.once('timeout', () =>
      request.destroy(new FetchFailedError('프록시에 연결하지 못했습니다: 시간 초과', true)),
    );
    request.once('error', (error) =>
      reject(
        error instanceof FetchFailedError
          ? error
          : new FetchFailedError(`프록시에 연결하지 못했습니다: ${error.message}`, true),
      ),
    );
    request.end();
  });
}

/**
 * The connector of the pooled agent: every new connection resolves its host itself, refuses private
 * answers (unless the origin is trusted), and connects to the checked address — directly, or through
 * the CONNECT proxy when one is configured — keeping the host name for TLS (SNI and certificate check)
 * and for the Host header (which the agent writes from the origin).
 */
export function guardedConnector({
  policy,
  resolve,
  tls,
  connectTimeoutMs,
}: ConnectorOptions): buildConnector.connector {
  const direct = buildConnector({ timeout: connectTimeoutMs, ...tls });
  const proxy = policy.proxyUrl ? new URL(policy.proxyUrl) : null;

  async function connect(options: buildConnector.Options): Promise<net.Socket> {
    const { hostname, protocol } = options;
    const origin = new URL(`${protocol}//${options.host ?? hostname}`).origin;
    const trusted = policy.trustedOrigins.has(origin);
    const literal = ipLiteral(hostname);
    const addresses = literal ? [{ address: literal }] : await resolve(hostname);
    if (addresses.length === 0 || (!trusted && addresses.some((a) => isPrivateAddress(a.address)))) {
      throw privateAddressError(hostname);
    }
    const port = Number(options.port) || (protocol === 'https:' ? 443 : 80);
    const servername = literal ? undefined : hostname;
    let lastError: unknown;
    // Each checked address in turn (an IPv6 answer may be unreachable where IPv4 works).
    for (const { address } of addresses) {
      try {
        if (proxy && !trusted) {
          const tunnel = await openTunnel(proxy, address, port, connectTimeoutMs);
          if (protocol !== 'https:') {
            // What the agent's own connector does for the sockets it opens.
            return tunnel.setNoDelay(true).setKeepAlive(true, 60_000);
          }
          return await connectWith(direct, { ...options, hostname: address, servername, httpSocket: tunnel });
        }
        return await connectWith(direct, { ...options, hostname: address, port: String(port), servername });
      } catch (error) {
        lastError = error;
        const code = (error as { code?: string }).code;
        const retryable =
          error instanceof FetchFailedError ? error.transient : CONNECT_ERROR_CODES.has(code ?? '');
        if (!retryable) {
          throw error;
        }
      }
    }
    throw lastError;
  }

  return (options, callback) => {
    connect(options).then(
      (socket) => callback(null, socket),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}
