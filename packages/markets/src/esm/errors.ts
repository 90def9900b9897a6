import { retryAfterSeconds } from '@sellerdesk/outbound';
import { ipNotAllowedMessage, MarketError } from '../errors';
import type { MarketReply } from '../http/transport';

/**
 * ESM's answers: business results `{resultCode|ResultCode, message|Message, data|Data}` with 0 = success
 * (3000 generic refusal, 2141 field length, 1000 not found / another seller's item), and the gateway's
 * own refusals as HTTP 401 `{status: {message, status_code}}` (markets.md §4.4).
 */

type Body = {
  resultCode?: unknown;
  ResultCode?: unknown;
  message?: unknown;
  Message?: unknown;
  status?: { message?: unknown };
};

export function esmResultCode(json: unknown): number | null {
  const body = (json ?? {}) as Body;
  const code = body.resultCode ?? body.ResultCode;
  return code === undefined || code === null ? null : Number(code);
}

export function isEsmFailure(reply: MarketReply): boolean {
  const code = esmResultCode(reply.json);
  return code !== null && code !== 0;
}

export function esmError(
  reply: MarketReply,
  market: 'Gmarket' | 'Auction',
  egressIp: string | null | undefined,
): MarketError {
  const body = (reply.json ?? {}) as Body;
  const text = String(body.message ?? body.Message ?? body.status?.message ?? reply.text.slice(0, 200));
  const code = esmResultCode(reply.json);
  const base = { market, status: reply.status, detail: `HTTP ${reply.status} ${code ?? ''} ${text}`.trim() };
  if (reply.status === 429) {
    return new MarketError({
      ...base,
      code: 'RATE_LIMITED',
      retryAfterSeconds: retryAfterSeconds(reply.headers) ?? undefined,
    });
  }
  if (reply.status === 401 || reply.status === 403) {
    if (/ip/i.test(text) && /allow|허용/i.test(text)) {
      return new MarketError({
        ...base,
        code: 'IP_NOT_ALLOWED',
        message: ipNotAllowedMessage(market, egressIp, 'ESM Trading API 신청 메일(허용 서버 IP)'),
      });
    }
    if (/right access/i.test(text)) {
      return new MarketError({
        ...base,
        code: 'AUTH_FAILED',
        message: `ESM 인증에 실패했습니다 (${text}). 마스터 ID, Secret Key, 판매자 ID와 API 사용 승인 범위를 확인해주세요.`,
      });
    }
    return new MarketError({
      ...base,
      code: 'AUTH_FAILED',
      message: `ESM 인증에 실패했습니다 (${text}). 마스터 ID와 Secret Key를 확인해주세요.`,
    });
  }
  if (code === 1000 && /exist|존재|없/.test(text)) {
    return new MarketError({ ...base, code: 'NOT_FOUND', message: `ESM에서 찾을 수 없습니다: ${text}` });
  }
  if (code === null && reply.status >= 500) {
    return new MarketError({ ...base, code: 'UNAVAILABLE' });
  }
  return new MarketError({ ...base, code: 'INVALID_REQUEST', message: `ESM이 요청을 거부했습니다: ${text}` });
}
