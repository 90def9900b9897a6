import { MARKETS, type Market } from '@sellerdesk/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shipping per item and each market's commission, which the margin preview subtracts. */
export function MarginFields({
  shippingPerItem,
  commissions,
  onShipping,
  onCommission,
}: {
  shippingPerItem: string;
  commissions: Record<Market, string>;
  onShipping: (value: string) => void;
  onCommission: (market: Market, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('setting.price.margin.hint')}
      </Text>
      <TextInput
        label={t('setting.price.margin.shipping')}
        value={shippingPerItem}
        onChange={(event) => onShipping(event.currentTarget.value)}
        inputMode="numeric"
        w={220}
        data-testid="shipping-per-item"
      />
      <Text size="sm" fw={500}>
        {t('setting.price.margin.commissions')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {MARKETS.map((market) => (
          <TextInput
            key={market}
            label={t(`common.markets.${market}`)}
            value={commissions[market]}
            onChange={(event) => onCommission(market, event.currentTarget.value)}
            inputMode="decimal"
            rightSection={<Text size="xs">%</Text>}
            data-testid={`commission-${market}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
