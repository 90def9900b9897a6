/**
 * Business constants and limits of the product spec (§9). Import these instead of repeating literals.
 * This file has no runtime imports, so zod-free consumers (the extension, `@sellerdesk/sources/rules`)
 * read it through the `@sellerdesk/domain/core` subpath (zod-free).
 */
import type { Currency } from './money';

export const TOKEN_COOKIE_HOURS = 10080;
export const HTTP_TIMEOUT_MS = 180_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const NOTIFICATION_DURATION_MS = 2000;
export const PROGRESS_HIDE_DELAY_MS = 800;

export const MOBILE_BREAKPOINT_PX = 768;
export const MENU_HIDE_WIDTH_PX = 1440;
export const EDITOR_WINDOW = { width: 1245, height: 800 } as const;

export const MARKETS = ['SmartStore', 'WeMakePrice', 'Auction', 'Gmarket', 'Coupang', 'Elevenst'] as const;
export type Market = (typeof MARKETS)[number];

/**
 * The source sites, in display order. What the product model needs of each (currency, language) is
 * below; everything else about a site (label, hosts, links, obstacles, its collector) is its entry in the
 * site registry of `@sellerdesk/sources` (`rules/registry.ts`).
 */
export const SOURCE_SITES = ['costco', 'taobao', 'tmall', '1688'] as const;
export type SourceSite = (typeof SOURCE_SITES)[number];
/** The work lists products are collected in; Tmall items go through the Taobao one. */
export const WORK_SITES = ['costco', 'taobao', '1688'] as const satisfies readonly SourceSite[];
export type WorkSite = (typeof WORK_SITES)[number];

/** The currency and language each site quotes in. */
export const SITE_CURRENCY: Readonly<Record<SourceSite, Currency>> = {
  costco: 'KRW',
  taobao: 'CNY',
  tmall: 'CNY',
  '1688': 'CNY',
};
export const SITE_LANGUAGE: Readonly<Record<SourceSite, ContentLanguage>> = {
  costco: 'ko',
  taobao: 'zh',
  tmall: 'zh',
  '1688': 'zh',
};

export const CATEGORY_LEVELS = ['Large', 'Middle', 'Small', 'Detail'] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

export const TEXT_CHANGE_MODES = ['Slogan', 'Replace'] as const;
export type TextChangeMode = (typeof TEXT_CHANGE_MODES)[number];

export const FILTER_MODES = ['Remove', 'Replace'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

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

/** Product names: at most 49 characters (Unicode code points) by default (spec §5, §9). */
export const NAME_LIMIT = 49;

/** Options (spec §4, §9): up to 3 groups; new combinations start with 1000 in stock. */
export const MAX_OPTION_GROUPS = 3;
export const DEFAULT_OPTION_QUANTITY = 1000;
/** Joins the values of a combination in a detail option's optionName and groupName: `빨강//XL`. */
export const OPTION_NAME_SEPARATOR = '//';

/** Image upload (spec §5, §9): 200 MB and these formats only. */
export const IMAGE_UPLOAD_MAX_BYTES = 209_715_200;
export const IMAGE_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const IMAGE_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'] as const;

/** Price setup (spec §9). Rounding digit n rounds down to 10^n won (1 → tens ... 4 → ten-thousands). */
export const ROUND_DIGITS = [1, 2, 3, 4] as const;
export type RoundDigit = (typeof ROUND_DIGITS)[number];
export const DEFAULT_ROUND_DIGIT: RoundDigit = 2;
export const DEFAULT_PRICE_CURRENCY = 'CNY';
/** Won per one unit of the price settings' currency. */
export const DEFAULT_EXCHANGE_BASE = 200;
/** The base price (won) the price settings screen previews its rounding and margins with. */
export const DEFAULT_SAMPLE_PRICE = 27_450;
/** Marks the last price range row, the one that applies when no other range matched. */
export const LAST_RANGE = -1;
export const PRICE_OPERATORS = ['+', '*'] as const;
export type PriceOperator = (typeof PRICE_OPERATORS)[number];

/** After-sales and delivery defaults (spec §9). */
export const DEFAULT_AFTER_SERVICE_CONTENT = '상세 페이지 참조';
export const DELIVERY_TYPES = ['free', 'pay', 'conditional'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DEFAULT_DELIVERY = {
  type: 'pay',
  repeat: false,
  basicPrice: 10_000,
  returnPrice: 10_000,
  exchangePrice: 20_000,
} as const satisfies {
  type: DeliveryType;
  repeat: boolean;
  basicPrice: number;
  returnPrice: number;
  exchangePrice: number;
};

/** Languages of product text: sources write zh (Taobao, 1688) or ko/en (Costco); sellers edit ko. */
export const CONTENT_LANGUAGES = ['ko', 'zh', 'en', 'ja'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The release of Sellerdesk: the server reports it (health) and stamps it on the Chrome extension it
 * builds and offers for download; the extension warns when its own differs from the server's.
 */
export const APP_VERSION = '0.1.0';
