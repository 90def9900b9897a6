import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FetchInit, Fetcher } from '@sellerdesk/outbound';
import { Agent } from 'undici';
import { guardedConnector, systemResolver, type ConnectorOptions, type Resolver } from './safe-fetch-connect';
import {
  FetchBlockedError,
  FetchFailedError,
  checkUrl,
  ipLiteral,
  isPrivateAddress,
  privateAddressError,
  type FetchPolicy,
} from './safe-fetch-policy';

export { FetchBlockedError, FetchFailedError, isPrivateAddress, type FetchPolicy } from './safe-fetch-policy';
export type { Resolver } from './safe-fetch-connect';

/**
 * Outbound HTTP for anything derived from user input (source sites, images, translation, markets):
 * the server's implementation of the `Fetcher` port of `@sellerdesk/outbound`. Requests run on a
 * pooled undici `Agent` (keep-alive connections per origin) whose connector enforces the policy on
 * every new connection; see `safe-fetch-policy.ts` for the rules and `safe-fetch-connect.ts` for how
 * addresses are checked, pinned and optionally tunnelled through the fixed-IP proxy.
 */
export type SafeRequest = FetchInit;

export type SafeResponse = {
  status: number;
  /** The final URL after redirects. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body decoded as UTF-8. */
  text(): string;
  /** The body as it arrived, content-encoding undone (EUC-KR XML, images). */
  bytes(): Uint8Array;
};

export type SafeClientOptions = {
  /** Defaults to the system resolver. */
  resolve?: Resolver;
  tls?: ConnectorOptions['tls'];
  /** Idle keep-alive connections are closed after this long (default 10 s). */
  keepAliveTimeoutMs?: number;
};

const CONNECT_TIMEOUT_MS = 10_000;
/** Connections per origin: collection runs at most a few dozen requests to one site at once. */
const CONNECTIONS_PER_ORIGIN = 32;

function decoderFor(encoding: string): zlib.Gunzip | zlib.BrotliDecompress | zlib.Inflate | null {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return zlib.createInflate();
    default:
      return null;
  }
}

class TooLargeError extends Error {}

/** OpenSSL and Node codes of a certificate that failed verification. */
const CERTIFICATE_ERROR =
  /^(?:ERR_TLS_CERT_ALTNAME_INVALID|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_)/;

async function readBody(body: Readable, encoding: string, maxBytes: number): Promise<Buffer> {
  const decoder = decoderFor(encoding);
  const source: Readable = decoder ? pipeline(body, decoder, () => undefined) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      // Leaving the loop destroys the stream, and with it the connection (it cannot be reused).
      throw new TooLargeError();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function redirectedRequest(status: number, request: SafeRequest): SafeRequest {
  const method = request.method ?? 'GET';
  if (status === 303 ? method !== 'GET' : (status === 301 || status === 302) && method === 'POST') {
    return { ...request, method: 'GET', body: undefined };
  }
  return request;
}

export class SafeHttpClient {
  private readonly agent: Agent;
  /** The `Fetcher` port over this client (redirects followed unless the call asks otherwise). */
  readonly fetcher: Fetcher = (url, init) => this.fetch(url, init);

  constructor(
    private readonly policy: FetchPolicy,
    options: SafeClientOptions = {},
  ) {
    this.agent = new Agent({
      connect: guardedConnector({
        policy,
        resolve: options.resolve ?? systemResolver,
        tls: options.tls,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      }),
      connections: policy.connectionsPerOrigin ?? CONNECTIONS_PER_ORIGIN,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
      keepAliveMaxTimeout: 60_000,
    });
  }

  /** Fetches a URL under the policy, following allowed redirects. Throws FetchBlockedError / FetchFailedError. */
  async fetch(rawUrl: string, init: SafeRequest = {}): Promise<SafeResponse> {
    const deadline = Date.now() + this.policy.timeoutMs;
    let url = checkUrl(rawUrl, this.policy);
    let request = init;
    for (let hop = 0; ; hop++) {
      const response = await this.requestOnce(url, request, deadline);
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || typeof location !== 'string') {
        return response;
      }
      if (request.redirect === 'manual') {
        return response;
      }
      if (hop >= this.policy.maxRedirects) {
        throw new FetchFailedError('리다이렉트가 너무 많습니다.', false);
      }
      // A redirect is a new request: it must pass the same host check as the first one.
      url = checkUrl(new URL(location, url).toString(), this.policy);
      request = redirectedRequest(response.status, request);
    }
  }

  /** Closes idle connections and refuses new requests. */
  close(): Promise<void> {
    return this.agent.close();
  }

  private async requestOnce(url: URL, init: SafeRequest, deadline: number): Promise<SafeResponse> {
    const literal = ipLiteral(url.hostname);
    // Refused before any connection; the connector checks names (and literals) again for every socket.
    if (literal && !this.policy.trustedOrigins.has(url.origin) && isPrivateAddress(literal)) {
      throw privateAddressError(url.hostname);
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      throw new FetchFailedError('응답 시간이 초과되었습니다.', true);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), remaining);
    try {
      const response = await this.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers },
        body: init.body ?? null,
        signal: controller.signal,
      });
      const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
      const body = await readBody(response.body, encoding, this.policy.maxBytes);
      return {
        status: response.statusCode,
        url: url.toString(),
        headers: response.headers,
        body,
        text: () => body.toString('utf8'),
        bytes: () => body,
      };
    } catch (error) {
      if (error instanceof FetchBlockedError || error instanceof FetchFailedError) {
        throw error;
      }
      if (error instanceof TooLargeError) {
        throw new FetchFailedError(
          `응답이 너무 큽니다 (최대 ${Math.round(this.policy.maxBytes / 1024)}KB).`,
          false,
        );
      }
      if (controller.signal.aborted) {
        throw new FetchFailedError('응답 시간이 초과되었습니다.', true);
      }
      const message = (error as Error).message;
      if (CERTIFICATE_ERROR.test((error as { code?: string }).code ?? '')) {
        // A certificate that does not match or is not trusted will not fix itself on a retry.
        throw new FetchFailedError(`보안 연결의 인증서를 확인하지 못했습니다: ${message}`, false);
      }
      throw new FetchFailedError(`연결하지 못했습니다: ${message}`, true);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** One pooled client per policy object: the server builds its policies once, so pools live as long. */
const clients = new WeakMap<FetchPolicy, SafeHttpClient>();

function clientFor(policy: FetchPolicy): SafeHttpClient {
  let client = clients.get(policy);
  if (!client) {
    client = new SafeHttpClient(policy);
    clients.set(policy, client);
  }
  return client;
}

/** Fetches a URL under the policy, following allowed redirects. Throws FetchBlockedError / FetchFailedError. */
export function safeFetch(
  rawUrl: string,
  policy: FetchPolicy,
  init: SafeRequest = {},
): Promise<SafeResponse> {
  return clientFor(policy).fetch(rawUrl, init);
}

/** The `Fetcher` port for adapters, on the policy's pooled client; `fixed` settings win over each call's. */
export function safeFetcher(policy: FetchPolicy, fixed: Partial<SafeRequest> = {}): Fetcher {
  const client = clientFor(policy);
  return (url, init) => client.fetch(url, { ...init, ...fixed });
}
