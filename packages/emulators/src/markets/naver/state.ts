import { randomBytes } from 'node:crypto';

/**
 * What the Naver emulator remembers: applications (client id, bcrypt secret, store, IP allowance),
 * issued tokens, each store's address book, uploaded images and products.
 */

export type NaverApp = {
  clientId: string;
  /** A bcrypt salt string, as Naver issues application secrets. */
  clientSecret: string;
  /** The store's own account id (`type=SELF` tokens act for it). */
  accountId: string;
  /** False answers every call with 403 GW.IP_NOT_ALLOWED. */
  ipAllowed: boolean;
  /** Seller accounts a solution application may act for (`type=SELLER`). */
  sellerAccountIds: string[];
};

export type NaverAppSeed = Partial<NaverApp> & Pick<NaverApp, 'clientId' | 'clientSecret'>;

export const DEFAULT_NAVER_APP: NaverApp = {
  clientId: 'emu-naver-app-0001',
  clientSecret: '$2a$04$SellerdeskEmulatorNave',
  accountId: 'sellerdesk_store',
  ipAllowed: true,
  sellerAccountIds: [],
};

export type AddressBook = {
  addressBookNo: number;
  name: string;
  addressType: 'RELEASE' | 'REFUND_OR_EXCHANGE';
  baseAddress: string;
  detailAddress: string;
  postalCode: string;
  phoneNumber1: string;
};

export type NaverStore = {
  key: string;
  addressBooks: AddressBook[];
};

export type StoredNaverProduct = {
  originProductNo: number;
  channelProductNo: number;
  store: string;
  originProduct: Record<string, unknown>;
  smartstoreChannelProduct: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
};

export type IssuedToken = { token: string; clientId: string; store: string; expiresAt: number };

export const TOKEN_LIFETIME_MS = 3 * 60 * 60_000;
/** Naver answers the same token while more than 30 minutes are left. */
export const TOKEN_REUSE_MS = 30 * 60_000;

export class NaverState {
  readonly apps = new Map<string, NaverApp>();
  readonly stores = new Map<string, NaverStore>();
  readonly tokens = new Map<string, IssuedToken>();
  /** Current token per (client, store), reused while fresh. */
  readonly currentTokens = new Map<string, IssuedToken>();
  readonly images = new Map<string, { store: string; contentType: string; data: Buffer }>();
  readonly products = new Map<number, StoredNaverProduct>();
  tokensIssued = 0;
  private sequence = { product: 0, channel: 0, option: 0, address: 0, image: 0 };

  constructor(apps: readonly NaverAppSeed[]) {
    for (const app of apps) {
      this.addApp(app);
    }
  }

  addApp(seed: NaverAppSeed): NaverApp {
    const app: NaverApp = { ...DEFAULT_NAVER_APP, accountId: `${seed.clientId}-store`, ...seed };
    this.apps.set(app.clientId, app);
    this.store(app.accountId);
    return app;
  }

  /** A store, created with a 출고지 and a 반품/교환지 in its address book on first use. */
  store(key: string): NaverStore {
    let store = this.stores.get(key);
    if (!store) {
      store = {
        key,
        addressBooks: [
          {
            addressBookNo: this.nextAddress(),
            name: '해외 출고지',
            addressType: 'RELEASE',
            baseAddress: '인천광역시 중구 공항로 272',
            detailAddress: '국제물류센터 3층',
            postalCode: '22382',
            phoneNumber1: '032-000-0000',
          },
          {
            addressBookNo: this.nextAddress(),
            name: '반품/교환지',
            addressType: 'REFUND_OR_EXCHANGE',
            baseAddress: '서울특별시 강서구 공항대로 200',
            detailAddress: '셀러데스크 반품센터',
            postalCode: '07788',
            phoneNumber1: '02-000-0000',
          },
        ],
      };
      this.stores.set(key, store);
    }
    return store;
  }

  private nextAddress(): number {
    this.sequence.address += 1;
    return 100_000_000 + this.sequence.address;
  }

  issueToken(clientId: string, store: string, now: number): IssuedToken {
    const key = `${clientId}|${store}`;
    const current = this.currentTokens.get(key);
    if (current && current.expiresAt - now > TOKEN_REUSE_MS) {
      return current;
    }
    const token: IssuedToken = {
      token: randomBytes(24).toString('base64url'),
      clientId,
      store,
      expiresAt: now + TOKEN_LIFETIME_MS,
    };
    this.tokens.set(token.token, token);
    this.currentTokens.set(key, token);
    this.tokensIssued += 1;
    return token;
  }

  nextProductNumbers(): { originProductNo: number; channelProductNo: number } {
    this.sequence.product += 1;
    this.sequence.channel += 1;
    return {
      originProductNo: 10_000_000_000 + this.sequence.product,
      channelProductNo: 20_000_000_000 + this.sequence.channel,
    };
  }

  nextOptionId(): number {
    this.sequence.option += 1;
    return 30_000_000_000 + this.sequence.option;
  }

  nextImageName(extension: string): string {
    this.sequence.image += 1;
    return `${Date.now().toString(36)}_${this.sequence.image}.${extension}`;
  }

  /** Forgets products, images and tokens; applications and address books stay. */
  clear(): void {
    this.tokens.clear();
    this.currentTokens.clear();
    this.images.clear();
    this.products.clear();
    this.tokensIssued = 0;
  }
}
