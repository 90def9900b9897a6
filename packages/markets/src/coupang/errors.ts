import { retryAfterSeconds } from '@sellerdesk/outbound';
import { ipNotAllowedMessage, MarketError } from '../errors';
import type { MarketReply } from '../http/transport';

/**
 * Coupang's answers: product APIs `{code: "SUCCESS" | "ERROR", message, data}`, the gateway's HMAC
 * failures as 401 with a message, a temporary 403 with an HTML "Access Denied" page after error bursts,
 * 429 when over the rate, 410 for a retired API, 412 for an API the key may not use.
 */

/** Seconds Coupang keeps an account blocked after a burst of errors ("minutes to tens of minutes"). */
const BLOCK_RETRY_SECONDS = 600;

function messageOf(reply: MarketReply): string {
  const body = reply.json as { message?: unknown; errorMessage?: unknown } | undefined;
  if (body && typeof body.message === 'string') {
    return body.message;
  }
  if (body && typeof body.errorMessage === 'string') {
    return body.errorMessage;
  }
  return reply.text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** Korean hints for the refusals sellers meet most, by what the market's message mentions. */
const HINTS: readonly [RegExp, string][] = [
  [/고시/, '카테고리의 상품정보제공고시 필수 항목을 템플릿의 고시 기본값에 입력해주세요.'],
  [/옵션|attribute/i, '옵션명이 쿠팡 카테고리의 구매옵션(색상, 사이즈 등)과 맞는지 확인해주세요.'],
  [/카테고리|category/i, '쿠팡 카테고리 매핑을 확인해주세요.'],
  [/반품|출고|shipping/i, '템플릿의 출고지와 반품지가 쿠팡 WING에 등록된 것인지 확인해주세요.'],
  [/이미지|image/i, '이미지 주소가 외부에서 열리는지 확인해주세요.'],
];

export function coupangError(reply: MarketReply, egressIp: string | null | undefined): MarketError {
  const vendorMessage = messageOf(reply);
  const base = {
    market: 'Coupang' as const,
    status: reply.status,
    detail: `HTTP ${reply.status} ${vendorMessage}`,
  };
  const lower = vendorMessage.toLowerCase();
  switch (reply.status) {
    case 429:
      return new MarketError({
        ...base,
        code: 'RATE_LIMITED',
        retryAfterSeconds: retryAfterSeconds(reply.headers) ?? undefined,
      });
    case 401:
      if (lower.includes('signature is expired') || lower.includes('clock')) {
        return new MarketError({ ...base, code: 'CLOCK_SKEW' });
      }
      if (lower.includes('key') && lower.includes('expired')) {
        return new MarketError({
          ...base,
          code: 'KEY_EXPIRED',
          message:
            '쿠팡 Open API 키가 만료되었습니다(발급 후 180일). WING > 판매자정보 > 추가판매정보에서 키를 재발급받아 마켓 계정에 다시 입력해주세요.',
        });
      }
      return new MarketError({
        ...base,
        code: 'AUTH_FAILED',
        message: '쿠팡 인증에 실패했습니다. WING에서 발급받은 Access Key와 Secret Key를 다시 확인해주세요.',
      });
    case 403:
      if (reply.json === undefined) {
        return new MarketError({ ...base, code: 'BLOCKED', retryAfterSeconds: BLOCK_RETRY_SECONDS });
      }
      if (/\bIP\b/i.test(vendorMessage)) {
        return new MarketError({
          ...base,
          code: 'IP_NOT_ALLOWED',
          message: ipNotAllowedMessage(
            'Coupang',
            egressIp,
            'WING > 판매자정보 > 추가판매정보 > OPEN API 키 설정',
          ),
        });
      }
      return new MarketError({
        ...base,
        code: 'PERMISSION_DENIED',
        message: `쿠팡이 권한 없음으로 거부했습니다: ${vendorMessage}. 업체코드가 API 키의 업체와 같은지 확인해주세요.`,
      });
    case 404:
      return new MarketError({ ...base, code: 'NOT_FOUND' });
    case 410:
    case 412:
      return new MarketError({ ...base, code: 'PERMISSION_DENIED' });
    default:
      break;
  }
  if (reply.status >= 500) {
    return new MarketError({ ...base, code: 'UNAVAILABLE' });
  }
  const hint = HINTS.find(([pattern]) => pattern.test(vendorMessage))?.[1];
  return new MarketError({
    ...base,
    code: 'INVALID_REQUEST',
    message: `쿠팡이 요청을 거부했습니다: ${vendorMessage || `HTTP ${reply.status}`}${hint ? ` ${hint}` : ''}`,
  });
}
