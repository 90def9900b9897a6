/**
 * Interface-only constants of the web app (spec §9): timings, breakpoints, the editor window, themes and
 * the seller's display preferences. Business rules and limits stay in `@sellerdesk/domain`.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const NOTIFICATION_DURATION_MS = 2000;
export const PROGRESS_HIDE_DELAY_MS = 800;
/** How often a category list asks again while the server fills the market's cache (its Retry-After). */
export const CATEGORY_LOADING_POLL_MS = 2000;

export const MOBILE_BREAKPOINT_PX = 768;
export const MENU_HIDE_WIDTH_PX = 1440;
export const EDITOR_WINDOW = { width: 1245, height: 800 } as const;

export const THEME_COLORS = [
  'bluenavy',
  'blueolympic',
  'blueyale',
  'greenlime',
  'greenmoss',
  'greysteel',
  'orangecarrot',
  'purplemonster',
  'redruby',
  'yellowgranola',
] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export const THEME_SCHEMES = ['light', 'dark'] as const;
export type ThemeScheme = (typeof THEME_SCHEMES)[number];
/** A theme name is `<scheme>.<colour>`, e.g. `light.blueolympic`: 2 schemes × 10 colours = 20 themes. */
export type ThemeName = `${ThemeScheme}.${ThemeColor}`;
export const DEFAULT_THEME: ThemeName = 'light.blueolympic';
export const THEME_NAMES: readonly ThemeName[] = THEME_SCHEMES.flatMap((scheme) =>
  THEME_COLORS.map((color) => `${scheme}.${color}` as ThemeName),
);

export const RADIUS_STYLES = ['rounded', 'square'] as const;
export type RadiusStyle = (typeof RADIUS_STYLES)[number];
export const DEFAULT_RADIUS_STYLE: RadiusStyle = 'rounded';

export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];

/**
 * Display conventions ("languages") of the interface: the spec's en, es and enrtl, and Korean, the
 * default. The interface text stays Korean whichever is chosen: a language sets how dates and numbers
 * are written, and `enrtl` also lays the screens out right-to-left.
 */
export const LANGUAGES = ['ko', 'en', 'es', 'enrtl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
/** The Intl locale whose date and number formats each language uses. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  es: 'es-ES',
  enrtl: 'en-US',
};

/** Side menu collapse states, cycled by clicks in this order. */
export const MENU_STATES = ['full', 'compact', 'icons', 'hidden'] as const;
export type MenuState = (typeof MENU_STATES)[number];
