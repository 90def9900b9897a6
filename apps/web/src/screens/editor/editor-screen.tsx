import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { DetailEditor } from '../../components/detail-editor';
import { useDetailPageConfig } from '../../hooks/api/detail-page';
import { useUploadImages } from '../../hooks/api/images';
import { useProductDetail, useUpdateProduct, type ProductWithDetail } from '../../hooks/api/products';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError, errorMessage } from '../../lib/api-error';
import { announceProductSaved } from '../../lib/product-channel';
import { productKeyOf } from './product-key';
import { SaveDialog } from './save-dialog';
import { saveOutcomeOf, type SaveOutcome } from './save-outcome';

/**
 * The product as UpdateProduct takes it: the loaded model without its record id, with the edited HTML
 * and the version it was loaded at (a save over a newer edit in another window is refused with 409).
 */
function forSave(loaded: ProductWithDetail, html: string) {
  const { id: _id, ...detail } = loaded.detail;
  return { ...detail, detailPageHtml: html, version: loaded.summary.version };
}

/**
 * /editor: the detail-page editor popup, opened at 1245×800 from the catalogue with `site` and
 * `productNumber`. Loads the product (no editor without one: a missing site or code, or a product the seller
 * does not have, says '존재하지않는 상품 번호 입니다.' and any other failure its message), edits its HTML
 * with the seller's top/bottom template shown around it, and saves with UpdateProduct; the catalogue
 * window hears of the save and reads its list again.
 */
export function EditorScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.editor.title'));
  const [params] = useSearchParams();
  const key = productKeyOf(params.get('site'), params.get('productNumber'));
  const query = useProductDetail(key);
  const template = useDetailPageConfig();
  const upload = useUploadImages();
  const save = useUpdateProduct();
  const product = query.data;
  // The seller's edits of the loaded product; a newly loaded or saved product starts from its own page, so
  // the editor gets the page with its first render (no empty first frame).
  const [edited, setEdited] = useState<{ of: ProductWithDetail; html: string } | null>(null);
  const html = edited && edited.of === product ? edited.html : (product?.detail?.detailPageHtml ?? '');
  const setHtml = useCallback(
    (next: string) => {
      if (product) {
        setEdited({ of: product, html: next });
      }
    },
    [product],
  );
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // Spec §4/§5: without both site and code, or for a product the seller does not have (404), there is no
  // product to edit; the editor is shown only over a loaded product's page, never blank and read-only.
  const missing = key == null || (query.error instanceof ApiError && query.error.code === 404);
  const failed = !missing && query.isError;
  const empty = query.isSuccess && !product?.detail;

  const uploadImage = useCallback(
    async (file: File) => {
      const { images } = await upload.mutateAsync({ type: 'edit', files: [file] });
      const url = images[0]?.url;
      if (!url) {
        throw new Error('upload answered no image');
      }
      return url;
    },
    [upload],
  );

  const onSave = async () => {
    if (!product?.detail) {
      return;
    }
    try {
      const saved = await save.mutateAsync(forSave(product, html));
      announceProductSaved(saved.detail);
      setOutcome(saveOutcomeOf(null));
    } catch (error) {
      setOutcome(saveOutcomeOf(error));
    }
  };

  const usable = template.data;
  const preview = usable
    ? { top: usable.usableTop ? usable.top : null, bottom: usable.usableBottom ? usable.bottom : null }
    : undefined;

  return (
    <Container fluid py="md" px="lg" data-screen="editor">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <BrandLogo compact />
          <div>
            <Title order={1} fz={20}>
              {t('pages.editor.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="editor-product">
              {key
                ? t('pages.editor.product', {
                    productNumber: key.code,
                    site: t(`common.sources.${key.site}`),
                  })
                : ''}
              {product?.summary ? ` · ${product.summary.title}` : ''}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => void onSave()}
            loading={save.isPending}
            disabled={!product?.detail}
            data-testid="editor-save"
          >
            {t('pages.editor.save.button')}
          </Button>
          <Button variant="default" leftSection={<IconX size={16} />} onClick={() => window.close()}>
            {t('pages.editor.closeWindow')}
          </Button>
        </Group>
      </Group>
      {missing ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          data-testid="editor-no-product"
        >
          {t('pages.editor.noProduct')}
        </Alert>
      ) : failed ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          data-testid="editor-load-failed"
        >
          {errorMessage(query.error)}
        </Alert>
      ) : empty ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="editor-empty">
          {t('pages.editor.emptyDetail')}
        </Alert>
      ) : null}
      {product?.detail && (
        <DetailEditor
          value={html}
          onChange={setHtml}
          uploadImage={uploadImage}
          preview={preview}
          height="calc(100vh - 110px)"
        />
      )}
      <SaveDialog
        outcome={outcome}
        onKeep={() => setOutcome(null)}
        onCloseWindow={() => {
          setOutcome(null);
          window.close();
        }}
      />
    </Container>
  );
}
