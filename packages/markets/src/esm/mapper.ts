import { provenanceOf } from '../cross-border';
import { textLength } from '../limits';
import type { ListingDraft } from '../listing';
import { chooseNoticeGroup, fillNotice } from '../notices';
import type { CategoryRequirements, ListingSnapshot } from '../port';
import { usableImages } from '../validate';
import type { EsmSite, Json } from './client';
import { ESM_LIMITS } from './limits';
import { esmSafetyCerts } from './origin';

/**
 * Pure mapping between the neutral listing and ESM's goods body (markets.md §4.3, article 20): one site
 * category matched to the ESM category, prices and stock per site, options inline (never set afterwards:
 * that races image ingestion), the official notice, shipping by place, dispatch policy and courier.
 */

export type EsmMapInput = {
  draft: ListingDraft;
  site: EsmSite;
  requirements: CategoryRequirements;
  siteCategoryCode: string;
  placeNo: string;
  dispatchPolicyNo: string;
  /** `itemAddtionalInfo.origin`, from the origin codes ESM lists (`esmOriginOf`). */
  origin: Json;
};

/** A combination's manage code: the product's combination id when it fits ESM's 20 bytes. */
function manageCode(key: string, index: number): string {
  return textLength(key, 'euc-kr-bytes') <= 20 ? key : `OPT-${index + 1}`;
}

function perSite<T>(value: T) {
  return { Gmkt: value, Iac: value };
}

function fee(draft: ListingDraft): Json {
  const { delivery } = draft;
  switch (delivery.type) {
    case 'free':
      return { feeType: 1, fee: 0 };
    case 'pay':
      return { feeType: 2, fee: delivery.fee };
    case 'conditional':
      return { feeType: 3, fee: delivery.fee, details: [{ condition: delivery.freeOver, fee: 0 }] };
  }
}

export function toEsmGoods(input: EsmMapInput): Json {
  const { draft, site, requirements } = input;
  const images = usableImages(draft.images, ESM_LIMITS);
  const group = chooseNoticeGroup(requirements, draft);
  const notice = group ? fillNotice(group, draft) : null;
  const hasOptions = draft.combinations.length > 0;
  return {
    itemBasicInfo: {
      goodsName: { kor: draft.title },
      category: {
        site: [{ siteType: site.siteType, catCode: input.siteCategoryCode }],
        esm: { catCode: draft.categoryId },
      },
      catalog: { modelName: draft.modelName || undefined, brandName: draft.brand || undefined },
    },
    itemAddtionalInfo: {
      price: perSite(draft.salePrice),
      stock: perSite(draft.stock),
      sellingPeriod: perSite(-1),
      managedCode: draft.sellerCode,
      recommendedOpts: hasOptions
        ? {
            type: 2,
            isStockManage: true,
            combination: {
              names: draft.optionGroupNames.map((name) => ({ koreanText: name })),
              details: draft.combinations.map((combination, index) => ({
                values: combination.values.map((value) => ({ koreanText: value })),
                qty: { gmkt: combination.stock, iac: combination.stock },
                addAmnt: combination.salePrice - draft.salePrice,
                isSoldOut: combination.stock <= 0,
                isDisplay: true,
                manageCode: manageCode(combination.key, index),
              })),
            },
          }
        : { type: 0 },
      shipping: {
        type: 1,
        companyNo: Number(draft.delivery.courierId),
        policy: { placeNo: Number(input.placeNo), feeType: 2, each: fee(draft) },
        returnAndExchange: { addrNo: Number(draft.delivery.returnAddressId), fee: draft.delivery.returnFee },
        dispatchPolicyNo: { gmkt: Number(input.dispatchPolicyNo), iac: Number(input.dispatchPolicyNo) },
      },
      officialNotice: {
        officialNoticeNo: group ? Number(group.id) : 0,
        details: [...(notice?.values ?? new Map<never, string>())].map(([field, value]) => ({
          officialNoticeItemelementCode: field.key,
          value,
        })),
        isExtraMark: false,
      },
      origin: input.origin,
      isVatFree: false,
      isAdultProduct: false,
      certInfo: { safetyCerts: esmSafetyCerts(provenanceOf(draft)) },
      images: {
        basicImgURL: images[0] ?? '',
        ...Object.fromEntries(images.slice(1).map((url, index) => [`addtionalImg${index + 1}URL`, url])),
      },
      descriptions: { kor: { type: 2, html: draft.detailHtml } },
      goodsStatus: 1,
    },
  };
}

type Stored = {
  goodsNo?: unknown;
  siteDetail?: Record<string, { SiteGoodsNo?: unknown } | undefined>;
  isSell?: Record<string, boolean | undefined>;
  itemBasicInfo?: Json;
  itemAddtionalInfo?: Json;
};

const get = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), value);

/** A stored goods (as the goods read answers it) as a snapshot of one site's listing. */
export function fromEsmGoods(stored: Json, site: EsmSite): ListingSnapshot {
  const goods = stored as Stored;
  const info = goods.itemAddtionalInfo ?? {};
  const siteKey = site.key === 'gmkt' ? 'Gmkt' : 'Iac';
  const price = Number(get(info, 'price', siteKey) ?? 0);
  const names = (
    (get(info, 'recommendedOpts', 'combination', 'names') ?? []) as { koreanText: string }[]
  ).map((name) => name.koreanText);
  const details = (get(info, 'recommendedOpts', 'combination', 'details') ?? []) as Json[];
  const combinations = details.map((detail) => ({
    values: ((detail.values ?? []) as { koreanText: string }[]).map((value) => value.koreanText),
    salePrice: price + Number(detail.addAmnt ?? 0),
    stock: Number(get(detail, 'qty', site.key) ?? 0),
    itemId: String(detail.manageCode ?? '') || null,
    onSale: detail.isSoldOut !== true && detail.isDisplay !== false,
  }));
  const images = Object.entries((get(info, 'images') ?? {}) as Record<string, string>)
    .sort(([a], [b]) =>
      a === 'basicImgURL'
        ? -1
        : b === 'basicImgURL'
          ? 1
          : Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]),
    )
    .map(([, url]) => url);
  const stock =
    combinations.length > 0
      ? combinations.reduce((sum, c) => sum + c.stock, 0)
      : Number(get(info, 'stock', siteKey) ?? 0);
  const siteGoodsNo = String(goods.siteDetail?.[site.key]?.SiteGoodsNo ?? '') || null;
  const onSale = goods.isSell?.[site.key] !== false;
  return {
    ref: { productId: String(goods.goodsNo ?? ''), channelProductId: siteGoodsNo },
    status: !onSale ? 'suspended' : stock <= 0 ? 'soldOut' : 'onSale',
    sellerCode: String(get(info, 'managedCode') ?? ''),
    categoryId: String(get(goods.itemBasicInfo, 'category', 'esm', 'catCode') ?? ''),
    title: String(get(goods.itemBasicInfo, 'goodsName', 'kor') ?? ''),
    salePrice: price,
    stock,
    optionGroupNames: names,
    combinations,
    images,
    detailHtml: String(get(info, 'descriptions', 'kor', 'html') ?? ''),
    tags: [],
    url: siteGoodsNo ? esmListingUrl(site, siteGoodsNo) : null,
  };
}

export function esmListingUrl(site: EsmSite, siteGoodsNo: string): string {
  return site.key === 'gmkt'
    ? `https://item.gmarket.co.kr/Item?goodscode=${siteGoodsNo}`
    : `https://itempage3.auction.co.kr/DetailView.aspx?itemno=${siteGoodsNo}`;
}
