import type { ProductSummary } from '@sellerdesk/domain/api';
import { Button, Menu } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCategory,
  IconChevronDown,
  IconCurrencyWon,
  IconFolder,
  IconLanguage,
  IconListNumbers,
  IconStack2,
  IconTextCaption,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useRemoveSelection } from '../../../../hooks/api/product-bulk';
import { addTexts } from '../../../../i18n';
import { catalogueBulk } from '../../../../i18n/locales/ko/catalogue-bulk';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { BulkDialog, type BulkDialogAction } from './bulk-dialog';
import { BulkWorkPanel } from './bulk-work-panel';
import type { BulkSelection } from './use-bulk-selection';

addTexts({ catalogueBulk });

const ACTIONS: { action: BulkDialogAction; icon: typeof IconTrash }[] = [
  { action: 'slogan', icon: IconListNumbers },
  { action: 'replace', icon: IconArrowsExchange },
  { action: 'title', icon: IconTextCaption },
  { action: 'group', icon: IconFolder },
  { action: 'category', icon: IconCategory },
  { action: 'reprice', icon: IconCurrencyWon },
  { action: 'retranslate', icon: IconLanguage },
];

/**
 * "일괄 작업": every bulk action on the selection (ticked products or the whole search), each with its
 * dialog, then the work's progress and report; delete asks first and answers at once.
 */
export function BulkMenu({
  bulk,
  chosenProducts,
  onDone,
}: {
  bulk: BulkSelection;
  chosenProducts: readonly ProductSummary[];
  /** After a delete or a finished work: the screen clears its selection. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<BulkDialogAction | null>(null);
  const [workNumber, setWorkNumber] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useRemoveSelection();
  const target = bulk.all
    ? t(bulk.capped ? 'catalogueBulk.dialog.targetAllCapped' : 'catalogueBulk.dialog.targetAll', {
        count: bulk.count,
      })
    : t('catalogueBulk.dialog.targetIds', { count: bulk.count });

  const onDelete = () => {
    if (!bulk.selection) {
      return;
    }
    remove.mutate(bulk.selection, {
      onSuccess: ({ removed }) => {
        notify(t('catalogueBulk.dialog.delete.done', { count: removed }));
        setDeleting(false);
        onDone();
      },
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconStack2 size={14} />}
            rightSection={<IconChevronDown size={14} />}
            disabled={!bulk.selection}
            data-testid="bulk-menu"
          >
            {t('catalogueBulk.menu.open')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ACTIONS.map(({ action, icon: Icon }) => (
            <Menu.Item
              key={action}
              leftSection={<Icon size={16} />}
              onClick={() => setDialog(action)}
              disabled={action === 'title' && bulk.all}
              data-testid={`bulk-action-${action}`}
            >
              {t(`catalogueBulk.menu.${action}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
            data-testid="bulk-action-delete"
          >
            {t('catalogueBulk.menu.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog && bulk.selection && (
        <BulkDialog
          action={dialog}
          bulk={bulk}
          chosenProducts={chosenProducts}
          onClose={() => setDialog(null)}
          onStarted={(number) => {
            setDialog(null);
            setWorkNumber(number);
          }}
        />
      )}
      {workNumber != null && (
        <BulkWorkPanel
          workNumber={workNumber}
          onClose={() => {
            setWorkNumber(null);
            onDone();
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('catalogueBulk.dialog.delete.title')}
        confirmLabel={t('common.actions.delete')}
        onConfirm={onDelete}
        loading={remove.isPending}
        testId="delete-products-dialog"
      >
        {t('catalogueBulk.dialog.delete.body', { target })}
      </ConfirmDialog>
    </>
  );
}
