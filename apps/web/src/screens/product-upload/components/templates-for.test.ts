import type { TemplateSummaryResponse } from '@sellerdesk/domain/api';
import { describe, expect, it } from 'vitest';
import { templatesFor } from './templates-for';

const ACCOUNT = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const summary: TemplateSummaryResponse = {
  markets: [
    {
      market: 'SmartStore',
      name: '스마트스토어',
      enabled: true,
      closedNotice: null,
      templates: [
        { templateName: '공용', accountId: null, accountLabel: null, updatedAt: '2026-01-01T00:00:00Z' },
        {
          templateName: '다른 가게',
          accountId: OTHER,
          accountLabel: '2호점',
          updatedAt: '2026-01-01T00:00:00Z',
        },
        {
          templateName: '본점 기본',
          accountId: ACCOUNT,
          accountLabel: '본점',
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ],
    },
    { market: 'Coupang', name: '쿠팡', enabled: true, closedNotice: null, templates: [] },
  ],
};

describe('templatesFor', () => {
  it("offers the account's own templates first, then those tied to no account, never another account's", () => {
    expect(templatesFor(summary, 'SmartStore', ACCOUNT).map((t) => t.templateName)).toEqual([
      '본점 기본',
      '공용',
    ]);
    expect(templatesFor(summary, 'SmartStore', OTHER).map((t) => t.templateName)).toEqual([
      '다른 가게',
      '공용',
    ]);
  });

  it('offers nothing for a market without saved templates or before the summary has loaded', () => {
    expect(templatesFor(summary, 'Coupang', ACCOUNT)).toEqual([]);
    expect(templatesFor(undefined, 'SmartStore', ACCOUNT)).toEqual([]);
  });
});
