import type { Market } from '@sellerdesk/domain';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAllMarketAccounts } from '../../../hooks/api/market-accounts';
import {
  useMarketTemplate,
  useRemoveTemplate,
  useSaveTemplate,
  useTemplateSummary,
} from '../../../hooks/api/market-templates';
import { addTexts } from '../../../i18n';
import { marketTemplates } from '../../../i18n/locales/ko/market-templates';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { MarketTabsSection } from '../market-tabs-section';
import { TemplateForm, type TemplateFormValues } from './template-form';

addTexts({ marketTemplates });

type Editing = { market: Market; marketName: string; templateName: string | null };

/**
 * 마켓 템플릿 (settings): per market a tab with the seller's templates, add and edit in a dialog whose
 * 출고지/반품지 and courier come from the chosen account at the market, removal behind a confirmation.
 * A closed market (WeMakePrice) shows its notice and takes no new templates.
 */
export default function MarketTemplatesSection() {
  const { t } = useTranslation();
  const summary = useTemplateSummary();
  const accounts = useAllMarketAccounts();
  const save = useSaveTemplate();
  const remove = useRemoveTemplate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ market: Market; templateName: string } | null>(null);
  const template = useMarketTemplate(
    editing?.market ?? null,
    editing?.templateName ?? null,
    editing !== null,
  );

  const accountsOf = (market: Market) =>
    accounts.data?.markets.find((entry) => entry.market === market)?.accounts ?? [];

  const submit = (values: TemplateFormValues) => {
    if (!editing) {
      return;
    }
    save.mutate(
      { market: editing.market, templateName: values.templateName, body: values.body },
      {
        onSuccess: () => {
          setEditing(null);
          notify(t('marketTemplates.saved'));
        },
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  };
  const runRemove = () => {
    if (!removing) {
      return;
    }
    remove.mutate(removing, {
      onSuccess: () => {
        setRemoving(null);
        notify(t('marketTemplates.removed'));
      },
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });
  };
  const open = (market: Market, marketName: string, templateName: string | null) => {
    setFormError(null);
    setEditing({ market, marketName, templateName });
  };

  return (
    <MarketTabsSection
      testId="market-templates-section"
      testIdPrefix="template"
      title={t('marketTemplates.title')}
      description={t('marketTemplates.description')}
      entries={summary.data?.markets}
      loadFailed={summary.isError ? t('marketTemplates.loadFailed') : null}
      count={(market) => market.templates.length}
      emptyText={(market) => t('marketTemplates.empty', { market: market.name })}
      renderPanel={(market) => {
        const hasAccount = accountsOf(market.market).length > 0;
        return (
          <>
            {market.templates.map((item) => (
              <Paper
                key={item.templateName}
                withBorder
                p="sm"
                radius="sm"
                data-testid={`template-card-${item.templateName}`}
              >
                <Group justify="space-between" wrap="wrap">
                  <Group gap="sm">
                    <Text fw={600}>{item.templateName}</Text>
                    {item.accountLabel ? (
                      <Badge variant="light">{item.accountLabel}</Badge>
                    ) : (
                      <Badge color="red" variant="light">
                        {t('marketTemplates.accountMissing')}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('marketTemplates.updatedAt', { time: formatDateTime(item.updatedAt) })}
                    </Text>
                  </Group>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => open(market.market, market.name, item.templateName)}
                      disabled={!market.enabled}
                      data-testid="template-edit"
                    >
                      {t('marketTemplates.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => setRemoving({ market: market.market, templateName: item.templateName })}
                      data-testid="template-remove"
                    >
                      {t('marketTemplates.remove')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
            {market.enabled && !hasAccount && accounts.data && (
              <Alert color="blue" variant="light" data-testid="template-no-account">
                {t('marketTemplates.noAccount', { market: market.name })}
              </Alert>
            )}
            {market.enabled && (
              <Group>
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => open(market.market, market.name, null)}
                  disabled={!hasAccount}
                  data-testid="template-add"
                >
                  {t('marketTemplates.add')}
                </Button>
              </Group>
            )}
          </>
        );
      }}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing &&
          t(editing.templateName ? 'marketTemplates.editTitle' : 'marketTemplates.addTitle', {
            market: editing.marketName,
          })
        }
        size="xl"
        centered
      >
        {editing && template.isError && <Alert color="red">{errorMessage(template.error)}</Alert>}
        {editing && !template.data && !template.isError && <Skeleton h={320} />}
        {editing && template.data && (
          <TemplateForm
            key={`${editing.market}:${editing.templateName ?? ''}`}
            market={editing.market}
            initial={template.data}
            accounts={accountsOf(editing.market)}
            saving={save.isPending}
            error={formError}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('marketTemplates.removeTitle')}
        confirmLabel={t('marketTemplates.remove')}
        onConfirm={runRemove}
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
        testId="template-remove-dialog"
      >
        {t('marketTemplates.removeConfirm', { name: removing?.templateName ?? '' })}
      </ConfirmDialog>
    </MarketTabsSection>
  );
}
