import type { SourceSite, WorkSite } from '@sellerdesk/domain/core';

/**
 * `@sellerdesk/sources/rules/labels`: the Korean names of the source sites and of their work lists. The
 * registry entries (`<site>/site.ts`) take their labels from here, and the web's boot texts read this
 * module alone, so showing a site's name does not load the link, page and obstacle rules.
 */

/** Korean names: `SITE_LABELS.tmall` is 티몰. */
export const SITE_LABELS = {
  costco: '코스트코',
  taobao: '타오바오',
  tmall: '티몰',
  '1688': '1688',
} as const satisfies Record<SourceSite, string>;

/** Korean names of the work lists: `WORK_LIST_LABELS.taobao` is 타오바오·티몰. */
export const WORK_LIST_LABELS = {
  costco: '코스트코',
  taobao: '타오바오·티몰',
  '1688': '1688',
} as const satisfies Record<WorkSite, string>;
