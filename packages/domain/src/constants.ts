/**
 * Business constants and limits of the product spec (§9). Import these instead of repeating literals.
 * This file has no runtime imports, so zod-free consumers (the extension, `@sellerdesk/sources/rules`)
 * read it through the `@sellerdesk/domain/core` subpath (zod-free).
 */
import type { Currency } from './money';

export const TOKEN_COOKIE_HOURS = 10080;
export const HTTP_TIMEOUT_MS = 180_000;

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
/**
 * A category suggestion's confidence (0…1, how closely its path names the source category) below which
 * it is only a lead: the screens warn and ask again before the seller confirms it.
 */
export const CATEGORY_SUGGESTION_CONFIDENT = 0.5;

export const TEXT_CHANGE_MODES = ['Slogan', 'Replace'] as const;
export type TextChangeMode = (typeof TEXT_CHANGE_MODES)[number];

export const FILTER_MODES = ['Remove', 'Replace'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** Product names: at most 49 characters (Unicode code points) by default (spec §5, §9). */
export const NAME_LIMIT = 49;

/**
 * The catalogue list (issue 10 §6): its total is counted up to this many products and then answered as
 * "this many or more" (`totalCapped`), so a list never counts a whole large catalogue; page numbers reach
 * only this deep (OFFSET stays bounded) and later pages follow a keyset cursor (`nextCursor`).
 */
export const CATALOGUE_COUNT_CAP = 10_000;
/**
 * A keyword search counts only up to this many (then "1,000개 이상"): every match of a substring search
 * must be rechecked on the table row (a trigram index is lossy and knows no owner), so its count costs a
 * row visit per match — 10,000 of them took 50 ms on PostgreSQL and 72 ms embedded, 1,000 take a tenth.
 */
export const CATALOGUE_KEYWORD_COUNT_CAP = 1_000;

/** Options (spec §4, §9): up to 3 groups; new combinations start with 1000 in stock. */
export const MAX_OPTION_GROUPS = 3;
export const DEFAULT_OPTION_QUANTITY = 1000;
/** Joins the values of a combination in a detail option's optionName and groupName: `빨강//XL`. */
export const OPTION_NAME_SEPARATOR = '//';

/**
 * Where the server publishes its image store (the public `Image.file` endpoint under `/api`): a stored
 * image's address is this path and its content-addressed key (`ab/<sha-256>.jpg`), kept relative in
 * products and detail pages; markets are given it after PUBLIC_URL.
 */
export const IMAGE_STORE_PATH = '/api/images/';

/** Image upload (spec §5, §9): 200 MB and these formats only. */
export const IMAGE_UPLOAD_MAX_BYTES = 209_715_200;
export const IMAGE_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const IMAGE_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'] as const;
/** What an uploaded image is for: the detail editor (`edit`), main images, detail pages, option images. */
export const IMAGE_LIBRARY_TYPES = ['edit', 'main', 'detail', 'option'] as const;
export type ImageLibraryType = (typeof IMAGE_LIBRARY_TYPES)[number];
/**
 * Main images a product keeps (ProductMainImageEdit): SmartStore, Coupang and W Partner take one
 * representative and nine more, the most the seller's main markets take; adapters cut further (11st: 4).
 */
export const MAX_MAIN_IMAGES = 10;
/** The seller's memo on a product (ProductMemoEdit). */
export const PRODUCT_MEMO_MAX = 500;
/**
 * Characters of stored detail HTML, counted after the one HTML policy (which may lengthen what was sent:
 * `&` becomes `&amp;`, links gain `rel`): the product's own page, and the blocks put above and below it
 * (the seller's detail-page template and each market template's top and bottom).
 */
export const DETAIL_PAGE_HTML_MAX = 5_000_000;
export const DETAIL_FRAME_HTML_MAX = 500_000;
/** Files one UploadImage call may carry. */
export const IMAGE_UPLOAD_MAX_FILES = 20;

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
/**
 * Margin preview: what each market keeps of a sale, in percent of the sale price, until the seller sets
 * their own (SmartStore with payment fees ~5.5 %, Coupang ~10.8 %, 11st and the ESM markets ~13 %).
 */
export const DEFAULT_MARKET_COMMISSIONS: Readonly<Record<Market, number>> = {
  SmartStore: 5.5,
  WeMakePrice: 13,
  Auction: 13,
  Gmarket: 13,
  Coupang: 10.8,
  Elevenst: 13,
};
/** Overseas shipping per item (won) the margin preview subtracts; the seller sets their own. */
export const DEFAULT_SHIPPING_PER_ITEM = 0;
/** Source prices (in the price settings' currency) the settings screen's example table prices. */
export const EXAMPLE_SOURCE_PRICES = [10, 30, 50, 100, 200, 500, 1000] as const;
/** Products a bulk action may name by id; more go by the search filter ("검색 결과 전체 선택"). */
export const BULK_SELECTION_IDS_MAX = 5000;
/** Products one item (one job) of a bulk catalogue work handles, read and written set-based. */
export const BULK_BATCH_SIZE = 1000;
/** Titles one ProductTitleChange may set. */
export const TITLE_CHANGE_MAX = 1000;

/*
 * Upper bounds of request input: every list and text a contract takes has one (`api/input-bounds.ts`, checked
 * for every endpoint by a test), so nothing reaches the database or the event loop in a size nobody planned
 * for. Generous: real use stays far below them.
 */
/** Product links or codes one work list request collects (after blank lines are dropped), every site. */
export const WORK_LIST_MAX_LINKS = 500;
/** Entries a work list's `links` may carry before blank lines are dropped. */
export const WORK_LIST_MAX_LINES = 2 * WORK_LIST_MAX_LINKS;
/** An e-mail address (the account name): RFC 5321's longest path. */
export const EMAIL_MAX = 254;
/** A session token as sent back (an access JWT or an opaque refresh token); ours are under 1,000 characters. */
export const SESSION_TOKEN_MAX = 4096;
/** A phone number as typed, hyphens and spaces included. */
export const PHONE_INPUT_MAX = 20;
/** Terms one sign-up may answer. */
export const CONSENTS_MAX = 50;
/** Rows of a price range table (priceRangeModel.detailModel). */
export const PRICE_RANGE_ROWS_MAX = 100;
/** Fields of a marketplace account's settings or of a template's notice values. */
export const SETTINGS_FIELDS_MAX = 200;
/** A key or a short text value among those fields. */
export const SETTINGS_KEY_MAX = 100;

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
