import type { ProductDetail } from '@sellerdesk/domain';
import { describe, expect, it } from 'vitest';
import { rebaseDraft } from './rebase-draft';

const base = {
  id: 'p1',
  memo: '처음 메모',
  brand: '',
  detailPageHtml: '<p>처음</p>',
  tags: ['셔츠'],
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as ProductDetail;

describe('rebaseDraft', () => {
  it("takes the other window's save for untouched fields and keeps the seller's edits", () => {
    const draft = { ...base, memo: '이 창에서 쓴 메모' };
    const newer = { ...base, detailPageHtml: '<p>팝업에서 고침</p>', updatedAt: '2026-01-02T00:00:00.000Z' };
    const { draft: next, overlapping } = rebaseDraft(base, draft, newer);
    expect(next).toMatchObject({
      memo: '이 창에서 쓴 메모',
      detailPageHtml: '<p>팝업에서 고침</p>',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(overlapping).toEqual([]);
  });

  it('names the fields both windows changed, keeping this window’s edit', () => {
    const draft = { ...base, detailPageHtml: '<p>이 창</p>', tags: ['셔츠', '린넨'] };
    const newer = { ...base, detailPageHtml: '<p>팝업</p>', tags: ['셔츠', '린넨'] };
    const { draft: next, overlapping } = rebaseDraft(base, draft, newer);
    expect(next.detailPageHtml).toBe('<p>이 창</p>');
    // The same change on both sides is no conflict.
    expect(overlapping).toEqual(['detailPageHtml']);
  });
});
