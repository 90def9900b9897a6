import crypto from 'node:crypto';

/**
 * The namespace of Sellerdesk's item job ids (a fixed, randomly drawn UUID). Changing it would give every
 * queued item a second job, so it never changes.
 */
export const ITEM_JOB_NAMESPACE = '6f1d4c2e-8b3a-4e5f-9a7c-2d0b1e3f4a5c';

/** A name-based UUID, version 5 (RFC 4122 §4.3): SHA-1 of the namespace's bytes and the name. */
export function uuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (ns.length !== 16) {
    throw new Error(`not a UUID: ${namespace}`);
  }
  const hash = crypto.createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable job id per (item, generation): enqueueing twice is harmless, a retry gets a new id. */
export function itemJobId(itemId: string, generation: number): string {
  return uuidV5(`${itemId}:${generation}`, ITEM_JOB_NAMESPACE);
}
