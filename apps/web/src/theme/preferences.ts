import {
  DEFAULT_LANGUAGE,
  DEFAULT_RADIUS_STYLE,
  DEFAULT_THEME,
  LANGUAGES,
  MENU_STATES,
  RADIUS_STYLES,
  TEXT_DIRECTIONS,
  type Language,
  type MenuState,
  type RadiusStyle,
  type TextDirection,
} from '../ui-constants';

/**
 * Look-and-feel choices remembered in localStorage (spec §2). `theme` stays a plain string here: a stored
 * name without a module is reported by the loader (module-not-found), not silently swapped.
 */
export type UiPreferences = {
  theme: string;
  radius: RadiusStyle;
  /** The chosen direction; `null` means "not chosen", i.e. the configured default applies. */
  direction: TextDirection | null;
  language: Language;
  menuState: MenuState;
};

export type PreferenceKey = keyof UiPreferences;

export const PREFERENCE_STORAGE_KEYS: Record<PreferenceKey, string> = {
  theme: 'sellerdesk.theme',
  radius: 'sellerdesk.radius',
  direction: 'sellerdesk.direction',
  language: 'sellerdesk.language',
  menuState: 'sellerdesk.menuState',
};

export const DEFAULT_MENU_STATE: MenuState = 'full';

export const DEFAULT_PREFERENCES: UiPreferences = {
  theme: DEFAULT_THEME,
  radius: DEFAULT_RADIUS_STYLE,
  direction: null,
  language: DEFAULT_LANGUAGE,
  menuState: DEFAULT_MENU_STATE,
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: KeyValueStorage, key: PreferenceKey): string | null {
  try {
    return storage.getItem(PREFERENCE_STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value != null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function readPreferences(storage: KeyValueStorage): UiPreferences {
  const direction = read(storage, 'direction');
  return {
    theme: read(storage, 'theme') || DEFAULT_THEME,
    radius: oneOf(RADIUS_STYLES, read(storage, 'radius'), DEFAULT_RADIUS_STYLE),
    direction:
      oneOf<TextDirection | 'unset'>(TEXT_DIRECTIONS, direction, 'unset') === 'unset'
        ? null
        : (direction as TextDirection),
    language: oneOf(LANGUAGES, read(storage, 'language'), DEFAULT_LANGUAGE),
    menuState: oneOf(MENU_STATES, read(storage, 'menuState'), DEFAULT_MENU_STATE),
  };
}

export function writePreference<K extends PreferenceKey>(
  storage: KeyValueStorage,
  key: K,
  value: UiPreferences[K],
): void {
  try {
    if (value == null) {
      storage.removeItem(PREFERENCE_STORAGE_KEYS[key]);
    } else {
      storage.setItem(PREFERENCE_STORAGE_KEYS[key], value);
    }
  } catch {
    // Blocked storage: the choice still applies for this visit.
  }
}

export function clearPreferences(storage: KeyValueStorage): void {
  for (const key of Object.values(PREFERENCE_STORAGE_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing stored to clear.
    }
  }
}

/**
 * The direction the page uses. `enrtl` switches the layout to right-to-left while the text stays Korean;
 * otherwise the user's choice, or the configured default when they never chose.
 */
export function effectiveDirection(
  preferences: UiPreferences,
  configuredDefault: TextDirection,
): TextDirection {
  if (preferences.language === 'enrtl') {
    return 'rtl';
  }
  return preferences.direction ?? configuredDefault;
}
