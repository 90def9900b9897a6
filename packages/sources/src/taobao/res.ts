import { MAX_OPTION_GROUPS, compareAmounts, fromMinorUnits, readAmount } from '@sellerdesk/domain';
import { SourceError } from '../failures';
import { count, disambiguateNames, finalizeProduct, list, missingSkuPrices, record, text } from '../finalize';
import type { SourceDescription, SourceOptionGroup, SourceProduct, SourceSku } from '../model';
import { cleanImageList, cleanImageUrl } from '../text/images';

/**
 * The Taobao/Tmall detail object (`res` of the ICE page context, or `data` of the
 * `mtop.taobao.pcdetail.data.get` answer — the same shape): `item`, `seller`, `skuBase`
 * (`props` = option groups, `skus` = combinations by `propPath` "pid:vid;pid:vid"),
 * `skuCore.sku2info` (price and stock per skuId; key "0" is the item-level aggregate).
 */

export type TaobaoSite = 'taobao' | 'tmall';

export type TaobaoResContext = {
  site: TaobaoSite;
  /** The product page URL: stored as the product's URL and used to resolve `//` image URLs. */
  url: string;
  /** The item id that was asked for; a different item in the data is refused. */
  requestedId?: string;
  /** Description already read (getdesc or the page); otherwise `pcADescUrl` is left pending. */
  description?: SourceDescription;
};

type SkuPrice = { price: string | null; originalPrice: string | null };

function priceValue(price: Record<string, unknown> | null): string | null {
  if (!price) {
    return null;
  }
  // priceText is in yuan and may carry 起/¥; priceMoney is fen as a string.
  return readAmount(price.priceText) ?? yuanOfFen(price.priceMoney);
}

/** Fen as Taobao sends it ("16400", 139) → yuan ("164", "1.39"); null for anything else. */
export function yuanOfFen(input: unknown): string | null {
  const text =
    typeof input === 'number'
      ? Number.isSafeInteger(input) && input >= 0
        ? String(input)
        : ''
      : typeof input === 'string'
        ? input.trim()
        : '';
  return /^\d+$/.test(text) ? fromMinorUnits(text, 'CNY') : null;
}

/** `subPrice`, when present, is what the buyer pays (折后/平台加补贴); `price` is the list price (优惠前). */
export function skuPriceOf(info: Record<string, unknown> | null): SkuPrice {
  if (!info) {
    return { price: null, originalPrice: null };
  }
  const listPrice = priceValue(record(info.price));
  const paid = priceValue(record(info.subPrice));
  if (paid && compareAmounts(paid, '0') > 0) {
    return {
      price: paid,
      originalPrice: listPrice && compareAmounts(listPrice, paid) > 0 ? listPrice : null,
    };
  }
  return { price: listPrice && compareAmounts(listPrice, '0') > 0 ? listPrice : null, originalPrice: null };
}

function stockOf(info: Record<string, unknown> | null): { stock: number | null; soldOut: boolean } {
  const stock = count(info?.quantity);
  // 即将售罄 ("selling out soon") is still in stock; only these mean none left.
  const noneText = /无货|已售罄|缺货|已抢光/.test(text(info?.quantityText));
  if (noneText) {
    return { stock: stock ?? 0, soldOut: true };
  }
  return { stock, soldOut: stock === 0 };
}

function attributesOf(res: Record<string, unknown>): { name: string; value: string }[] {
  const basic = list(record(record(res.plusViewVO)?.industryParamVO)?.basicParamList);
  const fromBasic = basic
    .map((row) => ({ name: text(record(row)?.propertyName), value: text(record(row)?.valueName) }))
    .filter((a) => a.name);
  if (fromBasic.length) {
    return fromBasic;
  }
  const infos = list(record(record(res.componentsVO)?.extensionInfoVO)?.infos);
  const baseProps = infos.map(record).find((info) => text(info?.type) === 'BASE_PROPS');
  return list(baseProps?.items)
    .map((row) => ({
      name: text(record(row)?.title),
      value: list(record(row)?.text).map(text).filter(Boolean).join(' '),
    }))
    .filter((a) => a.name);
}

type Groups = {
  groups: SourceOptionGroup[];
  index: Map<string, { group: number; values: Map<string, number> }>;
};

function groupsOf(props: unknown[], base: string): Groups {
  const groups: SourceOptionGroup[] = [];
  const index = new Map<string, { group: number; values: Map<string, number> }>();
  for (const rawProp of props) {
    const prop = record(rawProp);
    const pid = text(prop?.pid);
    const values = list(prop?.values)
      .map(record)
      .filter((v): v is Record<string, unknown> => Boolean(v && text(v.name)));
    if (!prop || !pid || values.length === 0) {
      continue;
    }
    const valueIndex = new Map<string, number>();
    values.forEach((v, i) => valueIndex.set(text(v.vid) || text(v.name), i));
    index.set(pid, { group: groups.length, values: valueIndex });
    groups.push({
      name: text(prop.name) || `옵션${groups.length + 1}`,
      values: values.map((v) => ({ name: text(v.name), image: cleanImageUrl(v.image, base) })),
    });
  }
  return { groups, index };
}

export function parseTaobaoRes(resInput: unknown, context: TaobaoResContext): SourceProduct {
  const { site, url } = context;
  const res = record(resInput);
  const item = record(res?.item);
  const code = text(item?.itemId);
  if (!res || !item || !code) {
    throw new SourceError('DATA_NOT_FOUND', site, 'no item.itemId in the detail data');
  }
  if (context.requestedId && context.requestedId !== code) {
    throw new SourceError('MISMATCH', site, `asked ${context.requestedId}, got ${code}`);
  }
  const components = record(res.componentsVO);
  const title = text(item.title) || text(record(record(components?.titleVO)?.title)?.title);

  const skuBase = record(res.skuBase);
  const sku2info = record(record(res.skuCore)?.sku2info) ?? {};
  const props = list(skuBase?.props);
  if (props.length > MAX_OPTION_GROUPS) {
    throw new SourceError(
      'TOO_MANY_OPTION_GROUPS',
      site,
      `${props.length} props`,
      `옵션 그룹이 ${props.length}개인 상품입니다. 옵션 그룹은 최대 ${MAX_OPTION_GROUPS}개까지 수집할 수 있습니다.`,
    );
  }
  const { groups: rawGroups, index } = groupsOf(props, url);
  const groups = disambiguateNames(rawGroups);
  const warnings: string[] = [];
  const skus: SourceSku[] = [];
  let unknownCombos = 0;
  let missing = 0;
  let soldOutWithoutPrice = 0;
  const combos = list(skuBase?.skus);

  const single =
    rawGroups.length === 0 || (combos.length === 0 && rawGroups.every((g) => g.values.length === 1));
  if (single) {
    // Only a single-SKU item may use the aggregate "0": elsewhere it is a "from" price, not a SKU price.
    const onlyKey = Object.keys(sku2info).length === 1 ? Object.keys(sku2info)[0]! : '0';
    const info = record(sku2info['0']) ?? record(sku2info[onlyKey]);
    const { price, originalPrice } = skuPriceOf(info);
    if (!price) {
      throw missingSkuPrices(site, 1, 1);
    }
    skus.push({
      id: code,
      options: groups.map((g) => g.values[0]!.name),
      price,
      originalPrice,
      ...stockOf(info),
    });
  } else {
    for (const rawCombo of combos) {
      const combo = record(rawCombo);
      const skuId = text(combo?.skuId);
      const chosen: (number | undefined)[] = new Array<number | undefined>(groups.length).fill(undefined);
      for (const segment of text(combo?.propPath).split(/[;；]/)) {
        const [pid, vid] = segment.split(':').map((part) => part?.trim() ?? '');
        const group = pid ? index.get(pid) : undefined;
        const value = group && vid ? group.values.get(vid) : undefined;
        if (group && value !== undefined) {
          chosen[group.group] = value;
        }
      }
      if (!skuId || chosen.some((v) => v === undefined)) {
        unknownCombos++;
        continue;
      }
      const info = record(sku2info[skuId]);
      const { price, originalPrice } = skuPriceOf(info);
      const stock = stockOf(info);
      if (!price) {
        if (stock.soldOut) {
          soldOutWithoutPrice++;
        } else {
          missing++;
        }
        continue;
      }
      skus.push({
        id: skuId,
        options: chosen.map((v, g) => groups[g]!.values[v!]!.name),
        price,
        originalPrice,
        ...stock,
      });
    }
  }
  if (missing > 0) {
    const hint =
      site === 'tmall' ? '티몰은 옵션별 가격을 숨기는 경우가 있어 확장 프로그램으로 수집해야 합니다.' : '';
    throw missingSkuPrices(site, missing, combos.length, hint);
  }
  if (unknownCombos > 0) {
    warnings.push(`옵션 정보와 맞지 않는 조합 ${unknownCombos}개를 건너뛰었습니다.`);
  }
  if (soldOutWithoutPrice > 0) {
    warnings.push(`가격이 없는 품절 옵션 ${soldOutWithoutPrice}개를 제외했습니다.`);
  }
  if (skus.length === 0) {
    throw new SourceError('INVALID_DATA', site, 'no usable SKU combination');
  }

  const headImage = record(components?.headImageVO);
  const images = cleanImageList(
    [...list(item.images), ...(list(item.images).length ? [] : list(headImage?.images))],
    url,
  );
  const video = record(list(headImage?.videos)[0]) ?? record(list(item.videos)[0]);
  const seller = record(res.seller);
  const descUrl = cleanImageUrl(item.pcADescUrl ?? item.pcDescUrl ?? item.taobaoPcDescUrl, url);
  const description: SourceDescription =
    context.description ?? (descUrl ? { kind: 'pending', url: descUrl } : { kind: 'none' });
  const pageUrl = new URL(url);

  return finalizeProduct({
    site,
    code,
    url: `${pageUrl.origin}${pageUrl.pathname}?id=${code}`,
    title: { language: 'zh', text: title },
    currency: 'CNY',
    images,
    optionGroups: groups,
    skus,
    priceTiers: [],
    minOrderQuantity: null,
    description,
    attributes: attributesOf(res),
    shopName: text(seller?.shopName) || text(seller?.sellerNick) || null,
    sourceCategory: text(item.categoryName) || null,
    videoUrl: cleanImageUrl(video?.url, url),
    warnings,
  });
}
