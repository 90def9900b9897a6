import type { SourceSite } from '@sellerdesk/domain';
import { SITE_LABELS, SITE_REGISTRY } from './rules/registry';

/**
 * Why collecting one item failed. `transient` failures may succeed on a later attempt (the pipeline
 * retries only those); every other failure is final for that attempt and is shown to the seller as is.
 */
export const SOURCE_FAILURES = {
  LOGIN_REQUIRED: { transient: false },
  CAPTCHA: { transient: false },
  BLOCKED: { transient: false },
  TOKEN_REFRESH_FAILED: { transient: true },
  ITEM_NOT_FOUND: { transient: false },
  PRICE_PRIVATE: { transient: false },
  PRICE_HIDDEN: { transient: false },
  SKU_PRICE_MISSING: { transient: false },
  TOO_MANY_OPTION_GROUPS: { transient: false },
  DATA_NOT_FOUND: { transient: false },
  INVALID_DATA: { transient: false },
  MISMATCH: { transient: false },
  UNSUPPORTED_LINK: { transient: false },
  FETCH_REFUSED: { transient: false },
  HTTP_ERROR: { transient: false },
  RATE_LIMITED: { transient: true },
  UPSTREAM_UNAVAILABLE: { transient: true },
  NETWORK: { transient: true },
} as const satisfies Record<string, { transient: boolean }>;

export type SourceFailureCode = keyof typeof SOURCE_FAILURES;

/**
 * What a seller can do when the server cannot read a site: open the product page and send it with the
 * extension — advice given only for sites the extension covers (the registry says which). The collect
 * screen offers the extension for download with its install steps, so the advice names that screen.
 */
function extensionHint(site: SourceSite | null): string {
  return site && SITE_REGISTRY[site].extension
    ? '수집 화면의 안내대로 셀러데스크 확장 프로그램을 설치한 뒤, 상품 페이지를 열고 "셀러데스크로 수집"을 눌러주세요.'
    : '잠시 후 다시 시도해주세요.';
}

/** The Korean sentence shown to the seller for each failure, before any specific detail. */
export function failureMessage(code: SourceFailureCode, site: SourceSite | null): string {
  const name = site ? SITE_LABELS[site] : '상품 사이트';
  const hint = extensionHint(site);
  switch (code) {
    case 'LOGIN_REQUIRED':
      return site && SITE_REGISTRY[site].sessionSite
        ? `${name} 로그인이 필요합니다. 수집 화면에서 ${name} 세션 쿠키를 다시 등록하거나, ${hint}`
        : `${name} 로그인이 필요합니다. 브라우저에서 로그인한 뒤 ${hint}`;
    case 'CAPTCHA':
      return `${name}에서 보안 인증(캡차)을 요구합니다. 브라우저에서 인증을 마친 뒤 ${hint}`;
    case 'BLOCKED':
      return `${name}가 자동 수집 요청을 차단했습니다. ${hint}`;
    case 'TOKEN_REFRESH_FAILED':
      return `${name} 접속 토큰을 갱신하지 못했습니다. 잠시 후 다시 시도합니다.`;
    case 'ITEM_NOT_FOUND':
      return `${name}에 없는 상품이거나 판매가 종료된 상품입니다.`;
    case 'PRICE_PRIVATE':
      return `${name} 판매자가 가격을 공개하지 않은 상품입니다. 판매자에게 문의해야 하므로 수집할 수 없습니다.`;
    case 'PRICE_HIDDEN':
      return `${name} 회원 전용 가격 상품이라 가격을 확인할 수 없습니다.`;
    case 'SKU_PRICE_MISSING':
      return `일부 옵션의 가격을 ${name}에서 확인할 수 없어 수집하지 않았습니다.`;
    case 'TOO_MANY_OPTION_GROUPS':
      return '옵션 그룹이 3개를 넘는 상품은 수집할 수 없습니다. (최대 3개)';
    case 'DATA_NOT_FOUND':
      return `${name} 페이지에서 상품 정보를 찾지 못했습니다. 페이지가 완전히 열린 뒤 다시 시도해주세요.`;
    case 'INVALID_DATA':
      return `${name} 상품 정보의 형식이 올바르지 않아 수집하지 못했습니다.`;
    case 'MISMATCH':
      return `요청한 상품과 다른 상품 정보가 ${name}에서 돌아왔습니다.`;
    case 'UNSUPPORTED_LINK':
      return '지원하지 않는 상품 링크입니다. 코스트코, 타오바오, 티몰, 1688 상품 링크를 입력해주세요.';
    case 'FETCH_REFUSED':
      return `${name} 주소에 접근할 수 없습니다.`;
    case 'HTTP_ERROR':
      return `${name} 서버가 요청을 거부했습니다.`;
    case 'RATE_LIMITED':
      return `${name} 요청이 너무 많아 잠시 후 다시 시도합니다.`;
    case 'UPSTREAM_UNAVAILABLE':
      return `${name} 서버가 일시적으로 응답하지 않습니다. 잠시 후 다시 시도합니다.`;
    case 'NETWORK':
      return `${name} 서버에 연결하지 못했습니다. 잠시 후 다시 시도합니다.`;
  }
}

/**
 * The sentence for a failure of a page the seller sent with the extension: advice to use the extension
 * would lead nowhere, so it says what to do in the open page instead. Null keeps the standard sentence.
 */
function capturedPageMessage(code: SourceFailureCode, site: SourceSite | null): string | null {
  const name = site ? SITE_LABELS[site] : '상품 사이트';
  switch (code) {
    case 'LOGIN_REQUIRED':
      return `${name} 로그인이 필요합니다. 열린 페이지에서 로그인한 뒤 다시 보내주세요.`;
    case 'CAPTCHA':
      return `${name}에서 보안 인증(캡차)을 요구합니다. 열린 페이지에서 인증을 마친 뒤 다시 보내주세요.`;
    case 'BLOCKED':
      return `${name}가 이 브라우저의 요청도 차단했습니다. 잠시 뒤 상품 페이지를 새로고침하고 다시 보내주세요.`;
    default:
      return null;
  }
}

/** The failure of a page the extension sent, with advice for that way in (see capturedPageMessage). */
export function capturedPageFailure(error: SourceError): SourceError {
  const message = capturedPageMessage(error.code, error.site);
  return message && error.message === failureMessage(error.code, error.site)
    ? new SourceError(error.code, error.site, error.detail, message)
    : error;
}

export class SourceError extends Error {
  override readonly name = 'SourceError';
  readonly transient: boolean;
  constructor(
    readonly code: SourceFailureCode,
    readonly site: SourceSite | null,
    /** Technical detail for logs (a ret code, an HTTP status); not shown as the main message. */
    readonly detail?: string,
    /** Replaces the standard Korean sentence when a more specific one exists. */
    message?: string,
  ) {
    super(message ?? failureMessage(code, site));
    this.transient = SOURCE_FAILURES[code].transient;
  }
}

export function isSourceError(error: unknown): error is SourceError {
  return error instanceof SourceError;
}

/**
 * Any error thrown while collecting, as a SourceError. Fetcher errors are read by shape: a boolean
 * `transient` (the server's safe fetcher) or `kind: 'blocked'`; aborts and timeouts count as transient.
 */
export function toSourceError(error: unknown, site: SourceSite | null): SourceError {
  if (error instanceof SourceError) {
    return error;
  }
  const shape = (error ?? {}) as { name?: unknown; message?: unknown; transient?: unknown; kind?: unknown };
  const detail = typeof shape.message === 'string' ? shape.message : String(error);
  if (shape.kind === 'blocked') {
    return new SourceError('FETCH_REFUSED', site, detail);
  }
  if (typeof shape.transient === 'boolean') {
    return shape.transient
      ? new SourceError('NETWORK', site, detail)
      : new SourceError('FETCH_REFUSED', site, detail);
  }
  if (shape.name === 'AbortError' || shape.name === 'TimeoutError' || error instanceof TypeError) {
    return new SourceError('NETWORK', site, detail);
  }
  return new SourceError('INVALID_DATA', site, detail);
}
