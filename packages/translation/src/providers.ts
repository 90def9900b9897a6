import { BatchingTranslator } from './batching';
import type { BatchLimits } from './batching';
import { joinUrl } from '@sellerdesk/outbound';
import type { Fetcher } from '@sellerdesk/outbound';
import { field, post } from './http';
import type { ProviderResponse } from './http';
import { TranslationError } from './port';
import type { SourceLanguage, TranslationErrorKind } from './port';

/**
 * Papago NMT on NAVER Cloud: POST {base}/nmt/v1/translation with the API gateway key headers and
 * `{ source, target, text }`; one text of at most 5,000 characters per call. Short texts are joined with
 * newlines into one call and split back (the engine keeps line breaks); if the line count ever differs,
 * that batch is retried one text per call.
 */
export class PapagoTranslator extends BatchingTranslator {
  readonly provider = 'papago' as const;
  protected readonly limits: BatchLimits = { maxTexts: 100, maxChars: 5000 };
  private readonly base: string;

  constructor(
    fetcher: Fetcher,
    private readonly keyId: string,
    private readonly key: string,
    baseUrl = 'https://papago.apigw.ntruss.com',
  ) {
    super(fetcher);
    this.base = baseUrl;
  }

  protected async translateBatch(texts: string[], source: SourceLanguage): Promise<string[]> {
    const joinable = texts.every((t) => !t.includes('\n'));
    const joined = texts.join('\n');
    if (joinable && texts.length > 1 && joined.length <= this.limits.maxChars) {
      const lines = (await this.call(joined, source)).split('\n');
      if (lines.length === texts.length) {
        return lines;
      }
    }
    const result: string[] = [];
    for (const text of texts) {
      result.push(await this.call(text, source));
    }
    return result;
  }

  private async call(text: string, source: SourceLanguage): Promise<string> {
    const response = await post(
      this.fetcher,
      'papago',
      joinUrl(this.base, '/nmt/v1/translation'),
      {
        'X-NCP-APIGW-API-KEY-ID': this.keyId,
        'X-NCP-APIGW-API-KEY': this.key,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      JSON.stringify({ source: PAPAGO_LANGUAGES[source], target: 'ko', text }),
    );
    if (response.status !== 200) {
      throw papagoError(response);
    }
    const translated = field(response.json, 'message', 'result', 'translatedText');
    if (typeof translated !== 'string') {
      throw new TranslationError('invalid_response', 'papago', response.body.slice(0, 200));
    }
    return translated;
  }
}

const PAPAGO_LANGUAGES: Record<SourceLanguage, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

function papagoError(response: ProviderResponse): TranslationError {
  // Gateway errors: { error: { errorCode: "200", message } }; engine errors use N2MT codes.
  const code = String(field(response.json, 'error', 'errorCode') ?? field(response.json, 'errorCode') ?? '');
  const text = String(field(response.json, 'error', 'message') ?? field(response.json, 'errorMessage') ?? '');
  const detail = `HTTP ${response.status} ${code} ${text}`.trim();
  let kind: TranslationErrorKind;
  if (response.status === 401 || code === '200' || code === '210') {
    kind = 'auth';
  } else if (response.status === 429) {
    kind = code === '400' ? 'quota' : 'rate_limited';
  } else if (response.status >= 500 || code === 'N2MT99') {
    kind = 'unavailable';
  } else {
    kind = 'bad_request';
  }
  return new TranslationError(kind, 'papago', detail);
}

/**
 * DeepL: POST {base}/v2/translate, `Authorization: DeepL-Auth-Key …`, JSON `{ text: [...], target_lang:
 * 'KO', source_lang: 'ZH' }`; at most 50 texts and 128 KiB per request. Free keys (ending ":fx") belong
 * to the free host.
 */
export class DeeplTranslator extends BatchingTranslator {
  readonly provider = 'deepl' as const;
  // 30,000 Chinese characters are about 90 KB of UTF-8: inside the 128 KiB body limit with JSON overhead.
  protected readonly limits: BatchLimits = { maxTexts: 50, maxChars: 30_000 };
  private readonly base: string;

  constructor(
    fetcher: Fetcher,
    private readonly authKey: string,
    baseUrl?: string,
  ) {
    super(fetcher);
    this.base = baseUrl ?? (authKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
  }

  protected async translateBatch(texts: string[], source: SourceLanguage): Promise<string[]> {
    const response = await post(
      this.fetcher,
      'deepl',
      joinUrl(this.base, '/v2/translate'),
      {
        Authorization: `DeepL-Auth-Key ${this.authKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      JSON.stringify({ text: texts, target_lang: 'KO', source_lang: source.toUpperCase() }),
    );
    if (response.status !== 200) {
      throw deeplError(response);
    }
    const translations = field(response.json, 'translations');
    if (!Array.isArray(translations) || translations.some((t) => typeof field(t, 'text') !== 'string')) {
      throw new TranslationError('invalid_response', 'deepl', response.body.slice(0, 200));
    }
    return translations.map((t) => field(t, 'text') as string);
  }
}

function deeplError(response: ProviderResponse): TranslationError {
  const detail = `HTTP ${response.status} ${String(field(response.json, 'message') ?? response.body.slice(0, 200))}`;
  const { status } = response;
  const kind: TranslationErrorKind =
    status === 403 || status === 401
      ? 'auth'
      : status === 456
        ? 'quota'
        : status === 429
          ? 'rate_limited'
          : status >= 500
            ? 'unavailable'
            : 'bad_request';
  return new TranslationError(kind, 'deepl', detail);
}

/**
 * Google Cloud Translation v2 (API key): POST {base}/language/translate/v2?key=… with a form body of
 * repeated `q`, `source`, `target`, `format=text`; at most 128 segments per request.
 */
export class GoogleTranslator extends BatchingTranslator {
  readonly provider = 'google' as const;
  protected readonly limits: BatchLimits = { maxTexts: 128, maxChars: 5000 };
  private readonly base: string;

  constructor(
    fetcher: Fetcher,
    private readonly apiKey: string,
    baseUrl = 'https://translation.googleapis.com',
  ) {
    super(fetcher);
    this.base = baseUrl;
  }

  protected async translateBatch(texts: string[], source: SourceLanguage): Promise<string[]> {
    const body = new URLSearchParams();
    for (const text of texts) {
      body.append('q', text);
    }
    body.set('source', GOOGLE_LANGUAGES[source]);
    body.set('target', 'ko');
    body.set('format', 'text');
    const response = await post(
      this.fetcher,
      'google',
      joinUrl(this.base, `/language/translate/v2?key=${encodeURIComponent(this.apiKey)}`),
      { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body.toString(),
    );
    if (response.status !== 200) {
      throw googleError(response);
    }
    const translations = field(response.json, 'data', 'translations');
    if (
      !Array.isArray(translations) ||
      translations.some((t) => typeof field(t, 'translatedText') !== 'string')
    ) {
      throw new TranslationError('invalid_response', 'google', response.body.slice(0, 200));
    }
    return translations.map((t) => field(t, 'translatedText') as string);
  }
}

const GOOGLE_LANGUAGES: Record<SourceLanguage, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };

function googleError(response: ProviderResponse): TranslationError {
  const message = String(field(response.json, 'error', 'message') ?? '');
  const reason = String(field(response.json, 'error', 'errors', 0, 'reason') ?? '');
  const detailReason = String(field(response.json, 'error', 'details', 0, 'reason') ?? '');
  const detail = `HTTP ${response.status} ${reason || detailReason} ${message}`.trim();
  const { status } = response;
  let kind: TranslationErrorKind;
  if (detailReason === 'API_KEY_INVALID' || /API key not valid|missing a valid API key/i.test(message)) {
    kind = 'auth';
  } else if (status === 429 || /rateLimitExceeded|userRateLimitExceeded/.test(reason)) {
    kind = 'rate_limited';
  } else if (/dailyLimitExceeded|quotaExceeded/.test(reason)) {
    kind = 'quota';
  } else if (status === 401 || status === 403) {
    kind = 'auth';
  } else if (status >= 500) {
    kind = 'unavailable';
  } else {
    kind = 'bad_request';
  }
  return new TranslationError(kind, 'google', detail);
}
