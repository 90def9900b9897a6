import { categoriesDirectory, readSnapshot, type CategorySource } from '../shared/category-data';

/**
 * Coupang's reference data: display categories rebuilt from leaf paths (the Wing snapshots when present,
 * else a built-in subset with real codes; inner nodes get emulator-made codes, since the snapshots carry
 * leaves only), and each category's related metas (notices, attributes).
 */

export type CategoryNode = {
  displayItemCategoryCode: number;
  name: string;
  status: 'ACTIVE';
  child: CategoryNode[];
};

type Leaf = { code: string; path: string };

const BUILTIN: readonly Leaf[] = [
  { code: '79384', path: 'ROOT>패션의류잡화>여성패션>여성의류>원피스>여성 미니원피스(허벅지위)' },
  { code: '79385', path: 'ROOT>패션의류잡화>여성패션>여성의류>원피스>여성 미디원피스(무릎길이)' },
  { code: '79382', path: 'ROOT>패션의류잡화>여성패션>여성의류>티셔츠>여성 반소매' },
  { code: '79381', path: 'ROOT>패션의류잡화>여성패션>여성의류>티셔츠>여성 긴소매' },
  { code: '79489', path: 'ROOT>패션의류잡화>남성패션>남성의류>티셔츠>남성 반소매' },
  { code: '67983', path: 'ROOT>패션의류잡화>남성패션>남성화>운동화/스니커즈>남성패션운동화' },
  { code: '80534', path: 'ROOT>주방용품>수저/컵/식기>컵/머그/잔>텀블러>보온/보냉텀블러' },
  { code: '80439', path: 'ROOT>주방용품>조리용품>간식조리도구>기타간식메이커/간식조리도구' },
  { code: '64086', path: 'ROOT>생활용품>건강용품>건강액세서리>기타건강액세서리' },
  { code: '82061', path: 'ROOT>스포츠/레져>캠핑>랜턴/조명>랜턴' },
  { code: '57234', path: 'ROOT>뷰티>뷰티소품>기타뷰티소품' },
  { code: '56511', path: 'ROOT>뷰티>네일>네일세트' },
];

/** Codes for inner nodes, above every real leaf code. */
const INNER_CODE_BASE = 9_000_000;

function isLeaf(value: unknown): value is Leaf {
  const leaf = value as Leaf;
  return (
    typeof leaf === 'object' &&
    leaf !== null &&
    typeof leaf.code === 'string' &&
    typeof leaf.path === 'string'
  );
}

export type CategoryEntry = { node: CategoryNode; path: string[]; isLeaf: boolean };

export class CoupangCatalog {
  readonly root: CategoryNode = { displayItemCategoryCode: 0, name: 'ROOT', status: 'ACTIVE', child: [] };
  readonly byCode = new Map<number, CategoryEntry>();
  readonly fromSnapshot: boolean;

  constructor(source: CategorySource) {
    const directory = categoriesDirectory(source);
    const files = ['coupang/wing_categories.json', 'coupang/wing_beauty_categories.json'].map((file) =>
      readSnapshot(directory, file),
    );
    const leaves = files.every((file) => Array.isArray(file) && file.every(isLeaf))
      ? (files as Leaf[][]).flat()
      : null;
    this.fromSnapshot = leaves !== null;
    this.build(leaves ?? BUILTIN);
  }

  private build(leaves: readonly Leaf[]): void {
    this.byCode.set(0, { node: this.root, path: [], isLeaf: false });
    const inner = new Map<string, CategoryNode>([['ROOT', this.root]]);
    const innerPaths = new Set<string>();
    for (const leaf of leaves) {
      const parts = leaf.path.split('>');
      for (let depth = 2; depth < parts.length; depth += 1) {
        innerPaths.add(parts.slice(0, depth).join('>'));
      }
    }
    [...innerPaths].sort().forEach((path, index) => {
      const parts = path.split('>');
      const node: CategoryNode = {
        displayItemCategoryCode: INNER_CODE_BASE + index,
        name: parts.at(-1) ?? path,
        status: 'ACTIVE',
        child: [],
      };
      inner.set(path, node);
      this.byCode.set(node.displayItemCategoryCode, { node, path: parts.slice(1), isLeaf: false });
    });
    for (const path of [...innerPaths].sort()) {
      const parent = inner.get(path.split('>').slice(0, -1).join('>'));
      const node = inner.get(path);
      if (parent && node) {
        parent.child.push(node);
      }
    }
    for (const leaf of leaves) {
      const parts = leaf.path.split('>');
      const node: CategoryNode = {
        displayItemCategoryCode: Number(leaf.code),
        name: parts.at(-1) ?? leaf.path,
        status: 'ACTIVE',
        child: [],
      };
      inner.get(parts.slice(0, -1).join('>'))?.child.push(node);
      this.byCode.set(node.displayItemCategoryCode, { node, path: parts.slice(1), isLeaf: true });
    }
  }
}

export type Attribute = {
  attributeTypeName: string;
  required: 'MANDATORY' | 'OPTIONAL';
  exposed: 'EXPOSED' | 'NONE';
};
export type NoticeCategory = {
  noticeCategoryName: string;
  noticeCategoryDetailNames: { noticeCategoryDetailName: string; required: 'MANDATORY' | 'OPTIONAL' }[];
};
export type CategoryMeta = {
  isAllowSingleItem: boolean;
  attributes: (Attribute & { dataType: 'STRING'; inputType: 'INPUT'; inputValues: string[] })[];
  noticeCategories: NoticeCategory[];
  requiredDocumentNames: string[];
  certifications: { certificationType: string; name: string; required: string }[];
};

const notice = (
  name: string,
  details: readonly string[],
  optional: readonly string[] = [],
): NoticeCategory => ({
  noticeCategoryName: name,
  noticeCategoryDetailNames: [
    ...details.map((detail) => ({ noticeCategoryDetailName: detail, required: 'MANDATORY' as const })),
    ...optional.map((detail) => ({ noticeCategoryDetailName: detail, required: 'OPTIONAL' as const })),
  ],
});

const AS = 'A/S 책임자와 전화번호';
const NOTICES = {
  clothing: notice(
    '의류',
    [
      '제품 소재',
      '색상',
      '치수',
      '제조자(수입자)',
      '제조국',
      '세탁방법 및 취급시 주의사항',
      '품질보증기준',
      AS,
    ],
    ['제조연월'],
  ),
  shoes: notice('구두/신발', [
    '제품 주소재',
    '색상',
    '치수',
    '제조자(수입자)',
    '제조국',
    '취급시 주의사항',
    '품질보증기준',
    AS,
  ]),
  fashion: notice('패션잡화(모자/벨트/액세서리)', [
    '종류',
    '소재',
    '치수',
    '제조자(수입자)',
    '제조국',
    '취급시 주의사항',
    '품질보증기준',
    AS,
  ]),
  cosmetics: notice('화장품', [
    '용량 또는 중량',
    '제품 주요 사양',
    '사용기한 또는 개봉 후 사용기간',
    '사용방법',
    '화장품제조업자 및 화장품책임판매업자',
    '제조국',
    '화장품법에 따라 기재해야 하는 모든 성분',
    '사용할 때의 주의사항',
    '품질보증기준',
    '소비자상담 관련 전화번호',
  ]),
  kitchen: notice(
    '주방용품',
    ['품명 및 모델명', '재질', '구성품', '크기', '제조자(수입자)', '제조국', '품질보증기준', AS],
    ['동일모델의 출시년월'],
  ),
  other: notice('기타 재화', ['품명 및 모델명', '인증/허가 사항', '제조국(원산지)', '제조자(수입자)', AS]),
};

const attribute = (name: string, required: boolean, exposed = true): Attribute => ({
  attributeTypeName: name,
  required: required ? 'MANDATORY' : 'OPTIONAL',
  exposed: exposed ? 'EXPOSED' : 'NONE',
});

/** The category's metas, by what kind of goods its path names. */
export function categoryMeta(entry: CategoryEntry): CategoryMeta {
  const path = entry.path.join('>');
  const root = entry.path[0] ?? '';
  let notices: NoticeCategory;
  let attributes: Attribute[];
  if (root === '패션의류잡화' && /남성화|여성화|신발|운동화|슈즈/.test(path)) {
    notices = NOTICES.shoes;
    attributes = [attribute('색상', true), attribute('사이즈', true)];
  } else if (root === '패션의류잡화' && /의류/.test(path)) {
    notices = NOTICES.clothing;
    attributes = [attribute('색상', true), attribute('사이즈', true)];
  } else if (root === '패션의류잡화') {
    notices = NOTICES.fashion;
    attributes = [attribute('색상', false), attribute('수량', true)];
  } else if (root === '뷰티') {
    notices = NOTICES.cosmetics;
    attributes = [attribute('용량', false), attribute('수량', true)];
  } else if (root === '주방용품') {
    notices = NOTICES.kitchen;
    attributes = [attribute('수량', true), attribute('색상', false), attribute('용량', false)];
  } else {
    notices = NOTICES.other;
    attributes = [
      attribute('수량', true),
      attribute('색상', false),
      attribute('사이즈', false),
      attribute('모델명', false, false),
    ];
  }
  return {
    isAllowSingleItem: true,
    attributes: attributes.map((item) => ({
      ...item,
      dataType: 'STRING',
      inputType: 'INPUT',
      inputValues: [],
    })),
    noticeCategories: [notices],
    requiredDocumentNames: [],
    certifications: [{ certificationType: 'NOT_REQUIRED', name: '인증대상아님', required: 'OPTIONAL' }],
  };
}
