import type { NoticeFact, NoticeGroup } from '../port';

/**
 * 11st's 상품정보제공고시 groups (`ProductNotification type`) and their items. 11st publishes them as an
 * attachment of the seller guide, not through an API (markets.md §3.3, "[?]": verify the codes against
 * the current attachment when a live account is available; 891045 is the documented example).
 */

type Item = { code: string; name: string; fact: NoticeFact | null };

const common = (prefix: string): Item[] => [
  { code: `${prefix}01`, name: '품명 및 모델명', fact: 'itemName' },
  { code: `${prefix}02`, name: '제조자(수입자)', fact: 'manufacturer' },
  { code: `${prefix}03`, name: '제조국', fact: 'origin' },
  { code: `${prefix}04`, name: 'A/S 책임자와 전화번호', fact: 'afterServicePhone' },
];

const GROUPS: readonly { type: string; name: string; extra: string[] }[] = [
  {
    type: '891010',
    name: '의류',
    extra: ['제품소재', '색상', '치수', '세탁방법 및 취급시 주의사항', '제조연월', '품질보증기준'],
  },
  {
    type: '891011',
    name: '구두/신발',
    extra: ['제품 주소재', '색상', '치수', '취급시 주의사항', '품질보증기준'],
  },
  {
    type: '891012',
    name: '가방',
    extra: ['종류', '소재', '색상', '크기', '취급시 주의사항', '품질보증기준'],
  },
  {
    type: '891013',
    name: '패션잡화(모자/벨트/액세서리)',
    extra: ['종류', '소재', '치수', '취급시 주의사항', '품질보증기준'],
  },
  {
    type: '891017',
    name: '화장품',
    extra: ['용량 또는 중량', '제품 주요 사양', '사용기한', '사용방법', '전성분', '사용할 때 주의사항'],
  },
  { type: '891021', name: '주방용품', extra: ['재질', '구성품', '크기', '수입 식품안전관리 신고 여부'] },
  { type: '891024', name: '소형전자', extra: ['KC 인증정보', '정격전압, 소비전력', '크기, 무게'] },
  {
    type: '891045',
    name: '기타 재화',
    extra: ['법에 의한 인증·허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항'],
  },
];

export const ELEVENST_NOTICE_GROUPS: readonly NoticeGroup[] = GROUPS.map((group) => ({
  id: group.type,
  name: group.name,
  fields: [
    ...common(group.type.slice(-2)),
    ...group.extra.map((name, index) => ({
      code: `${group.type.slice(-2)}${String(index + 5).padStart(2, '0')}`,
      name,
      fact: null,
    })),
  ].map((item) => ({
    key: `${group.type}-${item.code}`,
    label: item.name,
    required: true,
    fact: item.fact,
  })),
}));
