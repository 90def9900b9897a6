import { categoriesDirectory, readSnapshot, type CategorySource } from '../shared/category-data';

/**
 * Naver's reference data: the category tree (the full snapshot when present, else a built-in subset with
 * real ids), the 상품정보제공고시 types and the fields each needs, origin area codes and couriers.
 */

export type NaverCategoryRow = { wholeCategoryName: string; id: string; name: string; last: boolean };

const BUILTIN: readonly [string, string, boolean][] = [
  ['50000004', '가구/인테리어', false],
  ['50000108', '가구/인테리어>인테리어소품', false],
  ['50001118', '가구/인테리어>인테리어소품>스탠드', false],
  ['50003330', '가구/인테리어>인테리어소품>스탠드>단스탠드', true],
  ['50000003', '디지털/가전', false],
  ['50000205', '디지털/가전>휴대폰액세서리', false],
  ['50001377', '디지털/가전>휴대폰액세서리>휴대폰케이스', false],
  ['50017920', '디지털/가전>휴대폰액세서리>휴대폰케이스>아이폰 케이스', true],
  ['50000008', '생활/건강', false],
  ['50000061', '생활/건강>주방용품', false],
  ['50000216', '생활/건강>주방용품>도마', true],
  ['50000007', '스포츠/레저', false],
  ['50000028', '스포츠/레저>캠핑', false],
  ['50001099', '스포츠/레저>캠핑>텐트', false],
  ['50002649', '스포츠/레저>캠핑>텐트>1-2인용', true],
  ['50000005', '출산/육아', false],
  ['50000138', '출산/육아>유아동의류', false],
  ['50000535', '출산/육아>유아동의류>티셔츠', true],
  ['50000000', '패션의류', false],
  ['50000169', '패션의류>남성의류', false],
  ['50000830', '패션의류>남성의류>티셔츠', true],
  ['50000167', '패션의류>여성의류', false],
  ['50000807', '패션의류>여성의류>원피스', true],
  ['50000803', '패션의류>여성의류>티셔츠', true],
  ['50000001', '패션잡화', false],
  ['50000176', '패션잡화>여성가방', false],
  ['50000644', '패션잡화>여성가방>백팩', true],
  ['50000173', '패션잡화>여성신발', false],
  ['50000779', '패션잡화>여성신발>부티', true],
  ['50000002', '화장품/미용', false],
  ['50000190', '화장품/미용>스킨케어', false],
  ['50000437', '화장품/미용>스킨케어>스킨/토너', true],
];

function isRow(value: unknown): value is NaverCategoryRow {
  const row = value as NaverCategoryRow;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.id === 'string' &&
    typeof row.name === 'string' &&
    typeof row.wholeCategoryName === 'string' &&
    typeof row.last === 'boolean'
  );
}

export class NaverCatalog {
  readonly categories: NaverCategoryRow[];
  readonly byId: Map<string, NaverCategoryRow>;
  readonly fromSnapshot: boolean;

  constructor(source: CategorySource) {
    const snapshot = readSnapshot(categoriesDirectory(source), 'naver/naver_categories.json');
    const rows = Array.isArray(snapshot) && snapshot.every(isRow) ? snapshot : null;
    this.fromSnapshot = rows !== null;
    this.categories =
      rows ??
      BUILTIN.map(([id, wholeCategoryName, last]) => ({
        id,
        wholeCategoryName,
        name: wholeCategoryName.split('>').at(-1) ?? wholeCategoryName,
        last,
      }));
    this.byId = new Map(this.categories.map((row) => [row.id, row]));
  }

  children(id: string): NaverCategoryRow[] {
    const parent = this.byId.get(id);
    if (!parent) {
      return [];
    }
    const depth = parent.wholeCategoryName.split('>').length + 1;
    const prefix = `${parent.wholeCategoryName}>`;
    return this.categories.filter(
      (row) => row.wholeCategoryName.startsWith(prefix) && row.wholeCategoryName.split('>').length === depth,
    );
  }
}

export type NoticeField = { fieldName: string; fieldLabel: string; required: boolean };
export type NoticeType = { type: string; name: string; fields: NoticeField[] };

const f = (fieldName: string, fieldLabel: string, required = true): NoticeField => ({
  fieldName,
  fieldLabel,
  required,
});

/** Legal texts every notice type carries (the "0"/"1" shortcut fields of the API). */
const COMMON: readonly NoticeField[] = [
  f('returnCostReason', '반품 비용 안내'),
  f('noRefundReason', '청약철회 불가 사유'),
  f('qualityAssuranceStandard', '품질보증기준'),
  f('compensationProcedure', '피해보상 절차'),
  f('troubleShootingContents', '소비자 상담 안내'),
];

export const NOTICE_TYPES: readonly NoticeType[] = [
  {
    type: 'WEAR',
    name: '의류',
    fields: [
      f('material', '제품 소재'),
      f('color', '색상'),
      f('size', '치수'),
      f('manufacturer', '제조자/수입자'),
      f('caution', '세탁방법 및 취급시 주의사항'),
      f('packDate', '제조연월', false),
      f('afterServiceDirector', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    type: 'SHOES',
    name: '구두/신발',
    fields: [
      f('material', '제품 주소재'),
      f('color', '색상'),
      f('size', '치수'),
      f('height', '굽높이', false),
      f('manufacturer', '제조자/수입자'),
      f('caution', '취급시 주의사항'),
      f('afterServiceDirector', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    type: 'BAG',
    name: '가방',
    fields: [
      f('type', '종류'),
      f('material', '소재'),
      f('color', '색상'),
      f('size', '크기'),
      f('manufacturer', '제조자/수입자'),
      f('caution', '취급시 주의사항'),
      f('afterServiceDirector', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    type: 'FASHION_ITEMS',
    name: '패션잡화(모자/벨트/액세서리)',
    fields: [
      f('type', '종류'),
      f('material', '소재'),
      f('size', '치수'),
      f('manufacturer', '제조자/수입자'),
      f('caution', '취급시 주의사항'),
      f('afterServiceDirector', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    type: 'COSMETIC',
    name: '화장품',
    fields: [
      f('capacity', '용량 또는 중량'),
      f('specification', '제품 주요 사양'),
      f('expirationDate', '사용기한 또는 개봉 후 사용기간'),
      f('usage', '사용방법'),
      f('manufacturer', '화장품제조업자 및 책임판매업자'),
      f('mainIngredient', '화장품법에 따라 기재해야 하는 모든 성분'),
      f('caution', '사용할 때의 주의사항'),
      f('customerServicePhoneNumber', '소비자상담 관련 전화번호'),
    ],
  },
  {
    type: 'KIDS',
    name: '어린이제품',
    fields: [
      f('itemName', '품명'),
      f('modelName', '모델명'),
      f('certificationType', 'KC 인증정보'),
      f('size', '크기'),
      f('material', '재질'),
      f('recommendedAge', '사용연령'),
      f('manufacturer', '제조자/수입자'),
      f('caution', '취급방법 및 취급시 주의사항'),
      f('afterServiceDirector', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    type: 'KITCHEN_UTENSILS',
    name: '주방용품',
    fields: [
      f('itemName', '품명'),
      f('modelName', '모델명'),
      f('material', '재질'),
      f('component', '구성품'),
      f('size', '크기'),
      f('manufacturer', '제조자/수입자'),
      f('afterServiceDirector', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    type: 'SPORTS_EQUIPMENT',
    name: '스포츠용품',
    fields: [
      f('itemName', '품명'),
      f('modelName', '모델명'),
      f('size', '크기'),
      f('material', '재질'),
      f('component', '구성품'),
      f('manufacturer', '제조자/수입자'),
      f('afterServiceDirector', 'A/S 책임자와 전화번호'),
    ],
  },
  {
    type: 'ETC',
    name: '기타 재화',
    fields: [
      f('itemName', '품명'),
      f('modelName', '모델명'),
      f('certificateDetails', '법에 의한 인증·허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항', false),
      f('manufacturer', '제조자/수입자'),
      f('customerServicePhoneNumber', '소비자상담 관련 전화번호', false),
      f('afterServiceDirector', 'A/S 책임자와 전화번호', false),
    ],
  },
].map((type) => ({ ...type, fields: [...type.fields, ...COMMON] }));

export const NOTICE_TYPE_BY_ID = new Map(NOTICE_TYPES.map((type) => [type.type, type]));

/** The notice types a category takes: its own kind first, and "기타 재화" for anything. */
export function noticeTypesFor(row: NaverCategoryRow): string[] {
  const path = row.wholeCategoryName;
  const root = path.split('>')[0] ?? '';
  let own = 'ETC';
  if (root === '패션의류') {
    own = 'WEAR';
  } else if (root === '패션잡화') {
    own = /신발|슈즈|운동화/.test(path) ? 'SHOES' : /가방|백팩|지갑/.test(path) ? 'BAG' : 'FASHION_ITEMS';
  } else if (root === '화장품/미용') {
    own = 'COSMETIC';
  } else if (root === '출산/육아') {
    own = 'KIDS';
  } else if (root === '스포츠/레저') {
    own = 'SPORTS_EQUIPMENT';
  } else if (path.includes('주방용품')) {
    own = 'KITCHEN_UTENSILS';
  }
  return own === 'ETC' ? ['ETC'] : [own, 'ETC'];
}

/** Origin area codes: 00 domestic, 02… imported (needs the importer), 03 other (needs content), 04 "see detail". */
export const ORIGIN_AREAS: readonly { code: string; name: string }[] = [
  { code: '00', name: '국산' },
  { code: '0200036', name: '수입산 아시아 일본' },
  { code: '0200037', name: '수입산 아시아 중국' },
  { code: '0200038', name: '수입산 아시아 베트남' },
  { code: '0200039', name: '수입산 아시아 태국' },
  { code: '0200040', name: '수입산 아시아 대만' },
  { code: '0200101', name: '수입산 북미 미국' },
  { code: '0200201', name: '수입산 유럽 독일' },
  { code: '03', name: '기타-직접입력' },
  { code: '04', name: '기타-상세설명에 표시' },
];
