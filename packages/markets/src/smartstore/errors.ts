import { retryAfterSeconds } from '@sellerdesk/outbound';
import { ipNotAllowedMessage, MarketError } from '../errors';
import type { MarketCall, MarketReply } from '../http/transport';

/**
 * Naver's two error bodies: the gateway's `{code: "GW.…", message, timestamp, traceId}` and the API's
 * `{code, message, invalidInputs[{name, type, message}], timestamp, traceId}`.
 */
type NaverErrorBody = {
  code?: unknown;
  message?: unknown;
  traceId?: unknown;
  invalidInputs?: { name?: unknown; type?: unknown; message?: unknown }[];
};

/** Korean names of the body parts invalidInputs point at, most specific first. */
const FIELD_LABELS: readonly [string, string][] = [
  ['detailAttribute.productInfoProvidedNotice', '상품정보제공고시'],
  ['detailAttribute.optionInfo', '옵션'],
  ['detailAttribute.afterServiceInfo', 'A/S 정보'],
  ['detailAttribute.originAreaInfo', '원산지'],
  ['detailAttribute.certificationTargetExcludeContent', 'KC 인증 면제'],
  ['detailAttribute.seoInfo', '태그'],
  ['claimDeliveryInfo.shippingAddressId', '출고지'],
  ['claimDeliveryInfo.returnAddressId', '반품/교환지'],
  ['deliveryInfo.claimDeliveryInfo', '반품/교환 정보'],
  ['deliveryInfo', '배송 정보'],
  ['leafCategoryId', '카테고리'],
  ['images', '이미지'],
  ['detailContent', '상세페이지'],
  ['salePrice', '판매가'],
  ['stockQuantity', '재고'],
  ['name', '상품명'],
  ['smartstoreChannelProduct', '채널 상품 정보'],
  ['timestamp', '요청 시각'],
  ['client_secret_sign', '시크릿 서명'],
];

function labelOf(name: string): string {
  return FIELD_LABELS.find(([path]) => name.includes(path))?.[1] ?? name;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The invalid inputs as Korean "what: why" lines, or the message alone (S1: fall back to message). */
function invalidInputsMessage(body: NaverErrorBody): string {
  const inputs = Array.isArray(body.invalidInputs) ? body.invalidInputs : [];
  const lines = inputs
    .map((input) => {
      const name = text(input.name);
      const why = text(input.message);
      return name ? `${labelOf(name)}: ${why || '값을 확인해주세요.'}` : why;
    })
    .filter((line) => line !== '');
  return lines.length > 0 ? lines.join(' / ') : text(body.message);
}

export function smartStoreError(
  reply: MarketReply,
  call: MarketCall,
  egressIp: string | null | undefined,
): MarketError {
  const body = (reply.json ?? {}) as NaverErrorBody;
  const code = text(body.code);
  const vendorMessage = text(body.message);
  const detail = `HTTP ${reply.status} ${code} ${vendorMessage} ${text(body.traceId)}`.trim();
  const base = { market: 'SmartStore' as const, status: reply.status, detail };
  const isTokenCall = call.operation === 'POST /v1/oauth2/token';
  if (reply.status === 429) {
    return new MarketError({
      ...base,
      code: code === 'GW.QUOTA_LIMIT' ? 'QUOTA_EXCEEDED' : 'RATE_LIMITED',
      retryAfterSeconds: retryAfterSeconds(reply.headers) ?? undefined,
    });
  }
  if (reply.status === 403 && code === 'GW.IP_NOT_ALLOWED') {
    return new MarketError({
      ...base,
      code: 'IP_NOT_ALLOWED',
      message: ipNotAllowedMessage('SmartStore', egressIp, '커머스API센터 > 애플리케이션 > API 호출 IP'),
    });
  }
  if (reply.status === 401) {
    return isTokenCall
      ? new MarketError({
          ...base,
          code: 'AUTH_FAILED',
          message:
            '스마트스토어 인증에 실패했습니다. 커머스API센터의 애플리케이션 ID와 시크릿을 다시 복사해 넣어주세요.',
        })
      : new MarketError({ ...base, code: 'TOKEN_EXPIRED' });
  }
  if (reply.status === 403) {
    return new MarketError({
      ...base,
      code: 'PERMISSION_DENIED',
      message:
        '스마트스토어 API 권한이 없습니다. 커머스API센터에서 애플리케이션에 상품 API 그룹(상품, 판매자정보)을 추가해주세요.',
    });
  }
  if (reply.status === 404) {
    return new MarketError({ ...base, code: 'NOT_FOUND' });
  }
  if (reply.status >= 500) {
    return new MarketError({ ...base, code: 'UNAVAILABLE' });
  }
  if (isTokenCall) {
    const reason = invalidInputsMessage(body);
    return reason.includes('timestamp') || reason.includes('요청 시각')
      ? new MarketError({ ...base, code: 'CLOCK_SKEW' })
      : new MarketError({
          ...base,
          code: 'AUTH_FAILED',
          message: `스마트스토어가 인증 요청을 거부했습니다: ${reason || vendorMessage}. 애플리케이션 ID와 시크릿을 확인해주세요.`,
        });
  }
  const reason = invalidInputsMessage(body);
  return new MarketError({
    ...base,
    code: 'INVALID_REQUEST',
    message: reason ? `스마트스토어가 요청을 거부했습니다. ${reason}` : undefined,
  });
}
