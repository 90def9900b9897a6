import type { Config } from '../../config';
import { ipLiteral, isPrivateAddress } from '../outbound/safe-fetch-policy';

/** Names no one outside this machine or its network can resolve. */
const LOCAL_NAME = /^(localhost|.+\.(localhost|local|internal|lan|home\.arpa))$/i;

/**
 * The host of `PUBLIC_URL` (the address image-store images are published at) when markets and their
 * shoppers cannot load images from it: a loopback, private or link-local address, a local name, or a
 * name without a dot. Null when they can — or when the markets are the market emulator
 * (`MARKET_EMULATOR_URL`: tests, the sandbox), which runs beside this server and loads them from here.
 */
export function unreachablePublicHost(
  config: Pick<Config, 'publicUrl' | 'MARKET_EMULATOR_URL'>,
): string | null {
  if (config.MARKET_EMULATOR_URL) {
    return null;
  }
  const hostname = new URL(config.publicUrl).hostname.toLowerCase();
  const literal = ipLiteral(hostname);
  if (literal) {
    return isPrivateAddress(literal) ? hostname : null;
  }
  const name = hostname.replace(/\.$/, '');
  return LOCAL_NAME.test(name) || !name.includes('.') ? hostname : null;
}
