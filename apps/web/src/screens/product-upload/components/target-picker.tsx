import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Market } from '@sellerdesk/domain';
import { useTranslation } from 'react-i18next';
import { useAllMarketAccounts } from '../../../hooks/api/market-accounts';

/** What the seller set for one chosen account. */
export type TargetForm = {
  market: Market;
  label: string;
  marketName: string;
  templateName: string;
  categoryId: string;
  afterServicePhone: string;
  manufacturer: string;
  originArea: string;
};

/** Step 2: the accounts to upload to, each with its template (and the fallback values). */
export function TargetPicker({
  targets,
  onChange,
}: {
  targets: Readonly<Record<string, TargetForm>>;
  onChange: (next: Record<string, TargetForm>) => void;
}) {
  const { t } = useTranslation();
  const accounts = useAllMarketAccounts();
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
                              templateName: '기본',
                              categoryId: '',
                              afterServicePhone: '',
                              manufacturer: '',
                              originArea: '',
                            }
                          : null,
                      )
                    }
                  />
                  {form ? (
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
                      <TextInput
                        label={t('upload.targets.templateName')}
                        value={form.templateName}
                        onChange={(event) =>
                          set(account.id, { ...form, templateName: event.currentTarget.value })
                        }
                      />
                      <TextInput
                        label={t('upload.targets.category')}
                        description={t('upload.targets.categoryHint')}
                        value={form.categoryId}
                        data-testid="target-category"
                        onChange={(event) =>
                          set(account.id, { ...form, categoryId: event.currentTarget.value })
                        }
                      />
                      <TextInput
                        label={t('upload.targets.asPhone')}
                        description={t('upload.targets.fallback')}
                        value={form.afterServicePhone}
                        data-testid="target-phone"
                        onChange={(event) =>
                          set(account.id, { ...form, afterServicePhone: event.currentTarget.value })
                        }
                      />
                      <TextInput
                        label={t('upload.targets.manufacturer')}
                        description={t('upload.targets.fallback')}
                        value={form.manufacturer}
                        data-testid="target-manufacturer"
                        onChange={(event) =>
                          set(account.id, { ...form, manufacturer: event.currentTarget.value })
                        }
                      />
                      <TextInput
                        label={t('upload.targets.originArea')}
                        description={t('upload.targets.fallback')}
                        value={form.originArea}
                        data-testid="target-origin"
                        onChange={(event) =>
                          set(account.id, { ...form, originArea: event.currentTarget.value })
                        }
                      />
                    </SimpleGrid>
                  ) : null}
                </Stack>
              </Paper>
            );
          }),
        )}
        <Group />
      </Stack>
    </Paper>
  );
}
