import {
  MARKETS,
  formatWon,
  productMargin,
  type Margin,
  type Market,
  type PriceSettings,
} from '@sellerdesk/domain';
import type { ProductSummary } from '@sellerdesk/domain/api';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the margin needs of the seller's price settings (GetPrice answers it). */
export type MarginSettingsSource = Pick<PriceSettings, 'priceRangeModel' | 'margin'>;

/** The market the margin column shows (the edit panel's preview uses the same). */
const SHOWN_MARKET: Market = 'SmartStore';

export type ProductMargins = { shown: Margin; losses: Market[] };

/**
 * What the seller keeps selling the product at its lowest sale price (productMargin: source price in won
 * at the seller's exchange base, shipping, commission): at SmartStore, and the markets where it would
 * sell at a loss. Null without a won price, a source price or the settings.
 */
export function productMargins(
  product: Pick<ProductSummary, 'priceMinKrw' | 'sourcePrice' | 'sourceCurrency'>,
  settings: MarginSettingsSource | undefined,
): ProductMargins | null {
  if (!settings || product.priceMinKrw == null || product.sourcePrice == null || !product.sourceCurrency) {
    return null;
  }
  const sale = {
    salePrice: product.priceMinKrw,
    sourcePrice: product.sourcePrice,
    sourceCurrency: product.sourceCurrency,
  };
  return {
    shown: productMargin(sale, settings, SHOWN_MARKET),
    losses: MARKETS.filter((market) => productMargin(sale, settings, market).loss),
  };
}

/** The margin cell: the amount and rate at SmartStore, a loss warning naming the markets. */
export function MarginCell({
  product,
  settings,
}: {
  product: ProductSummary;
  settings: MarginSettingsSource | undefined;
}) {
  const { t } = useTranslation();
  const margins = productMargins(product, settings);
  if (!margins) {
    return (
      <Text size="sm" c="dimmed" data-testid="product-margin">
        —
      </Text>
    );
  }
  const { shown, losses } = margins;
  const breakdown = t('catalogue.list.marginBreakdown', {
    market: t(`common.markets.${SHOWN_MARKET}`),
    sale: formatWon(shown.salePrice),
    cost: formatWon(shown.cost),
    shipping: formatWon(shown.shipping),
    commission: formatWon(shown.commission),
  });
  return (
    <Stack gap={2} data-testid="product-margin" data-loss={losses.length > 0 || undefined}>
      <Tooltip label={breakdown} withArrow multiline maw={260}>
        <Text size="sm" fw={600} c={shown.loss ? 'red' : 'teal'} style={{ whiteSpace: 'nowrap' }}>
          {formatWon(shown.margin)}
        </Text>
      </Tooltip>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {shown.marginRate}%
        </Text>
        {losses.length > 0 && (
          <Badge
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconAlertTriangle size={10} />}
            data-testid="product-loss"
            title={t('catalogue.list.lossAt', {
              markets: losses.map((market) => t(`common.markets.${market}`)).join(', '),
            })}
          >
            {losses.length === MARKETS.length
              ? t('catalogue.list.lossEverywhere')
              : t('catalogue.list.lossSome', { count: losses.length })}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

/** Short market names for the upload badges. */
const MARKET_SHORT: Record<Market, string> = {
  SmartStore: '스',
  Coupang: '쿠',
  Elevenst: '11',
  Gmarket: 'G',
  Auction: '옥',
  WeMakePrice: '위',
};

/** The upload state per market: a small badge per market the product was sent to, or 미업로드. */
export function UploadStates({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  if (product.listings.length === 0) {
    return (
      <Text size="xs" c="dimmed" data-testid="product-uploads" data-state="none">
        {t('catalogue.list.notUploaded')}
      </Text>
    );
  }
  return (
    <Group gap={4} data-testid="product-uploads">
      {product.listings.map((listing) => {
        const market = t(`common.markets.${listing.market}`);
        const label = t(`catalogue.list.upload.${listing.state}`, { market });
        return (
          <Tooltip key={listing.market} label={label} withArrow>
            <Badge
              size="sm"
              radius="sm"
              variant={listing.state === 'uploaded' ? 'filled' : 'outline'}
              color={listing.state === 'uploaded' ? 'teal' : 'red'}
              aria-label={label}
              data-market={listing.market}
              data-state={listing.state}
            >
              {MARKET_SHORT[listing.market]}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
