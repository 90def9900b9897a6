import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ko } from './locales/ko';

export const resources = { ko: { translation: ko } } as const;

/**
 * The interface is Korean whatever language is chosen in the settings (spec: English and Spanish strings
 * are leftovers); only Korean resources exist, so every `t()` call resolves to Korean.
 */
void i18n.use(initReactI18next).init({
  lng: 'ko',
  fallbackLng: 'ko',
  resources,
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});

export default i18n;
