import { DEFAULT_THEME } from '../ui-constants';
import { loadTheme, ThemeModuleNotFoundError, type ThemeLoaders } from './load-theme';
import { PREFERENCE_STORAGE_KEYS } from './preferences';
import type { ThemeModule } from './theme-module';

/**
 * The theme to start with. A remembered name whose module does not exist raises module-not-found in the
 * loader; here that is reported and the default theme is used (and remembered) instead, so a stale value
 * in storage cannot keep the app from starting.
 */
export async function loadInitialTheme(
  storedName: string,
  storage: Pick<Storage, 'setItem'>,
  loaders?: ThemeLoaders,
): Promise<ThemeModule> {
  try {
    return await loadTheme(storedName, loaders);
  } catch (error) {
    if (!(error instanceof ThemeModuleNotFoundError)) {
      throw error;
    }
    console.error(error);
    try {
      storage.setItem(PREFERENCE_STORAGE_KEYS.theme, DEFAULT_THEME);
    } catch {
      // Blocked storage: the default applies for this visit anyway.
    }
    return loadTheme(DEFAULT_THEME, loaders);
  }
}
