import { NAME_LIMIT, processProductName } from '@sellerdesk/domain';
import type { ProductSummary } from '@sellerdesk/domain/api';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserCategorySummary } from '../../../../hooks/api/categories';
import { useStartBulkWork, type BulkRequest } from '../../../../hooks/api/product-bulk';
import { errorMessage } from '../../../../lib/api-error';
import type { BulkSelection } from './use-bulk-selection';

export type BulkDialogAction =
  'slogan' | 'replace' | 'title' | 'group' | 'category' | 'reprice' | 'retranslate';

const PREVIEW_COUNT = 3;

/** The slogan's titles for the first few selected products, as the server's name rules will make them. */
function sloganPreview(
  products: readonly ProductSummary[],
  form: { word1: string; word2: string; numbering: boolean; start: number },
): { before: string; after: string }[] {
  return products.slice(0, PREVIEW_COUNT).map((product, index) => ({
    before: product.title,
    after: processProductName(product.title, {
      prefix: form.word1.trim(),
      suffix: form.word2.trim(),
      number: form.numbering ? form.start + index : undefined,
    }),
  }));
}

/**
 * One bulk action's form. The slogan and replace forms are marked invalid without both words but are
 * still sent (spec §5): the server answers what is missing, shown here. Starting answers the work.
 */
export function BulkDialog({
  action,
  bulk,
  chosenProducts,
  onClose,
  onStarted,
}: {
  action: BulkDialogAction;
  bulk: BulkSelection;
  /** The ticked products of this page, in list order (previews and pasted titles use them). */
  chosenProducts: readonly ProductSummary[];
  onClose: () => void;
  onStarted: (workNumber: number) => void;
}) {
  const { t } = useTranslation();
  const start = useStartBulkWork();
  const [word1, setWord1] = useState('');
  const [word2, setWord2] = useState('');
  const [numbering, setNumbering] = useState(false);
  const [first, setFirst] = useState(1);
  const [titles, setTitles] = useState('');
  const [groupName, setGroupName] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const userCategories = useUserCategorySummary();
  const [includeOverrides, setIncludeOverrides] = useState(false);
  const [tried, setTried] = useState(false);

  const selection = bulk.selection!;
  const wordsMissing = (action === 'slogan' || action === 'replace') && (!word1.trim() || !word2.trim());
  const lines = titles
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const titlesBlocked = action === 'title' && (bulk.all || lines.length !== chosenProducts.length);

  const request = (): BulkRequest | null => {
    switch (action) {
      case 'slogan':
        return {
          action: 'text',
          mode: 'Slogan',
          body: { selection, word1, word2, ...(numbering ? { numbering: first } : {}) },
        };
      case 'replace':
        return { action: 'text', mode: 'Replace', body: { selection, word1, word2 } };
      case 'title':
        return titlesBlocked
          ? null
          : {
              action: 'title',
              body: {
                items: chosenProducts.map((product, index) => ({
                  productId: product.id,
                  title: lines[index]!,
                })),
              },
            };
      case 'group':
        return { action: 'group', body: { selection, groupName } };
      case 'category':
        return categoryId ? { action: 'category', body: { selection, categoryId } } : null;
      case 'reprice':
        return { action: 'reprice', body: { selection, includeOverrides } };
      case 'retranslate':
        return { action: 'retranslate', body: { selection } };
    }
  };
  const submit = () => {
    setTried(true);
    const body = request();
    if (body) {
      start.mutate(body, { onSuccess: (started) => onStarted(started.workNumber) });
    }
  };

  const target = bulk.all
    ? t(bulk.capped ? 'catalogueBulk.dialog.targetAllCapped' : 'catalogueBulk.dialog.targetAll', {
        count: bulk.count,
      })
    : t('catalogueBulk.dialog.targetIds', { count: bulk.count });
  const wordError = (value: string) => (tried && !value.trim() ? ' ' : undefined);
  const titleKey = action === 'title' ? 'titles' : action;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`catalogueBulk.dialog.${titleKey}.title`)}
      size="lg"
      centered
      data-testid="bulk-dialog"
      data-action={action}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" data-testid="bulk-target">
          {t('catalogueBulk.dialog.target', { target })}
        </Text>
        {(action === 'slogan' || action === 'replace') && (
          <>
            <Group grow align="flex-start">
              <TextInput
                label={t(`catalogueBulk.dialog.${action}.word1`)}
                value={word1}
                onChange={(event) => setWord1(event.currentTarget.value)}
                error={wordError(word1)}
                maxLength={50}
                data-testid="bulk-word1"
              />
              <TextInput
                label={t(`catalogueBulk.dialog.${action}.word2`)}
                value={word2}
                onChange={(event) => setWord2(event.currentTarget.value)}
                error={wordError(word2)}
                maxLength={50}
                data-testid="bulk-word2"
              />
            </Group>
            {wordsMissing && tried && (
              <Text size="xs" c="orange" data-testid="bulk-invalid">
                {t('catalogueBulk.dialog.invalid')}
              </Text>
            )}
          </>
        )}
        {action === 'slogan' && (
          <>
            <Group align="flex-end">
              <Checkbox
                label={t('catalogueBulk.dialog.slogan.numbering')}
                checked={numbering}
                onChange={(event) => setNumbering(event.currentTarget.checked)}
                data-testid="bulk-numbering"
              />
              <NumberInput
                label={t('catalogueBulk.dialog.slogan.start')}
                value={first}
                onChange={(value) => setFirst(typeof value === 'number' ? value : 1)}
                min={0}
                max={1_000_000}
                allowDecimal={false}
                disabled={!numbering}
                w={120}
                data-testid="bulk-numbering-start"
              />
            </Group>
            <Text size="xs" c="dimmed">
              {t('catalogueBulk.dialog.slogan.limit', { limit: NAME_LIMIT })}
            </Text>
            {chosenProducts.length > 0 && (
              <Stack gap={4} data-testid="bulk-preview">
                <Text size="sm" fw={600}>
                  {t('catalogueBulk.dialog.slogan.preview', {
                    count: Math.min(PREVIEW_COUNT, chosenProducts.length),
                  })}
                </Text>
                {sloganPreview(chosenProducts, { word1, word2, numbering, start: first }).map(
                  (line, index) => (
                    <Text key={index} size="sm" data-testid="bulk-preview-line">
                      <Text span c="dimmed" size="xs">
                        {line.before} →{' '}
                      </Text>
                      {line.after}
                    </Text>
                  ),
                )}
              </Stack>
            )}
          </>
        )}
        {action === 'title' &&
          (bulk.all ? (
            <Alert color="orange" variant="light">
              {t('catalogueBulk.dialog.titles.idsOnly')}
            </Alert>
          ) : (
            <Textarea
              label={t('catalogueBulk.dialog.titles.label')}
              description={t('catalogueBulk.dialog.titles.hint', { count: chosenProducts.length })}
              autosize
              minRows={4}
              maxRows={12}
              value={titles}
              onChange={(event) => setTitles(event.currentTarget.value)}
              error={
                tried && titlesBlocked
                  ? t('catalogueBulk.dialog.titles.mismatch', {
                      lines: lines.length,
                      count: chosenProducts.length,
                    })
                  : undefined
              }
              data-testid="bulk-titles"
            />
          ))}
        {action === 'group' && (
          <TextInput
            label={t('catalogueBulk.dialog.group.label')}
            description={t('catalogueBulk.dialog.group.hint')}
            value={groupName}
            onChange={(event) => setGroupName(event.currentTarget.value)}
            maxLength={50}
            data-testid="bulk-group"
          />
        )}
        {action === 'category' && (
          <Select
            label={t('catalogueBulk.dialog.category.label')}
            placeholder={t('catalogueBulk.dialog.category.placeholder')}
            description={
              userCategories.data?.total === 0
                ? t('catalogueBulk.dialog.category.empty')
                : t('catalogueBulk.dialog.category.hint')
            }
            data={(userCategories.data?.items ?? []).map((item) => ({
              value: item.categoryId,
              label: item.label,
            }))}
            value={categoryId}
            onChange={setCategoryId}
            error={tried && !categoryId ? t('catalogueBulk.dialog.category.required') : undefined}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="bulk-category"
          />
        )}
        {action === 'reprice' && (
          <>
            <Text size="sm">{t('catalogueBulk.dialog.reprice.body')}</Text>
            <Checkbox
              label={t('catalogueBulk.dialog.reprice.includeOverrides')}
              checked={includeOverrides}
              onChange={(event) => setIncludeOverrides(event.currentTarget.checked)}
            />
          </>
        )}
        {action === 'retranslate' && <Text size="sm">{t('catalogueBulk.dialog.retranslate.body')}</Text>}
        {start.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="bulk-error">
            {errorMessage(start.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={start.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button onClick={submit} loading={start.isPending} data-testid="bulk-start">
            {t('catalogueBulk.dialog.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Before/after of a few products: shared by the report table. */
export function BeforeAfterCells({ before, after }: { before: string | null; after: string | null }) {
  return (
    <>
      <Table.Td>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {before ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs" lineClamp={2}>
          {after ?? '—'}
        </Text>
      </Table.Td>
    </>
  );
}
