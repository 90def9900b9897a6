import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';

/**
 * Outbound HTTP for anything derived from user input (source sites, images). Only allowed hosts are
 * reached, every resolved address is checked (the connection uses the checked address, so DNS
 * rebinding cannot swap it), redirects are followed only to allowed hosts, and size and time are capped.
 */
export type FetchPolicy = {
  /** Exact host names (no port) that may be fetched over the public internet. */
  allowedHosts: ReadonlySet<string>;
  /**
   * Exact origins (`http://127.0.0.1:4010`) that may resolve to private or loopback addresses: the
   * operator-configured emulator or sandbox. Nothing else ever reaches a private address.
   */
  trustedOrigins: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
};

export type SafeRequest = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * `manual` answers a 3xx as it is (the caller reads Location): source clients tell a login or captcha
   * redirect from a real failure that way, without the redirect target having to be an allowed host.
   */
  redirect?: 'follow' | 'manual';
};

export type SafeResponse = {
  status: number;
  /** The final URL after redirects. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
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

function checkUrl(raw: string, policy: FetchPolicy): URL {
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

/** A DNS lookup that refuses private answers unless the origin is trusted. */
function guardedLookup(trusted: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        return callback(error, '', 4);
      }
      const list = addresses as dns.LookupAddress[];
      const blocked = !trusted && list.some((a) => isPrivateAddress(a.address));
      if (blocked || list.length === 0) {
        return callback(
          new FetchBlockedError(`내부 네트워크 주소로는 접근할 수 없습니다: ${hostname}`),
          '',
          4,
        );
      }
      if ((options as { all?: boolean }).all) {
        return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      }
      const first = list[0] as dns.LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function requestOnce(
  url: URL,
  init: SafeRequest,
  policy: FetchPolicy,
  deadline: number,
): Promise<SafeResponse> {
  const trusted = policy.trustedOrigins.has(url.origin);
  if (!trusted && net.isIP(url.hostname) && isPrivateAddress(url.hostname)) {
    return Promise.reject(
      new FetchBlockedError(`내부 네트워크 주소로는 접근할 수 없습니다: ${url.hostname}`),
    );
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      return reject(new FetchFailedError('응답 시간이 초과되었습니다.', true));
    }
    const req = client.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers },
        lookup: guardedLookup(trusted),
        timeout: remaining,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
        const stream =
          encoding === 'gzip'
            ? res.pipe(zlib.createGunzip())
            : encoding === 'br'
              ? res.pipe(zlib.createBrotliDecompress())
              : encoding === 'deflate'
                ? res.pipe(zlib.createInflate())
                : res;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            req.destroy();
            reject(
              new FetchFailedError(
                `응답이 너무 큽니다 (최대 ${Math.round(policy.maxBytes / 1024)}KB).`,
                false,
              ),
            );
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', (error) =>
          reject(new FetchFailedError(`응답을 읽지 못했습니다: ${error.message}`, true)),
        );
        stream.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            url: url.toString(),
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new FetchFailedError('응답 시간이 초과되었습니다.', true)));
    req.on('error', (error) => {
      if (error instanceof FetchBlockedError || error instanceof FetchFailedError) {
        return reject(error);
      }
      reject(new FetchFailedError(`연결하지 못했습니다: ${error.message}`, true));
    });
    if (init.body != null) {
      req.write(init.body);
    }
    req.end();
  });
}

/** Fetches a URL under the policy, following allowed redirects. Throws FetchBlockedError / FetchFailedError. */
export async function safeFetch(
  rawUrl: string,
  policy: FetchPolicy,
  init: SafeRequest = {},
): Promise<SafeResponse> {
  const deadline = Date.now() + policy.timeoutMs;
  let url = checkUrl(rawUrl, policy);
  let request = init;
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, request, policy, deadline);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || typeof location !== 'string') {
      return response;
    }
    if (request.redirect === 'manual') {
      return response;
    }
    if (hop >= policy.maxRedirects) {
      throw new FetchFailedError('리다이렉트가 너무 많습니다.', false);
    }
    // A redirect is a new request: it must pass the same host check as the first one.
    url = checkUrl(new URL(location, url).toString(), policy);
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && request.method === 'POST')
    ) {
      request = { ...request, method: 'GET', body: undefined };
    }
  }
}
