import type { Language, MenuState, RadiusStyle, TextDirection, ThemeName } from '../ui-constants';
import { createContext } from 'react';
import type { UiPreferences } from './preferences';
import type { ThemeModule } from './theme-module';

export type UiPreferencesValue = {
  preferences: UiPreferences;
  /** The loaded module of the current theme. */
  theme: ThemeModule;
  /** The direction in effect (language enrtl forces rtl; otherwise the choice or the configured default). */
  direction: TextDirection;
  /** A theme module is being fetched. */
  themeLoading: boolean;
  setTheme(name: ThemeName): Promise<void>;
  setRadius(radius: RadiusStyle): void;
  setDirection(direction: TextDirection): void;
  setLanguage(language: Language): void;
  setMenuState(state: MenuState): void;
  /** Next of the 4 side-menu states (full → compact → icons → hidden → full). */
  cycleMenuState(): void;
  reset(): Promise<void>;
};

export const UiPreferencesContext = createContext<UiPreferencesValue | null>(null);
