import {
  DEFAULT_THEME,
  type Language,
  type MenuState,
  type RadiusStyle,
  type TextDirection,
  type ThemeName,
} from '../ui-constants';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../hooks/api/config';
import { errorMessage } from '../lib/api-error';
import { setFormatLanguage } from '../lib/format';
import { notify } from '../lib/notify';
import { createCssVariablesResolver, createMantineTheme } from './create-mantine-theme';
import { loadTheme, ThemeModuleNotFoundError } from './load-theme';
import { nextMenuState } from './menu-states';
import {
  clearPreferences,
  DEFAULT_PREFERENCES,
  effectiveDirection,
  writePreference,
  type PreferenceKey,
  type UiPreferences,
} from './preferences';
import type { ThemeModule } from './theme-module';
import { UiPreferencesContext, type UiPreferencesValue } from './ui-preferences-context';

/** Keeps Mantine's direction context and `<html dir>` on the effective direction. */
function DirectionSync({ direction }: { direction: TextDirection }) {
  const { setDirection } = useDirection();
  useLayoutEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}

type Props = {
  initialPreferences: UiPreferences;
  initialTheme: ThemeModule;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  children: ReactNode;
};

/** Theme, radius, direction, language and menu state: applied to Mantine and remembered in localStorage. */
export function UiPreferencesProvider({
  initialPreferences,
  initialTheme,
  storage = window.localStorage,
  children,
}: Props) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [preferences, setPreferences] = useState(initialPreferences);
  // Dates and numbers drawn in this render already follow the chosen language (idempotent module state).
  setFormatLanguage(preferences.language);
  const [theme, setThemeModule] = useState(initialTheme);
  const [themeLoading, setThemeLoading] = useState(false);
  // Only the last requested theme may win when the user clicks faster than modules arrive.
  const requestedTheme = useRef<string>(initialTheme.name);

  const update = useCallback(
    <K extends PreferenceKey>(key: K, value: UiPreferences[K]) => {
      writePreference(storage, key, value);
      setPreferences((current) => ({ ...current, [key]: value }));
    },
    [storage],
  );

  const setTheme = useCallback(
    async (name: ThemeName) => {
      requestedTheme.current = name;
      setThemeLoading(true);
      try {
        const module = await loadTheme(name);
        if (requestedTheme.current !== name) {
          return;
        }
        setThemeModule(module);
        update('theme', name);
      } catch (error) {
        const message =
          error instanceof ThemeModuleNotFoundError
            ? t('settings.theme.notFound', { name })
            : errorMessage(error);
        notify(message, { type: 'error', title: t('settings.theme.loadFailed') });
      } finally {
        if (requestedTheme.current === name) {
          setThemeLoading(false);
        }
      }
    },
    [t, update],
  );

  const direction = effectiveDirection(preferences, config.defaultDirection);

  const value = useMemo<UiPreferencesValue>(
    () => ({
      preferences,
      theme,
      direction,
      themeLoading,
      setTheme,
      setRadius: (radius: RadiusStyle) => update('radius', radius),
      setDirection: (next: TextDirection) => update('direction', next),
      setLanguage: (language: Language) => update('language', language),
      setMenuState: (state: MenuState) => update('menuState', state),
      cycleMenuState: () => update('menuState', nextMenuState(preferences.menuState)),
      reset: async () => {
        clearPreferences(storage);
        setPreferences(DEFAULT_PREFERENCES);
        await setTheme(DEFAULT_THEME);
      },
    }),
    [preferences, theme, direction, themeLoading, setTheme, update, storage],
  );

  const mantineTheme = useMemo(
    () => createMantineTheme(theme, preferences.radius),
    [theme, preferences.radius],
  );
  const cssVariablesResolver = useMemo(() => createCssVariablesResolver(theme), [theme]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme.name;
    root.dataset.radius = preferences.radius;
    root.dataset.language = preferences.language;
  }, [theme.name, preferences.radius, preferences.language]);

  return (
    <UiPreferencesContext value={value}>
      <DirectionProvider initialDirection={direction} detectDirection={false}>
        <DirectionSync direction={direction} />
        <MantineProvider
          theme={mantineTheme}
          forceColorScheme={theme.scheme}
          cssVariablesResolver={cssVariablesResolver}
        >
          {children}
        </MantineProvider>
      </DirectionProvider>
    </UiPreferencesContext>
  );
}
