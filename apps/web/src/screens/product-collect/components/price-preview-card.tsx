import { formatWon } from '@sellerdesk/domain';
import { Alert, Group, Loader, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceSettingsNotice } from '../../../components/price-settings-notice';
import { usePriceSettings } from '../../../hooks/api/pricing';
import { errorMessage } from '../../../lib/api-error';
import { CURRENCY_SYMBOLS } from '../../product-edit/product-format';
import { previewCollectPrice, roundingUnitText } from '../price-preview';

/**
 * "수집 가격 미리보기": a source price through the seller's saved price settings (GET Market/GetPrice)
 * and collection's own pricing function, so it shows what collecting the item stores.
 */
export function PricePreviewCard() {
  const { t } = useTranslation();
  const [input, setInput] = useState('139');
  const settings = usePriceSettings();
  const model = settings.data?.priceRangeModel;
  const preview = model ? previewCollectPrice(input, model) : null;
  const currency = model?.currency ?? '';
  const rate = model ? formatWon(model.exchangeBase) : '';
  return (
    <Paper withBorder p="lg" data-testid="price-preview">
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon size={28} radius="md" variant="light">
            <IconCalculator size={16} />
          </ThemeIcon>
          <Title order={2} fz="md">
            {t('collect.price.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('collect.price.description')}
        </Text>
        {!model ? (
          settings.isError ? (
            <Alert color="red" variant="light" data-testid="price-settings-error">
              {errorMessage(settings.error)}
            </Alert>
          ) : (
            <Group gap="xs" data-testid="price-settings-loading">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('collect.price.loading')}
              </Text>
            </Group>
          )
        ) : (
          <>
            <TextInput
              label={t('collect.price.input', { currency })}
              placeholder={t('collect.price.placeholder')}
              inputMode="decimal"
              leftSection={CURRENCY_SYMBOLS[model.currency] ?? model.currency}
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              error={preview && !preview.ok ? t(`collect.price.${preview.problem}`) : undefined}
              data-testid="price-input"
            />
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t('collect.price.base', { currency, rate })}
                </Text>
                <Text size="sm" fw={600} data-testid="price-base">
                  {preview?.ok ? preview.baseText : '—'}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t('collect.price.result', { unit: roundingUnitText(model) })}
                </Text>
                <Text fz="xl" fw={800} c="brand" data-testid="price-result">
                  {preview?.ok ? preview.priceText : '—'}
                </Text>
              </Group>
            </Stack>
            <Text size="xs" c="dimmed" data-testid="price-settings-source">
              {t(settings.data?.saved ? 'collect.price.saved' : 'collect.price.defaults', { currency, rate })}
            </Text>
            <PriceSettingsNotice />
          </>
        )}
      </Stack>
    </Paper>
  );
}
