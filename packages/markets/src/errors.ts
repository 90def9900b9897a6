import type { Market } from '@sellerdesk/domain';
import { MARKET_NAMES } from './names';

/**
 * Why a market call failed. `transient` failures may pass on a later attempt (the pipeline retries only
 * those, after `retryAfterSeconds` when the market said); the rest need the seller or operator to act,
 * and the Korean message says what to do.
 */
export const MARKET_ERROR_CODES = {
  /** Wrong key, secret or signature. */
  AUTH_FAILED: { transient: false },
  /** The market's access token ran out (adapters re-issue once; seen only if that fails too). */
  TOKEN_EXPIRED: { transient: true },
  /** The API key itself expired (Coupang keys live 180 days). */
  KEY_EXPIRED: { transient: false },
  /** The server's egress IP is not registered with the market. */
  IP_NOT_ALLOWED: { transient: false },
  /** The key lacks the API group or the API is not enabled for it. */
  PERMISSION_DENIED: { transient: false },
  /** A request timestamp outside the market's window: the server clock is off. */
  CLOCK_SKEW: { transient: false },
  /** The market refused the listing or change: the message names what to fix. */
  INVALID_REQUEST: { transient: false },
  NOT_FOUND: { transient: false },
  RATE_LIMITED: { transient: true },
  /** A daily or monthly quota is used up. */
  QUOTA_EXCEEDED: { transient: true },
  /** The market blocked the account for a while (Coupang's 403 "Access Denied" after error bursts). */
  BLOCKED: { transient: true },
  UNAVAILABLE: { transient: true },
  NETWORK: { transient: true },
  /** The answer could not be read. */
  INVALID_RESPONSE: { transient: true },
  /** The account settings are incomplete or the address may not be reached. */
  CONFIG: { transient: false },
} as const satisfies Record<string, { transient: boolean }>;

export type MarketErrorCode = keyof typeof MARKET_ERROR_CODES;

export type MarketErrorInit = {
  market: Market;
  code: MarketErrorCode;
  /** Korean, shown to the seller; defaults to the code's standard sentence. */
  message?: string;
  /** Vendor code and text for logs; never secrets. */
  detail?: string;
  status?: number;
  retryAfterSeconds?: number;
  /** Overrides the code's default (e.g. a 5xx on a create that may have gone through). */
  transient?: boolean;
};

export class MarketError extends Error {
  override readonly name = 'MarketError';
  readonly market: Market;
  readonly code: MarketErrorCode;
  readonly transient: boolean;
  readonly retryAfterSeconds?: number;
  readonly status?: number;
  readonly detail: string;

  constructor(init: MarketErrorInit) {
    super(init.message ?? defaultMarketErrorMessage(init.code, init.market));
    this.market = init.market;
    this.code = init.code;
    this.transient = init.transient ?? MARKET_ERROR_CODES[init.code].transient;
    this.detail = init.detail ?? '';
    if (init.status !== undefined) {
      this.status = init.status;
    }
    if (init.retryAfterSeconds !== undefined) {
      this.retryAfterSeconds = init.retryAfterSeconds;
    }
  }

  /** A plain object for logs and item results (no stack). */
  toJSON(): Record<string, unknown> {
    return {
      market: this.market,
      code: this.code,
      transient: this.transient,
      retryAfterSeconds: this.retryAfterSeconds,
      status: this.status,
      message: this.message,
      detail: this.detail,
    };
  }
}

export function isMarketError(error: unknown): error is MarketError {
  return error instanceof MarketError;
}

/** The standard Korean sentence of each failure. */
export function defaultMarketErrorMessage(code: MarketErrorCode, market: Market): string {
  const name = MARKET_NAMES[market];
  switch (code) {
    case 'AUTH_FAILED':
      return `${name} API 인증에 실패했습니다. 설정 > 마켓 계정에서 API 키와 시크릿을 다시 확인해주세요.`;
    case 'TOKEN_EXPIRED':
      return `${name} 접속 토큰이 만료되어 다시 발급받는 중입니다. 잠시 후 다시 시도합니다.`;
    case 'KEY_EXPIRED':
      return `${name} API 키가 만료되었습니다. 판매자센터에서 키를 재발급받아 마켓 계정에 다시 입력해주세요.`;
    case 'IP_NOT_ALLOWED':
      return `${name}에 셀러데스크 서버 IP가 등록되어 있지 않습니다. 판매자센터의 API 설정에서 서버 IP를 허용 IP로 등록해주세요.`;
    case 'PERMISSION_DENIED':
      return `${name} API 권한이 없습니다. 판매자센터에서 해당 API 사용 권한(API 그룹)을 신청해주세요.`;
    case 'CLOCK_SKEW':
      return `요청 시각이 ${name} 서버 시각과 맞지 않습니다. 서버 시간을 확인한 뒤 다시 시도해주세요.`;
    case 'INVALID_REQUEST':
      return `${name}가 요청을 거부했습니다. 상품 정보를 확인해주세요.`;
    case 'NOT_FOUND':
      return `${name}에서 찾을 수 없습니다. 마켓에서 삭제되었을 수 있습니다.`;
    case 'RATE_LIMITED':
      return `${name} 호출 한도를 넘어 잠시 기다린 뒤 다시 시도합니다.`;
    case 'QUOTA_EXCEEDED':
      return `${name} 사용량 한도를 모두 썼습니다. 한도가 초기화된 뒤 다시 시도합니다.`;
    case 'BLOCKED':
      return `${name}가 잠시 호출을 차단했습니다. 잠시 후 다시 시도합니다.`;
    case 'UNAVAILABLE':
      return `${name} 서버가 일시적으로 응답하지 않습니다. 잠시 후 다시 시도합니다.`;
    case 'NETWORK':
      return `${name} 서버에 연결하지 못했습니다. 잠시 후 다시 시도합니다.`;
    case 'INVALID_RESPONSE':
      return `${name}의 응답을 해석하지 못했습니다. 잠시 후 다시 시도합니다.`;
    case 'CONFIG':
      return `${name} 연결 설정이 올바르지 않습니다. 설정 > 마켓 계정을 확인해주세요.`;
  }
}

/** The IP sentence with the server's address, when known, so the seller can register exactly that. */
export function ipNotAllowedMessage(
  market: Market,
  egressIp: string | null | undefined,
  where: string,
): string {
  const name = MARKET_NAMES[market];
  const ip = egressIp ? ` ${egressIp}` : '';
  return `${name}에 셀러데스크 서버 IP${ip}가 허용되어 있지 않습니다. ${where}에서 이 IP를 호출 허용 IP로 등록한 뒤 연결 확인을 다시 눌러주세요.`;
}

/**
 * A failure of the outbound client itself (refused address, timeout, reset) as a MarketError. The
 * server's guarded client throws `{ kind: 'blocked' }` for addresses it may not reach.
 */
export function networkFailure(market: Market, error: unknown): MarketError {
  if (isMarketError(error)) {
    return error;
  }
  const shape = (error ?? {}) as { message?: unknown; kind?: unknown; transient?: unknown };
  const detail = typeof shape.message === 'string' ? shape.message : String(error);
  if (shape.kind === 'blocked') {
    return new MarketError({
      market,
      code: 'CONFIG',
      message: `${MARKET_NAMES[market]} 주소에 접근할 수 없습니다. 서버의 마켓 주소 설정을 확인해주세요.`,
      detail,
    });
  }
  return new MarketError({ market, code: 'NETWORK', detail, transient: shape.transient !== false });
}
