import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { EndpointResponse, endpoints } from '@sellerdesk/domain/core';
import { useTranslation } from 'react-i18next';

export type ListingImagesRow = EndpointResponse<typeof endpoints.Market.GetListingImages>['items'][number];

/** What the seller can do with one image of a listing. */
export type ImageAction =
  | { kind: 'findUsage'; image: string }
  | { kind: 'makeMain'; row: ListingImagesRow; image: string }
  | { kind: 'replaceDetail'; row: ListingImagesRow; image: string }
  | { kind: 'pushPending'; row: ListingImagesRow };

const MARKET_COLORS: Record<string, string> = {
  SmartStore: 'green',
  Coupang: 'red',
  Elevenst: 'orange',
  Gmarket: 'teal',
  Auction: 'indigo',
  WeMakePrice: 'pink',
};
const MAX_DETAIL_SHOWN = 8;

function Thumb({
  src,
  alt,
  size,
  highlighted,
  actions,
}: {
  src: string;
  alt: string;
  size: number;
  highlighted: boolean;
  actions: { label: string; run: () => void; testId: string }[];
}) {
  return (
    <Menu withinPortal position="bottom-start" shadow="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={alt}
          data-testid="listing-image"
          style={{
            borderRadius: 6,
            outline: highlighted ? '3px solid var(--mantine-color-blue-5)' : undefined,
            outlineOffset: 1,
          }}
        >
          <Image src={src} alt={alt} w={size} h={size} radius="sm" fit="cover" loading="lazy" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.testId} onClick={action.run} data-testid={action.testId}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The product's images changed since this listing last pushed (a change sent to another market, or made
 * in the catalogue): what would go, and the button that sends it to this market.
 */
function PendingImages({
  row,
  pending,
  onPush,
}: {
  row: ListingImagesRow;
  pending: NonNullable<ListingImagesRow['pending']>;
  onPush: () => void;
}) {
  const { t } = useTranslation();
  const mainChanged = pending.images[0] !== row.images[0];
  const detailChanged =
    pending.detailImages.length !== row.detailImages.length ||
    pending.detailImages.some((image, index) => image !== row.detailImages[index]);
  return (
    <Alert color="yellow" variant="light" p="xs" data-testid="listing-images-pending">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <Badge size="sm" color="yellow" variant="filled" style={{ flexShrink: 0 }}>
            {t('listingImages.pending.badge')}
          </Badge>
          {mainChanged && pending.images[0] ? (
            <Image
              src={pending.images[0]}
              alt={t('listingImages.pending.mainAlt', { title: row.title })}
              w={36}
              h={36}
              radius="sm"
              fit="cover"
              loading="lazy"
              style={{ flexShrink: 0 }}
              data-testid="listing-images-pending-main"
            />
          ) : null}
          <Text size="xs">
            {mainChanged && detailChanged
              ? t('listingImages.pending.both')
              : mainChanged
                ? t('listingImages.pending.main')
                : t('listingImages.pending.detail')}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button
            size="compact-xs"
            variant="filled"
            color="yellow"
            onClick={onPush}
            disabled={pending.images.length === 0}
            data-testid="listing-images-push-pending"
          >
            {t('listingImages.pending.push')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * One listing: its market and state, the main images (representative first) and detail images live on
 * that market (as the listing last pushed them), and the product's changes not yet pushed there.
 */
export function ListingCard({
  row,
  marketName,
  searchedImage,
  onAction,
}: {
  row: ListingImagesRow;
  marketName: string;
  searchedImage: string | undefined;
  onAction: (action: ImageAction) => void;
}) {
  const { t } = useTranslation();
  const alt = (index: number) => t('listingImages.imageAlt', { title: row.title, index: index + 1 });
  const [main, ...others] = row.images;
  const detail = row.detailImages.slice(0, MAX_DETAIL_SHOWN);
  return (
    <Paper withBorder p="md" radius="md" data-testid="listing-images-card" data-market={row.market}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {row.title}
            </Text>
            <Group gap={6}>
              <Badge size="sm" variant="light" color={MARKET_COLORS[row.market] ?? 'gray'}>
                {marketName}
              </Badge>
              <Text size="xs" c="dimmed">
                {row.accountLabel} · {row.marketProductId}
              </Text>
              <Badge size="sm" variant="outline" color={row.state === 'onSale' ? 'teal' : 'gray'}>
                {t(`listingImages.states.${row.state}`)}
              </Badge>
            </Group>
          </Stack>
          {row.url && (
            <Anchor href={row.url} target="_blank" rel="noopener noreferrer" size="xs">
              {t('listingImages.open')}
            </Anchor>
          )}
        </Group>
        {row.pending ? (
          <PendingImages
            row={row}
            pending={row.pending}
            onPush={() => onAction({ kind: 'pushPending', row })}
          />
        ) : null}
        <Group gap="md" align="flex-start" wrap="nowrap">
          {main && (
            <Stack gap={4} align="center">
              <Thumb
                src={main}
                alt={alt(0)}
                size={112}
                highlighted={main === searchedImage}
                actions={[
                  {
                    label: t('listingImages.actions.findUsage'),
                    run: () => onAction({ kind: 'findUsage', image: main }),
                    testId: 'image-find-usage',
                  },
                ]}
              />
              <Text size="xs" c="dimmed">
                {t('listingImages.main')}
              </Text>
            </Stack>
          )}
          {others.length > 0 && (
            <Stack gap={4}>
              <SimpleGrid cols={4} spacing={6}>
                {others.map((image, index) => (
                  <Thumb
                    key={image}
                    src={image}
                    alt={alt(index + 1)}
                    size={52}
                    highlighted={image === searchedImage}
                    actions={[
                      {
                        label: t('listingImages.actions.makeMain'),
                        run: () => onAction({ kind: 'makeMain', row, image }),
                        testId: 'image-make-main',
                      },
                      {
                        label: t('listingImages.actions.findUsage'),
                        run: () => onAction({ kind: 'findUsage', image }),
                        testId: 'image-find-usage',
                      },
                    ]}
                  />
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('listingImages.others')}
              </Text>
            </Stack>
          )}
        </Group>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {row.detailImages.length > 0
              ? t('listingImages.detail', { count: row.detailImages.length })
              : t('listingImages.noDetail')}
          </Text>
          {detail.length > 0 && (
            <Group gap={6}>
              {detail.map((image, index) => (
                <Thumb
                  key={image}
                  src={image}
                  alt={alt(row.images.length + index)}
                  size={44}
                  highlighted={image === searchedImage}
                  actions={[
                    {
                      label: t('listingImages.actions.replace'),
                      run: () => onAction({ kind: 'replaceDetail', row, image }),
                      testId: 'image-replace',
                    },
                    {
                      label: t('listingImages.actions.findUsage'),
                      run: () => onAction({ kind: 'findUsage', image }),
                      testId: 'image-find-usage',
                    },
                  ]}
                />
              ))}
              {row.detailImages.length > detail.length && (
                <Text size="xs" c="dimmed">
                  +{row.detailImages.length - detail.length}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
