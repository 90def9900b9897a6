import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DetailEditor } from './index';
import { leadingPart, PREVIEW_CHARS } from './page-preview';

afterEach(cleanup);

const PAGE =
  '<p style="text-align: center;">첫 문단<script>window.hacked = true</script></p>' +
  '<p><img src="/api/images/ab/abc.jpg" onerror="window.hacked = true" width="750"></p>';

describe('DetailEditor: the page before the editor', () => {
  it(
    'shows the page read-only and sanitised in its first render, images lazy, then the editor takes over',
    {
      timeout: 30_000,
    },
    async () => {
      renderWithProviders(
        <DetailEditor value={PAGE} onChange={vi.fn()} uploadImage={vi.fn()} height={600} />,
      );
      // Synchronously, before any chunk or frame: the page is there.
      const page = screen.getByTestId('detail-editor-preview-page');
      expect(page.textContent).toContain('첫 문단');
      expect(page.querySelector('script')).toBeNull();
      const image = page.querySelector('img')!;
      expect(image.getAttribute('onerror')).toBeNull();
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(page.getAttribute('contenteditable')).toBeNull();

      // The editor's code loads (its own chunk), then it converts the page and takes the preview's place.
      const content = await screen.findByTestId('detail-editor-content', {}, { timeout: 20_000 });
      await waitFor(() => expect(screen.queryByTestId('detail-editor-preview')).toBeNull(), {
        timeout: 5000,
      });
      expect(content.textContent).toContain('첫 문단');
      expect(screen.getByTestId('detail-editor').style.display).not.toBe('none');
      expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    },
  );
});

describe('leadingPart', () => {
  it('keeps a page that fits whole', () => {
    expect(leadingPart(PAGE)).toEqual({ html: PAGE, cut: false });
  });

  it('cuts a long page before the tag that crosses the limit', () => {
    const block = '<p>세탁 시 찬물 손세탁을 권장합니다.</p>';
    const long = block.repeat(Math.ceil((PREVIEW_CHARS * 2) / block.length));
    const { html, cut } = leadingPart(long);
    expect(cut).toBe(true);
    expect(html.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(long.startsWith(html)).toBe(true);
    expect(long[html.length]).toBe('<');
  });
});
