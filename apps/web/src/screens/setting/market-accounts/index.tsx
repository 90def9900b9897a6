import type { Market } from '@sellerdesk/domain';
import type { MarketAccountsOfMarket, MarketAccountView } from '@sellerdesk/domain/api';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  useAllMarketAccounts,
  useCheckMarketLogin,
  useRemoveMarketAccount,
  useSaveMarketAccount,
} from '../../../hooks/api/market-accounts';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { MarketTabsSection } from '../market-tabs-section';
import { AccountForm, type AccountFormValues } from './account-form';
import { addTexts } from '../../../i18n';
import { marketAccounts } from '../../../i18n/locales/ko/market-accounts';

addTexts({ marketAccounts });

type Editing = { market: MarketAccountsOfMarket; account: MarketAccountView | null };

/**
 * 마켓 계정 (settings): per market a tab with the seller's accounts (secrets only masked), add and edit
 * forms generated from the market's fields, removal behind a confirmation, and "연결 확인" with the
 * market's exact answer. A closed market (WeMakePrice) shows its notice instead of the add button.
 */
export default function MarketAccountsSection() {
  const { t } = useTranslation();
  const all = useAllMarketAccounts();
  const save = useSaveMarketAccount();
  const remove = useRemoveMarketAccount();
  const checkLogin = useCheckMarketLogin();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MarketAccountView | null>(null);

  const openForm = (market: MarketAccountsOfMarket, account: MarketAccountView | null) => {
    setFormError(null);
    setEditing({ market, account });
  };
  const submit = (values: AccountFormValues) => {
    if (!editing) {
      return;
    }
    save.mutate(
      {
        market: editing.market.market,
        ...(editing.account ? { id: editing.account.id } : {}),
        label: values.label,
        settings: values.settings,
      },
      {
        onSuccess: () => {
          setEditing(null);
          notify(t('marketAccounts.saved'));
        },
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  };
  const runRemove = () => {
    if (!removing) {
      return;
    }
    remove.mutate(
      { market: removing.market, id: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          notify(t('marketAccounts.removed'));
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  const check = (market: Market, id: string) =>
    checkLogin.mutate({ market, id }, { onError: (error) => notify(errorMessage(error), { type: 'error' }) });

  return (
    <MarketTabsSection
      testId="market-accounts-section"
      testIdPrefix="market"
      title={t('marketAccounts.title')}
      description={t('marketAccounts.description')}
      entries={all.data?.markets}
      loadFailed={all.isError ? t('marketAccounts.loadFailed') : null}
      count={(market) => market.accounts.length}
      emptyText={(market) => t('marketAccounts.empty', { market: market.name })}
      renderPanel={(market) => (
        <>
          {market.accounts.map((account) => (
            <AccountCard
              key={account.id}
              market={market}
              account={account}
              checking={checkLogin.isPending && checkLogin.variables.id === account.id}
              onCheck={() => check(market.market, account.id)}
              onEdit={() => openForm(market, account)}
              onRemove={() => setRemoving(account)}
            />
          ))}
          {market.enabled && (
            <Group>
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => openForm(market, null)}
                data-testid="market-account-add"
              >
                {t('marketAccounts.add')}
              </Button>
            </Group>
          )}
        </>
      )}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing &&
          t(editing.account ? 'marketAccounts.editTitle' : 'marketAccounts.addTitle', {
            market: editing.market.name,
          })
        }
        centered
      >
        {editing && (
          <AccountForm
            fields={editing.market.fields}
            account={editing.account}
            saving={save.isPending}
            error={formError}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('marketAccounts.removeTitle')}
        confirmLabel={t('marketAccounts.remove')}
        onConfirm={runRemove}
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
        testId="market-account-remove-dialog"
      >
        {t('marketAccounts.removeConfirm', { label: removing?.label ?? '' })}
      </ConfirmDialog>
    </MarketTabsSection>
  );
}

function AccountCard({
  market,
  account,
  checking,
  onCheck,
  onEdit,
  onRemove,
}: {
  market: MarketAccountsOfMarket;
  account: MarketAccountView;
  checking: boolean;
  onCheck: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const last = account.lastCheck;
  const status = !last ? 'unchecked' : last.connected ? 'connected' : 'failed';
  const color = { unchecked: 'gray', connected: 'green', failed: 'red' }[status];
  return (
    <Paper withBorder p="md" radius="sm" data-testid={`market-account-${account.label}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Text fw={600}>{account.label}</Text>
            <Badge color={color} variant="light" data-testid="market-account-status">
              {t(`marketAccounts.status.${status}`)}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlugConnected size={14} />}
              onClick={onCheck}
              loading={checking}
              disabled={!market.enabled}
              data-testid="market-account-check"
            >
              {t('marketAccounts.check')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              disabled={!market.enabled}
              data-testid="market-account-edit"
            >
              {t('marketAccounts.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
              data-testid="market-account-remove"
            >
              {t('marketAccounts.remove')}
            </Button>
          </Group>
        </Group>
        <Stack gap={2}>
          {market.fields.map((field) => {
            const value = field.secret ? account.maskedSecrets[field.key] : account.settings[field.key];
            return value ? (
              <Text key={field.key} size="sm">
                <Text span c="dimmed">
                  {field.label}:{' '}
                </Text>
                {value}
              </Text>
            ) : null;
          })}
        </Stack>
        {last && (
          <Alert
            color={last.connected ? 'green' : 'red'}
            variant="light"
            data-testid="market-account-check-result"
          >
            <Text size="sm">{last.message}</Text>
            <Text size="xs" c="dimmed">
              {t('marketAccounts.checkedAt', { time: formatDateTime(last.checkedAt) })}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
