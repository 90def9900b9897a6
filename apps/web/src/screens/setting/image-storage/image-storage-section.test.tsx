import { endpoints } from '@sellerdesk/domain/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import ImageStorageSection from './index';

// jsdom has no ResizeObserver; Mantine's Select and Table measure with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const calls = vi.hoisted(() => [] as { endpoint: unknown; input: unknown }[]);
const answers = vi.hoisted(() => new Map<unknown, (input: unknown) => unknown>());

vi.mock('../../../app/http', () => ({
  API_BASE_URL: '/api',
  call: (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    const answer = answers.get(endpoint);
    return answer ? Promise.resolve(answer(input)) : Promise.reject(new Error('unexpected call'));
  },
}));

const usage = {
  totalCount: 3,
  totalBytes: 3 * 1024 * 1024,
  byType: [
    { type: 'edit', count: 2, bytes: 2 * 1024 * 1024 },
    { type: 'main', count: 1, bytes: 1024 * 1024 },
  ],
  days: Array.from({ length: 30 }, (_, index) => ({
    date: `2025-03-${String(index + 1).padStart(2, '0')}`,
    uploadedCount: index === 29 ? 3 : 0,
    uploadedBytes: index === 29 ? 3 * 1024 * 1024 : 0,
    totalBytes: index === 29 ? 3 * 1024 * 1024 : 0,
  })),
};

beforeEach(() => {
  calls.length = 0;
  answers.set(endpoints.Image.GetViewChartDate, () => usage);
  answers.set(endpoints.Image.GetImage, () => ({ items: [], total: 0, page: 1, maxRow: 12 }));
  answers.set(endpoints.Image.Reset, () => ({ type: 'edit', removed: 2, bytes: 2 * 1024 * 1024 }));
});
afterEach(() => {
  cleanup();
  answers.clear();
});

describe('이미지 저장소 section', () => {
  it('shows the totals, the usage per type and the chart', async () => {
    renderWithProviders(<ImageStorageSection />);
    expect(await screen.findByText('사용 중 3.0 MB')).toBeTruthy();
    expect(screen.getByText('이미지 3장')).toBeTruthy();
    expect(screen.getByTestId('image-type-edit').textContent).toContain('2.0 MB');
    expect(await screen.findByTestId('image-usage-chart')).toBeTruthy();
    // Nothing to reset for a type without images.
    expect((screen.getByTestId('reset-option') as HTMLButtonElement).disabled).toBe(true);
  });

  it('resets a type only after the confirmation', async () => {
    renderWithProviders(<ImageStorageSection />);
    await screen.findByText('사용 중 3.0 MB');
    fireEvent.click(screen.getByTestId('reset-edit'));
    expect(calls.some((c) => c.endpoint === endpoints.Image.Reset)).toBe(false);
    expect(
      await screen.findByText(/상세 편집기 이미지 2장\(2.0 MB\)을 저장소에서 모두 삭제합니다/),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === endpoints.Image.Reset)?.input).toEqual({
        query: { type: 'edit' },
      }),
    );
  });

  it('refuses a GIF before sending anything and uploads accepted files with their type', async () => {
    answers.set(endpoints.Image.UploadImage, () => ({ images: [] }));
    const { container } = renderWithProviders(<ImageStorageSection />);
    await screen.findByText('사용 중 3.0 MB');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('anim.gif: jpeg, jpg, png 이미지만 업로드할 수 있습니다.')).toBeTruthy();
    expect(calls.some((c) => c.endpoint === endpoints.Image.UploadImage)).toBe(false);

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [jpeg] } });
    await waitFor(() => expect(calls.some((c) => c.endpoint === endpoints.Image.UploadImage)).toBe(true));
    const form = (calls.find((c) => c.endpoint === endpoints.Image.UploadImage)?.input as { form: FormData })
      .form;
    expect(form.get('type')).toBe('edit');
    expect((form.getAll('files')[0] as File).name).toBe('photo.jpg');
  });
});
