import {
  displayText,
  formatWon,
  krwPriceOf,
  sourcePriceOf,
  textIn,
  type DetailOption,
  type ProductDetail,
} from '@sellerdesk/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image';
import { VirtualList } from '../../../components/virtual-list';
import { formatCount } from '../../../lib/format';
import { formatSourcePrice } from '../product-format';

const COMBINATION_COLUMNS = 'minmax(0, 1fr) 64px 84px 96px';

function CombinationRow({
  option,
  currency,
}: {
  option: DetailOption;
  currency: ProductDetail['source']['currency'];
}) {
  const { t } = useTranslation();
  const won = krwPriceOf(option.price);
  const source = currency === 'KRW' ? undefined : sourcePriceOf(option.price, currency);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: COMBINATION_COLUMNS,
        gap: 8,
        alignItems: 'center',
        padding: '8px 12px',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
      data-testid="combination"
    >
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {option.image && <StoredImage src={option.image} alt={option.optionName} size={28} />}
        <Text size="sm" lineClamp={2} style={{ minWidth: 0 }}>
          {option.optionName}
        </Text>
        {option.isSoldOut && (
          <Badge size="xs" color="gray" variant="filled">
            {t('catalogue.detail.soldOut')}
          </Badge>
        )}
        {!option.checked && !option.isSoldOut && (
          <Badge size="xs" color="gray" variant="light">
            {t('catalogue.detail.unchecked')}
          </Badge>
        )}
      </Group>
      <Text size="xs" ta="right">
        {formatCount(option.quantity)}
      </Text>
      <Text size="xs" ta="right" c="dimmed">
        {source ? formatSourcePrice(source.salePrice, source.currency) : '—'}
      </Text>
      <Text size="sm" ta="right" fw={600}>
        {won ? formatWon(won.salePrice) : '—'}
      </Text>
    </div>
  );
}

/** Option groups with their values (Korean beside the source text) and every combination with its prices. */
export function ProductOptions({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { optionGroups, detailOptions } = product.option;
  if (optionGroups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('catalogue.detail.noOptions')}
      </Text>
    );
  }
  const source = product.source.language;
  return (
    <Stack gap="md">
      <Title order={3} fz="sm">
        {t('catalogue.detail.optionGroups')}
      </Title>
      {optionGroups.map((group) => (
        <Stack key={group.id} gap={6} data-testid="option-group">
          <Text size="sm" fw={700}>
            {displayText(group.groupName)}
            {source !== 'ko' && textIn(group.groupName, source) && (
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                {textIn(group.groupName, source)}
              </Text>
            )}
          </Text>
          <Group gap={6}>
            {group.groups.map((value) => (
              <Paper key={value.id} withBorder px={8} py={4} radius="sm">
                <Group gap={6} wrap="nowrap">
                  {value.optionImage && (
                    <StoredImage src={value.optionImage} alt={displayText(value.optionName)} size={24} />
                  )}
                  <Text size="xs">{displayText(value.optionName)}</Text>
                  {source !== 'ko' && (
                    <Text size="xs" c="dimmed">
                      {textIn(value.optionName, source)}
                    </Text>
                  )}
                </Group>
              </Paper>
            ))}
          </Group>
        </Stack>
      ))}
      <Title order={3} fz="sm">
        {t('catalogue.detail.combinations', { count: detailOptions.length })}
      </Title>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: COMBINATION_COLUMNS,
            gap: 8,
            padding: '6px 12px',
            background: 'var(--mantine-color-default-hover)',
          }}
        >
          {(['option', 'stock', 'sourcePrice', 'salePrice'] as const).map((column, index) => (
            <Text key={column} size="xs" fw={700} ta={index === 0 ? 'left' : 'right'}>
              {t(`catalogue.detail.columns.${column}`)}
            </Text>
          ))}
        </div>
        <VirtualList
          items={detailOptions}
          getKey={(option) => option.id}
          estimateSize={46}
          maxHeight={360}
          renderItem={(option) => <CombinationRow option={option} currency={product.source.currency} />}
        />
      </Paper>
    </Stack>
  );
}
