/** The translation port: Chinese (or English/Japanese) source text → Korean, provider-agnostic. */

export const TRANSLATION_PROVIDERS = ['papago', 'deepl', 'google', 'none'] as const;
export type TranslationProviderName = (typeof TRANSLATION_PROVIDERS)[number];

export type SourceLanguage = 'zh' | 'en' | 'ja';

export type TranslateOptions = {
  /** Language of the texts (default 'zh'). The target is always Korean. */
  source?: SourceLanguage;
};

export type TranslationResult = {
  /** One result per input text, same order. Texts that needed no translation come back unchanged. */
  texts: string[];
  provider: TranslationProviderName;
  /** True when some text is still untranslated because no provider is configured ('none'). */
  needsTranslation: boolean;
  /** Distinct texts actually sent to the provider. */
  sentCount: number;
};

export interface Translator {
  readonly provider: TranslationProviderName;
  translate(texts: readonly string[], options?: TranslateOptions): Promise<TranslationResult>;
}

export const TRANSLATION_ERROR_KINDS = [
  'config',
  'auth',
  'quota',
  'rate_limited',
  'unavailable',
  'network',
  'bad_request',
  'invalid_response',
] as const;
export type TranslationErrorKind = (typeof TRANSLATION_ERROR_KINDS)[number];

const TRANSIENT: ReadonlySet<TranslationErrorKind> = new Set(['rate_limited', 'unavailable', 'network']);

export const PROVIDER_NAMES: Record<TranslationProviderName, string> = {
  papago: '파파고',
  deepl: 'DeepL',
  google: '구글 번역',
  none: '번역',
};

function message(kind: TranslationErrorKind, provider: TranslationProviderName): string {
  const name = PROVIDER_NAMES[provider];
  switch (kind) {
    case 'config':
      return `${name} API 키가 설정되지 않았습니다. 설정에서 번역 API 정보를 입력해주세요.`;
    case 'auth':
      return `${name} API 인증에 실패했습니다. 설정의 API 키를 확인해주세요.`;
    case 'quota':
      return `${name} 사용량 한도를 초과했습니다. 한도가 초기화된 뒤 다시 시도해주세요.`;
    case 'rate_limited':
      return `${name} 요청이 너무 많아 잠시 후 다시 시도합니다.`;
    case 'unavailable':
      return `${name} 서버가 일시적으로 응답하지 않습니다. 잠시 후 다시 시도합니다.`;
    case 'network':
      return `${name} 서버에 연결하지 못했습니다. 잠시 후 다시 시도합니다.`;
    case 'bad_request':
      return `${name}가 번역 요청을 거부했습니다.`;
    case 'invalid_response':
      return `${name}의 응답을 해석하지 못했습니다.`;
  }
}

export class TranslationError extends Error {
  override readonly name = 'TranslationError';
  /** Rate limits, outages and network errors may pass on a later attempt; the rest will not. */
  readonly transient: boolean;
  constructor(
    readonly kind: TranslationErrorKind,
    readonly provider: TranslationProviderName,
    /** HTTP status and the provider's own error code/message, for logs. */
    readonly detail?: string,
  ) {
    super(message(kind, provider));
    this.transient = TRANSIENT.has(kind);
  }
}

export function isTranslationError(error: unknown): error is TranslationError {
  return error instanceof TranslationError;
}
