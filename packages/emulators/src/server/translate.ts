import { pseudoTranslate, pseudoTranslateHtml } from '../translate/pseudo';
import { bodyFields, first, header, json } from './http';
import type { Reply, RequestContext } from './http';
import type { EmulatorState } from './state';

/**
 * Papago (NAVER Cloud NMT), DeepL and Google Cloud Translation v2, each checking its own auth, required
 * fields and documented limits, and answering its own success and error bodies.
 */

const PAPAGO_LANGUAGES = new Set([
  'ko',
  'en',
  'ja',
  'zh-CN',
  'zh-TW',
  'vi',
  'th',
  'id',
  'fr',
  'es',
  'ru',
  'de',
  'it',
]);
const PAPAGO_MAX_TEXT = 5000;

function papagoError(state: EmulatorState, status: number, errorCode: string, message: string): Reply {
  state.stats.rejected++;
  return json(status, { error: { errorCode, message } });
}

export function handlePapago(context: RequestContext, state: EmulatorState): Reply | null {
  if (context.url.pathname !== '/papago/nmt/v1/translation') {
    return null;
  }
  if (context.method !== 'POST') {
    return papagoError(state, 404, '300', 'Not Found Exception');
  }
  const credentials = state.credentials.papago;
  if (
    header(context, 'x-ncp-apigw-api-key-id') !== credentials.keyId ||
    header(context, 'x-ncp-apigw-api-key') !== credentials.key
  ) {
    return papagoError(state, 401, '200', 'Authentication Failed');
  }
  const forced = state.take('papago');
  if (forced === 'quota') {
    return papagoError(state, 429, '400', 'Quota Exceeded');
  }
  if (forced === 'rate-limited') {
    return papagoError(state, 429, '420', 'Rate Limited');
  }
  if (forced === 'unavailable') {
    return papagoError(state, 503, '500', 'Endpoint Error');
  }
  const { fields, error } = bodyFields(context);
  if (error) {
    return papagoError(state, 400, '100', 'Bad Request Exception');
  }
  const source = first(fields, 'source');
  const target = first(fields, 'target');
  const text = first(fields, 'text');
  if (typeof source !== 'string' || !source) {
    return papagoError(state, 400, 'N2MT01', 'source parameter is needed');
  }
  if (!PAPAGO_LANGUAGES.has(source) && source !== 'auto') {
    return papagoError(state, 400, 'N2MT02', 'Unsupported source language');
  }
  if (typeof target !== 'string' || !target) {
    return papagoError(state, 400, 'N2MT03', 'target parameter is needed');
  }
  if (!PAPAGO_LANGUAGES.has(target)) {
    return papagoError(state, 400, 'N2MT04', 'Unsupported target language');
  }
  if (source === target) {
    return papagoError(state, 400, 'N2MT05', 'source and target must be different');
  }
  if (typeof text !== 'string' || !text) {
    return papagoError(state, 400, 'N2MT07', 'text parameter is needed');
  }
  if (text.length > PAPAGO_MAX_TEXT) {
    return papagoError(state, 400, 'N2MT08', 'text parameter exceeds max length');
  }
  state.stats.translatedCharacters.papago += text.length;
  state.stats.translationBatches.papago.push(text.split('\n').length);
  return json(200, {
    message: {
      '@type': 'response',
      '@service': 'naverservice.nmt.proxy',
      '@version': '1.0.0',
      result: {
        srcLangType: source === 'auto' ? 'zh-CN' : source,
        tarLangType: target,
        translatedText: pseudoTranslate(text),
        engineType: 'N2MT',
      },
    },
  });
}

const DEEPL_TARGETS = new Set([
  'KO',
  'EN',
  'EN-US',
  'EN-GB',
  'JA',
  'ZH',
  'ZH-HANS',
  'ZH-HANT',
  'DE',
  'FR',
  'ES',
]);
const DEEPL_SOURCES = new Set(['KO', 'EN', 'JA', 'ZH', 'DE', 'FR', 'ES']);
const DEEPL_MAX_TEXTS = 50;
const DEEPL_MAX_BODY = 128 * 1024;

function deeplError(state: EmulatorState, status: number, message: string): Reply {
  state.stats.rejected++;
  return json(status, { message });
}

export function handleDeepl(context: RequestContext, state: EmulatorState): Reply | null {
  const free = context.url.pathname === '/deepl-free/v2/translate';
  if (!free && context.url.pathname !== '/deepl/v2/translate') {
    return null;
  }
  if (context.method !== 'POST') {
    return deeplError(state, 405, 'Method Not Allowed');
  }
  const authorization = header(context, 'authorization');
  const key = /^DeepL-Auth-Key\s+(\S+)$/.exec(authorization)?.[1];
  if (!key) {
    const legacy =
      context.url.searchParams.has('auth_key') || context.body.toString('utf8').includes('auth_key');
    return deeplError(
      state,
      403,
      legacy
        ? 'Legacy authentication via auth_key is not supported. Use the Authorization header.'
        : 'Authorization failure, check auth_key',
    );
  }
  const { proKey, freeKey } = state.credentials.deepl;
  if (key !== proKey && key !== freeKey) {
    return deeplError(state, 403, 'Authorization failure, check auth_key');
  }
  // Free keys (":fx") work only on the free host and Pro keys only on the Pro host.
  if (key.endsWith(':fx') !== free) {
    return deeplError(
      state,
      403,
      `Wrong endpoint. Use ${free ? 'https://api.deepl.com' : 'https://api-free.deepl.com'}`,
    );
  }
  const forced = state.take('deepl');
  if (forced === 'quota') {
    return deeplError(state, 456, 'Quota exceeded');
  }
  if (forced === 'rate-limited') {
    return deeplError(state, 429, 'Too many requests');
  }
  if (forced === 'unavailable') {
    return deeplError(state, 503, 'Service temporarily unavailable');
  }
  if (context.body.length > DEEPL_MAX_BODY) {
    return deeplError(state, 413, 'Request Entity Too Large');
  }
  const { fields, error } = bodyFields(context);
  if (error) {
    return deeplError(state, 400, 'Bad request. Reason: could not parse the request body');
  }
  const texts = fields.get('text');
  if (!texts || texts.length === 0) {
    return deeplError(state, 400, "Parameter 'text' not specified.");
  }
  if (texts.some((t) => typeof t !== 'string')) {
    return deeplError(state, 400, "Value for 'text' not supported.");
  }
  if (texts.length > DEEPL_MAX_TEXTS) {
    return deeplError(state, 400, `Too many texts. At most ${DEEPL_MAX_TEXTS} texts per request.`);
  }
  const target = first(fields, 'target_lang');
  if (typeof target !== 'string' || !target) {
    return deeplError(state, 400, "Parameter 'target_lang' not specified.");
  }
  if (!DEEPL_TARGETS.has(target.toUpperCase())) {
    return deeplError(state, 400, "Value for 'target_lang' not supported.");
  }
  const source = first(fields, 'source_lang');
  if (source !== undefined && (typeof source !== 'string' || !DEEPL_SOURCES.has(source.toUpperCase()))) {
    return deeplError(state, 400, "Value for 'source_lang' not supported.");
  }
  const strings = texts as string[];
  state.stats.translatedCharacters.deepl += strings.reduce((sum, t) => sum + t.length, 0);
  state.stats.translationBatches.deepl.push(strings.length);
  return json(200, {
    translations: strings.map((text) => ({
      detected_source_language: typeof source === 'string' ? source.toUpperCase() : 'ZH',
      text: pseudoTranslate(text),
    })),
  });
}

const GOOGLE_LANGUAGES = new Set(['ko', 'en', 'ja', 'zh', 'zh-CN', 'zh-TW', 'vi', 'th', 'de', 'fr', 'es']);
const GOOGLE_MAX_SEGMENTS = 128;
const GOOGLE_MAX_CHARACTERS = 30_000;

function googleError(
  state: EmulatorState,
  status: number,
  message: string,
  reason: string,
  statusText: string,
  extra: Record<string, unknown> = {},
): Reply {
  state.stats.rejected++;
  return json(status, {
    error: {
      code: status,
      message,
      errors: [{ message, domain: 'global', reason }],
      status: statusText,
      ...extra,
    },
  });
}

export function handleGoogle(context: RequestContext, state: EmulatorState): Reply | null {
  if (context.url.pathname !== '/google/language/translate/v2') {
    return null;
  }
  if (context.method !== 'POST' && context.method !== 'GET') {
    return googleError(state, 405, 'Method Not Allowed', 'methodNotAllowed', 'INVALID_ARGUMENT');
  }
  const key = context.url.searchParams.get('key');
  if (!key) {
    return googleError(
      state,
      403,
      'The request is missing a valid API key.',
      'forbidden',
      'PERMISSION_DENIED',
    );
  }
  if (key !== state.credentials.google.apiKey) {
    return googleError(
      state,
      400,
      'API key not valid. Please pass a valid API key.',
      'badRequest',
      'INVALID_ARGUMENT',
      {
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'translate.googleapis.com' },
          },
        ],
      },
    );
  }
  const forced = state.take('google');
  if (forced === 'rate-limited' || forced === 'quota') {
    return googleError(
      state,
      429,
      "Quota exceeded for quota metric 'v2 and v3 general model characters'",
      'rateLimitExceeded',
      'RESOURCE_EXHAUSTED',
    );
  }
  if (forced === 'unavailable') {
    return googleError(state, 503, 'The service is currently unavailable.', 'backendError', 'UNAVAILABLE');
  }
  const parsed =
    context.method === 'GET'
      ? { fields: new Map<string, unknown[]>(), error: undefined }
      : bodyFields(context);
  if (parsed.error) {
    return googleError(state, 400, 'Invalid JSON payload received.', 'parseError', 'INVALID_ARGUMENT');
  }
  const fields = parsed.fields;
  for (const [name, value] of context.url.searchParams) {
    if (name !== 'key') {
      fields.set(name, [...(fields.get(name) ?? []), value]);
    }
  }
  const q = (fields.get('q') ?? []).filter((v): v is string => typeof v === 'string');
  if (q.length === 0) {
    return googleError(state, 400, 'Required Text', 'required', 'INVALID_ARGUMENT');
  }
  const target = first(fields, 'target');
  if (typeof target !== 'string' || !target) {
    return googleError(state, 400, 'Required Target', 'required', 'INVALID_ARGUMENT');
  }
  if (!GOOGLE_LANGUAGES.has(target)) {
    return googleError(state, 400, 'Invalid Value', 'invalid', 'INVALID_ARGUMENT');
  }
  const source = first(fields, 'source');
  if (source !== undefined && (typeof source !== 'string' || !GOOGLE_LANGUAGES.has(source))) {
    return googleError(state, 400, 'Invalid Value', 'invalid', 'INVALID_ARGUMENT');
  }
  const format = first(fields, 'format') ?? 'html';
  if (format !== 'html' && format !== 'text') {
    return googleError(state, 400, 'Invalid Value', 'invalid', 'INVALID_ARGUMENT');
  }
  if (q.length > GOOGLE_MAX_SEGMENTS) {
    return googleError(state, 400, 'Too many text segments', 'invalid', 'INVALID_ARGUMENT');
  }
  const characters = q.reduce((sum, t) => sum + t.length, 0);
  if (characters > GOOGLE_MAX_CHARACTERS) {
    return googleError(state, 400, 'Text too long', 'invalid', 'INVALID_ARGUMENT');
  }
  state.stats.translatedCharacters.google += characters;
  state.stats.translationBatches.google.push(q.length);
  const translate = format === 'html' ? pseudoTranslateHtml : pseudoTranslate;
  return json(200, {
    data: {
      translations: q.map((text) => ({
        translatedText: translate(text),
        ...(source === undefined ? { detectedSourceLanguage: 'zh-CN' } : {}),
      })),
    },
  });
}
