import { retryAfterSeconds } from '@sellerdesk/outbound';
import { ipNotAllowedMessage, MarketError } from '../errors';
import type { MarketReply } from '../http/transport';
import { parseXml, xmlText, type XmlObject } from '../http/xml';
import { dailyCapReached } from '../quota';
import { ELEVENST_LIMITS } from './limits';

/**
 * 11st's answers: XML in EUC-KR. Business failures come with HTTP 200 and a `resultCode` in the body
 * (`ClientMessage`), so the status alone says nothing; key problems come as `AuthMessage`, and
 * `AuthMessage -997` ("등록된 API 정보가 존재하지 않습니다", HTTP 500) means a wrong path or method, not
 * a wrong key (markets.md §3.4).
 */

/** Create answers 200 (일반) or 210 (신규상품); other calls 200 or 0. */
const SUCCESS_CODES = new Set(['0', '200', '210']);

export type ElevenstMessage = { kind: 'client' | 'auth'; resultCode: string; message: string };

/** The root message of an answer, when it is one (ClientMessage, AuthMessage), else null. */
export function elevenstMessage(document: XmlObject): ElevenstMessage | null {
  for (const [root, kind] of [
    ['ClientMessage', 'client'],
    ['AuthMessage', 'auth'],
  ] as const) {
    const node = document[root];
    if (node !== undefined) {
      return {
        kind,
        resultCode: xmlText(node, 'resultCode') || xmlText(node, 'result_code'),
        message: xmlText(node, 'message') || xmlText(node, 'result_text'),
      };
    }
  }
  return null;
}

function parsed(reply: MarketReply): XmlObject | null {
  try {
    return parseXml(reply.text);
  } catch {
    return null;
  }
}

/** True when a 2xx answer carries a failure code. */
export function isElevenstFailure(reply: MarketReply): boolean {
  const document = parsed(reply);
  if (!document) {
    return reply.text.trim() !== '';
  }
  const message = elevenstMessage(document);
  return message !== null && (message.kind === 'auth' || !SUCCESS_CODES.has(message.resultCode));
}

const HINTS: readonly [RegExp, string][] = [
  [/카테고리|dispCtgrNo/, '11번가 카테고리 매핑을 확인해주세요.'],
  [/옵션|option/i, '옵션 가격 차이(판매가의 −50%~+100%)와 옵션명을 확인해주세요.'],
  [/출고지|반품|addrSeq/, '템플릿의 출고지·반품지가 11번가 셀러오피스에 등록된 것인지 확인해주세요.'],
  [/고시|Notification/i, '상품정보제공고시 값을 템플릿에 입력해주세요.'],
  [/이미지|image/i, '이미지 주소가 외부에서 열리는지 확인해주세요.'],
];

export function elevenstError(reply: MarketReply, egressIp: string | null | undefined): MarketError {
  const document = parsed(reply);
  const message = document ? elevenstMessage(document) : null;
  const vendorText = message ? `${message.resultCode} ${message.message}` : reply.text.slice(0, 200);
  const base = {
    market: 'Elevenst' as const,
    status: reply.status,
    detail: `HTTP ${reply.status} ${vendorText}`,
  };
  if (reply.status === 429) {
    return new MarketError({
      ...base,
      code: 'RATE_LIMITED',
      retryAfterSeconds: retryAfterSeconds(reply.headers) ?? undefined,
    });
  }
  if (!message) {
    if (reply.status >= 500 || reply.status === 408) {
      return new MarketError({ ...base, code: 'UNAVAILABLE' });
    }
    return new MarketError({ ...base, code: document ? 'INVALID_REQUEST' : 'INVALID_RESPONSE' });
  }
  if (message.kind === 'auth') {
    if (message.resultCode === '-997') {
      return new MarketError({
        ...base,
        code: 'CONFIG',
        message:
          '11번가가 호출한 API 주소나 방식을 알지 못합니다 (-997). 셀러데스크의 11번가 연동 오류이니 운영자에게 알려주세요.',
      });
    }
    if (/IP/i.test(message.message)) {
      return new MarketError({
        ...base,
        code: 'IP_NOT_ALLOWED',
        message: ipNotAllowedMessage('Elevenst', egressIp, '11번가 셀러오피스의 OpenAPI 센터'),
      });
    }
    return new MarketError({
      ...base,
      code: 'AUTH_FAILED',
      message: `11번가 OpenAPI 키 인증에 실패했습니다: ${message.message} 설정 > 마켓 계정에서 OpenAPI 키를 다시 확인해주세요.`,
    });
  }
  if (message.resultCode === '400' && /500|등록.*(한도|제한)|초과/.test(message.message)) {
    return dailyCapReached('Elevenst', ELEVENST_LIMITS.dailyRegistrations ?? 500, base.detail);
  }
  if (message.resultCode === '-1000') {
    return new MarketError({
      ...base,
      code: 'UNAVAILABLE',
      message: '11번가 시스템 점검 중입니다. 점검이 끝난 뒤 다시 시도합니다.',
    });
  }
  if (/존재하지 않|찾을 수 없|없는 상품/.test(message.message)) {
    return new MarketError({ ...base, code: 'NOT_FOUND' });
  }
  const hint = HINTS.find(([pattern]) => pattern.test(message.message))?.[1];
  return new MarketError({
    ...base,
    code: 'INVALID_REQUEST',
    message: `11번가가 요청을 거부했습니다: ${message.message || `결과코드 ${message.resultCode}`}${hint ? ` ${hint}` : ''}`,
  });
}
