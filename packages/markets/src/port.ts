import type { Market } from '@sellerdesk/domain';
import type { Fetcher } from '@sellerdesk/outbound';
import type * as z from 'zod';
import type { RateLimiterPool } from './http/rate-limiter';
import type { MarketLimits } from './limits';
import type { ListingDraft } from './listing';

/**
 * The market port: what every marketplace adapter implements, in Sellerdesk's vocabulary. Vendor words
 * (originProduct, vendorItemId, dispNo, goodsNo…) stay inside the adapter folders; callers see
 * categories, addresses, couriers, listings and their references.
 *
 * What a market does beyond listing (orders, inquiries) goes in a capability interface of its own that an
 * adapter implements next to this one; callers test for it with a type guard. Nothing here is stubbed.
 */

/** One field of the account form the connection's settings schema drives. */
export type SettingsField = {
  key: string;
  /** Korean label of the form field. */
  label: string;
  /** Secrets are encrypted at rest, never returned, never logged; the form shows them masked. */
  secret: boolean;
  required: boolean;
  /** Where the seller finds the value, in Korean. */
  help: string;
  placeholder?: string;
};

/** The settings of one market account: the zod schema the server validates with and the form it drives. */
export type MarketSettingsSpec<Settings> = {
  schema: z.ZodType<Settings>;
  fields: readonly SettingsField[];
};

/** What every adapter is built with. */
export type MarketContext = {
  /** All I/O goes through it: the server passes its guarded client, tests `fetchFetcher()`. */
  fetcher: Fetcher;
  /** The market's API base (the real host by default, an emulator prefix in tests and the sandbox). */
  baseUrl: string;
  /** Rate limiters shared by every adapter of one account in this process (default: one process-wide pool). */
  limiters?: RateLimiterPool;
  /** The server's fixed egress IP, quoted in "IP not allowed" messages so the seller can register it. */
  egressIp?: string | null;
  /** Milliseconds since the epoch; tests move it to check clocks and token expiry. */
  now?: () => number;
  /** Waits; tests replace it to keep backoff fast. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Where an account's new listings of the day are counted, for markets with a daily cap (the server
   * passes one backed by its database; default: one process-wide ledger).
   */
  registrations?: RegistrationLedger;
  /**
   * The seller's other accounts chosen beside this one in the same upload that one listing at the market
   * may serve together (`MarketDefinition.linksWith`; ESM: the other site's account of the same master ID,
   * so G마켓 and 옥션 share one master goods). Adapters ignore accounts they cannot pair with.
   */
  linkedAccounts?: readonly LinkedAccount[];
};

/** Another account of the seller, with its full settings (secrets decrypted), named by its market. */
export type LinkedAccount = { market: Market; settings: unknown };

/** Counts new listings per account and Korean calendar day. */
export interface RegistrationLedger {
  used(accountKey: string, day: string): Promise<number>;
  record(accountKey: string, day: string): Promise<void>;
}

/** An account's daily registration cap and how much of it is used today. */
export type RegistrationQuota = { limit: number; used: number; remaining: number; day: string };

export type LoginCheck = {
  /** A name the seller recognises (store or vendor), when the market tells it. */
  accountLabel: string | null;
};

export type MarketCategory = {
  id: string;
  name: string;
  /** Names from the root down to this category, itself included. */
  path: string[];
  parentId: string | null;
  /** Products may only be listed under a leaf. */
  isLeaf: boolean;
};

export type CategoryCrawlOptions = {
  /** Called as categories arrive, with the number fetched so far. */
  onProgress?: (fetched: number) => void;
};

/** A product fact a notice field can be filled from (the adapter decides which field takes which). */
export type NoticeFact = 'itemName' | 'modelName' | 'manufacturer' | 'origin' | 'brand' | 'afterServicePhone';

export type NoticeField = {
  /** The market's key for the field (sent back unchanged). */
  key: string;
  label: string;
  required: boolean;
  /**
   * The product fact the field takes when the template gives no value. Fields without one are legal
   * texts the markets accept as "상세페이지 참조".
   */
  fact: NoticeFact | null;
};

/** One kind of 상품정보제공고시 (clothing, cosmetics, other goods…) and its fields. */
export type NoticeGroup = { id: string; name: string; fields: NoticeField[] };

export type CategoryAttribute = {
  name: string;
  required: boolean;
  /** A purchase option: the shopper picks it, so it is an option group of the listing (색상, 사이즈). */
  isPurchaseOption: boolean;
  /** Values the market offers, when it restricts them. */
  values: string[];
};

export type CategoryRequirements = {
  category: MarketCategory;
  /** The notice groups the category accepts; the first is the market's suggestion. */
  notices: NoticeGroup[];
  attributes: CategoryAttribute[];
  /** When true the listing's option groups must be among the category's purchase options. */
  optionNamesRestricted: boolean;
};

export type AddressKind = 'shipping' | 'return';

/** An address registered at the market: 출고지 (shipping) or 반품/교환지 (return). */
export type MarketAddress = {
  id: string;
  kind: AddressKind;
  name: string;
  address: string;
  postalCode: string;
  phone: string;
};

export type MarketCourier = { id: string; name: string };

/** What ties a listing to the market: stored per product × account by the upload pipeline. */
export type ListingRef = {
  /** The market's product number (originProductNo, sellerProductId…). */
  productId: string;
  /** A second number the shopper sees, when the market has one (SmartStore's channel product). */
  channelProductId?: string | null;
};

export type ListingStatus =
  | 'onSale'
  | 'soldOut'
  | 'suspended'
  /** Sent for the market's review (Coupang). */
  | 'pendingApproval'
  | 'rejected'
  /** Saved at the market but not submitted. */
  | 'draft'
  | 'deleted';

export type SettableSaleStatus = 'onSale' | 'suspended' | 'soldOut';

export type PushResult = {
  ref: ListingRef;
  /** False when an earlier listing (found by the seller management code or the given ref) was updated. */
  created: boolean;
  status: ListingStatus;
  /** Where the seller can see the listing, when known. */
  url: string | null;
};

export type ListingCombinationSnapshot = {
  values: string[];
  /** Total sale price of the combination in won. */
  salePrice: number;
  stock: number;
  /** The market's id of the combination (option id, vendorItemId), once it has one. */
  itemId: string | null;
  onSale: boolean;
};

/** A listing as the market holds it, read back. */
export type ListingSnapshot = {
  ref: ListingRef;
  status: ListingStatus;
  sellerCode: string;
  categoryId: string;
  title: string;
  /** The product's sale price (without options: the price; with options: the base combination price). */
  salePrice: number;
  stock: number;
  optionGroupNames: string[];
  combinations: ListingCombinationSnapshot[];
  /** Image addresses at the market, representative first. */
  images: string[];
  detailHtml: string;
  tags: string[];
  url: string | null;
};

/** How much of a listing to read back. */
export type ReadListingOptions = {
  /**
   * False: the listing as stored, without the live stock and sale state each combination has where the
   * market keeps those apart (Coupang: one inventory call per vendor item). The upload reads back only
   * for the combination ids, so it spends one call, not one per option; stock and on-sale flags are then
   * the stored ones. Default true.
   */
  live?: boolean;
};

export type PushOptions = {
  /** The listing an earlier upload of this product to this account made; it is updated. */
  known?: ListingRef | null;
};

/** A price or stock change; combinations are named by their values, as the listing shows them. */
export type PriceStockChange = {
  /** Without options: the price. With options, every combination's price moves by the same amount. */
  salePrice?: number;
  /** Without options only. */
  stock?: number;
  combinations?: { values: string[]; salePrice?: number; stock?: number }[];
};

/**
 * One market account's adapter. Every method may throw a `MarketError`; none returns vendor shapes.
 * Methods that write are safe to retry: `pushListing` finds an earlier listing by the seller management
 * code before it creates one.
 */
export interface MarketAdapter {
  readonly market: Market;
  readonly limits: MarketLimits;
  /** Proves the keys work with an authenticated call that changes nothing. */
  checkLogin(): Promise<LoginCheck>;
  /**
   * Every category of the market, flat (for the category cache). Markets walked level by level (ESM)
   * report how many they have so far through `onProgress`.
   */
  allCategories(options?: CategoryCrawlOptions): Promise<MarketCategory[]>;
  /** The children of a category, or the top level when `parentId` is null. */
  childCategories(parentId: string | null): Promise<MarketCategory[]>;
  /** What a listing in this category must carry. Throws NOT_FOUND for an unknown category. */
  categoryRequirements(categoryId: string): Promise<CategoryRequirements>;
  /** The account's 출고지 and 반품지 registered at the market. */
  addresses(): Promise<MarketAddress[]>;
  couriers(): Promise<MarketCourier[]>;
  /** Creates the listing, or updates the one made earlier (the known ref, else found by seller code). */
  pushListing(draft: ListingDraft, options?: PushOptions): Promise<PushResult>;
  updatePriceStock(ref: ListingRef, change: PriceStockChange): Promise<void>;
  setSaleStatus(ref: ListingRef, status: SettableSaleStatus): Promise<void>;
  /** The listing as the market has it, or null when the market no longer has it. */
  readListing(ref: ListingRef, options?: ReadListingOptions): Promise<ListingSnapshot | null>;
  /** Markets with a daily cap on new listings (11st): today's use, shown before the seller hits it. */
  registrationQuota?(): Promise<RegistrationQuota>;
  /**
   * The market's own category suggestion for a product name, best first, where the market has such an
   * API (Coupang's category predict); `suggestMarketCategories` puts it before the name-path similarity.
   */
  recommendCategories?(productName: string, sourcePath: readonly string[]): Promise<MarketCategory[]>;
}
