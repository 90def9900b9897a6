import type { ListingDraft } from './listing';
import type { CategoryRequirements, NoticeFact, NoticeField, NoticeGroup } from './port';

/** What the markets accept for legal-text notice fields the detail page answers. */
export const SEE_DETAIL_PAGE = '상세페이지 참조';

function factValue(draft: ListingDraft, fact: NoticeFact): string {
  switch (fact) {
    case 'itemName':
      return draft.title;
    case 'modelName':
      return draft.modelName || draft.title;
    case 'manufacturer':
      return draft.manufacturer;
    case 'origin':
      return draft.origin;
    case 'brand':
      return draft.brand;
    case 'afterServicePhone':
      return draft.afterService.phone;
  }
}

/** The notice group a listing uses: the template's choice when the category accepts it, else the first. */
export function chooseNoticeGroup(
  requirements: Pick<CategoryRequirements, 'notices'>,
  draft: Pick<ListingDraft, 'notice'>,
): NoticeGroup | null {
  const chosen = draft.notice.groupId;
  return (
    (chosen ? requirements.notices.find((group) => group.id === chosen) : undefined) ??
    requirements.notices[0] ??
    null
  );
}

/**
 * Every field's value: the template's (by key or label), else the product fact the field takes, else
 * "상세페이지 참조" for legal texts. Required fact fields left empty are returned as missing.
 */
export function fillNotice(
  group: NoticeGroup,
  draft: ListingDraft,
): { values: Map<NoticeField, string>; missing: NoticeField[] } {
  const values = new Map<NoticeField, string>();
  const missing: NoticeField[] = [];
  for (const field of group.fields) {
    const given = draft.notice.values[field.key] ?? draft.notice.values[field.label];
    const value = (given ?? (field.fact ? factValue(draft, field.fact) : SEE_DETAIL_PAGE)).trim();
    if (value === '') {
      if (field.required) {
        missing.push(field);
      }
      continue;
    }
    values.set(field, value);
  }
  return { values, missing };
}

/**
 * Markets whose notice groups are not tied to categories (11st, ESM, WeMakePrice) get the group whose
 * name matches the category path best: the kinds of the 상품정보제공고시 notice, by the words their
 * category paths use. Falls back to the "other goods" group.
 */
const NOTICE_KINDS: readonly { group: RegExp; path: RegExp }[] = [
  {
    group: /의류/,
    path: /의류|원피스|티셔츠|셔츠|바지|팬츠|스커트|니트|자켓|재킷|코트|점퍼|언더웨어|잠옷|트레이닝/,
  },
  { group: /구두|신발/, path: /신발|구두|운동화|스니커즈|슬리퍼|샌들|부츠|화$/ },
  { group: /가방/, path: /가방|백팩|핸드백|크로스백|숄더백|캐리어|지갑/ },
  { group: /패션잡화/, path: /모자|벨트|액세서리|장갑|머플러|스카프|양말/ },
  { group: /화장품/, path: /화장품|뷰티|스킨|메이크업|네일|향수|클렌징/ },
  { group: /주방/, path: /주방|식기|텀블러|컵|냄비|프라이팬|조리/ },
  { group: /가전|전기/, path: /가전|디지털|전자|충전|조명|랜턴/ },
];

/** The notice group for a category path among the market's groups, by name; null when none is given. */
export function noticeGroupForPath<T extends { name: string }>(
  path: readonly string[],
  groups: readonly T[],
): T | null {
  const text = path.join('>');
  for (const kind of NOTICE_KINDS) {
    if (kind.path.test(text)) {
      const found = groups.find((group) => kind.group.test(group.name));
      if (found) {
        return found;
      }
    }
  }
  return groups.find((group) => /기타/.test(group.name)) ?? groups[0] ?? null;
}

/**
 * The product fact a notice field takes, read from its label, for markets that list notice items by
 * name only (ESM, WeMakePrice); legal texts without a fact get "상세페이지 참조".
 */
export function noticeFactOfLabel(name: string): NoticeFact | null {
  if (/모델/.test(name)) {
    return 'modelName';
  }
  if (/품명|제품명/.test(name)) {
    return 'itemName';
  }
  if (/제조자|수입자|제조사/.test(name)) {
    return 'manufacturer';
  }
  if (/제조국|원산지/.test(name)) {
    return 'origin';
  }
  if (/A\/S|전화번호/.test(name)) {
    return 'afterServicePhone';
  }
  if (/브랜드/.test(name)) {
    return 'brand';
  }
  return null;
}
