import { lossMarkets } from '@sellerdesk/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settingSectionPath } from '../app/paths';
import { usePriceSettings } from '../hooks/api/pricing';

/**
 * Says, where the seller first meets prices (the catalogue, the collect screen's price preview), that
 * the saved price settings sell at a loss after market fees (lossMarkets), with a link to 가격 설정. A
 * fresh account has the §9 defaults, which add no margin: every product would show 손해 without a word
 * on why.
 */
export function PriceSettingsNotice() {
  const { t } = useTranslation();
  const settings = usePriceSettings();
  if (!settings.data) {
    return null;
  }
  const markets = lossMarkets(settings.data);
  if (markets.length === 0) {
    return null;
  }
  const unsaved = !settings.data.saved;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t(unsaved ? 'common.priceNotice.defaultsTitle' : 'common.priceNotice.lossTitle')}
      data-testid="price-settings-notice"
      data-state={unsaved ? 'defaults' : 'loss'}
    >
      <Stack gap={4}>
        <Text size="sm">
          {unsaved
            ? t('common.priceNotice.defaultsBody')
            : t('common.priceNotice.lossBody', {
                markets: markets.map((market) => t(`common.markets.${market}`)).join(', '),
              })}
        </Text>
        <Anchor
          component={Link}
          to={settingSectionPath('price')}
          size="sm"
          fw={600}
          data-testid="price-settings-link"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('common.priceNotice.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
