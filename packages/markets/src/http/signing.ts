import { createHmac } from 'node:crypto';

/** HMAC-SHA256 of `message` under `secret`, lowercase hex (Coupang's CEA signature). */
export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** HMAC-SHA256 as unpadded base64url (JWT HS256 signatures, ESM). */
export function hmacSha256Base64Url(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64url');
}

export function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

export function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** `yyMMdd'T'HHmmss'Z'` in UTC: the compact timestamp signed requests carry. */
export function compactUtcTimestamp(epochMs: number): string {
  const iso = new Date(epochMs).toISOString(); // 2025-01-17T05:15:30.000Z
  return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}
