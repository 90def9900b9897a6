import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { nextMenuState } from './menu-states';
import {
  clearPreferences,
  DEFAULT_PREFERENCES,
  effectiveDirection,
  PREFERENCE_STORAGE_KEYS,
  readPreferences,
  writePreference,
} from './preferences';

describe('ui preferences', () => {
  it('defaults: light.blueolympic, rounded, direction from config, full menu', () => {
    const preferences = readPreferences(memoryStorage());
    expect(preferences).toEqual(DEFAULT_PREFERENCES);
    expect(preferences).toMatchObject({
      theme: 'light.blueolympic',
      radius: 'rounded',
      direction: null,
      menuState: 'full',
    });
    expect(effectiveDirection(preferences, 'rtl')).toBe('rtl');
    expect(effectiveDirection(preferences, 'ltr')).toBe('ltr');
  });

  it('remembers every choice in localStorage and reads it back', () => {
    const storage = memoryStorage();
    writePreference(storage, 'theme', 'dark.redruby');
    writePreference(storage, 'radius', 'square');
    writePreference(storage, 'direction', 'rtl');
    writePreference(storage, 'language', 'es');
    writePreference(storage, 'menuState', 'icons');
    expect(storage.dump()).toEqual({
      [PREFERENCE_STORAGE_KEYS.theme]: 'dark.redruby',
      [PREFERENCE_STORAGE_KEYS.radius]: 'square',
      [PREFERENCE_STORAGE_KEYS.direction]: 'rtl',
      [PREFERENCE_STORAGE_KEYS.language]: 'es',
      [PREFERENCE_STORAGE_KEYS.menuState]: 'icons',
    });
    expect(readPreferences(storage)).toEqual({
      theme: 'dark.redruby',
      radius: 'square',
      direction: 'rtl',
      language: 'es',
      menuState: 'icons',
    });
    // A chosen direction beats the configured default.
    expect(effectiveDirection(readPreferences(storage), 'ltr')).toBe('rtl');
  });

  it('ignores unknown stored values (except the theme, whose loader reports it)', () => {
    const storage = memoryStorage({
      [PREFERENCE_STORAGE_KEYS.theme]: 'light.nope',
      [PREFERENCE_STORAGE_KEYS.radius]: 'blobby',
      [PREFERENCE_STORAGE_KEYS.direction]: 'ttb',
      [PREFERENCE_STORAGE_KEYS.language]: 'fr',
      [PREFERENCE_STORAGE_KEYS.menuState]: 'floating',
    });
    expect(readPreferences(storage)).toEqual({ ...DEFAULT_PREFERENCES, theme: 'light.nope' });
  });

  it('language enrtl switches the layout to right-to-left whatever the direction choice', () => {
    const preferences = { ...DEFAULT_PREFERENCES, language: 'enrtl' as const, direction: 'ltr' as const };
    expect(effectiveDirection(preferences, 'ltr')).toBe('rtl');
    expect(effectiveDirection({ ...preferences, language: 'en' }, 'ltr')).toBe('ltr');
  });

  it('clearing forgets every choice', () => {
    const storage = memoryStorage({ [PREFERENCE_STORAGE_KEYS.radius]: 'square', other: 'kept' });
    clearPreferences(storage);
    expect(storage.dump()).toEqual({ other: 'kept' });
  });

  it('cycles the 4 menu states in order', () => {
    expect(nextMenuState('full')).toBe('compact');
    expect(nextMenuState('compact')).toBe('icons');
    expect(nextMenuState('icons')).toBe('hidden');
    expect(nextMenuState('hidden')).toBe('full');
  });
});
