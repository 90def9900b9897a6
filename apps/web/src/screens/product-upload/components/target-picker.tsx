import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Market } from '@sellerdesk/domain';
import { IconCategory, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryBrowser } from '../../../components/category-browser';
import { useUser } from '../../../hooks/api/auth';
import { useAllMarketAccounts } from '../../../hooks/api/market-accounts';
import { useTemplateSummary } from '../../../hooks/api/market-templates';
import { readFallbackCategory, writeFallbackCategory } from '../fallback-categories';
import { templatesFor } from './templates-for';

/** What the seller chose for one account: a saved template, and a category for unmapped products. */
export type TargetForm = {
  market: Market;
  label: string;
  marketName: string;
  /** Null until the seller picks one of the saved templates. */
  templateName: string | null;
  categoryId: string;
  categoryPath: string;
};

const SETTINGS_TEMPLATES = '/app/setting?section=market-templates';

/** Step 2: the accounts to upload to, each with one of the seller's saved templates of its market. */
export function TargetPicker({
  targets,
  onChange,
}: {
  targets: Readonly<Record<string, TargetForm>>;
  onChange: (next: Record<string, TargetForm>) => void;
}) {
  const { t } = useTranslation();
  const accounts = useAllMarketAccounts();
  const summary = useTemplateSummary();
  const [picking, setPicking] = useState<{ accountId: string; market: Market } | null>(null);
  const userId = useUser()?.username ?? '';
  // The fallback category is remembered per seller and account: chosen once, offered on every visit.
  const remember = (accountId: string, categoryId: string, categoryPath: string) =>
    writeFallbackCategory(userId, accountId, categoryId ? { categoryId, categoryPath } : null);
  const markets = (accounts.data?.markets ?? []).filter(
    (market) => market.enabled && market.accounts.length > 0,
  );
  const set = (id: string, form: TargetForm | null) => {
    const next = { ...targets };
    if (form) {
      next[id] = form;
    } else {
      delete next[id];
    }
    onChange(next);
  };
  const pickingForm = picking ? targets[picking.accountId] : undefined;
  return (
    <Paper withBorder p="md" data-testid="upload-targets">
      <Stack gap="sm">
        <Title order={4}>{t('upload.targets.title')}</Title>
        {accounts.isSuccess && markets.length === 0 ? (
          <Text c="dimmed">{t('upload.targets.noAccounts')}</Text>
        ) : null}
        {markets.flatMap((market) =>
          market.accounts.map((account) => {
            const form = targets[account.id];
            const saved = templatesFor(summary.data, market.market, account.id);
            return (
              <Paper
                key={account.id}
                withBorder
                p="sm"
                data-testid={`target-card-${account.label}`}
                bg={form ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Stack gap="xs">
                  <Checkbox
                    data-testid={`target-${account.label}`}
                    label={`${market.name} · ${account.label}`}
                    checked={Boolean(form)}
                    onChange={(event) =>
                      set(
                        account.id,
                        event.currentTarget.checked
                          ? {
                              market: market.market,
                              label: account.label,
                              marketName: market.name,
                              // The account's own template first; the seller can pick another.
                              templateName: saved[0]?.templateName ?? null,
                              categoryId: '',
                              categoryPath: '',
                              ...readFallbackCategory(userId, account.id),
                            }
                          : null,
                      )
                    }
                  />
                  {form && summary.isSuccess && saved.length === 0 ? (
                    <Alert color="yellow" data-testid="target-no-templates">
                      {t('upload.targets.noTemplates', { market: market.name })}{' '}
                      <Anchor component={Link} to={SETTINGS_TEMPLATES}>
                        {t('upload.targets.makeTemplate')}
                      </Anchor>
                    </Alert>
                  ) : null}
                  {form && saved.length > 0 ? (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <Select
                        label={t('upload.targets.template')}
                        placeholder={t('upload.targets.templatePlaceholder')}
                        data={saved.map((template) => ({
                          value: template.templateName,
                          label:
                            template.accountId === account.id || template.accountLabel === null
                              ? template.templateName
                              : `${template.templateName} (${template.accountLabel})`,
                        }))}
                        value={form.templateName}
                        onChange={(value) => set(account.id, { ...form, templateName: value })}
                        allowDeselect={false}
                        data-testid="target-template"
                      />
                      <Stack gap={4}>
                        <Text size="sm" fw={500}>
                          {t('upload.targets.category')}
                        </Text>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconCategory size={14} />}
                            onClick={() => setPicking({ accountId: account.id, market: market.market })}
                            data-testid="target-category-pick"
                          >
                            {form.categoryId
                              ? t('upload.targets.categoryChange')
                              : t('upload.targets.categoryPick')}
                          </Button>
                          {form.categoryId ? (
                            <>
                              <Text size="sm" data-testid="target-category-path" lineClamp={1}>
                                {form.categoryPath}
                              </Text>
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                color="gray"
                                aria-label={t('upload.targets.categoryClear')}
                                onClick={() => {
                                  remember(account.id, '', '');
                                  set(account.id, { ...form, categoryId: '', categoryPath: '' });
                                }}
                              >
                                <IconX size={14} />
                              </Button>
                            </>
                          ) : null}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {t('upload.targets.categoryHint')}
                        </Text>
                      </Stack>
                    </SimpleGrid>
                  ) : null}
                </Stack>
              </Paper>
            );
          }),
        )}
      </Stack>
      <Modal
        opened={picking !== null && pickingForm !== undefined}
        onClose={() => setPicking(null)}
        title={t('upload.targets.categoryTitle', { market: pickingForm?.marketName ?? '' })}
        size="xl"
      >
        {picking && pickingForm ? (
          <CategoryBrowser
            market={picking.market}
            picking={false}
            pickLabel={t('upload.targets.categoryUse')}
            onPick={(category) => {
              remember(picking.accountId, category.id, category.path.join(' > '));
              set(picking.accountId, {
                ...pickingForm,
                categoryId: category.id,
                categoryPath: category.path.join(' > '),
              });
              setPicking(null);
            }}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}
