import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CheckPanel } from './check-panel';

afterEach(cleanup);

const ACCOUNT = '7a1c2f0e-1b2c-4d3e-8f90-1234567890ab';
const OTHER_ACCOUNT = '7a1c2f0e-1b2c-4d3e-8f90-1234567890ac';
const PRODUCT = '5b2d3e4f-2c3d-4e5f-9a01-234567890abc';

describe('CheckPanel', () => {
  it('names markets as sellers know them, never by their code', () => {
    renderWithProviders(
      <CheckPanel
        accountLabels={{ [ACCOUNT]: '11번가 본점' }}
        result={{
          checked: 2,
          refused: 1,
          quotas: [{ market: 'Elevenst', accountId: ACCOUNT, limit: 500, used: 3, remaining: 497 }],
          accountProblems: [],
          results: [
            {
              productId: PRODUCT,
              site: 'taobao',
              code: '1',
              title: '여름 원피스',
              market: 'Gmarket',
              accountId: OTHER_ACCOUNT,
              problems: [
                {
                  code: 'CATEGORY_MISSING',
                  severity: 'error',
                  field: 'category',
                  message: '없음',
                  fix: '고침',
                },
              ],
            },
          ],
        }}
      />,
    );
    const panel = screen.getByTestId('upload-check');
    expect(panel.textContent).toContain('11번가 11번가 본점: 오늘 신규 등록 3/500');
    // An account the labels do not know yet (still loading) falls back to the market's name.
    expect(screen.getByTestId('check-problem').textContent).toContain('G마켓');
    expect(panel.textContent).not.toMatch(/Elevenst|Gmarket/);
  });
});
