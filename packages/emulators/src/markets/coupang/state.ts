/**
 * What the Coupang emulator remembers: vendors (keys, WING id, IP allowance, key expiry) with their
 * outbound shipping places and return centers, products with their items, and each vendor item's
 * inventory (stock, price, on sale).
 */

export type CoupangVendor = {
  vendorId: string;
  accessKey: string;
  secretKey: string;
  wingUserId: string;
  ipAllowed: boolean;
  /** Keys live 180 days; null never expires. */
  keyExpiresAt: number | null;
};

export type CoupangVendorSeed = Partial<CoupangVendor> &
  Pick<CoupangVendor, 'vendorId' | 'accessKey' | 'secretKey'>;

export const DEFAULT_COUPANG_VENDOR: CoupangVendor = {
  vendorId: 'A00012345',
  accessKey: 'emu-coupang-access-0000-0001',
  secretKey: 'emu-coupang-secret-0000-0000-0000-0001',
  wingUserId: 'sellerdesk_wing',
  ipAllowed: true,
  keyExpiresAt: null,
};

export type ShippingPlace = {
  code: number;
  name: string;
  companyContactNumber: string;
  zipCode: string;
  address: string;
  addressDetail: string;
};

export type StoredItem = Record<string, unknown> & {
  sellerProductItemId: number;
  vendorItemId?: number;
  maximumBuyCount: number;
  salePrice: number;
};

export type StoredCoupangProduct = {
  sellerProductId: number;
  vendorId: string;
  statusName: '임시저장' | '승인대기중' | '승인완료' | '승인반려' | '상품삭제';
  /** Coupang's own product id, given on approval. */
  productId: number | null;
  requestedAt: number | null;
  body: Record<string, unknown>;
  items: StoredItem[];
  createdAt: number;
};

export class CoupangState {
  readonly vendors = new Map<string, CoupangVendor>();
  readonly outbound = new Map<string, ShippingPlace[]>();
  readonly returns = new Map<string, ShippingPlace[]>();
  readonly products = new Map<number, StoredCoupangProduct>();
  /** Inventory per vendor item: whether it sells. Stock and price live on the item. */
  readonly onSale = new Map<number, boolean>();
  readonly itemOwners = new Map<number, StoredCoupangProduct>();
  /** Vendors blocked after going over the rate: until when. */
  readonly blockedUntil = new Map<string, number>();
  private sequence = { product: 0, item: 0, vendorItem: 0, productId: 0, place: 0 };

  constructor(vendors: readonly CoupangVendorSeed[]) {
    for (const vendor of vendors) {
      this.addVendor(vendor);
    }
  }

  addVendor(seed: CoupangVendorSeed): CoupangVendor {
    const vendor: CoupangVendor = {
      ...DEFAULT_COUPANG_VENDOR,
      wingUserId: `${seed.vendorId.toLowerCase()}_wing`,
      ...seed,
    };
    for (const existing of this.vendors.values()) {
      if (existing.accessKey === vendor.accessKey && existing.vendorId !== vendor.vendorId) {
        this.vendors.delete(existing.vendorId);
      }
    }
    this.vendors.set(vendor.vendorId, vendor);
    if (!this.outbound.has(vendor.vendorId)) {
      this.outbound.set(vendor.vendorId, [
        this.place('해외 출고지', '032-000-0000', '22382', '인천광역시 중구 공항로 272', '국제물류센터 3층'),
      ]);
      this.returns.set(vendor.vendorId, [
        this.place(
          '셀러데스크 반품센터',
          '02-000-0000',
          '07788',
          '서울특별시 강서구 공항대로 200',
          '반품센터 1층',
        ),
      ]);
    }
    return vendor;
  }

  vendorByAccessKey(accessKey: string): CoupangVendor | undefined {
    return [...this.vendors.values()].find((vendor) => vendor.accessKey === accessKey);
  }

  private place(
    name: string,
    phone: string,
    zipCode: string,
    address: string,
    addressDetail: string,
  ): ShippingPlace {
    this.sequence.place += 1;
    return {
      code: 1_000_000 + this.sequence.place,
      name,
      companyContactNumber: phone,
      zipCode,
      address,
      addressDetail,
    };
  }

  nextSellerProductId(): number {
    this.sequence.product += 1;
    return 1_500_000_000 + this.sequence.product;
  }

  nextItemId(): number {
    this.sequence.item += 1;
    return 3_000_000_000 + this.sequence.item;
  }

  /** Approval: the product gets Coupang's product id, items without one their vendor item id. */
  approve(product: StoredCoupangProduct): void {
    product.statusName = '승인완료';
    if (product.productId === null) {
      this.sequence.productId += 1;
      product.productId = 7_000_000_000 + this.sequence.productId;
    }
    for (const item of product.items) {
      if (item.vendorItemId === undefined) {
        this.sequence.vendorItem += 1;
        item.vendorItemId = 80_000_000_000 + this.sequence.vendorItem;
        this.onSale.set(item.vendorItemId, true);
      }
      this.itemOwners.set(item.vendorItemId, product);
    }
  }

  clear(): void {
    this.products.clear();
    this.onSale.clear();
    this.itemOwners.clear();
    this.blockedUntil.clear();
  }
}
