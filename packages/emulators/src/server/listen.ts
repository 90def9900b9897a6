import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Request bodies above this are refused with 413, as gateways do; the emulators never buffer more. */
const MAX_BODY = 32 * 1024 * 1024;

/** A request's body, or null when it is over `MAX_BODY`. */
export function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export type Listening = {
  /** `http://host:port`, with an IPv6 host in brackets. */
  origin: string;
  /** Stops the server, dropping kept-alive connections so tests do not wait for them. */
  close: () => Promise<void>;
};

/** Starts an emulator's server on `options.port` (default: a free one) of `options.host` (default: loopback). */
export async function listen(
  server: http.Server,
  options: { port?: number; host?: string },
): Promise<Listening> {
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
