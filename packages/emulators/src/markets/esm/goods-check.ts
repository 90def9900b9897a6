import iconv from 'iconv-lite';
import type { EsmCatalog } from './catalog';
import { checkOrigin, checkSafetyCerts } from './origin';

/** What ESM checks in a goods body (markets.md §4.3): required fields, site category matching, shipping references, notice, option bands. */

export type EsmBook = {
  places: { placeNo: number; placeName: string; address: string; zipCode: string; phone: string }[];
  addresses: { addrNo: number; addrName: string; address: string; zipCode: string; phone: string }[];
  dispatchPolicies: { dispatchPolicyNo: number; type: string; name: string }[];
  couriers: { deliveryCompCode: number; deliveryCompName: string }[];
};

export const NOTICE_GROUPS: readonly { no: number; name: string; codes: [string, string][] }[] = [
  {
    no: 1,
    name: '의류',
    codes: [
      ['1-1', '제품소재'],
      ['1-2', '색상'],
      ['1-3', '치수'],
      ['1-4', '제조자, 수입품의 경우 수입자를 함께 표기'],
      ['1-5', '제조국'],
      ['1-6', 'A/S 책임자와 전화번호'],
    ],
  },
  {
    no: 2,
    name: '구두/신발',
    codes: [
      ['2-1', '제품 주소재'],
      ['2-2', '색상'],
      ['2-3', '치수'],
      ['2-4', '제조자, 수입품의 경우 수입자를 함께 표기'],
      ['2-5', '제조국'],
      ['2-6', 'A/S 책임자와 전화번호'],
    ],
  },
  {
    no: 13,
    name: '주방용품',
    codes: [
      ['13-1', '품명 및 모델명'],
      ['13-2', '재질'],
      ['13-3', '제조자, 수입품의 경우 수입자를 함께 표기'],
      ['13-4', '제조국'],
      ['13-5', 'A/S 책임자와 전화번호'],
    ],
  },
  {
    no: 35,
    name: '기타 재화',
    codes: [
      ['35-1', '품명 및 모델명'],
      ['35-2', '제조자, 수입품의 경우 수입자를 함께 표기'],
      ['35-3', '제조국'],
      ['35-4', 'A/S 책임자와 전화번호'],
    ],
  },
];

type Problem = { code: number; message: string };
const bytes = (text: string) => iconv.encode(text, 'cp949').length;
const get = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
const problem = (message: string, code = 3000): Problem => ({ code, message });

function band(price: number): [number, number] {
  if (price < 2_000) {
    return [0, price];
  }
  if (price < 10_000) {
    return [Math.ceil(price * -0.5), price];
  }
  return [Math.ceil(price * -0.5), Math.floor(price * 0.5)];
}

export function checkGoods(
  body: Record<string, unknown>,
  catalog: EsmCatalog,
  book: EsmBook,
): Problem | null {
  const name = String(get(body, 'itemBasicInfo', 'goodsName', 'kor') ?? '');
  if (!name) {
    return problem('상품명(goodsName.kor)은 필수입니다.');
  }
  if (bytes(name) > 100) {
    return problem('상품명(goodsName.kor)은 100byte를 넘을 수 없습니다.', 2141);
  }
  const esmCode = String(get(body, 'itemBasicInfo', 'category', 'esm', 'catCode') ?? '');
  const category = catalog.byCode.get(esmCode);
  if (!category || !category.leaf) {
    return problem(`ESM 카테고리(${esmCode})가 없거나 최하위 카테고리가 아닙니다.`);
  }
  const sites = (get(body, 'itemBasicInfo', 'category', 'site') ?? []) as {
    siteType?: number;
    catCode?: string;
  }[];
  if (!Array.isArray(sites) || sites.length === 0) {
    return problem('사이트 카테고리(category.site)는 필수입니다.');
  }
  for (const site of sites) {
    const matched = site.siteType === 2 ? category.gmkt : site.siteType === 1 ? category.iac : null;
    if (!matched) {
      return problem(`siteType(${String(site.siteType)})은 1(옥션) 또는 2(G마켓)이어야 합니다.`);
    }
    if (!matched.includes(String(site.catCode))) {
      return problem(
        `사이트 카테고리(${String(site.catCode)})가 ESM 카테고리(${esmCode})에 매칭된 카테고리가 아닙니다.`,
      );
    }
  }
  const info = body.itemAddtionalInfo;
  for (const key of ['Gmkt', 'Iac']) {
    const price = Number(get(info, 'price', key));
    if (!Number.isInteger(price) || price < 10 || price % 10 !== 0) {
      return problem(`판매가(price.${key})는 10원 단위로 입력해야 합니다.`);
    }
    const stock = Number(get(info, 'stock', key));
    if (!Number.isInteger(stock) || stock < 1 || stock > 99_999) {
      return problem(`재고(stock.${key})는 1~99,999 사이여야 합니다.`);
    }
    if (![-1, 15, 30, 60, 90].includes(Number(get(info, 'sellingPeriod', key)))) {
      return problem(`판매기간(sellingPeriod.${key})이 올바르지 않습니다.`);
    }
  }
  if (bytes(String(get(info, 'managedCode') ?? '')) > 100) {
    return problem('판매자 관리코드는 100byte를 넘을 수 없습니다.', 2141);
  }
  if (
    !book.couriers.some((courier) => courier.deliveryCompCode === Number(get(info, 'shipping', 'companyNo')))
  ) {
    return problem(`택배사 코드(${String(get(info, 'shipping', 'companyNo'))})가 올바르지 않습니다.`);
  }
  if (!book.places.some((place) => place.placeNo === Number(get(info, 'shipping', 'policy', 'placeNo')))) {
    return problem(
      `출하지(${String(get(info, 'shipping', 'policy', 'placeNo'))})가 판매자의 출하지 목록에 없습니다.`,
    );
  }
  if (
    !book.addresses.some(
      (address) => address.addrNo === Number(get(info, 'shipping', 'returnAndExchange', 'addrNo')),
    )
  ) {
    return problem('반품/교환지 주소 번호가 판매자 주소록에 없습니다.');
  }
  for (const key of ['gmkt', 'iac']) {
    if (
      !book.dispatchPolicies.some(
        (policy) => policy.dispatchPolicyNo === Number(get(info, 'shipping', 'dispatchPolicyNo', key)),
      )
    ) {
      return problem(`발송정책(dispatchPolicyNo.${key})이 없습니다.`);
    }
  }
  const notice = NOTICE_GROUPS.find(
    (group) => group.no === Number(get(info, 'officialNotice', 'officialNoticeNo')),
  );
  if (!notice) {
    return problem('고시 상품군(officialNoticeNo)이 올바르지 않습니다.');
  }
  const values = new Map(
    (
      (get(info, 'officialNotice', 'details') ?? []) as {
        officialNoticeItemelementCode?: string;
        value?: string;
      }[]
    ).map((detail) => [detail.officialNoticeItemelementCode, String(detail.value ?? '')]),
  );
  for (const [code, label] of notice.codes) {
    const value = values.get(code);
    if (!value) {
      return problem(`고시 항목 '${label}'(${code})의 값이 없습니다.`);
    }
    if (bytes(value) > 1000) {
      return problem(`고시 항목 '${label}'의 값은 1000byte를 넘을 수 없습니다.`, 2141);
    }
  }
  const declarations = (info ?? {}) as Record<string, unknown>;
  const declared = checkOrigin(declarations) ?? checkSafetyCerts(declarations);
  if (declared) {
    return declared;
  }
  if (!/^https?:\/\//.test(String(get(info, 'images', 'basicImgURL') ?? ''))) {
    return problem('대표 이미지(basicImgURL)는 필수입니다.');
  }
  if (!String(get(info, 'descriptions', 'kor', 'html') ?? '')) {
    return problem('상세설명(descriptions.kor.html)은 필수입니다.');
  }
  const type = Number(get(info, 'recommendedOpts', 'type') ?? 0);
  if (type === 2) {
    const names = (get(info, 'recommendedOpts', 'combination', 'names') ?? []) as unknown[];
    const details = (get(info, 'recommendedOpts', 'combination', 'details') ?? []) as Record<
      string,
      unknown
    >[];
    if (names.length < 1 || names.length > 2 || details.length === 0) {
      return problem('조합형 옵션은 옵션명 1~2개와 옵션값이 필요합니다.');
    }
    // One extra amount per option for every site: within the band of each listed site's price.
    const bands = sites.map((site) => band(Number(get(info, 'price', site.siteType === 2 ? 'Gmkt' : 'Iac'))));
    const min = Math.max(...bands.map(([low]) => low));
    const max = Math.min(...bands.map(([, high]) => high));
    for (const detail of details) {
      const amount = Number(detail.addAmnt);
      if (!Number.isInteger(amount) || amount < min || amount > max || amount % 10 !== 0) {
        return problem(
          `옵션 추가금액(${String(detail.addAmnt)})이 허용 범위(${min}~${max}원)를 벗어났습니다.`,
        );
      }
      if (bytes(String(detail.manageCode ?? '')) > 20) {
        return problem('옵션 관리코드는 20byte를 넘을 수 없습니다.', 2141);
      }
      if (((detail.values ?? []) as unknown[]).length !== names.length) {
        return problem('옵션값의 개수가 옵션명과 다릅니다.');
      }
    }
  } else if (type !== 0) {
    return problem(`옵션 유형(recommendedOpts.type=${type})을 지원하지 않습니다.`);
  }
  return null;
}
