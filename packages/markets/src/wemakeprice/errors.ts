import { retryAfterSeconds } from '@sellerdesk/outbound';
import { ipNotAllowedMessage, MarketError } from '../errors';
import type { MarketReply } from '../http/transport';

/**
 * W Partner answers (markets.md §6): `{resultCode: "200", data}` on success, otherwise a result code with
 * an `error` (its message). Business refusals may come with HTTP 200, so the result code decides.
 */

type Body = { resultCode?: unknown; error?: unknown; message?: unknown };

function resultCode(json: unknown): string | null {
  const code = (json as Body | undefined)?.resultCode;
  return code === undefined || code === null ? null : String(code);
}

function errorText(reply: MarketReply): string {
  const body = (reply.json ?? {}) as Body;
  const error = body.error;
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return `${code ? `${String(code)} ` : ''}${String(message ?? '')}`.trim();
  }
  return String(error ?? body.message ?? reply.text.slice(0, 200));
}

export function isWeMakePriceFailure(reply: MarketReply): boolean {
  const code = resultCode(reply.json);
  return reply.json === undefined || (code !== null && code !== '200');
}

export function weMakePriceError(reply: MarketReply, egressIp: string | null | undefined): MarketError {
  const text = errorText(reply);
  const code = resultCode(reply.json);
  const base = {
    market: 'WeMakePrice' as const,
    status: reply.status,
    detail: `HTTP ${reply.status} ${code ?? ''} ${text}`.trim(),
  };
  if (reply.status === 429 || code === '429') {
    return new MarketError({
      ...base,
      code: 'RATE_LIMITED',
      retryAfterSeconds: retryAfterSeconds(reply.headers) ?? undefined,
    });
  }
  if (reply.status === 401 || reply.status === 403 || code === '401' || code === '403') {
    if (/ip/i.test(text) && /허용|allow/i.test(text)) {
      return new MarketError({
        ...base,
        code: 'IP_NOT_ALLOWED',
        message: ipNotAllowedMessage('WeMakePrice', egressIp, '위메프 W파트너센터'),
      });
    }
    return new MarketError({
      ...base,
      code: 'AUTH_FAILED',
      message: `위메프 API 키 인증에 실패했습니다 (${text}). 설정 > 마켓 계정에서 W파트너 API 키를 확인해주세요.`,
    });
  }
  // Only the 404 result code means "no such product": "존재하지 않습니다" also names a wrong policy or category.
  if (code === '404' && reply.status === 200) {
    return new MarketError({ ...base, code: 'NOT_FOUND', message: `위메프에서 찾을 수 없습니다: ${text}` });
  }
  if (reply.json === undefined) {
    return new MarketError({ ...base, code: reply.status >= 500 ? 'UNAVAILABLE' : 'INVALID_RESPONSE' });
  }
  if (reply.status >= 500 && (code === null || code.startsWith('5'))) {
    return new MarketError({ ...base, code: 'UNAVAILABLE' });
  }
  return new MarketError({
    ...base,
    code: 'INVALID_REQUEST',
    message: `위메프가 요청을 거부했습니다: ${text}`,
  });
}
