import type { MarketAccountField, MarketAccountView } from '@sellerdesk/domain/api';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type AccountFormValues = { label: string; settings: Record<string, string> };

/**
 * The form of one market's connection, generated from the market's fields (the server sends them):
 * secrets as password inputs that start empty; on an edit a blank secret keeps the stored one.
 */
export function AccountForm({
  fields,
  account,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  fields: readonly MarketAccountField[];
  account: MarketAccountView | null;
  saving: boolean;
  error: string | null;
  onSubmit: (values: AccountFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(account?.label ?? '');
  const [settings, setSettings] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.map((field) => [field.key, field.secret ? '' : (account?.settings[field.key] ?? '')]),
    ),
  );
  const set = (key: string, value: string) => setSettings((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ label: label.trim(), settings });
  };

  return (
    <form onSubmit={submit} data-testid="market-account-form">
      <Stack gap="sm">
        <TextInput
          label={t('marketAccounts.label')}
          description={t('marketAccounts.labelHelp')}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          required
          maxLength={50}
          data-testid="market-account-label"
        />
        {fields.map((field) => {
          const masked = account?.maskedSecrets[field.key];
          const common = {
            label: field.label,
            description: field.secret && masked ? t('marketAccounts.secretKeep', { masked }) : field.help,
            placeholder: field.placeholder,
            // An edit may leave a stored secret blank.
            required: field.required && !(field.secret && masked),
            value: settings[field.key] ?? '',
            'data-testid': `market-field-${field.key}`,
          };
          return field.secret ? (
            <PasswordInput
              key={field.key}
              {...common}
              autoComplete="new-password"
              onChange={(event) => set(field.key, event.currentTarget.value)}
            />
          ) : (
            <TextInput
              key={field.key}
              {...common}
              autoComplete="off"
              onChange={(event) => set(field.key, event.currentTarget.value)}
            />
          );
        })}
        {error && (
          <Alert color="red" data-testid="market-account-form-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('marketAccounts.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="market-account-save">
            {t('marketAccounts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
