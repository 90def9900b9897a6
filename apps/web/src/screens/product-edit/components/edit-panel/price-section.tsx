import { formatWon, productSalePrice, type PriceSettings, type ProductDetail } from '@sellerdesk/domain';
import { Alert, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSourcePrice } from '../../product-format';
import { overrideProductPrice, priceFromSettings, priceTabFigures } from './edit-model';

/**
 * The product's won price: what the seller's settings give, a manual override (kept by "가격 다시
 * 계산"), and what the seller keeps at that price (the settings screen's margin function).
 */
export function PriceSection({
  draft,
  settings,
  onChange,
}: {
  draft: ProductDetail;
  settings: PriceSettings | undefined;
  onChange: (next: ProductDetail) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const typingFrom = useRef<ProductDetail | null>(null);
  // The one price model: with options the 판매가 is the cheapest listed option's price.
  const { salePrice, margin } = priceTabFigures(draft, settings);
  const computed = settings ? priceFromSettings(draft, settings) : undefined;
  const computedWon = computed?.ok ? productSalePrice(computed.value) : undefined;

  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" variant="light">
          {problem}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('catalogueEdit.price.sourcePrice', { currency: draft.source.currency })}
          </Text>
          <Text fw={600}>{formatSourcePrice(draft.source.price, draft.source.currency)}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('catalogueEdit.price.computed')}
          </Text>
          <Text fw={600} data-testid="computed-price">
            {computedWon != null
              ? formatWon(computedWon)
              : settings
                ? '—'
                : t('catalogueEdit.price.settingsLoading')}
          </Text>
        </Stack>
        <NumberInput
          label={t('catalogueEdit.price.current')}
          min={0}
          thousandSeparator=","
          suffix="원"
          value={salePrice ?? ''}
          // Each keystroke prices the product as it was when the field took focus: the options move from
          // there once, never step by step through partial numbers ("3", "35", …) that could push an
          // unlisted cheaper option to ₩0 and lose its extra.
          onFocus={() => {
            typingFrom.current = draft;
          }}
          onBlur={() => {
            typingFrom.current = null;
          }}
          onChange={(value) =>
            typeof value === 'number' &&
            onChange(overrideProductPrice(typingFrom.current ?? draft, Math.round(value)))
          }
          data-testid="edit-price"
        />
      </SimpleGrid>
      <Group gap="xs">
        {draft.priceOverride && (
          <Badge color="grape" variant="light" data-testid="price-override">
            {t('catalogueEdit.price.overridden')}
          </Badge>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCalculator size={14} />}
          disabled={!settings}
          onClick={() => {
            if (!settings) {
              return;
            }
            const priced = priceFromSettings(draft, settings);
            setProblem(priced.ok ? null : priced.message);
            if (priced.ok) {
              onChange(priced.value);
            }
          }}
          data-testid="recompute-price"
        >
          {t('catalogueEdit.price.recompute')}
        </Button>
      </Group>
      {margin && (
        <Paper withBorder p="sm" data-testid="margin-preview">
          <Text size="xs" c="dimmed">
            {t('catalogueEdit.price.margin')}
          </Text>
          <Text size="sm" fw={600} c={margin.loss ? 'red' : undefined}>
            {t('catalogueEdit.price.marginLine', {
              margin: formatWon(margin.margin),
              rate: margin.marginRate,
              cost: formatWon(margin.cost),
              shipping: formatWon(margin.shipping),
              commission: formatWon(margin.commission),
            })}
          </Text>
          {margin.loss && (
            <Text size="xs" c="red" data-testid="margin-loss">
              {t('catalogueEdit.price.loss')}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
