import { createHmac } from 'node:crypto';

/**
 * The NAVER Search Ad API request signature: base64(HMAC-SHA256(secret key, `timestamp.METHOD.uri`)),
 * where `uri` is the path without the query string and `timestamp` the X-Timestamp header (epoch ms).
 */
export function searchAdSignature(secretKey: string, timestamp: string, method: string, uri: string): string {
  return createHmac('sha256', secretKey).update(`${timestamp}.${method}.${uri}`, 'utf8').digest('base64');
}

/** The four headers every Search Ad API request carries. */
export function searchAdHeaders(
  credentials: { customerId: string; accessLicense: string; secretKey: string },
  method: string,
  uri: string,
  now: number,
): Record<string, string> {
  const timestamp = String(now);
  return {
    'X-Timestamp': timestamp,
    'X-API-KEY': credentials.accessLicense,
    'X-Customer': credentials.customerId,
    'X-Signature': searchAdSignature(credentials.secretKey, timestamp, method, uri),
  };
}
