import { isParticlePair, particle, withParticle, type ParticlePair } from '@sellerdesk/domain/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ko } from './locales/ko';
import { account } from './locales/ko/account';
import { auth } from './locales/ko/auth';
import { common } from './locales/ko/common';
import { layout, settings } from './locales/ko/layout';
import { pages } from './locales/ko/pages';
import { start } from './locales/ko/start';

/**
 * The texts the boot and the layouts need before any screen chunk arrives (shared components, menus,
 * sign-in screens, the start screen). Every other area's texts load with the screen that shows them
 * (`addTexts`), so a new screen's texts do not grow the initial JavaScript.
 */
const bootTexts = { common, auth, account, layout, settings, start, pages } satisfies Partial<typeof ko>;

/** Korean text areas, keyed like `ko` (`collect`, `setting`, …). */
export type TextAreas = Partial<typeof ko>;

/**
 * The interface is Korean whatever language is chosen in the settings (spec: English and Spanish strings
 * are leftovers); only Korean resources exist, so every `t()` call resolves to Korean.
 */
void i18n.use(initReactI18next).init({
  lng: 'ko',
  fallbackLng: 'ko',
  resources: { ko: { translation: bootTexts } },
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});

/**
 * `{{name, josa(을/를)}}`: the word followed by the particle its last syllable takes ("G마켓을",
 * "33,000원으로"), so texts never show "을(를)" or "(으)로". `{{name, particle(을/를)}}` gives the particle
 * alone, for a word shown in quotes: `"{{name}}"{{name, particle(을/를)}}`. i18next passes the
 * parenthesised pair as an option key; the pairs are those `withParticle` knows.
 */
function particlePair(options: Record<string, unknown>): ParticlePair {
  const pair = Object.keys(options).find(isParticlePair);
  if (!pair) {
    throw new Error('josa/particle format without a particle pair such as josa(을/를)');
  }
  return pair;
}
i18n.services.formatter?.add('josa', (value: unknown, _lng, options: Record<string, unknown>) =>
  withParticle(String(value), particlePair(options)),
);
i18n.services.formatter?.add('particle', (value: unknown, _lng, options: Record<string, unknown>) =>
  particle(String(value), particlePair(options)),
);

/**
 * Registers an area's texts. Called at the top of the module that renders them (a lazy screen, a
 * settings section, a component shared by several screens), so they are present before its first
 * render; registering the same area again is harmless.
 */
export function addTexts(texts: TextAreas): void {
  i18n.addResourceBundle('ko', 'translation', texts, true, true);
}

export default i18n;
