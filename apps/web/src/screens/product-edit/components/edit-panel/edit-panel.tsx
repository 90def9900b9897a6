import { koreanText, PRODUCT_MEMO_MAX, type ProductDetail, type SourceSite } from '@sellerdesk/domain';
import { MOBILE_BREAKPOINT_PX } from '../../../../ui-constants';
import { Alert, Box, Button, Drawer, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconDeviceFloppy,
  IconEdit,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@sellerdesk/client';
import { addTexts } from '../../../../i18n';
import { catalogueEdit } from '../../../../i18n/locales/ko/catalogue-edit';
import { usePriceSettings } from '../../../../hooks/api/pricing';
import { useProductDetail, useUpdateProduct, type ProductWithDetail } from '../../../../hooks/api/products';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { openDetailEditor } from '../../../../lib/open-editor';
import { announceProductSaved } from '../../../../lib/product-channel';
import { KeywordToolDialog } from '../keyword-tool-dialog';
import { BasicSection } from './basic-section';
import { CategorySection } from './category-section';
import { optionsProblem } from './edit-model';
import { ImagesSection } from './images-section';
import { OptionsSection } from './options-section';
import { PriceSection } from './price-section';
import { rebaseDraft } from './rebase-draft';

addTexts({ catalogueEdit });

/** What holds a save back, shown beside the save button (the fields show their own problems too). */
function draftProblem(draft: ProductDetail): string | null {
  if (koreanText(draft.title) === '') {
    return '상품명을 입력해주세요.';
  }
  if (draft.memo.length > PRODUCT_MEMO_MAX) {
    return `메모는 ${PRODUCT_MEMO_MAX}자까지 쓸 수 있습니다.`;
  }
  if (draft.image.length === 0) {
    return '대표 이미지를 한 개 이상 남겨주세요.';
  }
  return optionsProblem(draft);
}

/**
 * The edit form of one loaded product: a draft of the whole model — title, options, prices, main images,
 * memo and the rest — saved by one UpdateProduct, one transaction on the server, with the version the
 * draft is based on so another window's newer save is never lost. When the product is read again at a
 * newer version (the /editor popup's save, heard over the product channel), the draft moves onto it,
 * keeping the seller's unsaved edits, and says so.
 */
function EditForm({
  loaded,
  onReload,
  refetch,
  field,
}: {
  loaded: ProductWithDetail;
  onReload: () => void;
  refetch: () => Promise<ProductWithDetail | undefined>;
  field: EditField | null;
}) {
  const { t } = useTranslation();
  const settings = usePriceSettings();
  const saveProduct = useUpdateProduct();
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState<ProductDetail>(loaded.detail);
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [refreshed, setRefreshed] = useState<{ overlapping: boolean } | null>(null);
  // A newer version read while the tag dialog's own save is awaited is this window's change: no notice.
  const [ownRefetch, setOwnRefetch] = useState(false);
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    if (loaded.summary.version > base.summary.version) {
      const rebased = rebaseDraft(base.detail, draft, loaded.detail);
      setBase(loaded);
      setDraft(rebased.draft);
      setProblem((current) => (current?.conflict ? null : current));
      setRefreshed(ownRefetch ? null : { overlapping: rebased.overlapping.length > 0 });
    }
  }
  const blocked = draftProblem(draft);
  const productId = base.summary.id;

  const onSave = async () => {
    if (blocked) {
      setProblem({ message: blocked, conflict: false });
      return;
    }
    setSaving(true);
    setProblem(null);
    setRefreshed(null);
    try {
      const { id: _id, ...rest } = draft;
      const saved = await saveProduct.mutateAsync({ ...rest, version: base.summary.version });
      setBase(saved);
      setDraft(saved.detail);
      announceProductSaved(saved.detail);
      notify(t('catalogueEdit.saved'));
    } catch (error) {
      // Nothing was saved (one transaction): the draft keeps every edit for another try.
      const conflict = error instanceof ApiError && error.code === 409;
      setProblem({ message: errorMessage(error), conflict });
    } finally {
      setSaving(false);
    }
  };

  const onTagsClosed = async () => {
    setTagging(false);
    // SetTags wrote the product (a new version): reading it moves the draft onto it (its tags, its version).
    setOwnRefetch(true);
    await refetch();
    setOwnRefetch(false);
  };

  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="edit-problem">
          <Stack gap={6}>
            <Text size="sm">{problem.message}</Text>
            {problem.conflict && <ReloadButton onReload={onReload} testId="edit-reload" />}
          </Stack>
        </Alert>
      )}
      {refreshed && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          withCloseButton
          onClose={() => setRefreshed(null)}
          data-testid="edit-refreshed"
        >
          <Stack gap={6}>
            <Text size="sm">
              {refreshed.overlapping ? t('catalogueEdit.refreshedOverlap') : t('catalogueEdit.refreshed')}
            </Text>
            {refreshed.overlapping && <ReloadButton onReload={onReload} />}
          </Stack>
        </Alert>
      )}
      <Tabs defaultValue={field ?? 'basic'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basic" data-testid="tab-basic">
            {t('catalogueEdit.tabs.basic')}
          </Tabs.Tab>
          <Tabs.Tab value="category" data-testid="tab-category">
            {t('catalogueEdit.category.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="images" data-testid="tab-images">
            {t('catalogueEdit.tabs.images')}
          </Tabs.Tab>
          <Tabs.Tab value="options" data-testid="tab-options">
            {t('catalogueEdit.tabs.options')}
          </Tabs.Tab>
          <Tabs.Tab value="price" data-testid="tab-price">
            {t('catalogueEdit.tabs.price')}
          </Tabs.Tab>
          <Tabs.Tab value="detail" data-testid="tab-detail">
            {t('catalogueEdit.tabs.detail')}
          </Tabs.Tab>
        </Tabs.List>
        <Box pt="md">
          <Tabs.Panel value="basic">
            <BasicSection draft={draft} onChange={setDraft} onEditTags={() => setTagging(true)} />
          </Tabs.Panel>
          <Tabs.Panel value="category">
            <CategorySection draft={draft} onChange={setDraft} focus={field === 'category'} />
          </Tabs.Panel>
          <Tabs.Panel value="images">
            <ImagesSection images={draft.image} onChange={(image) => setDraft({ ...draft, image })} />
          </Tabs.Panel>
          <Tabs.Panel value="options">
            <OptionsSection draft={draft} settings={settings.data} onChange={setDraft} />
          </Tabs.Panel>
          <Tabs.Panel value="price">
            <PriceSection draft={draft} settings={settings.data} onChange={setDraft} />
          </Tabs.Panel>
          <Tabs.Panel value="detail">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t('catalogueEdit.detail.preview')}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} />}
                  onClick={() => openDetailEditor(draft)}
                  data-testid="open-detail-editor"
                >
                  {t('catalogueEdit.detail.open')}
                </Button>
              </Group>
              {draft.detailPageHtml.trim() === '' ? (
                <Text size="sm" c="dimmed">
                  {t('catalogueEdit.detail.empty')}
                </Text>
              ) : (
                // The stored HTML went through the one HTML policy; the sandbox runs nothing on top of that.
                <iframe
                  title={t('catalogueEdit.detail.preview')}
                  sandbox=""
                  srcDoc={`<base target="_blank"><style>img{max-width:100%}</style>${draft.detailPageHtml}`}
                  style={{
                    width: '100%',
                    height: 420,
                    border: '1px solid var(--mantine-color-default-border)',
                  }}
                  data-testid="detail-preview"
                />
              )}
            </Stack>
          </Tabs.Panel>
        </Box>
      </Tabs>
      <Group justify="flex-end" gap="sm">
        {blocked && (
          <Text size="xs" c="red" data-testid="save-blocked">
            {blocked}
          </Text>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={saving}
          onClick={() => void onSave()}
          data-testid="edit-save"
        >
          {t('catalogueEdit.save')}
        </Button>
      </Group>
      {tagging && <KeywordToolDialog opened onClose={() => void onTagsClosed()} productIds={[productId]} />}
    </Stack>
  );
}

/** A part of the panel a link may open directly (the pre-upload check's category fix). */
export type EditField = 'category';

/**
 * The per-product edit panel of the catalogue: title, tags, memo, category, images, options, price,
 * detail page. `field` opens that part first.
 */
export function EditPanel({
  productKey,
  field = null,
  onClose,
}: {
  productKey: { site: SourceSite; code: string } | null;
  field?: EditField | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const query = useProductDetail(productKey);
  // A reload mounts the form again from the freshly read product (its draft and version).
  const [generation, setGeneration] = useState(0);
  const onReload = () => {
    void query.refetch().then(() => setGeneration((value) => value + 1));
  };
  return (
    <Drawer
      opened={productKey != null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 900}
      title={productKey ? t('catalogueEdit.title', { code: productKey.code }) : ''}
      data-testid="edit-panel"
    >
      {query.isPending ? (
        <Stack gap="sm">
          <Skeleton height={40} />
          <Skeleton height={240} />
        </Stack>
      ) : !query.data ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('catalogueEdit.loadFailed')}
        >
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <EditForm
          key={`${query.data.summary.id}:${generation}`}
          loaded={query.data}
          onReload={onReload}
          refetch={async () => (await query.refetch()).data}
          field={field}
        />
      )}
    </Drawer>
  );
}

/** "새로 불러오기": reads the product again, dropping the panel's edits (after a conflict or an overlap). */
function ReloadButton({ onReload, testId }: { onReload: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      w="fit-content"
      leftSection={<IconRefresh size={14} />}
      onClick={onReload}
      data-testid={testId}
    >
      {t('catalogueEdit.reload')}
    </Button>
  );
}
