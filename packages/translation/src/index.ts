export {
  PROVIDER_NAMES,
  TRANSLATION_ERROR_KINDS,
  TRANSLATION_PROVIDERS,
  TranslationError,
  isTranslationError,
} from './port';
export type {
  SourceLanguage,
  TranslateOptions,
  TranslationErrorKind,
  TranslationProviderName,
  TranslationResult,
  Translator,
} from './port';
export { BatchingTranslator, NoTranslator, makeBatches, needsTranslation, splitLongText } from './batching';
export type { BatchLimits } from './batching';
export { DeeplTranslator, GoogleTranslator, PapagoTranslator } from './providers';
export { createTranslator } from './factory';
export type { TranslatorConfig } from './factory';
