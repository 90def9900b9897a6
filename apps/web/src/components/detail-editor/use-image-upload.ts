import { ImageUrl, validateImageFile } from '@sellerdesk/domain';
import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertImages } from './commands/blocks';
import { runCommand } from './toolbar/run-command';

export type UploadImage = (file: File) => Promise<string>;

/**
 * Image upload into the text: each file is checked first (jpeg/jpg/png, at most 209715200 bytes, spec §5)
 * and refused with the rule's own message; accepted files go through `uploadImage` one by one and land at
 * the caret (or replace the selected image). A failed call is reported as '이미지 업로드에 실패했습니다.'.
 */
export function useImageUpload(editor: Editor | null, uploadImage: UploadImage) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const upload = useCallback(
    async (files: readonly File[]) => {
      const problems: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const check = validateImageFile({ name: file.name, size: file.size, type: file.type });
        if (check.valid) {
          accepted.push(file);
        } else {
          problems.push(t('detailEditor.upload.refused', { name: file.name, reason: check.reason }));
        }
      }
      setErrors(problems);
      if (!accepted.length) {
        return;
      }
      setUploading(true);
      const urls: string[] = [];
      try {
        for (const file of accepted) {
          try {
            const url = await uploadImage(file);
            // An address the product could not keep (empty, javascript:, protocol-relative) is a failed upload.
            if (!ImageUrl.safeParse(url).success) {
              throw new Error('upload answered without a usable image address');
            }
            urls.push(url);
          } catch {
            problems.push(
              t('detailEditor.upload.refused', { name: file.name, reason: t('detailEditor.upload.failed') }),
            );
          }
        }
      } finally {
        setUploading(false);
      }
      if (urls.length && editor && !editor.isDestroyed) {
        runCommand(editor, insertImages(urls));
      }
      setErrors([...problems]);
    },
    [editor, t, uploadImage],
  );

  const dismiss = useCallback(() => setErrors([]), []);
  return { upload, uploading, errors, dismiss };
}
