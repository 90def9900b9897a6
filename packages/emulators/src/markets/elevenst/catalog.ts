import { categoriesDirectory, readSnapshot, type CategorySource } from '../shared/category-data';

/**
 * 11st's display categories: the 3-level snapshot (`11st/11st_category.json`, small categories are the
 * leaves) when present, else a built-in subset with real numbers.
 */

export type ElevenstCategoryRow = {
  dispNo: string;
  dispNm: string;
  depth: number;
  parentDispNo: string;
  leaf: boolean;
};

type SnapshotRow = {
  large_category_no: string;
  large_category_name: string;
  middle_category_no: string;
  middle_category_name: string;
  small_category_no: string;
  small_category_name: string;
};

const BUILTIN: readonly SnapshotRow[] = [
  ['1001295', '브랜드 여성의류', '1001768', '원피스', '1010201', '롱/맥시원피스'],
  ['1001295', '브랜드 여성의류', '1001768', '원피스', '1010200', '레이스 원피스'],
  ['1001295', '브랜드 여성의류', '1001769', '티셔츠', '1010210', '반팔 티셔츠'],
  ['1001296', '주방용품', '1001801', '컵/텀블러', '1010301', '텀블러'],
  ['1001297', '캠핑', '1001820', '캠핑조명', '1010401', '랜턴'],
].map(([a, b, c, d, e, f]) => ({
  large_category_no: a ?? '',
  large_category_name: b ?? '',
  middle_category_no: c ?? '',
  middle_category_name: d ?? '',
  small_category_no: e ?? '',
  small_category_name: f ?? '',
}));

export class ElevenstCatalog {
  readonly rows: ElevenstCategoryRow[] = [];
  readonly byNo = new Map<string, ElevenstCategoryRow>();

  constructor(source: CategorySource) {
    const snapshot = readSnapshot(categoriesDirectory(source), '11st/11st_category.json');
    const rows =
      snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot)
        ? (Object.values(snapshot) as SnapshotRow[]).filter(
            (row) => typeof row?.small_category_no === 'string',
          )
        : [];
    for (const row of rows.length > 0 ? rows : BUILTIN) {
      this.add({
        dispNo: row.large_category_no,
        dispNm: row.large_category_name,
        depth: 1,
        parentDispNo: '0',
        leaf: false,
      });
      this.add({
        dispNo: row.middle_category_no,
        dispNm: row.middle_category_name,
        depth: 2,
        parentDispNo: row.large_category_no,
        leaf: false,
      });
      this.add({
        dispNo: row.small_category_no,
        dispNm: row.small_category_name,
        depth: 3,
        parentDispNo: row.middle_category_no,
        leaf: true,
      });
    }
  }

  private add(row: ElevenstCategoryRow): void {
    if (!this.byNo.has(row.dispNo)) {
      this.byNo.set(row.dispNo, row);
      this.rows.push(row);
    }
  }
}
