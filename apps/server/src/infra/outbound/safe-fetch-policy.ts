import net from 'node:net';

/**
 * What an outbound request may reach. Only allowed hosts are fetched; every address a name resolves
 * to is checked and the connection goes to that checked address (DNS rebinding cannot swap it);
 * private and loopback addresses are refused except for the operator's trusted origins.
 */
export type FetchPolicy = {
  /** Exact host names (no port) that may be fetched over the public internet. */
  allowedHosts: ReadonlySet<string>;
  /**
   * Exact origins (`http://127.0.0.1:4010`) that may resolve to private or loopback addresses: the
   * operator-configured emulator or sandbox. Nothing else ever reaches a private address. Trusted
   * origins are reached directly, never through the proxy (which could not reach them anyway).
   */
  trustedOrigins: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /**
   * `http://[user:password@]host:port` of an HTTP CONNECT proxy with a fixed public IP
   * (`OUTBOUND_PROXY_URL`): marketplaces accept calls only from whitelisted addresses. Every
   * connection to a public host is tunnelled through it, to the address checked here.
   */
  proxyUrl?: string;
  /** Keep-alive connections per origin of this policy's pool (default 32). */
  connectionsPerOrigin?: number;
};

export class FetchBlockedError extends Error {
  readonly kind = 'blocked' as const;
}
export class FetchFailedError extends Error {
  readonly kind = 'failed' as const;
  constructor(
    message: string,
    /** True when trying again later may work (timeouts, resets). */
    readonly transient: boolean,
  ) {
    super(message);
  }
}

const PRIVATE_RANGES = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE_RANGES.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  PRIVATE_RANGES.addSubnet(prefix, bits, 'ipv6');
}

/** True for loopback, private, link-local, multicast, reserved and documentation addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) {
    return PRIVATE_RANGES.check(address, 'ipv4');
  }
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) {
      return PRIVATE_RANGES.check(mapped[1], 'ipv4');
    }
    return PRIVATE_RANGES.check(address, 'ipv6');
  }
  return true;
}

export function privateAddressError(hostname: string): FetchBlockedError {
  return new FetchBlockedError(`내부 네트워크 주소로는 접근할 수 없습니다: ${hostname}`);
}

/** The URL when the policy lets it be fetched; FetchBlockedError otherwise. */
export function checkUrl(raw: string, policy: FetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchBlockedError(`올바른 주소가 아닙니다: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchBlockedError(`http/https 주소만 가져올 수 있습니다: ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new FetchBlockedError('주소에 계정 정보를 넣을 수 없습니다.');
  }
  if (!policy.trustedOrigins.has(url.origin) && !policy.allowedHosts.has(url.hostname.toLowerCase())) {
    throw new FetchBlockedError(`허용되지 않은 사이트입니다: ${url.hostname}`);
  }
  return url;
}

/** An IP literal from a URL host (`[::1]` → `::1`), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : null;
}
