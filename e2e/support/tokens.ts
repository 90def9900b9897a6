import crypto from 'node:crypto';

function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * The same access token, expired half an hour ago, re-signed with the server's secret: the signature,
 * issuer and audience are fine, so the server answers 401 TOKEN_EXPIRED (the refresh path of spec §4).
 */
export function forgeExpiredToken(accessToken: string, secret: string): string {
  const [header, payload] = accessToken.split('.');
  if (!header || !payload) {
    throw new Error('JWT 형식이 아닙니다.');
  }
  const claims = decodeSegment(payload);
  const now = Math.floor(Date.now() / 1000);
  const body = encodeSegment({ ...claims, iat: now - 3600, exp: now - 1800 });
  const signature = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** The same token with a broken signature: the server answers 401 TOKEN_SIGNATURE_INVALID (→ logout). */
export function breakSignature(accessToken: string): string {
  const parts = accessToken.split('.');
  const signature = parts[2] ?? '';
  const flipped = `${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  return `${parts[0]}.${parts[1]}.${flipped}`;
}

export function readClaims(accessToken: string): Record<string, unknown> {
  return decodeSegment(accessToken.split('.')[1] ?? '');
}
