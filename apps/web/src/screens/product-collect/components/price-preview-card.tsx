import { DEFAULT_PRICE_RANGE_MODEL, formatWon } from '@sellerdesk/domain';
import { Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewCollectPrice, roundingUnitText } from '../price-preview';

/** "수집 가격 미리보기": a source price in yuan through the exact pricing collection applies. */
export function PricePreviewCard() {
  const { t } = useTranslation();
  const [input, setInput] = useState('139');
  const preview = previewCollectPrice(input);
  const rate = formatWon(DEFAULT_PRICE_RANGE_MODEL.exchangeBase);
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
        <TextInput
          label={t('collect.price.input')}
          placeholder={t('collect.price.placeholder')}
          inputMode="decimal"
          leftSection="¥"
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          error={preview && !preview.ok ? t(`collect.price.${preview.problem}`) : undefined}
          data-testid="price-input"
        />
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('collect.price.base', { rate })}
            </Text>
            <Text size="sm" fw={600} data-testid="price-base">
              {preview?.ok ? preview.baseText : '—'}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('collect.price.result', { unit: roundingUnitText() })}
            </Text>
            <Text fz="xl" fw={800} c="brand" data-testid="price-result">
              {preview?.ok ? preview.priceText : '—'}
            </Text>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('collect.price.defaults', { rate })} {t('collect.price.settingsLater')}
        </Text>
      </Stack>
    </Paper>
  );
}
