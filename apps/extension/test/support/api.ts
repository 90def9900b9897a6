import { createHmac, randomBytes } from 'node:crypto';
import type { DetailLogResponse } from '@sellerdesk/domain/api';

/** The test's own view of the server: its logs say what became of what the extension sent. */
export async function apiLogin(serverUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Waits until every item of the work ended (succeeded, failed or skipped) and returns the log. */
export async function settledWork(
  serverUrl: string,
  token: string,
  workNumber: number,
  timeoutMs = 60_000,
): Promise<DetailLogResponse> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const response = await fetch(`${serverUrl}/api/Log/GetDetailLog?type=collect&workNumber=${workNumber}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    last = await response.json();
    const log = (last as { data?: DetailLogResponse }).data;
    if (log && (log.work.state === 'done' || log.work.state === 'done_with_errors')) {
      return log;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`작업 #${workNumber}: 끝나지 않았습니다: ${JSON.stringify(last)}`);
}

/** The same access token, expired, re-signed with the server's secret: the server answers TOKEN_EXPIRED. */
export function forgeExpiredToken(accessToken: string, secret: string): string {
  const [header, payload] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 1800 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** A new account that has not verified its e-mail (role BasicUser). */
export async function registerUnverified(serverUrl: string): Promise<{ username: string; password: string }> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const account = { username: `extension-${id}@example.com`, password: `Maple-Orbit-7${id.slice(-4)}` };
  const response = await fetch(`${serverUrl}/api/account/UserCreate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      name: '김셀러',
      phone: '010-1234-5678',
      consents: { service: true, privacy: true, marketing: false },
    }),
  });
  if (!response.ok) {
    throw new Error(`가입하지 못했습니다: ${response.status} ${await response.text()}`);
  }
  return account;
}
