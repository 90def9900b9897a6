import { Alert, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExchange } from '../../../../hooks/api/pricing';

/** The seller's exchange base (what prices use) beside today's reference rates from the server. */
export function ExchangeFields({
  currency,
  value,
  onChange,
}: {
  currency: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const exchange = useExchange();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('setting.price.exchange.hint')}
      </Text>
      <Group align="flex-end" gap="lg">
        <TextInput
          label={t('setting.price.exchange.base', { currency })}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          inputMode="decimal"
          w={180}
          data-testid="exchange-base"
        />
        <Text size="sm" c="dimmed" pb={8}>
          {t('setting.price.exchange.krw')}
        </Text>
      </Group>
      {exchange.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('setting.price.exchange.loading')}</Text>
        </Group>
      ) : exchange.data?.state === 'ok' ? (
        <Alert variant="light" data-testid="exchange-today">
          <Text size="sm" fw={600}>
            {t('setting.price.exchange.today', { date: exchange.data.date })}
          </Text>
          <Group gap="lg">
            {exchange.data.rates.map((rate) => (
              <Text size="sm" key={rate.currency}>
                {t('setting.price.exchange.reference', {
                  currency: rate.currency,
                  rate: rate.rate.toLocaleString('ko-KR', { maximumFractionDigits: 2 }),
                })}
              </Text>
            ))}
          </Group>
        </Alert>
      ) : (
        <Alert color="gray" variant="light" data-testid="exchange-unavailable">
          <Text size="sm">{exchange.data?.message ?? t('setting.price.loadFailed')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
