import {
  Alert,
  Button,
  Group,
  Image,
  Modal,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useListingImages, useReplaceListingImages } from '../../hooks/api/listing-images';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { addTexts } from '../../i18n';
import { listingImages } from '../../i18n/locales/ko/listing-images';
import { sourceSync } from '../../i18n/locales/ko/source-sync';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ListingCard, type ImageAction, type ListingImagesRow } from './listing-card';

addTexts({ listingImages, sourceSync });

const MARKETS = ['SmartStore', 'Coupang', 'Elevenst', 'Gmarket', 'Auction', 'WeMakePrice'] as const;
type MarketCode = (typeof MARKETS)[number];
const PAGE_SIZE = 12;

/**
 * 이미지 관리 (/app/product/control/image): per listing the main and detail-page images live on its
 * market; an image's menu finds every listing using it, makes an extra image the representative one, or
 * swaps a detail image — each re-pushed to that listing's market only, with a clear result. The product's
 * other listings then show the change as 반영 대기 with a button that pushes it to them.
 */
export function ProductControlImageScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('listingImages.title'));
  const [page, setPage] = useState(1);
  const [market, setMarket] = useState<MarketCode | null>(null);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const [image, setImage] = useState<string | undefined>(undefined);
  const [makeMain, setMakeMain] = useState<{ row: ListingImagesRow; image: string } | null>(null);
  const [replacing, setReplacing] = useState<{ row: ListingImagesRow; image: string } | null>(null);
  const [replacement, setReplacement] = useState<string | null>(null);
  const [pushing, setPushing] = useState<ListingImagesRow | null>(null);
  const list = useListingImages({
    page,
    maxRow: PAGE_SIZE,
    keyword: debouncedKeyword,
    ...(market ? { market } : {}),
    ...(image ? { image } : {}),
  });
  const replace = useReplaceListingImages();
  const marketName = (code: string) => t(`sourceSync.markets.${code as MarketCode}`);

  const onAction = (action: ImageAction) => {
    if (action.kind === 'findUsage') {
      setImage(action.image);
      setPage(1);
    } else if (action.kind === 'makeMain') {
      setMakeMain({ row: action.row, image: action.image });
    } else if (action.kind === 'pushPending') {
      setPushing(action.row);
    } else {
      setReplacing({ row: action.row, image: action.image });
      setReplacement(null);
    }
  };
  const send = (body: Parameters<typeof replace.mutate>[0], done: () => void) =>
    replace.mutate(body, {
      onSuccess: (result) => {
        done();
        notify(result.message);
      },
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });

  const candidates = replacing
    ? [...new Set([...replacing.row.images, ...replacing.row.detailImages])].filter(
        (candidate) => candidate !== replacing.image,
      )
    : [];
  const filtered = Boolean(market || debouncedKeyword || image);

  return (
    <Stack gap="lg" data-testid="listing-images-screen">
      <PageHeader mb={0} title={t('listingImages.title')} description={t('listingImages.description')} />
      <Paper withBorder p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('listingImages.filters.market')}
            placeholder={t('listingImages.filters.allMarkets')}
            data={MARKETS.map((code) => ({ value: code, label: marketName(code) }))}
            value={market}
            onChange={(value) => {
              setMarket(value as MarketCode | null);
              setPage(1);
            }}
            clearable
            w={180}
            data-testid="listing-images-market"
          />
          <TextInput
            label={t('listingImages.filters.keyword')}
            placeholder={t('listingImages.filters.keywordPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              setPage(1);
            }}
            w={260}
            data-testid="listing-images-keyword"
          />
          {image && (
            <Paper withBorder px="sm" py={6} radius="md" data-testid="listing-images-by-image">
              <Group gap="xs" wrap="nowrap">
                <Image src={image} w={36} h={36} radius="sm" alt="" />
                <Text size="sm">{t('listingImages.filters.usingImage')}</Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconX size={14} />}
                  onClick={() => setImage(undefined)}
                  data-testid="listing-images-clear-image"
                >
                  {t('listingImages.filters.clearImage')}
                </Button>
              </Group>
            </Paper>
          )}
        </Group>
      </Paper>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('listingImages.loadFailed')}
        >
          {errorMessage(list.error)}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center" data-testid="listing-images-empty">
            {filtered ? t('listingImages.emptyFiltered') : t('listingImages.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="listing-images-total">
            {t('listingImages.total', { count: list.data.total })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {list.data.items.map((row) => (
              <ListingCard
                key={row.listingId}
                row={row}
                marketName={marketName(row.market)}
                searchedImage={image}
                onAction={onAction}
              />
            ))}
          </SimpleGrid>
          {list.data.total > PAGE_SIZE && (
            <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={makeMain !== null}
        title={t('listingImages.confirmMain.title')}
        confirmLabel={t('listingImages.confirmMain.run')}
        loading={replace.isPending}
        onClose={() => setMakeMain(null)}
        onConfirm={() =>
          makeMain &&
          send({ listingId: makeMain.row.listingId, mainImage: makeMain.image }, () => setMakeMain(null))
        }
        testId="listing-images-confirm-main"
      >
        {makeMain
          ? `${t('listingImages.confirmMain.body', {
              market: marketName(makeMain.row.market),
              account: makeMain.row.accountLabel,
            })} ${t('listingImages.confirmMain.others')}`
          : ''}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pushing !== null}
        title={t('listingImages.pending.confirmTitle')}
        confirmLabel={t('listingImages.pending.push')}
        loading={replace.isPending}
        onClose={() => setPushing(null)}
        onConfirm={() =>
          // The product's representative image as it is: the push carries every pending image, and the
          // product is left as it is.
          pushing?.pending?.images[0] &&
          send({ listingId: pushing.listingId, mainImage: pushing.pending.images[0] }, () => setPushing(null))
        }
        testId="listing-images-confirm-push"
      >
        {pushing
          ? t('listingImages.pending.confirmBody', {
              market: marketName(pushing.market),
              account: pushing.accountLabel,
            })
          : ''}
      </ConfirmDialog>
      <Modal
        opened={replacing !== null}
        onClose={() => setReplacing(null)}
        title={t('listingImages.replaceDialog.title')}
        size="lg"
        centered
        data-testid="listing-images-replace"
      >
        <Stack gap="md">
          <Text size="sm">{t('listingImages.replaceDialog.body')}</Text>
          {candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('listingImages.replaceDialog.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs">
              {candidates.map((candidate) => (
                <UnstyledButton
                  key={candidate}
                  onClick={() => setReplacement(candidate)}
                  data-testid="replacement-candidate"
                  aria-pressed={replacement === candidate}
                  style={{
                    borderRadius: 6,
                    outline: replacement === candidate ? '3px solid var(--mantine-color-blue-5)' : undefined,
                  }}
                >
                  <Image src={candidate} h={72} radius="sm" fit="cover" alt="" />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button
              disabled={!replacement}
              loading={replace.isPending}
              onClick={() =>
                replacing &&
                replacement &&
                send(
                  {
                    listingId: replacing.row.listingId,
                    detailImages: [{ from: replacing.image, to: replacement }],
                  },
                  () => setReplacing(null),
                )
              }
              data-testid="replacement-run"
            >
              {t('listingImages.replaceDialog.run')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
