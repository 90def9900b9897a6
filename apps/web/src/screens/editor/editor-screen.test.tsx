import { ApiError } from '@sellerdesk/client';
import { endpoints } from '@sellerdesk/domain/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EditorScreen } from './editor-screen';

const calls = vi.hoisted(() => [] as { endpoint: unknown; input: unknown }[]);
const answers = vi.hoisted(() => new Map<unknown, (input: unknown) => unknown>());

vi.mock('../../app/http', () => ({
  API_BASE_URL: '/api',
  call: async (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    const answer = answers.get(endpoint);
    if (!answer) {
      throw new Error('unexpected call');
    }
    return answer(input);
  },
}));

// The real editor (TipTap) has its own tests; here a plain text area stands in for it.
vi.mock('../../components/detail-editor', () => ({
  DetailEditor: ({ value, onChange }: { value: string; onChange: (html: string) => void }) => (
    <textarea data-testid="editor-stand-in" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const now = '2025-01-02T03:04:05.000Z';
const loaded = {
  summary: { id: 'p1', title: '린넨 셔츠' },
  detail: {
    id: 'p1',
    site: 'taobao',
    code: '123',
    title: [{ language: 'ko', text: '린넨 셔츠' }],
    detailPageHtml: '<p>원본</p>',
    createdAt: now,
    updatedAt: now,
  },
};

function renderEditor(search = '?site=taobao&productNumber=123') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/editor${search}`]}>
      <EditorScreen />
    </MemoryRouter>,
  );
}

async function editAndSave() {
  renderEditor();
  const area = await screen.findByTestId('editor-stand-in');
  await waitFor(() => expect((area as HTMLTextAreaElement).value).toBe('<p>원본</p>'));
  fireEvent.change(area, { target: { value: '<p>고친 상세</p>' } });
  fireEvent.click(screen.getByTestId('editor-save'));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  calls.length = 0;
  answers.clear();
  answers.set(endpoints.Product.SearchCollectProductDetail, () => loaded);
  answers.set(endpoints.Market.GetDetailPageConfig, () => ({
    usableTop: false,
    usableBottom: false,
    top: '',
    bottom: '',
    saved: false,
    updatedAt: null,
  }));
});
afterEach(cleanup);

describe('editor save flow', () => {
  it('saves the product without its id and offers 창 닫기 / 유지 on success', async () => {
    answers.set(endpoints.Product.UpdateProduct, () => loaded);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const dialog = await editAndSave();
    // The site by its Korean name, not its key.
    expect(screen.getByTestId('editor-product').textContent).toBe('상품 번호 123 · 타오바오 · 린넨 셔츠');
    expect(dialog.textContent).toContain('성공');
    expect(dialog.textContent).toContain('성공하였습니다');
    const saved = calls.find((c) => c.endpoint === endpoints.Product.UpdateProduct)?.input as {
      body: Record<string, unknown>;
    };
    expect(saved.body).not.toHaveProperty('id');
    expect(saved.body).toMatchObject({ site: 'taobao', code: '123', detailPageHtml: '<p>고친 상세</p>' });
    fireEvent.click(screen.getByRole('button', { name: '유지' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('editor-save'));
    await screen.findByRole('dialog');
    // The dialog's 창 닫기 comes after the header's.
    const closeButtons = screen.getAllByRole('button', { name: '창 닫기' });
    fireEvent.click(closeButtons[closeButtons.length - 1]!);
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });

  it("shows 오류 with the server's message when the answer has a code", async () => {
    answers.set(endpoints.Product.UpdateProduct, () => {
      throw new ApiError(404, '존재하지않는 상품 번호 입니다.', 'PRODUCT_NOT_FOUND');
    });
    const dialog = await editAndSave();
    expect(dialog.textContent).toContain('오류');
    expect(dialog.textContent).toContain('존재하지않는 상품 번호 입니다.');
    expect(screen.queryByRole('button', { name: '유지' })).toBeNull();
  });

  it('shows 오류 with 수정 중 오류가 발생하였습니다. when the call throws', async () => {
    answers.set(endpoints.Product.UpdateProduct, () => {
      throw new TypeError('Failed to fetch');
    });
    const dialog = await editAndSave();
    expect(dialog.textContent).toContain('오류');
    expect(dialog.textContent).toContain('수정 중 오류가 발생하였습니다.');
  });

  it('needs both site and code', async () => {
    renderEditor('?site=taobao');
    expect((await screen.findByTestId('editor-no-product')).textContent).toContain(
      '존재하지않는 상품 번호 입니다.',
    );
    expect(screen.queryByTestId('editor-stand-in')).toBeNull();
  });

  it('says 존재하지않는 상품 번호 입니다. for a product the seller does not have, with no blank editor', async () => {
    answers.set(endpoints.Product.SearchCollectProductDetail, () => {
      throw new ApiError(404, '존재하지않는 상품 번호 입니다.', 'PRODUCT_NOT_FOUND');
    });
    renderEditor('?site=costco&productNumber=999999');
    expect((await screen.findByTestId('editor-no-product')).textContent).toContain(
      '존재하지않는 상품 번호 입니다.',
    );
    expect(screen.queryByTestId('editor-stand-in')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByTestId('editor-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why any other load failed, with no blank editor', async () => {
    answers.set(endpoints.Product.SearchCollectProductDetail, () => {
      throw new ApiError(503, '잠시 후 다시 시도해주세요.', 'OVERLOADED');
    });
    renderEditor();
    expect((await screen.findByTestId('editor-load-failed')).textContent).toContain(
      '잠시 후 다시 시도해주세요.',
    );
    expect(screen.queryByTestId('editor-stand-in')).toBeNull();
  });

  it('needs a known site too', async () => {
    renderEditor('?site=nowhere&productNumber=123');
    expect((await screen.findByTestId('editor-no-product')).textContent).toContain(
      '존재하지않는 상품 번호 입니다.',
    );
    expect(screen.queryByTestId('editor-stand-in')).toBeNull();
  });
});
