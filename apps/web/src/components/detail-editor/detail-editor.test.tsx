import { ERRORS } from '@sellerdesk/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { largeDescription } from '../../../test-harness/large-description';
import { htmlToDoc } from './html/to-doc';
import { docToHtml } from './html/to-html';
import { button, renderEditor, selectText } from './testing/editor-test-kit';
import { CHANGE_DELAY_MS } from './use-html-sync';
import { domSignature } from './testing/dom-signature';

afterEach(() => {
  cleanup();
});

const PAGE =
  '<p style="text-align: center;"><span style="color: #ff0000;">빨간 글씨</span> 보통 글씨</p>' +
  '<div style="width: 790px;">안내 문구<p>두 번째 문단</p></div>';

describe('DetailEditor: value and onChange', () => {
  it('shows the value without calling onChange, and writes edits back as HTML', async () => {
    const { editor, onChange, lastHtml, content } = await renderEditor(PAGE);
    expect(content.textContent).toContain('빨간 글씨');
    expect(onChange).not.toHaveBeenCalled();

    selectText(editor, '보통');
    act(() => {
      editor.commands.insertContent('굵은');
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(domSignature(lastHtml()!)).toBe(domSignature(PAGE.replace('보통 글씨', '굵은 글씨')));
  });

  it('loads a new value given from outside and leaves the undo history alone', async () => {
    const { editor, setValue, onChange } = await renderEditor('<p>처음</p>');
    setValue('<p>다시 불러옴</p>');
    await waitFor(() => expect(editor.state.doc.textContent).toBe('다시 불러옴'));
    expect(editor.can().undo()).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DetailEditor: toolbar', () => {
  it.each([
    ['굵게 (Ctrl+B)', '<strong>'],
    ['기울임 (Ctrl+I)', '<em>'],
    ['밑줄 (Ctrl+U)', '<u>'],
    ['취소선', '<s>'],
  ])('%s wraps the selection in %s, and again removes it', async (label, tag) => {
    const { editor, lastHtml, onChange } = await renderEditor('<p>상품 설명입니다</p>');
    selectText(editor, '설명');
    fireEvent.click(button(label));
    await waitFor(() => expect(lastHtml()).toBe(`<p>상품 ${tag}설명</${tag.slice(1)}입니다</p>`));
    expect(button(label).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button(label));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(lastHtml()).toBe('<p>상품 설명입니다</p>');
  });

  it('takes bold off <b> and bold spans the source site wrote', async () => {
    const { editor, lastHtml } = await renderEditor(
      '<p><b>굵은</b><span style="font-weight: bold; color: red;">빨강</span> 보통</p>',
    );
    editor.commands.setTextSelection({ from: 1, to: 5 });
    expect(button('굵게 (Ctrl+B)').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('굵게 (Ctrl+B)'));
    await waitFor(() => expect(lastHtml()).toBe('<p>굵은<span style="color: red;">빨강</span> 보통</p>'));
  });

  it('colours text by changing the innermost colour, or wrapping it in a span', async () => {
    const { editor, lastHtml } = await renderEditor(PAGE);
    selectText(editor, '빨간');
    fireEvent.click(screen.getByTestId('detail-editor-color'));
    fireEvent.click(await screen.findByRole('button', { name: '#0066cc' }));
    await waitFor(() =>
      expect(lastHtml()).toContain(
        '<span style="color: #0066cc;">빨간</span><span style="color: #ff0000;"> 글씨</span>',
      ),
    );
    selectText(editor, '보통');
    fireEvent.click(screen.getByTestId('detail-editor-background'));
    fireEvent.change(screen.getByRole('textbox', { name: '직접 입력 (#RRGGBB)' }), {
      target: { value: 'blue' },
    });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(await screen.findByText('#RRGGBB 형식으로 입력해주세요.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '직접 입력 (#RRGGBB)' }), {
      target: { value: '#FFFF00' },
    });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() => expect(lastHtml()).toContain('<span style="background-color: #ffff00;">보통</span>'));
  });

  it('sets the font size and shows the size at the caret', async () => {
    const { editor, lastHtml } = await renderEditor(
      '<p><span style="font-size: 18.0px;">큰 글씨</span> 작은 글씨</p>',
    );
    selectText(editor, '큰');
    expect((screen.getByTestId('detail-editor-font-size') as HTMLSelectElement).value).toBe('18px');
    selectText(editor, '작은');
    fireEvent.change(screen.getByTestId('detail-editor-font-size'), { target: { value: '24px' } });
    selectText(editor, '큰 글씨');
    fireEvent.change(screen.getByTestId('detail-editor-font-size'), { target: { value: '' } });
    await waitFor(() =>
      expect(lastHtml()).toBe('<p>큰 글씨 <span style="font-size: 24px;">작은</span> 글씨</p>'),
    );
  });

  it('aligns blocks, replacing a legacy align attribute, and gives an inline run its own div', async () => {
    const { editor, lastHtml } = await renderEditor('<p align="right">오른쪽</p><div>글<p>문단</p></div>');
    selectText(editor, '오른쪽');
    expect(button('오른쪽 정렬').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('가운데 정렬'));
    selectText(editor, '글');
    fireEvent.click(button('가운데 정렬'));
    await waitFor(() =>
      expect(lastHtml()).toBe(
        '<p style="text-align: center;">오른쪽</p><div><div style="text-align: center;">글</div><p>문단</p></div>',
      ),
    );
  });

  it('makes headings, lists and rules', async () => {
    const { editor, lastHtml } = await renderEditor('<p class="intro">제목</p><p>항목</p><p>끝</p>');
    selectText(editor, '제목');
    fireEvent.change(screen.getByTestId('detail-editor-block-style'), { target: { value: 'h2' } });
    selectText(editor, '항목');
    fireEvent.click(button('번호 목록'));
    expect(button('번호 목록').getAttribute('aria-pressed')).toBe('true');
    selectText(editor, '끝');
    editor.commands.setTextSelection(editor.state.selection.to);
    fireEvent.click(button('구분선 넣기'));
    await waitFor(() =>
      expect(lastHtml()).toBe('<h2 class="intro">제목</h2><ol><li><p>항목</p></li></ol><p>끝</p><hr>'),
    );
  });

  it('links the selection to a new window and refuses addresses that are not links', async () => {
    const { editor, lastHtml } = await renderEditor('<p>공지사항 보기</p>');
    selectText(editor, '공지사항');
    fireEvent.click(screen.getByTestId('detail-editor-link'));
    const url = await screen.findByTestId('detail-editor-link-url');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(
      await screen.findByText('올바른 링크 주소를 입력해주세요. (http, https, mailto, tel)'),
    ).toBeTruthy();
    fireEvent.change(url, { target: { value: 'smartstore.naver.com/shop' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(lastHtml()).toBe(
        '<p><a href="https://smartstore.naver.com/shop" target="_blank" rel="noopener noreferrer">공지사항</a> 보기</p>',
      ),
    );
    // Typing right after the link does not extend it.
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.resolve(1 + '공지사항'.length).pos);
    });
    fireEvent.click(button('링크 해제'));
    await waitFor(() => expect(lastHtml()).toBe('<p>공지사항 보기</p>'));
  });

  it('inserts a table and edits rows and columns, new cells looking like their neighbours', async () => {
    const { editor, lastHtml } = await renderEditor('<p>표 앞</p>');
    selectText(editor, '표 앞');
    editor.commands.setTextSelection(editor.state.selection.to);
    fireEvent.click(screen.getByTestId('detail-editor-table'));
    fireEvent.change(screen.getByRole('textbox', { name: '행 수' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: '열 수' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    act(() => {
      editor.commands.insertContent('A1');
    });
    fireEvent.click(screen.getByTestId('detail-editor-table'));
    fireEvent.click(screen.getByRole('button', { name: '오른쪽에 열 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '아래에 행 추가' }));
    await waitFor(() => {
      const html = lastHtml() ?? '';
      expect(html.match(/<tr>/g)).toHaveLength(3);
      expect(html.match(/<td style="border: 1px solid #cccccc; padding: 6px;">/g)).toHaveLength(9);
    });
    expect(lastHtml()).toContain('<table style="width: 100%; border-collapse: collapse;">');
    expect(lastHtml()).toContain('<p>A1</p>');
    fireEvent.click(screen.getByRole('button', { name: '표 삭제' }));
    await waitFor(() => expect(lastHtml()).not.toContain('<table'));
  });

  it('undoes and redoes edits', async () => {
    const { editor, lastHtml } = await renderEditor('<p>원래 글</p>');
    expect((button('실행 취소 (Ctrl+Z)') as HTMLButtonElement).disabled).toBe(true);
    selectText(editor, '원래');
    fireEvent.click(button('굵게 (Ctrl+B)'));
    await waitFor(() => expect(lastHtml()).toBe('<p><strong>원래</strong> 글</p>'));
    fireEvent.click(button('실행 취소 (Ctrl+Z)'));
    await waitFor(() => expect(lastHtml()).toBe('<p>원래 글</p>'));
    fireEvent.click(button('다시 실행 (Ctrl+Shift+Z)'));
    await waitFor(() => expect(lastHtml()).toBe('<p><strong>원래</strong> 글</p>'));
  });
});

describe('DetailEditor: source view', () => {
  it('shows the HTML, takes edits back into the editor, and keeps both in step', async () => {
    const { editor, lastHtml } = await renderEditor(PAGE);
    fireEvent.click(screen.getByTestId('detail-editor-source-toggle'));
    const source = screen.getByRole('textbox', { name: '상세페이지 HTML 소스' });
    expect(domSignature((source as HTMLTextAreaElement).value)).toBe(domSignature(PAGE));
    fireEvent.change(source, {
      target: { value: '<p style="text-align: center;">소스에서 고침<script>alert(1)</script></p>' },
    });
    await waitFor(() => expect(lastHtml()).toBe('<p style="text-align: center;">소스에서 고침</p>'));
    expect(editor.state.doc.textContent).toBe('소스에서 고침');
    fireEvent.click(screen.getByTestId('detail-editor-source-toggle'));
    expect(screen.queryByTestId('detail-editor-source')).toBeNull();
    // The source edit is an ordinary edit: it can be undone.
    fireEvent.click(button('실행 취소 (Ctrl+Z)'));
    await waitFor(() => expect(domSignature(lastHtml()!)).toBe(domSignature(PAGE)));
  });
});

describe('DetailEditor: image upload', () => {
  const file = (name: string, type: string, size = 10) => {
    const f = new File(['x'.repeat(Math.min(size, 10))], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  const pick = (files: File[]) => {
    const input = document.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files } });
  };

  it('refuses a GIF and a file over 209715200 bytes with the rule, without calling the upload', async () => {
    const { uploadImage } = await renderEditor('<p>본문</p>');
    pick([file('움짤.gif', 'image/gif'), file('큰사진.png', 'image/png', 209_715_201)]);
    const alert = await screen.findByTestId('detail-editor-upload-error');
    expect(alert.textContent).toContain(`움짤.gif: ${ERRORS.IMAGE_TYPE_NOT_ALLOWED.message}`);
    expect(alert.textContent).toContain(`큰사진.png: ${ERRORS.IMAGE_TOO_LARGE.message}`);
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('puts uploaded images at the caret, and replaces a selected image keeping its size', async () => {
    const { editor, uploadImage, lastHtml } = await renderEditor(
      '<p>앞<img src="https://img.alicdn.com/a.jpg" width="750" style="display: block;"></p>',
    );
    uploadImage.mockResolvedValueOnce('/images/u1/new.png');
    selectText(editor, '앞');
    editor.commands.setTextSelection(editor.state.selection.to);
    pick([file('상세.png', 'image/png', 2048)]);
    await waitFor(() => expect(lastHtml()).toContain('앞<img src="/images/u1/new.png"><img'));
    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ name: '상세.png' }));

    // Select the source site's image (after the new one) and replace it.
    let imagePos = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'image' && String(node.attrs.htmlAttrs).includes('alicdn')) {
        imagePos = pos;
      }
    });
    act(() => {
      editor.commands.setNodeSelection(imagePos);
    });
    expect(button('선택한 이미지를 새 이미지로 바꾸기 (jpeg, jpg, png)')).toBeTruthy();
    uploadImage.mockResolvedValueOnce('/images/u1/translated.jpg');
    pick([file('번역.jpg', 'image/jpeg', 4096)]);
    await waitFor(() =>
      expect(lastHtml()).toContain(
        '<img src="/images/u1/translated.jpg" width="750" style="display: block;">',
      ),
    );
    expect(lastHtml()).not.toContain('alicdn');
  });

  it("shows '이미지 업로드에 실패했습니다.' when the upload call fails", async () => {
    const { uploadImage, onChange } = await renderEditor('<p>본문</p>');
    uploadImage.mockRejectedValueOnce(new Error('500'));
    pick([file('상세.jpg', 'image/jpeg')]);
    const alert = await screen.findByTestId('detail-editor-upload-error');
    expect(alert.textContent).toContain(`상세.jpg: ${ERRORS.IMAGE_UPLOAD_FAILED.message}`);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByTestId('detail-editor-upload-error')).toBeNull());
  });
});

describe('DetailEditor: image tools, templates, read-only', () => {
  it('says plainly that the image editor is coming, and opens the translation guide', async () => {
    await renderEditor('<p>본문</p>');
    fireEvent.click(screen.getByTestId('detail-editor-image-editor'));
    const dialog = await screen.findByTestId('detail-editor-image-editor-dialog');
    expect(dialog.textContent).toContain('준비 중');
    fireEvent.click(within(dialog).getByRole('button', { name: '이미지 번역 가이드 보기' }));
    expect((await screen.findByTestId('detail-editor-guide')).textContent).toContain(
      '선택한 이미지가 새 이미지로 바뀝니다',
    );
  });

  it('opens the guide from its link', async () => {
    await renderEditor('<p>본문</p>');
    fireEvent.click(screen.getByTestId('detail-editor-guide-link'));
    expect((await screen.findByTestId('detail-editor-guide')).textContent).toContain('jpeg, jpg, png');
  });

  it('shows the top and bottom templates around the page, sanitised and outside the value', async () => {
    const { editor } = await renderEditor('<p>본문</p>', {
      preview: { top: '<p>상단 공지<img src="x" onerror="alert(1)"></p>', bottom: '<p>하단 안내</p>' },
    });
    const top = screen.getByTestId('detail-editor-preview-top');
    expect(top.textContent).toContain('상단 공지');
    expect(top.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.getByTestId('detail-editor-preview-bottom').textContent).toContain('하단 안내');
    expect(editor.state.doc.textContent).toBe('본문');
  });

  it('read-only: no toolbar and no editing', async () => {
    const { content } = await renderEditor('<p>본문</p>', { readOnly: true });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByText('읽기 전용')).toBeTruthy();
    expect(content.getAttribute('contenteditable')).toBe('false');
  });
});

describe('DetailEditor: big pages', () => {
  it('shows the first part at once, takes edits while the rest comes in, and writes out only the whole page', async () => {
    const page = largeDescription(300_000, 10);
    const { editor, onChange, lastHtml } = await renderEditor(page);
    const root = screen.getByTestId('detail-editor');
    expect(root.getAttribute('data-loading')).toBe('true');
    const fullSize = htmlToDoc(page, editor.schema).content.size;
    expect(editor.state.doc.content.size).toBeLessThan(fullSize / 3);

    // The seller types at the top before the page is complete.
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.resolve(2).pos + 1, '추가 ');
    });
    await new Promise((resolve) => setTimeout(resolve, CHANGE_DELAY_MS * 2));
    // A fast machine may have the whole page in by now; until then nothing is written out.
    if (root.getAttribute('data-loading') === 'true') {
      expect(onChange).not.toHaveBeenCalled();
    }

    await waitFor(() => expect(root.getAttribute('data-loading')).toBeNull(), { timeout: 30_000 });
    // One write, of the whole page with the edit: a partial page written mid-load would make two.
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, CHANGE_DELAY_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastHtml()).toContain('추가 ');
    expect(domSignature(lastHtml()!.replace('추가 ', ''))).toBe(domSignature(page));
    // The load is not an edit: one undo takes back the seller's typing only.
    act(() => {
      editor.commands.undo();
    });
    expect(docToHtml(editor.state.doc)).toBe(docToHtml(htmlToDoc(page, editor.schema)));
  }, 60_000);
});
