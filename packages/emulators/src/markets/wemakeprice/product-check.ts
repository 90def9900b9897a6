/**
 * What the W Partner emulator knows and checks of a `setProduct` body: a small built-in category tree
 * (there is no WeMakePrice snapshot), the notice groups, brands and makers, and the product's required
 * fields, enums and bounds. Every refusal is a Korean message as W Partner writes them.
 */

export type WmpCategory = {
  cateNo: number;
  cateName: string;
  depth: number;
  parentCateNo: number;
  leafYn: 'Y' | 'N';
};

/** A category and its children, as the tree is written below; the flat rows are derived from it. */
type WmpCategoryNode = { cateNo: number; cateName: string; children?: WmpCategoryNode[] };

const WMP_CATEGORY_TREE: readonly WmpCategoryNode[] = [
  {
    cateNo: 1000,
    cateName: '패션의류',
    children: [
      {
        cateNo: 1100,
        cateName: '여성의류',
        children: [
          { cateNo: 1101, cateName: '원피스' },
          { cateNo: 1102, cateName: '티셔츠' },
        ],
      },
      { cateNo: 1200, cateName: '남성의류', children: [{ cateNo: 1201, cateName: '셔츠' }] },
    ],
  },
  {
    cateNo: 2000,
    cateName: '생활/주방',
    children: [{ cateNo: 2100, cateName: '주방용품', children: [{ cateNo: 2101, cateName: '텀블러' }] }],
  },
  {
    cateNo: 3000,
    cateName: '디지털/가전',
    children: [
      { cateNo: 3100, cateName: '휴대폰 액세서리', children: [{ cateNo: 3101, cateName: '충전기' }] },
    ],
  },
];

/** The tree as `getCategory` lists it: flat, parents first, the top level under parent 0. */
function flattenCategories(nodes: readonly WmpCategoryNode[], parentCateNo = 0, depth = 1): WmpCategory[] {
  return nodes.flatMap(({ cateNo, cateName, children = [] }) => [
    {
      cateNo,
      cateName,
      depth,
      parentCateNo,
      leafYn: children.length === 0 ? ('Y' as const) : ('N' as const),
    },
    ...flattenCategories(children, cateNo, depth + 1),
  ]);
}

export const WMP_CATEGORIES: readonly WmpCategory[] = flattenCategories(WMP_CATEGORY_TREE);

export type WmpNoticeGroup = {
  noticeGroupCode: string;
  noticeGroupName: string;
  items: { noticeItemCode: string; noticeItemName: string; requiredYn: 'Y' | 'N' }[];
};

const item = (noticeItemCode: string, noticeItemName: string, requiredYn: 'Y' | 'N' = 'Y') => ({
  noticeItemCode,
  noticeItemName,
  requiredYn,
});

export const WMP_NOTICE_GROUPS: readonly WmpNoticeGroup[] = [
  {
    noticeGroupCode: 'N01',
    noticeGroupName: '의류',
    items: [
      item('N01001', '제품 소재'),
      item('N01002', '색상'),
      item('N01003', '치수'),
      item('N01004', '제조자/수입자'),
      item('N01005', '제조국'),
      item('N01006', '세탁방법 및 취급시 주의사항'),
      item('N01007', '품질보증기준', 'N'),
      item('N01008', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    noticeGroupCode: 'N35',
    noticeGroupName: '기타 재화',
    items: [
      item('N35001', '품명 및 모델명'),
      item('N35002', '법에 의한 인증·허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항'),
      item('N35003', '제조국 또는 원산지'),
      item('N35004', '제조자/수입자'),
      item('N35005', 'A/S 책임자와 전화번호'),
    ],
  },
];

export const WMP_BRANDS = [{ brandNo: 50001, brandName: '셀러데스크' }];
export const WMP_MAKERS = [{ makerNo: 60001, makerName: '셀러데스크 협력사' }];

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function checkOptions(option: Json, salePrice: number): string | null {
  if (option.optionType === 'NONE') {
    return null;
  }
  if (option.optionType !== 'COMBINATION') {
    return 'option.optionType은 NONE 또는 COMBINATION 이어야 합니다.';
  }
  const names = option.optionNames;
  const options = option.options;
  if (!Array.isArray(names) || names.length < 1 || names.length > 2) {
    return '옵션명(option.optionNames)은 1~2개여야 합니다.';
  }
  if (!Array.isArray(options) || options.length < 1 || options.length > 200) {
    return '조합 옵션(option.options)은 1~200개여야 합니다.';
  }
  const seen = new Set<string>();
  let hasZero = false;
  for (const [index, raw] of options.entries()) {
    const entry = record(raw);
    const values = entry.optionValues;
    if (
      !Array.isArray(values) ||
      values.length !== names.length ||
      values.some((v) => typeof v !== 'string' || v === '')
    ) {
      return `${index + 1}번째 옵션의 옵션값 수가 옵션명 수와 다릅니다.`;
    }
    const key = values.join('\u0000');
    if (seen.has(key)) {
      return `옵션값(${values.join('/')})이 중복되었습니다.`;
    }
    seen.add(key);
    if (!isInt(entry.addPrice) || entry.addPrice % 10 !== 0) {
      return `${index + 1}번째 옵션의 추가금액은 10원 단위 정수여야 합니다.`;
    }
    const [low, high] = salePrice < 2_000 ? [0, 1] : salePrice < 10_000 ? [-0.5, 1] : [-0.5, 0.5];
    if (entry.addPrice < salePrice * low || entry.addPrice > salePrice * high) {
      return `옵션 추가금액(${entry.addPrice}원)이 판매가 대비 허용 범위를 벗어났습니다.`;
    }
    hasZero ||= entry.addPrice === 0;
    if (!isInt(entry.stockCount) || entry.stockCount < 0 || entry.stockCount > 99_999) {
      return `${index + 1}번째 옵션의 재고는 0~99,999 사이여야 합니다.`;
    }
  }
  return hasZero ? null : '추가금액이 0원인 옵션이 하나 이상 있어야 합니다.';
}

/** The first problem of a setProduct body, or null. */
export function checkProduct(body: Json, shipPolicies: ReadonlySet<number>): string | null {
  const basic = record(body.basic);
  const sale = record(body.sale);
  const name = basic.productName;
  if (typeof name !== 'string' || name.trim() === '' || [...name].length > 100) {
    return '상품명(basic.productName)은 1~100자로 입력해주세요.';
  }
  const category = WMP_CATEGORIES.find((row) => row.cateNo === basic.cateNo);
  if (!category) {
    return `카테고리(${String(basic.cateNo)})가 존재하지 않습니다.`;
  }
  if (category.leafYn !== 'Y') {
    return `카테고리(${category.cateNo})는 최하위 카테고리가 아닙니다.`;
  }
  if (
    typeof basic.sellerProdCode !== 'string' ||
    basic.sellerProdCode === '' ||
    basic.sellerProdCode.length > 50
  ) {
    return '판매자 상품코드(basic.sellerProdCode)는 1~50자로 입력해주세요.';
  }
  if (basic.brandNo !== undefined && !WMP_BRANDS.some((brand) => brand.brandNo === basic.brandNo)) {
    return `브랜드(${String(basic.brandNo)})가 존재하지 않습니다.`;
  }
  if (basic.makerNo !== undefined && !WMP_MAKERS.some((maker) => maker.makerNo === basic.makerNo)) {
    return `제조사(${String(basic.makerNo)})가 존재하지 않습니다.`;
  }
  if (basic.overseasPurchaseYn !== 'Y' && basic.overseasPurchaseYn !== 'N') {
    return 'basic.overseasPurchaseYn은 Y 또는 N 이어야 합니다.';
  }
  const price = sale.salePrice;
  if (!isInt(price) || price < 10 || price > 999_999_990 || price % 10 !== 0) {
    return '판매가(sale.salePrice)는 10원 단위로 10원~999,999,990원이어야 합니다.';
  }
  if (!isInt(sale.stockCount) || sale.stockCount < 0 || sale.stockCount > 99_999) {
    return '재고수량(sale.stockCount)은 0~99,999 사이여야 합니다.';
  }
  const optionProblem = checkOptions(record(body.option), price);
  if (optionProblem) {
    return optionProblem;
  }
  const image = record(body.image);
  const urls = [image.mainImgUrl, ...(Array.isArray(image.addImgUrls) ? image.addImgUrls : [])];
  if (
    typeof image.mainImgUrl !== 'string' ||
    urls.some((url) => typeof url !== 'string' || !/^https?:\/\//.test(url))
  ) {
    return '대표이미지(image.mainImgUrl)와 추가이미지는 http(s) 주소여야 합니다.';
  }
  if (urls.length > 10) {
    return '이미지는 대표이미지 포함 10개까지 등록할 수 있습니다.';
  }
  const html = record(body.detail).descHtml;
  if (typeof html !== 'string' || html.trim() === '') {
    return '상세설명(detail.descHtml)을 입력해주세요.';
  }
  const shipPolicyNo = record(body.ship).shipPolicyNo;
  if (!isInt(shipPolicyNo) || !shipPolicies.has(shipPolicyNo)) {
    return `배송정책(${String(shipPolicyNo)})이 존재하지 않습니다. W파트너센터에서 등록한 배송정책을 선택해주세요.`;
  }
  return checkNotice(record(body.notice));
}

function checkNotice(notice: Json): string | null {
  const group = WMP_NOTICE_GROUPS.find((candidate) => candidate.noticeGroupCode === notice.noticeGroupCode);
  if (!group) {
    return `상품정보제공고시 그룹(${String(notice.noticeGroupCode)})이 존재하지 않습니다.`;
  }
  const given = new Map(
    (Array.isArray(notice.items) ? notice.items : []).map((raw) => {
      const entry = record(raw);
      return [String(entry.noticeItemCode), String(entry.content ?? '')] as const;
    }),
  );
  for (const entry of group.items) {
    if (entry.requiredYn === 'Y' && (given.get(entry.noticeItemCode) ?? '').trim() === '') {
      return `상품정보제공고시 '${entry.noticeItemName}' 항목을 입력해주세요.`;
    }
  }
  return null;
}
