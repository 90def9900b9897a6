/**
 * The error catalogue (spec §8 plus the server's own failures). Every failure that reaches a user is one
 * of these: the server answers `{ code: <HTTP status>, message, reason: <key> }` and clients switch on
 * `reason`, never on message text.
 */
export const ERRORS = {
  // Spec §8, word for word.
  LOGIN_REFRESH_FAILED: { status: 401, message: '로그인 갱신에 실패하였습니다.' },
  PRODUCT_NOT_FOUND: { status: 404, message: '존재하지않는 상품 번호 입니다.' },
  API_CALL_FAILED: { status: 502, message: 'API 호출에 실패하였습니다.' },
  ABNORMAL_ACCOUNT: { status: 400, message: '비정상적인 계정정보 입니다.' },
  IMAGE_EDITOR_REQUIRED: { status: 400, message: '이미지 에디터를 생성해주세요' },
  IMAGE_UPLOAD_FAILED: { status: 400, message: '이미지 업로드에 실패했습니다.' },
  LITE_PLAN_REQUIRED: { status: 403, message: '라이트 등급 이상부터 이용 가능합니다.' },
  PRODUCT_SAVE_FAILED: { status: 500, message: '수정 중 오류가 발생하였습니다.' },

  // Request shape and routing.
  VALIDATION_FAILED: { status: 400, message: '입력값이 올바르지 않습니다.' },
  INVALID_JSON: { status: 400, message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 요청 형식입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 크기가 너무 큽니다.' },
  ROUTE_NOT_FOUND: { status: 404, message: '존재하지 않는 API 입니다.' },
  NOT_FOUND: { status: 404, message: '요청한 항목을 찾을 수 없습니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  REQUEST_TIMEOUT: { status: 408, message: '요청 시간이 초과되었습니다.' },
  INTERNAL: { status: 500, message: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  SERVICE_UNAVAILABLE: { status: 503, message: '서비스를 일시적으로 사용할 수 없습니다.' },
  OVERLOADED: { status: 503, message: '요청이 많아 지금은 처리할 수 없습니다. 잠시 후 다시 시도해주세요.' },
  // The input policy (api/input-policy.ts) and what Node refuses before routing.
  INVALID_CHARACTERS: { status: 400, message: '허용되지 않는 문자가 포함되어 있습니다.' },
  INPUT_TOO_DEEP: { status: 400, message: '데이터의 중첩이 너무 깊습니다.' },
  INVALID_URL: { status: 400, message: '요청 주소가 올바르지 않습니다.' },
  URI_TOO_LONG: { status: 414, message: '요청 주소가 너무 깁니다.' },
  HEADERS_TOO_LARGE: { status: 431, message: '요청 주소나 헤더가 너무 깁니다.' },

  // Session (spec §4). The first four log the user out; TOKEN_EXPIRED makes the client refresh.
  TOKEN_MISSING: { status: 401, message: '로그인이 필요합니다.' },
  TOKEN_INVALID: { status: 401, message: '유효하지 않은 토큰입니다. (invalid token)' },
  TOKEN_SIGNATURE_INVALID: {
    status: 401,
    message: '토큰 서명 검증에 실패했습니다. (signature validation failed)',
  },
  TOKEN_AUDIENCE_INVALID: {
    status: 401,
    message: '토큰 대상 검증에 실패했습니다. (audience validation failed)',
  },
  TOKEN_EXPIRED: { status: 401, message: '로그인이 만료되었습니다. (token expired)' },
  REFRESH_TOKEN_INVALID: { status: 401, message: '로그인 갱신에 실패하였습니다.' },
  FORBIDDEN: { status: 403, message: '이 기능을 사용할 권한이 없습니다.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: '이메일 인증 후 이용할 수 있습니다.' },

  // Accounts.
  INVALID_CREDENTIALS: { status: 400, message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
  ACCOUNT_SUSPENDED: { status: 403, message: '이용이 정지된 계정입니다. 고객센터로 문의해주세요.' },
  USERNAME_TAKEN: { status: 409, message: '이미 가입된 이메일입니다.' },
  REQUIRED_TERMS_NOT_ACCEPTED: { status: 400, message: '필수 약관에 동의해주세요.' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: '현재 비밀번호가 올바르지 않습니다.' },
  PASSWORD_UNCHANGED: { status: 400, message: '새 비밀번호가 현재 비밀번호와 같습니다.' },
  PASSWORD_TOO_WEAK: {
    status: 400,
    message:
      '비밀번호가 너무 쉽습니다. 서로 관계없는 단어 3~4개를 이어 12자 이상으로 만들어주세요. 단어 사이에 숫자나 기호를 넣으면 더 안전합니다.',
  },
  VERIFICATION_LINK_INVALID: { status: 400, message: '인증 링크가 올바르지 않거나 이미 사용되었습니다.' },
  VERIFICATION_LINK_EXPIRED: {
    status: 400,
    message: '인증 링크가 만료되었습니다. 인증 메일을 다시 받아주세요.',
  },
  ALREADY_VERIFIED: { status: 409, message: '이미 이메일 인증을 마친 계정입니다.' },
  // Brute-force protection per account (the message names the time; these are the fallbacks).
  LOGIN_THROTTLED: {
    status: 429,
    message: '로그인 실패가 반복되어 잠시 기다려야 합니다. 잠시 후 다시 시도해주세요.',
  },
  ACCOUNT_LOCKED: {
    status: 429,
    message: '로그인 실패가 여러 번 반복되어 계정이 잠시 잠겼습니다. 잠시 후 다시 시도해주세요.',
  },
  MAIL_LIMITED: { status: 429, message: '메일을 너무 자주 요청했습니다. 잠시 후 다시 시도해주세요.' },

  // Product rules (packages/domain). Thrown as DomainError by the pure rules; the server answers them as is.
  OPTION_GROUP_LIMIT_EXCEEDED: { status: 400, message: '옵션 그룹은 최대 3개까지 사용할 수 있습니다.' },
  OPTION_NAME_INVALID: { status: 400, message: '옵션명이 올바르지 않습니다.' },
  OPTION_NAME_DUPLICATE: { status: 400, message: '같은 옵션 그룹에 이름이 같은 옵션이 있습니다.' },
  INVALID_PRICE: { status: 400, message: '가격 형식이 올바르지 않습니다.' },
  UNSUPPORTED_CURRENCY: { status: 400, message: '지원하지 않는 통화입니다.' },
  PRICE_SETTINGS_INVALID: { status: 400, message: '가격 설정이 올바르지 않습니다.' },
  PRICE_CURRENCY_MISMATCH: { status: 400, message: '가격 설정의 통화와 상품의 통화가 다릅니다.' },
  REPRICE_NOTHING_SELECTED: { status: 400, message: '가격을 다시 계산할 상품을 선택해주세요.' },
  EXCHANGE_RATE_UNAVAILABLE: {
    status: 502,
    message: '환율 정보를 가져오지 못했습니다. 저장한 기준 환율로 가격을 계산합니다.',
  },
  NAME_OPTIONS_INVALID: { status: 400, message: '상품명 설정이 올바르지 않습니다.' },
  IMAGE_TYPE_NOT_ALLOWED: { status: 415, message: 'jpeg, jpg, png 이미지만 업로드할 수 있습니다.' },
  IMAGE_TOO_LARGE: { status: 413, message: '이미지는 200MB(209715200바이트)까지 업로드할 수 있습니다.' },
  IMAGE_EMPTY: { status: 400, message: '빈 파일은 업로드할 수 없습니다.' },
  // A multipart body the parser cannot read: cut off, without its boundary, or with parts past the limits.
  MULTIPART_MALFORMED: {
    status: 400,
    message: '업로드 요청의 형식이 올바르지 않습니다. 파일을 다시 선택해 업로드해주세요.',
  },
  MULTIPART_TOO_MANY_PARTS: {
    status: 400,
    message: '한 번에 보낼 수 있는 파일이나 항목 수를 넘었습니다.',
  },
  BULK_TEXT_CHANGE_INVALID: {
    status: 400,
    message: '변경 방식(Slogan 또는 Replace)과 두 단어를 모두 입력해주세요.',
  },
  PRODUCT_INVALID: { status: 400, message: '상품 정보가 올바르지 않습니다.' },
  // Stored text over its limit once cleaned (assertStoredLength names the field and both lengths).
  CONTENT_TOO_LONG: { status: 400, message: '내용이 너무 깁니다. 줄여서 다시 저장해주세요.' },
  // A save based on an older load of the product: the other edit is kept, this one is refused.
  PRODUCT_EDIT_CONFLICT: {
    status: 409,
    message: '다른 창에서 먼저 수정되었습니다. 새로 불러온 뒤 다시 저장해주세요.',
  },
  MAIN_IMAGE_NOT_OWNED: {
    status: 400,
    message: '이 상품의 이미지나 내 이미지 저장소의 이미지만 대표 이미지로 쓸 수 있습니다.',
  },
  BULK_NOTHING_SELECTED: { status: 400, message: '선택한 상품 중 작업할 상품이 없습니다.' },
  TRANSLATOR_NOT_CONFIGURED: {
    status: 400,
    message: '번역기가 설정되지 않아 다시 번역할 수 없습니다. 관리자에게 번역 API 설정을 요청해주세요.',
  },

  // Collection.
  COLLECTION_LIMIT_EXCEEDED: {
    status: 403,
    message: '수집 가능한 상품 수를 넘었습니다. 요금제를 확인해주세요.',
  },
  NO_COLLECTABLE_LINKS: { status: 400, message: '수집할 수 있는 상품 링크가 없습니다.' },
  WORK_NOT_FOUND: { status: 404, message: '존재하지 않는 작업 번호입니다.' },
  SOURCE_SEARCH_FAILED: { status: 502, message: '검색 결과를 가져오지 못했습니다.' },
  // Keyword tool and tags.
  KEYWORD_API_NOT_SET: {
    status: 400,
    message: '키워드 API 설정에서 네이버 검색광고 API 키를 먼저 저장해주세요.',
  },
  KEYWORD_API_SECRET_REQUIRED: { status: 400, message: '검색광고 API 비밀키를 입력해주세요.' },
  KEYWORD_API_REFUSED: {
    status: 400,
    message: '검색광고 API가 요청을 거절했습니다. 키 설정을 확인해주세요.',
  },
  KEYWORD_API_UNAVAILABLE: {
    status: 502,
    message: '검색광고 API가 응답하지 않습니다. 잠시 후 다시 시도해주세요.',
  },
  TAGS_INVALID: { status: 400, message: '태그가 마켓의 태그 규칙에 맞지 않습니다.' },

  // Market accounts.
  MARKET_ACCOUNT_NOT_FOUND: { status: 404, message: '마켓 계정을 찾을 수 없습니다.' },
  MARKET_ACCOUNT_LABEL_TAKEN: { status: 409, message: '같은 마켓에 같은 이름의 계정이 이미 있습니다.' },
  MARKET_SETTINGS_INVALID: { status: 400, message: '마켓 계정 정보가 올바르지 않습니다.' },
  MARKET_NOT_SUPPORTED: { status: 400, message: '아직 연결할 수 없는 마켓입니다.' },
  MARKET_CLOSED: { status: 400, message: '현재 연결할 수 없는 마켓입니다.' },
  MARKET_LOOKUP_FAILED: {
    status: 502,
    message: '마켓에서 정보를 가져오지 못했습니다. 마켓 계정 설정을 확인해주세요.',
  },
  MARKET_UNAVAILABLE: {
    status: 503,
    message: '마켓이 잠시 응답하지 않습니다. 잠시 후 다시 시도해주세요.',
  },
  MARKET_ACCOUNT_REQUIRED: { status: 400, message: '이 마켓의 계정을 먼저 연결해주세요.' },

  // Market templates.
  TEMPLATE_NOT_FOUND: { status: 404, message: '템플릿을 찾을 수 없습니다.' },
  TEMPLATE_INVALID: { status: 400, message: '템플릿 내용이 올바르지 않습니다.' },

  // Categories.
  CATEGORY_NOT_FOUND: {
    status: 404,
    message: '카테고리를 찾을 수 없습니다. 카테고리를 다시 불러온 뒤 선택해주세요.',
  },
  CATEGORY_NOT_LEAF: { status: 400, message: '최하위 카테고리를 선택해주세요.' },
  CATEGORY_CACHE_EMPTY: {
    status: 409,
    message: '마켓 카테고리를 아직 불러오지 않았습니다. 카테고리 불러오기를 먼저 해주세요.',
  },
  CATEGORY_REFRESH_RUNNING: {
    status: 409,
    message: '이 마켓의 카테고리를 불러오는 중입니다. 잠시 후 다시 시도해주세요.',
  },
  // The cache is being filled in the background: the client waits Retry-After and asks again.
  CATEGORY_CACHE_LOADING: {
    status: 503,
    message: '카테고리를 불러오는 중입니다. 잠시 후 다시 시도해주세요.',
  },
  USER_CATEGORY_NOT_FOUND: { status: 404, message: '내 카테고리를 찾을 수 없습니다.' },
  USER_CATEGORY_EXISTS: { status: 409, message: '이미 추가한 카테고리입니다.' },
  // Uploads.
  UPLOAD_ACCOUNT_MARKET_MISMATCH: { status: 400, message: '선택한 마켓 계정이 그 마켓의 계정이 아닙니다.' },
  UPLOAD_NO_PRODUCTS: { status: 400, message: '올릴 상품이 없습니다. 상품을 선택해주세요.' },
  UPLOAD_TEMPLATE_INVALID: {
    status: 400,
    message: '함께 보낸 템플릿이 올바르지 않습니다. 템플릿 설정을 확인해주세요.',
  },
  // An upload item whose product another work is pushing to the same account: it waits (the pipeline's
  // retry) and then updates the listing that work made.
  UPLOAD_LISTING_BEING_PUSHED: {
    status: 409,
    message: '다른 업로드 작업이 이 계정에 이 상품을 등록하는 중입니다. 그 작업이 끝난 뒤 다시 시도합니다.',
  },
  // Source price and stock sync; listing images.
  SOURCE_SYNC_NOTHING_LISTED: {
    status: 400,
    message: '마켓에 등록된 상품이 없어 원본 동기화를 할 수 없습니다. 먼저 상품을 마켓에 올려주세요.',
  },
  SOURCE_SYNC_RUNNING: {
    status: 409,
    message: '원본 동기화가 이미 진행 중입니다. 끝난 뒤 다시 시작해주세요.',
  },
  LISTING_IMAGE_PUSH_FAILED: { status: 502, message: '마켓에 이미지를 보내지 못했습니다.' },
  LISTING_IMAGE_NO_DRAFT: {
    status: 409,
    message:
      '이 상품의 업로드 설정(상품 또는 템플릿)을 찾을 수 없어 이미지를 바꿀 수 없습니다. 상품을 다시 업로드해주세요.',
  },
  LISTING_IMAGE_INVALID: {
    status: 400,
    message: '이 상품의 이미지나 내 이미지 저장소의 이미지만 사용할 수 있습니다.',
  },
  // Product control (listings on the markets).
  LISTING_NOT_FOUND: { status: 404, message: '마켓 상품을 찾을 수 없습니다.' },
  LISTING_PAGE_TOO_DEEP: {
    status: 400,
    message:
      '페이지 번호로는 앞쪽 10,000개까지 볼 수 있습니다. 다음 페이지로 이어서 보거나 검색 조건을 좁혀주세요.',
  },
  LISTING_NOT_COUPANG: { status: 400, message: '쿠팡 상품이 아닙니다.' },
  COUPANG_NOT_APPROVED: {
    status: 409,
    message: '쿠팡 승인 전인 상품입니다. 승인이 끝나면 구매 페이지 주소가 생깁니다.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorReason = keyof typeof ERRORS;

/** The error body every failed call answers with (spec §3 "Error object from calls"). */
export type ApiErrorBody = { code: number; message: string; reason?: ErrorReason | string };

/** 401 reasons after which the client logs out instead of refreshing (spec §4). */
export const LOGOUT_REASONS: readonly ErrorReason[] = [
  'TOKEN_MISSING',
  'TOKEN_INVALID',
  'TOKEN_SIGNATURE_INVALID',
  'TOKEN_AUDIENCE_INVALID',
];

/**
 * A broken business rule the caller must stop on (too many option groups, an unreadable price, ...).
 * `reason` is a catalogue key; the server answers `{ code: ERRORS[reason].status, message, reason }`.
 * The message defaults to the catalogue text; rules pass a more precise Korean sentence when they have one.
 */
export class DomainError extends Error {
  readonly reason: ErrorReason;
  readonly status: number;

  constructor(reason: ErrorReason, message: string = ERRORS[reason].message) {
    super(message);
    this.name = 'DomainError';
    this.reason = reason;
    this.status = ERRORS[reason].status;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** Texts of the UI dialogs of spec §8 that are not server errors. */
export const UI_TEXT = {
  PAGE_NOT_FOUND: '존재하지않는 페이지 입니다',
  UNAUTHORIZED_TITLE: 'Unauthorized Access Attempt',
  UNAUTHORIZED_BODY: 'you are not authorized to view the page you are trying to access',
  ERROR_TITLE: '오류',
  SUCCESS_TITLE: '성공',
  SUCCESS_MESSAGE: '성공하였습니다.',
  CLOSE_WINDOW: '창 닫기',
  KEEP_WINDOW: '유지',
} as const;
