import type { ko } from './locales/ko';

// Typed `t()` keys cover every area, including those registered when their screen loads (`addTexts`).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ko };
  }
}
