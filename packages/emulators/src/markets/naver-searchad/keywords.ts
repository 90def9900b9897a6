import { createHash } from 'node:crypto';

/**
 * Related keywords the emulator answers, deterministic from the hint: a few Korean hint words with
 * hand-written neighbours, any other hint with the usual shopping modifiers. Counts and competition come
 * from a hash of the keyword, so the same hint always answers the same list; small counts read "< 10"
 * as the service writes them.
 */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  원피스: ['여름원피스', '린넨원피스', '롱원피스', '니트원피스', '셔츠원피스', '하객원피스', '원피스코디'],
  텀블러: ['스탠리텀블러', '보온텀블러', '빨대텀블러', '텀블러주문제작', '대용량텀블러', '스텐텀블러'],
  캠핑의자: ['릴렉스체어', '경량캠핑의자', '캠핑체어', '로우체어', '헬리녹스체어', '접이식의자'],
  운동화: ['여성운동화', '남성운동화', '런닝화', '워킹화', '키높이운동화', '흰색운동화'],
  에어프라이어: ['에어프라이어추천', '대용량에어프라이어', '에어프라이어오븐', '미니에어프라이어'],
};

const MODIFIERS = ['추천', '세트', '여성', '남성', '대용량', '미니', '가성비', '선물'];
const COMPETITION = ['낮음', '중간', '높음'] as const;

function seed(text: string): number {
  return createHash('sha256').update(text, 'utf8').digest().readUInt32BE(0);
}

function count(keyword: string, salt: string): number | string {
  const value = seed(`${salt}:${keyword}`);
  // About one keyword in eight is too rare to count: the service answers the text "< 10".
  if (value % 8 === 0) {
    return '< 10';
  }
  return 10 + (value % 48_000);
}

export type KeywordRow = {
  relKeyword: string;
  monthlyPcQcCnt: number | string;
  monthlyMobileQcCnt: number | string;
  monthlyAvePcClkCnt: number;
  monthlyAveMobileClkCnt: number;
  monthlyAvePcCtr: number;
  monthlyAveMobileCtr: number;
  plAvgDepth: number;
  compIdx: (typeof COMPETITION)[number];
};

function row(keyword: string): KeywordRow {
  const pc = count(keyword, 'pc');
  const mobile = count(keyword, 'mobile');
  const h = seed(keyword);
  return {
    relKeyword: keyword,
    monthlyPcQcCnt: pc,
    monthlyMobileQcCnt: mobile,
    monthlyAvePcClkCnt: typeof pc === 'number' ? Math.round(pc * 0.012 * 10) / 10 : 0,
    monthlyAveMobileClkCnt: typeof mobile === 'number' ? Math.round(mobile * 0.018 * 10) / 10 : 0,
    monthlyAvePcCtr: Math.round((h % 300) / 10) / 10,
    monthlyAveMobileCtr: Math.round((h % 500) / 10) / 10,
    plAvgDepth: 1 + (h % 15),
    compIdx: COMPETITION[h % 3] ?? '중간',
  };
}

/** The hints themselves first, then their neighbours, each keyword once. */
export function relatedRows(hints: readonly string[]): KeywordRow[] {
  const keywords: string[] = [];
  const add = (keyword: string) => {
    if (!keywords.includes(keyword)) {
      keywords.push(keyword);
    }
  };
  hints.forEach(add);
  for (const hint of hints) {
    (
      RELATED[hint] ?? MODIFIERS.map((modifier) => (seed(hint) % 2 ? hint + modifier : modifier + hint))
    ).forEach(add);
  }
  return keywords.map(row);
}
