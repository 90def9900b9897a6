import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The address mail links (verification, temporary password, lock notice) point at. PUBLIC_URL when it
 * is set. Without it, the address the seller opened — the request's Host (X-Forwarded-Host only from a
 * trusted proxy, as Fastify reads it) — so a seller on http://192.168.0.5:3000 gets links that work on
 * that machine, not "localhost". The Host header is the client's to write, so it is taken only when it
 * names this machine (localhost, a loopback address, one of its own network addresses or its host
 * name): a forged Host cannot send a victim's mail links to another site. Anything else gets
 * `config.publicUrl` (http://localhost:PORT without PUBLIC_URL); a server reached under a domain name
 * sets PUBLIC_URL.
 */
export function mailLinkBase(
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrl'>,
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
): string {
  if (config.PUBLIC_URL) {
    return config.publicUrl;
  }
  const opened = originOf(request.protocol, request.host);
  return opened && namesThisMachine(opened.hostname) ? opened.origin : config.publicUrl;
}

/** `protocol://host` when the host is a bare host[:port] (no user, path or other smuggled parts). */
function originOf(protocol: string, host: string): URL | null {
  if (protocol !== 'http' && protocol !== 'https') {
    return null;
  }
  try {
    const url = new URL(`${protocol}://${host}`);
    return url.host === host.toLowerCase() && url.pathname === '/' && !url.username ? url : null;
  } catch {
    return null;
  }
}

function namesThisMachine(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name)) {
    return true;
  }
  const machine = os.hostname().toLowerCase();
  if (name === machine || name === `${machine}.local`) {
    return true;
  }
  return Object.values(os.networkInterfaces())
    .flat()
    .some((address) => address?.address.toLowerCase() === name);
}
