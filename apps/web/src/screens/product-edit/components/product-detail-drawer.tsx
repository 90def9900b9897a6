import { displayText, formatWon, krwPriceOf, textIn, type SourceSite } from '@sellerdesk/domain';
import { MOBILE_BREAKPOINT_PX } from '../../../ui-constants';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconEdit, IconExternalLink, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteBadge } from '../../../components/site-badge';
import { StoredImage } from '../../../components/stored-image';
import { useProductDetail } from '../../../hooks/api/products';
import { errorMessage } from '../../../lib/api-error';
import { openDetailEditor } from '../../../lib/open-editor';
import { formatCount, formatDateTime } from '../../../lib/format';
import { formatSourcePrice } from '../product-format';
import { ProductOptions } from './product-options';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** One product as collected: images, titles, prices (source and won), options and every combination. */
export function ProductDetailDrawer({
  productKey,
  onClose,
  onEdit,
}: {
  productKey: { site: SourceSite; code: string } | null;
  onClose: () => void;
  /** Opens the edit panel of this product. */
  onEdit: (key: { site: SourceSite; code: string }) => void;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const query = useProductDetail(productKey);
  const product = query.data?.detail;
  const summary = query.data?.summary;
  const won = product ? krwPriceOf(product.price) : undefined;
  const source = product?.source;
  const sourceTitle = product && source ? textIn(product.title, source.language) : '';
  return (
    <Drawer
      opened={productKey != null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 760}
      title={productKey ? t('catalogue.detail.code', { code: productKey.code }) : ''}
      data-testid="product-detail"
    >
      {query.isPending ? (
        <Stack gap="sm">
          <Skeleton height={90} />
          <Skeleton height={240} />
        </Stack>
      ) : !product || !source || !summary ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('catalogue.detail.loadFailed')}
        >
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <Stack gap={6}>
            <Group gap={6}>
              <SiteBadge site={product.site} />
              {product.flags.needsTranslation && (
                <Badge size="sm" color="orange" variant="light">
                  {t('catalogue.list.needsTranslation')}
                </Badge>
              )}
              {summary.workNumber != null && (
                <Badge size="sm" variant="outline" color="gray">
                  {t('catalogue.detail.work', { workNumber: summary.workNumber })}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {t('catalogue.detail.collectedAt', { time: formatDateTime(summary.createdAt) })}
              </Text>
            </Group>
            <Text fw={700} data-testid="detail-title">
              {displayText(product.title)}
            </Text>
            {source.language !== 'ko' && sourceTitle && (
              <Text size="sm" c="dimmed">
                {t('catalogue.detail.sourceTitle')}: {sourceTitle}
              </Text>
            )}
            <Group gap="md">
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
                {t('catalogue.detail.openSource')}{' '}
                <IconExternalLink size={12} style={{ verticalAlign: 'middle' }} />
              </Anchor>
              <Button
                size="xs"
                leftSection={<IconPencil size={14} />}
                onClick={() => onEdit({ site: product.site, code: product.code })}
                data-testid="edit-product"
              >
                {t('catalogue.detail.editProduct')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEdit size={14} />}
                onClick={() => openDetailEditor(product)}
                data-testid="open-detail-editor"
              >
                {t('catalogue.detail.edit')}
              </Button>
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={t('catalogue.detail.sourcePrice')}>
              {formatSourcePrice(source.price, source.currency)}
            </Fact>
            <Fact label={t('catalogue.detail.salePrice')}>
              <span data-testid="detail-price">{won ? formatWon(won.salePrice) : '—'}</span>
            </Fact>
            <Fact label={t('catalogue.detail.shop')}>{source.shopName || '—'}</Fact>
            <Fact label={t('catalogue.detail.columns.stock')}>{formatCount(product.quantity)}</Fact>
          </SimpleGrid>
          {source.priceTiers && source.priceTiers.length > 0 && (
            <Group gap={6}>
              <Text size="xs" fw={700}>
                {t('catalogue.detail.tiers')}
              </Text>
              {source.minOrderQuantity && (
                <Badge variant="outline" color="gray">
                  {t('catalogue.detail.minOrder', { count: source.minOrderQuantity })}
                </Badge>
              )}
              {source.priceTiers.map((tier) => (
                <Badge key={tier.minQuantity} variant="light" color="gray">
                  {t('catalogue.detail.tier', {
                    quantity: tier.minQuantity,
                    price: formatSourcePrice(tier.price, source.currency),
                  })}
                </Badge>
              ))}
            </Group>
          )}
          {product.image.length > 0 && (
            <Stack gap={6}>
              <Text size="xs" fw={700}>
                {t('catalogue.detail.images', { count: product.image.length })}
              </Text>
              <Group gap={6}>
                {product.image.map((url, index) => (
                  <StoredImage
                    key={url}
                    src={url}
                    alt={`${displayText(product.title)} ${index + 1}`}
                    size={88}
                  />
                ))}
              </Group>
            </Stack>
          )}
          <Divider />
          <ProductOptions product={product} />
        </Stack>
      )}
    </Drawer>
  );
}
