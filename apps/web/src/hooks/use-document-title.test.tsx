import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { useDocumentTitle } from './use-document-title';

function Screen({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the tab after the screen, and puts the app name back when it leaves', () => {
    const view = render(<Screen title="상품 수집" />);
    expect(document.title).toBe('상품 수집 · 셀러데스크');
    view.rerender(<Screen title="수집 상품" />);
    expect(document.title).toBe('수집 상품 · 셀러데스크');
    view.unmount();
    expect(document.title).toBe('셀러데스크');
    render(<Screen title={null} />);
    expect(document.title).toBe('셀러데스크');
  });
});

describe('every screen names its tab', () => {
  it('calls useDocumentTitle, or is a coming-soon screen (which does)', () => {
    const screens = import.meta.glob('../screens/*/*-screen.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const files = Object.entries(screens as Record<string, string>);
    expect(files.length).toBeGreaterThan(20);
    const untitled = files
      .filter(([, source]) => !source.includes('useDocumentTitle(') && !source.includes('<ComingSoon '))
      .map(([file]) => file);
    expect(untitled).toEqual([]);
  });
});
