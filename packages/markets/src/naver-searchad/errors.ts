/**
 * What can go wrong asking the keyword tool, in Sellerdesk's words. `detail` keeps the service's own
 * text for logs (it never holds the secret key); `message` tells the seller what to do, in Korean.
 */
export type KeywordToolErrorCode = 'AUTH' | 'RATE_LIMITED' | 'INVALID_INPUT' | 'UNAVAILABLE';

export class KeywordToolError extends Error {
  readonly code: KeywordToolErrorCode;
  readonly transient: boolean;
  readonly retryAfterSeconds: number | null;
  readonly status: number | null;
  readonly detail: string;

  constructor(init: {
    code: KeywordToolErrorCode;
    message: string;
    detail?: string;
    status?: number | null;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'KeywordToolError';
    this.code = init.code;
    this.transient = init.code === 'RATE_LIMITED' || init.code === 'UNAVAILABLE';
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.status = init.status ?? null;
    this.detail = init.detail ?? '';
  }
}

export function isKeywordToolError(error: unknown): error is KeywordToolError {
  return error instanceof KeywordToolError;
}

/** The service's problem types (`urn:naver:api:problem:<type>`) mapped to what the seller should fix. */
const PROBLEM_MESSAGES: Readonly<Record<string, string>> = {
  'invalid-signature': '검색광고 API 비밀키가 올바르지 않습니다. 키워드 API 설정을 확인해주세요.',
  'invalid-apikey': '검색광고 API 액세스라이선스가 올바르지 않습니다. 키워드 API 설정을 확인해주세요.',
  'auth-failed':
    '검색광고 API 인증에 실패했습니다. 고객 ID와 액세스라이선스가 같은 계정의 것인지 확인해주세요.',
  'invalid-timestamp': '서버 시각이 맞지 않아 검색광고 API가 요청을 거절했습니다. 잠시 후 다시 시도해주세요.',
};

type ProblemBody = { type?: unknown; title?: unknown; detail?: unknown; code?: unknown; message?: unknown };

/** A non-200 answer → KeywordToolError (Korean message, vendor text kept as detail). */
export function keywordToolFailure(
  status: number,
  bodyText: string,
  retryAfter: number | null,
): KeywordToolError {
  let body: ProblemBody = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null) {
      body = parsed as ProblemBody;
    }
  } catch {
    // An HTML gateway page: the status says enough.
  }
  const problem = typeof body.type === 'string' ? body.type.replace(/^urn:naver:api:problem:/, '') : '';
  const detail = [body.title, body.detail, body.message, body.code]
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join(' ')
    .slice(0, 300);
  if (status === 429) {
    return new KeywordToolError({
      code: 'RATE_LIMITED',
      status,
      retryAfterSeconds: retryAfter ?? 1,
      detail: detail || 'Too Many Requests',
      message: `검색광고 API 호출이 많아 잠시 막혔습니다. ${retryAfter ?? 1}초 후 다시 시도해주세요.`,
    });
  }
  if (status === 401 || status === 403) {
    return new KeywordToolError({
      code: 'AUTH',
      status,
      detail,
      message:
        PROBLEM_MESSAGES[problem] ??
        '검색광고 API 인증에 실패했습니다. 고객 ID, 액세스라이선스, 비밀키를 확인해주세요.',
    });
  }
  if (status === 400) {
    return new KeywordToolError({
      code: 'INVALID_INPUT',
      status,
      detail,
      message:
        '검색광고 API가 요청을 거절했습니다. 키워드를 확인해주세요. (띄어쓰기·특수문자 제외, 최대 5개)',
    });
  }
  return new KeywordToolError({
    code: 'UNAVAILABLE',
    status,
    detail,
    message: `검색광고 API가 응답하지 않습니다. 잠시 후 다시 시도해주세요. (HTTP ${status})`,
  });
}
