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
