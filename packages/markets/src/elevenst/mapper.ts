import { provenanceOf } from '../cross-border';
import { Cdata, xmlChild, xmlList, xmlText, type XmlNode, type XmlObject } from '../http/xml';
import type { ListingCombination, ListingDraft } from '../listing';
import { chooseNoticeGroup, fillNotice } from '../notices';
import type {
  CategoryRequirements,
  ListingCombinationSnapshot,
  ListingSnapshot,
  ListingStatus,
} from '../port';
import { usableImages } from '../validate';
import { ELEVENST_LIMITS } from './limits';
import { elevenstOrigin, elevenstPurchase } from './origin';

/**
 * Pure mapping between the neutral listing and 11st's `<Product>` (markets.md §3.3): origin and
 * 해외구매대행 by the product's provenance (`origin.ts`), delivery inline, 출고지/반품지 by `addrSeq`, combination options keyed by
 * `optionMappingKey` ("색상:블랙†사이즈:S") with price deltas on `selPrc`; and a stored product back.
 */

/** Joins the name:value pairs of a combination key. */
export const OPTION_KEY_SEPARATOR = '†';

/** ':' and '†' carry meaning in the key; values keep a look-alike instead. */
function keyPart(text: string): string {
  return text.replace(/:/g, '：').replace(/†/g, '+');
}

export function optionMappingKey(groupNames: readonly string[], values: readonly string[]): string {
  return groupNames
    .map((name, index) => `${keyPart(name)}:${keyPart(values[index] ?? '')}`)
    .join(OPTION_KEY_SEPARATOR);
}

/** The values of a key, in the order of `groupNames` (missing ones empty). */
export function valuesOfKey(key: string, groupNames: readonly string[]): string[] {
  const pairs = new Map(
    key.split(OPTION_KEY_SEPARATOR).map((pair) => {
      const at = pair.indexOf(':');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  return groupNames.map((name) => pairs.get(keyPart(name)) ?? '');
}

/** 11st's delivery-cost kinds: 01 free, 02 fixed, 03 conditional free. */
function deliveryCost(draft: ListingDraft): XmlNode {
  const { delivery } = draft;
  switch (delivery.type) {
    case 'free':
      return { dlvCstInstBasiCd: '01' };
    case 'pay':
      return { dlvCstInstBasiCd: '02', dlvCst1: delivery.fee };
    case 'conditional':
      return { dlvCstInstBasiCd: '03', dlvCst1: delivery.fee, PrdFrDlvBasiAmt: delivery.freeOver };
  }
}

export function optionNodes(
  groupNames: readonly string[],
  combinations: readonly Pick<ListingCombination, 'values' | 'salePrice' | 'stock' | 'key'>[],
  basePrice: number,
): XmlNode {
  if (combinations.length === 0) {
    return {};
  }
  return {
    optSelectYn: 'Y',
    txtColCnt: 1,
    optionAllQty: combinations.reduce((sum, combination) => sum + combination.stock, 0),
    prdExposeClfCd: '00',
    ProductRootOption: groupNames.map((name, index) => ({
      colTitle: name,
      ProductOption: [...new Set(combinations.map((combination) => combination.values[index] ?? ''))].map(
        (value) => ({
          colOptPrice: 0,
          colValue0: value,
        }),
      ),
    })),
    ProductOptionExt: {
      ProductOption: combinations.map((combination) => ({
        optionMappingKey: optionMappingKey(groupNames, combination.values),
        colOptPrice: combination.salePrice - basePrice,
        colOptCount: combination.stock,
        colSellerStockCd: combination.key,
        useYn: 'Y',
      })),
    },
  };
}

export type ElevenstMapInput = {
  draft: ListingDraft;
  requirements: CategoryRequirements;
  /** 11st's 5-digit courier code (dlvEtprsCd). */
  courierCode: string;
};

/** The `<Product>` body of a create or full update. */
export function toElevenstProduct(input: ElevenstMapInput): XmlNode {
  const { draft, requirements } = input;
  const images = usableImages(draft.images, ELEVENST_LIMITS);
  const group = chooseNoticeGroup(requirements, draft);
  const notice = group ? fillNotice(group, draft) : null;
  const provenance = provenanceOf(draft);
  const afterService = `${draft.afterService.content} (A/S 문의 ${draft.afterService.phone})`.trim();
  return {
    selMthdCd: '01',
    prdTypCd: '01',
    prdStatCd: '01',
    dispCtgrNo: draft.categoryId ?? '',
    prdNm: draft.title,
    brand: draft.brand || '알수없음',
    sellerPrdCd: draft.sellerCode,
    modelNm: draft.modelName || undefined,
    selPrc: draft.salePrice,
    prdSelQty: draft.stock,
    ...Object.fromEntries(images.map((url, index) => [`prdImage0${index + 1}`, url])),
    htmlDetail: new Cdata(draft.detailHtml),
    ...elevenstOrigin(provenance),
    rmaterialTypCd: '05',
    suplDtyfrPrdClfCd: '01',
    minorSelCnYn: 'Y',
    ...elevenstPurchase(provenance),
    dlvCnAreaCd: '01',
    dlvWyCd: '01',
    dlvEtprsCd: input.courierCode,
    ...deliveryCost(draft),
    bndlDlvCnYn: 'N',
    dlvCstPayTypCd: '03',
    addrSeqOut: draft.delivery.shippingAddressId,
    addrSeqIn: draft.delivery.returnAddressId,
    rtngdDlvCst: draft.delivery.returnFee,
    exchDlvCst: draft.delivery.exchangeFee,
    dlvClf: '02',
    asDetail: afterService,
    rtngExchDetail: afterService,
    ProductNotification: group
      ? {
          type: group.id,
          item: [...(notice?.values ?? new Map<never, string>())].map(([field, value]) => ({
            code: field.key.split('-')[1] ?? field.key,
            name: value,
          })),
        }
      : undefined,
    ...optionNodes(draft.optionGroupNames, draft.combinations, draft.salePrice),
  };
}

/** 11st's sale states: 103 판매중, 104 품절, 105 판매중지 (display stopped). */
const STATUS: Readonly<Record<string, ListingStatus>> = {
  '101': 'pendingApproval',
  '102': 'pendingApproval',
  '103': 'onSale',
  '104': 'soldOut',
  '105': 'suspended',
  '106': 'deleted',
};

export function elevenstProductUrl(productNo: string): string {
  return `https://www.11st.co.kr/products/${productNo}`;
}

/** A stored `<Product>` as a snapshot. */
export function fromElevenstProduct(product: XmlObject): ListingSnapshot {
  const productNo = xmlText(product, 'prdNo');
  const basePrice = Number(xmlText(product, 'selPrc') || 0);
  const optionGroupNames = xmlList(product, 'ProductRootOption').map((node) => xmlText(node, 'colTitle'));
  const combinations: ListingCombinationSnapshot[] = xmlList(
    xmlChild(product, 'ProductOptionExt') ?? undefined,
    'ProductOption',
  ).map((node) => ({
    values: valuesOfKey(xmlText(node, 'optionMappingKey'), optionGroupNames),
    salePrice: basePrice + Number(xmlText(node, 'colOptPrice') || 0),
    stock: Number(xmlText(node, 'colOptCount') || 0),
    itemId: xmlText(node, 'prdStckNo') || null,
    onSale: xmlText(node, 'useYn') !== 'N',
  }));
  const images = [1, 2, 3, 4]
    .map((index) => xmlText(product, `prdImage0${index}`))
    .filter((url) => url !== '');
  return {
    ref: { productId: productNo, channelProductId: null },
    status: STATUS[xmlText(product, 'selStatCd')] ?? 'onSale',
    sellerCode: xmlText(product, 'sellerPrdCd'),
    categoryId: xmlText(product, 'dispCtgrNo'),
    title: xmlText(product, 'prdNm'),
    salePrice: basePrice,
    stock:
      combinations.length > 0
        ? combinations.reduce((sum, combination) => sum + combination.stock, 0)
        : Number(xmlText(product, 'prdSelQty') || 0),
    optionGroupNames,
    combinations,
    images,
    detailHtml: xmlText(product, 'htmlDetail'),
    tags: [],
    url: productNo ? elevenstProductUrl(productNo) : null,
  };
}
